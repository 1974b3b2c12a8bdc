import { defineMachine, type Principal } from './state-machine.js';

/**
 * A deal: how one order becomes a handover. The buyer requests a meeting (place and time) and chooses card or cash;
 * the seller accepts, declines or proposes another meeting; once accepted the phone is reserved for this buyer, and
 * the deal completes when the buyer has the phone (and, for cash, the seller has the money), or ends without a sale.
 */
export const DEAL_STATUSES = [
  'requested',
  'countered',
  'accepted',
  'handedOver',
  'cashPaid',
  'completed',
  'declined',
  'expired',
  'cancelled',
  'problem',
  'refunded',
] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

export const DEAL_EVENTS = [
  'propose',
  'accept',
  'decline',
  'cancel',
  'expire',
  'receive',
  'payCash',
  'problem',
  'release',
  'refund',
] as const;
export type DealEvent = (typeof DEAL_EVENTS)[number];

/** What the deal is known to be when a move is decided: how it is paid, and whether the card payment went through. */
export const DEAL_CONDITIONS = ['cash', 'card', 'paid', 'unpaid'] as const;
export type DealCondition = (typeof DEAL_CONDITIONS)[number];

export const DEAL_PAYMENTS = ['card', 'cash'] as const;
export type DealPayment = (typeof DEAL_PAYMENTS)[number];

/** Where a card deal's money is. */
export const DEAL_MONEY = ['none', 'held', 'released', 'voided', 'refunded'] as const;
export type DealMoney = (typeof DEAL_MONEY)[number];

/** The money of a deal from its payment, its order's payment and its state (until the gateway says it directly). */
export function dealMoney(payment: DealPayment, orderPaid: boolean, status: DealStatus): DealMoney {
  if (payment === 'cash' || !orderPaid) return 'none';
  if (status === 'refunded') return 'refunded';
  if (status === 'completed') return 'released';
  return 'held';
}

export const dealMachine = defineMachine<DealStatus, DealEvent, DealCondition>({
  noun: 'deal',
  states: {
    requested: 'is waiting for the seller to answer',
    countered: 'is waiting for the buyer to agree to the new meeting',
    accepted: 'was accepted',
    handedOver: 'is waiting for the seller to confirm the cash',
    cashPaid: 'is waiting for the buyer to confirm they have the phone',
    completed: 'is completed',
    declined: 'was declined',
    expired: 'has expired',
    cancelled: 'was cancelled',
    problem: 'is with an admin because of a problem',
    refunded: 'was refunded',
  },
  events: {
    propose: 'have another meeting proposed',
    accept: 'be accepted',
    decline: 'be declined',
    cancel: 'be cancelled',
    expire: 'expire',
    receive: "be confirmed with 'I have the phone'",
    payCash: "be confirmed with 'Paid in cash'",
    problem: 'have a problem opened',
    release: 'be released',
    refund: 'be refunded',
  },
  conditions: {
    cash: 'is paid in cash at the meeting',
    card: 'is paid by card',
    paid: 'has been paid by card',
    unpaid: 'is still unpaid',
  },
  transitions: [
    // The meeting goes back and forth until one side accepts the other's proposal.
    { event: 'propose', from: ['requested'], to: 'countered', by: ['seller'] },
    { event: 'propose', from: ['countered'], to: 'requested', by: ['buyer'] },
    { event: 'accept', from: ['requested'], to: 'accepted', by: ['seller'] },
    { event: 'accept', from: ['countered'], to: 'accepted', by: ['buyer'] },
    // A deal whose card payment went through ends only through an admin (a refund is the card hold's work).
    { event: 'decline', from: ['requested', 'countered'], to: 'declined', by: ['seller'], when: ['unpaid'] },
    { event: 'expire', from: ['requested', 'countered'], to: 'expired', by: ['system'], when: ['unpaid'] },
    // PhoneHaat cancels a deal whose phone was sold to someone else or removed.
    { event: 'cancel', from: ['requested', 'countered'], to: 'cancelled', by: ['buyer', 'system'], when: ['unpaid'] },
    { event: 'cancel', from: ['accepted'], to: 'cancelled', by: ['buyer', 'seller', 'system'], when: ['unpaid'] },
    // A card deal completes when the buyer has the phone; a cash deal when both have confirmed, in either order.
    { event: 'receive', from: ['accepted'], to: 'completed', by: ['buyer'], when: ['card', 'paid'] },
    { event: 'receive', from: ['accepted'], to: 'handedOver', by: ['buyer'], when: ['cash'] },
    { event: 'receive', from: ['cashPaid'], to: 'completed', by: ['buyer'], when: ['cash'] },
    { event: 'payCash', from: ['accepted'], to: 'cashPaid', by: ['seller'], when: ['cash'] },
    { event: 'payCash', from: ['handedOver'], to: 'completed', by: ['seller'], when: ['cash'] },
    { event: 'problem', from: ['accepted', 'cashPaid'], to: 'problem', by: ['buyer'] },
    { event: 'problem', from: ['requested', 'countered'], to: 'problem', by: ['buyer'], when: ['paid'] },
    // DEAL_RELEASE_DAYS after the meeting a paid card deal completes by itself; an admin settles a problem.
    { event: 'release', from: ['accepted'], to: 'completed', by: ['system'], when: ['card', 'paid'] },
    { event: 'release', from: ['problem'], to: 'completed', by: ['admin'] },
    { event: 'refund', from: ['problem'], to: 'refunded', by: ['admin'], when: ['unpaid'] },
  ],
});

/** The conditions a deal meets, from how it is paid and whether its order is paid. */
export function dealFacts(payment: DealPayment, orderPaid: boolean): DealCondition[] {
  return [payment, orderPaid ? 'paid' : 'unpaid'];
}

/** The states in which the phone is held for the deal's buyer. */
export const DEAL_RESERVING: readonly DealStatus[] = ['accepted', 'handedOver', 'cashPaid', 'problem'];
/** The states a deal never leaves. */
export const DEAL_FINAL: readonly DealStatus[] = ['completed', 'declined', 'expired', 'cancelled', 'refunded'];
/** The states in which the buyer may see the seller's mobile number: the seller has agreed to meet. */
export const DEAL_CONTACT_SHOWN: readonly DealStatus[] = ['accepted', 'handedOver', 'cashPaid', 'completed', 'problem'];

/** Events that move a deal forward: a deal in which `by` may fire one is waiting for them. */
const PROGRESS: readonly DealEvent[] = ['accept', 'receive', 'payCash', 'release', 'refund'];
export function dealAwaits(status: DealStatus, by: Principal, facts: readonly DealCondition[]): boolean {
  return dealMachine.allowedEvents(status, by, facts).some((event) => PROGRESS.includes(event));
}

/** What an event needs besides itself: a reason, a note for the admin, or the proposed meeting. */
export const DEAL_EVENT_NEEDS: Partial<Record<DealEvent, 'reason' | 'note' | 'meeting'>> = {
  propose: 'meeting',
  decline: 'reason',
  cancel: 'reason',
  problem: 'note',
};
