import { defineMachine } from './state-machine.js';

/**
 * An order: open (placed, unpaid) until paid, or cancelled when its phone is sold to someone else or removed. A paid
 * order whose deal ends without a handover is cancelled again once its card payment is given back (voided or refunded).
 */
export const ORDER_STATUSES = ['open', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_EVENTS = ['pay', 'cancel', 'refund'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export const orderMachine = defineMachine<OrderStatus, OrderEvent>({
  noun: 'order',
  states: { open: 'is open', paid: 'is already paid', cancelled: 'was cancelled' },
  events: { pay: 'be paid', cancel: 'be cancelled', refund: 'be refunded' },
  transitions: [
    // The buyer pays; PhoneHaat settles for them a payment the gateway confirmed that the browser never reported.
    { event: 'pay', from: ['open'], to: 'paid', by: ['buyer', 'system'] },
    { event: 'cancel', from: ['open'], to: 'cancelled', by: ['system'] },
    // A deal that ended without a handover gives the card payment back, and the phone returns to sale.
    { event: 'refund', from: ['paid'], to: 'cancelled', by: ['system'] },
  ],
});

/**
 * A payment attempt: one gateway intent for an order. An order without a deal is charged at once (pending →
 * succeeded); a deal's card payment is authorised and held (Stripe's manual capture), then captured when the buyer has
 * the phone, or voided (never taken) when the deal ends without a handover; a captured payment can still be refunded.
 */
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'authorised', 'succeeded', 'failed', 'voided', 'refunded'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];
export const PAYMENT_ATTEMPT_EVENTS = ['authorise', 'succeed', 'capture', 'fail', 'void', 'refund'] as const;
export type PaymentAttemptEvent = (typeof PAYMENT_ATTEMPT_EVENTS)[number];

export const paymentAttemptMachine = defineMachine<PaymentAttemptStatus, PaymentAttemptEvent>({
  noun: 'payment',
  states: {
    pending: 'is waiting for the card',
    authorised: 'is held on the card',
    succeeded: 'has gone through',
    failed: 'has failed',
    voided: 'was voided',
    refunded: 'was refunded',
  },
  events: {
    authorise: 'be held on the card',
    succeed: 'be recorded as paid',
    capture: 'be captured',
    fail: 'be marked failed',
    void: 'be voided',
    refund: 'be refunded',
  },
  transitions: [
    // A failed card can be retried on the same intent, so a failed attempt may still go through.
    { event: 'authorise', from: ['pending', 'failed'], to: 'authorised', by: ['system'] },
    { event: 'succeed', from: ['pending', 'failed'], to: 'succeeded', by: ['system'] },
    { event: 'capture', from: ['authorised'], to: 'succeeded', by: ['system'] },
    { event: 'fail', from: ['pending'], to: 'failed', by: ['system'] },
    // Voids and refunds are idempotent at the gateway: doing one again changes nothing. A held payment is voided
    // (never taken); a taken one is refunded.
    { event: 'void', from: ['pending', 'failed', 'authorised', 'voided'], to: 'voided', by: ['system'] },
    { event: 'refund', from: ['pending', 'failed', 'succeeded', 'refunded'], to: 'refunded', by: ['system'] },
  ],
});

/**
 * Why a card payment confirmed at the gateway was given back instead of buying the phone (the server's answer; the
 * client shows it in the person's language).
 */
export const PAYMENT_REFUNDED = {
  sold: 'This phone was just sold to another buyer. Your payment has been refunded.',
  removed: 'This listing has been removed, so it cannot be bought. Your payment has been refunded.',
  reserved: 'This phone is reserved for another buyer who is meeting the seller. Your payment has been refunded.',
  cancelled: 'This order was cancelled, so it cannot be paid. Your payment has been refunded.',
  hidden:
    'This listing is hidden while PhoneHaat’s admins look into it, so it cannot be bought now. Your payment has been refunded.',
} as const;

/** Why an order cannot be paid for now (the server's answer; the client shows it in the person's language). */
export const CHECKOUT_REFUSAL = {
  /** A listing a hold hides (issue 16) cannot be ordered or paid for while it is hidden. */
  hidden: 'This listing is hidden while PhoneHaat’s admins look into it, so it cannot be bought now.',
  cancelled: 'This order was cancelled, so it cannot be paid. Place a new order from the listing.',
  reserved: 'This phone is reserved for another buyer who is meeting the seller. Try again if their deal ends.',
} as const;
