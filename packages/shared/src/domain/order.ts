import { defineMachine } from './state-machine.js';

/** An order: open (placed, unpaid) until paid, or cancelled when its phone is sold to someone else or removed. */
export const ORDER_STATUSES = ['open', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_EVENTS = ['pay', 'cancel'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export const orderMachine = defineMachine<OrderStatus, OrderEvent>({
  noun: 'order',
  states: { open: 'is open', paid: 'is already paid', cancelled: 'was cancelled' },
  events: { pay: 'be paid', cancel: 'be cancelled' },
  transitions: [
    // The buyer pays; PhoneHaat settles for them a payment the gateway confirmed that the browser never reported.
    { event: 'pay', from: ['open'], to: 'paid', by: ['buyer', 'system'] },
    { event: 'cancel', from: ['open'], to: 'cancelled', by: ['system'] },
  ],
});

/** A payment attempt: one gateway intent for an order, pending until the gateway settles it one way or the other. */
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];
export const PAYMENT_ATTEMPT_EVENTS = ['succeed', 'fail', 'refund'] as const;
export type PaymentAttemptEvent = (typeof PAYMENT_ATTEMPT_EVENTS)[number];

export const paymentAttemptMachine = defineMachine<PaymentAttemptStatus, PaymentAttemptEvent>({
  noun: 'payment',
  states: {
    pending: 'is waiting for the card',
    succeeded: 'has gone through',
    failed: 'has failed',
    refunded: 'was refunded',
  },
  events: { succeed: 'be recorded as paid', fail: 'be marked failed', refund: 'be refunded' },
  transitions: [
    // A failed card can be retried on the same intent, so a failed attempt may still go through.
    { event: 'succeed', from: ['pending', 'failed'], to: 'succeeded', by: ['system'] },
    { event: 'fail', from: ['pending'], to: 'failed', by: ['system'] },
    // Refunds are idempotent at the gateway: refunding a refunded attempt again changes nothing.
    { event: 'refund', from: ['pending', 'failed', 'refunded'], to: 'refunded', by: ['system'] },
  ],
});
