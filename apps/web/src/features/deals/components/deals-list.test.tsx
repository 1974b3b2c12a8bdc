import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealsListSkeleton } from './deals-list';

describe('DealsListSkeleton', () => {
  it('is a status named for the deals it waits for, with no list items outside a list (axe: listitem)', () => {
    render(<DealsListSkeleton />);
    expect(screen.getByRole('status', { name: 'Loading your deals' })).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
