import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { NotFoundPage } from './not-found';

describe('NotFoundPage', () => {
  it("says 'Page Not Found' and links back to the homepage", () => {
    renderWithProviders(<NotFoundPage />, { route: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back To Homepage' })).toHaveAttribute('href', '/');
  });
});
