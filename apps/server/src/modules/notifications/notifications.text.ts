import type { NotificationKind } from '@phonehaat/shared';

/** The bell's sentences, in one place for translation. `title` is the listing's name. */
export const NOTIFICATION_TEXT: Record<NotificationKind, (title: string) => string> = {
  'deal.requested': (t) => `New deal request for your ${t}.`,
  'deal.countered': (t) => `The seller proposed another meeting for ${t}. Agree to it or propose your own.`,
  'deal.reproposed': (t) => `The buyer proposed another meeting for your ${t}. Agree to it or propose your own.`,
  'deal.accepted': (t) => `The seller accepted your deal for ${t}.`,
  'deal.declined': (t) => `The seller declined your deal for ${t}.`,
  'deal.cancelled': (t) => `The deal for ${t} was cancelled.`,
  'deal.expired': (t) => `Your deal for ${t} expired: the seller did not answer in time.`,
  'deal.handedOver': (t) => `The buyer says they have your ${t}. Confirm you got the cash.`,
  'deal.cashPaid': (t) => `The seller says you paid cash for ${t}. Confirm you have the phone.`,
  'deal.paid': (t) => `Deal paid: the buyer paid for your ${t} by card. The money is held until they have the phone.`,
  'deal.completed': (t) => `The deal for ${t} is complete. You can rate it now.`,
  'deal.problem': (t) => `A problem was reported with the deal for ${t}.`,
  'deal.refunded': (t) => `Your payment for ${t} was refunded.`,
  'rating.received': (t) => `You got a new rating for the deal of ${t}.`,
  'message.received': (t) => `New message about ${t}.`,
};
