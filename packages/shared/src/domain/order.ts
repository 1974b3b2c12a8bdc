/**
 * An order's life: open (placed, unpaid) -> paid (the gateway confirmed the payment), or open -> cancelled (the phone
 * was sold to another buyer first). Nothing leaves paid or cancelled. Every change goes through nextOrderStatus.
 */
export const ORDER_STATUSES = ['open', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderEvent = 'pay' | 'cancel';

const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>> = {
  open: { pay: 'paid', cancel: 'cancelled' },
  paid: {},
  cancelled: {},
};

export class OrderTransitionError extends Error {}

export function nextOrderStatus(from: OrderStatus, event: OrderEvent): OrderStatus {
  const to = TRANSITIONS[from][event];
  if (!to) throw new OrderTransitionError(`An order that is ${from} cannot ${event}.`);
  return to;
}

export function canPay(status: OrderStatus): boolean {
  return TRANSITIONS[status].pay !== undefined;
}
