import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqList } from './faq-list';

describe('FaqList', () => {
  it('has the four questions of the spec, the first one open', () => {
    const { container } = render(<FaqList />);
    const accordions = container.querySelectorAll('details');
    expect(accordions).toHaveLength(4);
    expect([...accordions].map((d) => d.open)).toEqual([true, false, false, false]);
    expect(screen.getByText(/ways to manage state in a React application/)).toBeInTheDocument();
    expect(screen.getByText(/How does prototypical inheritance work/)).toBeInTheDocument();
    expect(screen.getByText(/What is a unit test\? Why should we write unit tests/)).toBeInTheDocument();
    expect(screen.getByText(/differences between React, Angular and Vue/)).toBeInTheDocument();
  });

  it('opens another answer when its question is clicked', async () => {
    const { container } = render(<FaqList />);
    await userEvent.click(screen.getByText(/How does prototypical inheritance work/));
    expect(container.querySelectorAll('details')[1]?.open).toBe(true);
  });
});
