import type { PaymentIntent, SandboxCard } from '@phonehaat/shared';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { m } from '@/paraglide/messages.js';
import { confirmPaymentIntent } from './confirm-payment-intent';
import { createPaymentMethod } from './create-payment-method';
import { recordPayment } from './record-payment';

/** A payment the gateway did not complete and did not explain (no decline message). */
export class PaymentNotCompletedError extends Error {
  constructor() {
    super(m.pay_not_completed());
    this.name = 'PaymentNotCompletedError';
  }
}

/**
 * The gateway's answers that mean the buyer has paid: taken at once, or (a deal's card payment, issue 15) authorised
 * and held until the buyer has the phone.
 */
export const PAID_INTENT_STATUSES: ReadonlySet<string> = new Set(['succeeded', 'requires_capture']);

export interface PayWithCardInput {
  intent: PaymentIntent;
  card: SandboxCard;
}

export interface PaymentResult {
  /** The card payment's id, shown as 'Your transaction id {id}' (spec §4). */
  transactionId: string;
  insertedId: string;
}

/**
 * The payment flow of spec §4 on the sandbox gateway: create the card payment method (its failure's message is
 * shown), confirm the payment (a decline's message is shown and the flow stops), and once it has succeeded (or is held)
 * post the
 * payment record; an insertedId means the order is paid: toast 'Payment Completed successfully'.
 *
 * A payment confirmed but not recorded (the connection dropped in between) is only recorded on the next try, never
 * charged again.
 */
export function usePayWithCard({ orderId, onPaid }: { orderId: string; onPaid?: (result: PaymentResult) => void }) {
  const confirmedIntent = useRef<string | null>(null);
  return useMutation({
    mutationFn: async ({ intent, card }: PayWithCardInput): Promise<PaymentResult> => {
      if (confirmedIntent.current !== intent.intentId) {
        const method = await createPaymentMethod(card);
        const confirmed = await confirmPaymentIntent({
          intentId: intent.intentId,
          clientSecret: intent.clientSecret,
          paymentMethod: method.id,
        });
        if (!PAID_INTENT_STATUSES.has(confirmed.status)) throw new PaymentNotCompletedError();
        confirmedIntent.current = intent.intentId;
      }
      const { insertedId } = await recordPayment({ orderID: orderId, transaction: intent.intentId });
      if (!insertedId) throw new PaymentNotCompletedError();
      return { transactionId: intent.intentId, insertedId };
    },
    onSuccess: (result) => {
      toast.success(m.pay_completed());
      // The order's own queries belong to the orders feature: the caller refreshes them (onPaid).
      onPaid?.(result);
    },
  });
}
