import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signedInAs } from '@/testing/render';
import { DashboardHomePage } from './index';

describe('DashboardHomePage', () => {
  it.each([
    ['Buyer', false, 'You are signed in as a buyer.'],
    ['Seller', false, 'You are signed in as a seller. An admin will verify your account.'],
    ['Seller', true, 'You are signed in as a seller, verified by PhoneHaat.'],
    ['Admin', false, 'You are signed in as an admin.'],
  ] as const)(
    'greets the person by name and says their role with its article (%s, verified: %s)',
    (role, verified, line) => {
      renderWithProviders(<DashboardHomePage />, {
        auth: signedInAs(role, { name: 'Nusrat Jahan', verified }),
        route: '/dashboard',
      });
      expect(screen.getByText('Hello, Nusrat Jahan')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeInTheDocument();
      expect(screen.getByText(line)).toBeInTheDocument();
    },
  );
});
