import { loadStripe } from '@stripe/stripe-js';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { STRIPE_LOAD_FAILED_MESSAGE, StripeCardPayment } from './stripe-card-payment';

// Stripe.js is a third-party script from js.stripe.com (unreachable here): only its loader is replaced.
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn() }));

const intent = {
  clientSecret: 'pi_test_1_secret_abc',
  intentId: 'pi_test_1',
  amount: 21500,
  currency: 'BDT',
  gateway: 'stripe',
  publishableKey: 'pk_test_dummy',
} as const;

afterEach(() => vi.mocked(loadStripe).mockReset());

describe('StripeCardPayment', () => {
  it('keeps Pay disabled while Stripe.js loads', () => {
    vi.mocked(loadStripe).mockReturnValue(new Promise(() => {}));
    renderWithProviders(<StripeCardPayment orderId="o1" intent={intent} />);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_dummy');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the secure card form…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says in red that the card form could not be loaded when Stripe.js fails, and keeps Pay disabled', async () => {
    vi.mocked(loadStripe).mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderWithProviders(<StripeCardPayment orderId="o1" intent={intent} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STRIPE_LOAD_FAILED_MESSAGE());
    expect(alert).toHaveClass('text-error');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('treats a loader that answers no Stripe object as a failure too', async () => {
    vi.mocked(loadStripe).mockResolvedValue(null);
    renderWithProviders(<StripeCardPayment orderId="o1" intent={intent} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(STRIPE_LOAD_FAILED_MESSAGE());
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});
