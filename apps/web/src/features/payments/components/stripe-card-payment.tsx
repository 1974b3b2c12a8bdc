import type { PaymentIntent } from '@phonehaat/shared';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { m } from '@/paraglide/messages.js';
import { PaymentNotCompletedError } from '../api/pay-with-card';
import { StripeCardError, usePayWithStripe } from '../api/pay-with-stripe';
import { PaymentProblem, PaymentSuccess } from './payment-result';

export const STRIPE_LOAD_FAILED_MESSAGE = () => m.pay_stripe_load_failed();

const shownMessage = (error: Error) =>
  error instanceof StripeCardError || error instanceof PaymentNotCompletedError ? error.message : errorMessage(error);

export interface StripeCardPaymentProps {
  orderId: string;
  /** The payment intent from POST /api/create-payment-intent, gateway 'stripe' with its publishable key. */
  intent: PaymentIntent & { publishableKey: string };
  onOrderChanged?: () => void;
}

type LoadState = { kind: 'loading' } | { kind: 'ready'; stripe: Stripe } | { kind: 'failed' };

/**
 * Card payment through Stripe (spec §4, when the server's gateway is Stripe): Stripe.js is loaded from js.stripe.com
 * with the publishable key (this module is imported only on the payment page and only in Stripe mode), Stripe's own
 * Card Element takes the card, and Pay stays disabled until Stripe.js and the card field are ready and while paying.
 * If Stripe.js cannot be loaded, a red message says so and Pay stays disabled.
 */
export function StripeCardPayment({ orderId, intent, onOrderChanged }: StripeCardPaymentProps) {
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const { publishableKey } = intent;

  useEffect(() => {
    let current = true;
    loadStripe(publishableKey).then(
      (stripe) => current && setLoad(stripe ? { kind: 'ready', stripe } : { kind: 'failed' }),
      () => current && setLoad({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (load.kind !== 'ready') {
    return (
      <FormShell
        field={<div className="input w-full animate-pulse bg-base-200" aria-hidden="true" />}
        ready={false}
        paying={false}
        status={load.kind === 'loading' ? m.pay_loading_form() : undefined}
        error={load.kind === 'failed' ? STRIPE_LOAD_FAILED_MESSAGE() : undefined}
      />
    );
  }
  return (
    <Elements stripe={load.stripe}>
      <StripeCardForm orderId={orderId} intent={intent} onOrderChanged={onOrderChanged} />
    </Elements>
  );
}

function StripeCardForm({ orderId, intent, onOrderChanged }: StripeCardPaymentProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardReady, setCardReady] = useState(false);
  const [cardError, setCardError] = useState<string | undefined>();
  const pay = usePayWithStripe({ orderId, onPaid: () => onOrderChanged?.() });
  // Pay is disabled while paying, but a quick double tap can land before that re-render.
  const inFlight = useRef(false);

  if (pay.data) return <PaymentSuccess transactionId={pay.data.transactionId} />;
  // 409 from the payment record: the phone was just sold to another buyer, and this charge refunded.
  if (pay.error instanceof ApiError && pay.error.status === 409)
    return <PaymentProblem message={errorMessage(pay.error)} />;

  const ready = Boolean(stripe && elements && cardReady);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !ready || inFlight.current) return;
    inFlight.current = true;
    pay.mutate(
      { stripe, card, intent },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) onOrderChanged?.();
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <FormShell
      onSubmit={onSubmit}
      field={
        <CardElement
          className="input flex w-full items-center"
          options={{ hidePostalCode: true, disabled: pay.isPending, style: { base: { fontSize: '16px' } } }}
          onReady={() => setCardReady(true)}
          onChange={(event) => setCardError(event.error?.message)}
        />
      }
      ready={ready}
      paying={pay.isPending}
      status={ready ? undefined : m.pay_loading_form()}
      error={cardError ?? (pay.error ? shownMessage(pay.error) : undefined)}
    />
  );
}

function FormShell({
  field,
  ready,
  paying,
  status,
  error,
  onSubmit,
}: {
  field: ReactNode;
  ready: boolean;
  paying: boolean;
  status?: string | undefined;
  error?: string | undefined;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form
      onSubmit={onSubmit ?? ((event) => event.preventDefault())}
      aria-label={m.pay_card_details()}
      className="space-y-4"
    >
      <div>
        <p className="mb-1 font-medium">{m.pay_card()}</p>
        {field}
        <p className="mt-1 text-xs text-muted">{m.pay_stripe_note()}</p>
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={!ready || paying}>
        {(paying || (!ready && !error)) && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {paying ? m.pay_paying() : m.pay_pay()}
      </button>
      {status && !error && !paying && (
        <p role="status" className="text-center text-sm text-muted">
          {status}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-field bg-error/10 px-3 py-2 text-sm font-medium text-error">
          {error}
        </p>
      )}
    </form>
  );
}
