import { useRef } from 'react';
import { LoadFailed } from '@/components/ui/query-error';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { LazyPart, lazyPart } from '@/lib/lazy-part';
import { m } from '@/paraglide/messages.js';
import { usePaymentIntent } from '../api/create-payment-intent';
import { PaymentNotCompletedError, usePayWithCard } from '../api/pay-with-card';
import { CardForm } from './card-form';
import { PaymentProblem, PaymentSuccess, StripeUnavailable } from './payment-result';

// Stripe.js and Stripe's React bindings are fetched only here, and only when the server's gateway is Stripe.
const StripeCardPayment = lazyPart(async () => (await import('./stripe-card-payment')).StripeCardPayment);

const paymentErrorMessage = (error: Error) =>
  error instanceof PaymentNotCompletedError ? error.message : errorMessage(error);

export interface PaymentPanelProps {
  orderId: string;
  /**
   * The order changed on the server: paid, or its phone was sold to someone else meanwhile (and the charge
   * refunded). The page refreshes its order queries; the panel keeps showing the outcome.
   */
  onOrderChanged?: () => void;
}

/**
 * Card payment of one open order (spec §4 Payment flow): the payment is prepared with the gateway as the panel
 * opens, and Pay stays disabled until it is. The sandbox gateway (test mode) gets our own card form; a server set up
 * for Stripe gets Stripe's card field (Stripe.js, loaded only then).
 */
export function PaymentPanel({ orderId, onOrderChanged }: PaymentPanelProps) {
  const pay = usePayWithCard({ orderId, onPaid: () => onOrderChanged?.() });
  // Nothing more to prepare once paid (the server would refuse: 409 already paid).
  const intent = usePaymentIntent(orderId, { enabled: !pay.isSuccess });
  // Pay is disabled while paying, but a quick double tap can land before that re-render.
  const inFlight = useRef(false);

  if (pay.data) return <PaymentSuccess transactionId={pay.data.transactionId} />;

  if (intent.isError) {
    const retryable = !(intent.error instanceof ApiError && intent.error.status < 500);
    return (
      <PaymentProblem
        message={errorMessage(intent.error)}
        action={
          retryable && (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => void intent.refetch()}>
              {m.ui_try_again()}
            </button>
          )
        }
      />
    );
  }
  if (intent.data?.gateway === 'stripe') {
    const { publishableKey } = intent.data;
    if (!publishableKey) return <StripeUnavailable />;
    return (
      <LazyPart
        fallback={<p role="status">{m.pay_loading_form()}</p>}
        failed={(retry) => <LoadFailed message={m.pay_form_load_failed()} onRetry={retry} />}
      >
        <StripeCardPayment
          orderId={orderId}
          intent={{ ...intent.data, publishableKey }}
          onOrderChanged={onOrderChanged}
        />
      </LazyPart>
    );
  }
  // 409 from the payment record: the phone was just sold to another buyer, and this charge refunded.
  if (pay.error instanceof ApiError && pay.error.status === 409)
    return <PaymentProblem message={errorMessage(pay.error)} />;

  return (
    <CardForm
      ready={intent.isSuccess}
      paying={pay.isPending}
      error={pay.error ? paymentErrorMessage(pay.error) : undefined}
      onPay={(card) => {
        if (!intent.data || inFlight.current) return;
        inFlight.current = true;
        pay.mutate(
          { intent: intent.data, card },
          {
            onError: (error) => {
              if (error instanceof ApiError && error.status === 409) onOrderChanged?.();
            },
            onSettled: () => {
              inFlight.current = false;
            },
          },
        );
      }}
    />
  );
}
