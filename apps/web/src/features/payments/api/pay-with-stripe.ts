import type { PaymentIntent } from '@phonehaat/shared';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { m } from '@/paraglide/messages.js';
import { PAID_INTENT_STATUSES, PaymentNotCompletedError, type PaymentResult } from './pay-with-card';
import { recordPayment } from './record-payment';

/** Stripe.js refused or declined the payment: its message is shown as it is (spec §4). */
export class StripeCardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StripeCardError';
  }
}

export interface PayWithStripeInput {
  stripe: Stripe;
  card: StripeCardElement;
  intent: PaymentIntent;
}

/**
 * The payment flow of spec §4 on Stripe: Stripe.js confirms the PaymentIntent with the card from Stripe's own card
 * field (card details go to Stripe only, and 3-D Secure is handled by Stripe.js), then the payment record is posted;
 * the server asks Stripe again before the order is paid. As with the sandbox, a payment confirmed but not recorded
 * is only recorded on the next try, never confirmed again.
 *
 * Types only from @stripe/stripe-js here: Stripe.js itself is loaded by the Stripe card form, in Stripe mode only.
 */
export function usePayWithStripe({ orderId, onPaid }: { orderId: string; onPaid?: (result: PaymentResult) => void }) {
  const confirmedIntent = useRef<string | null>(null);
  return useMutation({
    mutationFn: async ({ stripe, card, intent }: PayWithStripeInput): Promise<PaymentResult> => {
      if (confirmedIntent.current !== intent.intentId) {
        const { error, paymentIntent } = await stripe.confirmCardPayment(intent.clientSecret, {
          payment_method: { card },
        });
        // Paid on an earlier visit whose record never arrived: Stripe says so, and only the record is missing.
        const alreadySucceeded = PAID_INTENT_STATUSES.has(error?.payment_intent?.status ?? '');
        if (error && !alreadySucceeded) throw new StripeCardError(error.message ?? m.pay_not_charged());
        if (!alreadySucceeded && !PAID_INTENT_STATUSES.has(paymentIntent?.status ?? ''))
          throw new PaymentNotCompletedError();
        confirmedIntent.current = intent.intentId;
      }
      const { insertedId } = await recordPayment({ orderID: orderId, transaction: intent.intentId });
      if (!insertedId) throw new PaymentNotCompletedError();
      return { transactionId: intent.intentId, insertedId };
    },
    onSuccess: (result) => {
      toast.success(m.pay_completed());
      onPaid?.(result);
    },
  });
}
