import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows the company line, the service claim and the 2023 copyright', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText(/PhoneHaat is a trusted marketplace/)).toBeInTheDocument();
    expect(screen.getByText('Providing reliable service since 2016')).toBeInTheDocument();
    expect(screen.getByText(/© 2023 PhoneHaat/)).toBeInTheDocument();
  });

  it('links to three social accounts, each with an accessible name', () => {
    renderWithProviders(<Footer />);
    for (const name of [/facebook/i, /youtube/i, /x \(twitter\)/i]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    }
  });
});
