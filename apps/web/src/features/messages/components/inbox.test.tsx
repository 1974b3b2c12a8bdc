import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InboxSkeleton } from './inbox';

describe('InboxSkeleton', () => {
  it('is a status named for what it waits for, with no list items outside a list (axe: listitem)', () => {
    render(<InboxSkeleton />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
