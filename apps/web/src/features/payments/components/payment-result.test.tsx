import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PaymentProblem, PaymentSuccess, STRIPE_UNAVAILABLE_MESSAGE, StripeUnavailable } from './payment-result';

describe('payment outcomes', () => {
  it('shows the transaction id after a successful payment', () => {
    renderWithProviders(<PaymentSuccess transactionId="pi_3Nabc123" />);
    expect(screen.getByText(/Your transaction id/)).toHaveTextContent('Your transaction id pi_3Nabc123');
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/dashboard/myorders');
  });

  it('shows why a payment cannot go ahead, in red', () => {
    renderWithProviders(
      <PaymentProblem message="This phone was just sold to another buyer. Your payment has been refunded." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This phone was just sold to another buyer.');
    expect(screen.getByRole('alert')).toHaveClass('text-error');
  });

  it('explains when Stripe card payments cannot be shown', () => {
    renderWithProviders(<StripeUnavailable />);
    expect(screen.getByRole('alert')).toHaveTextContent(STRIPE_UNAVAILABLE_MESSAGE());
  });
});
