import type { PaymentAttemptStatus } from './order.js';
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

/** Where a card deal's money is: none yet (or cash), held on the card, released to the seller, voided, refunded. */
export const DEAL_MONEY = ['none', 'held', 'released', 'voided', 'refunded'] as const;
export type DealMoney = (typeof DEAL_MONEY)[number];

/** What each state of a card payment means for the deal's money (a payment still pending holds nothing). */
const MONEY_OF_ATTEMPT: Record<PaymentAttemptStatus, DealMoney> = {
  pending: 'none',
  failed: 'none',
  authorised: 'held',
  succeeded: 'released',
  voided: 'voided',
  refunded: 'refunded',
};
/** The state that tells most when an order has several attempts: the one holding or taking money first. */
const MONEY_ORDER: readonly DealMoney[] = ['held', 'released', 'refunded', 'voided', 'none'];

/** The money of a deal, from the states of its order's card payments at the gateway (cash moves no money here). */
export function dealMoney(payment: DealPayment, attempts: readonly PaymentAttemptStatus[]): DealMoney {
  if (payment === 'cash') return 'none';
  const moneys = attempts.map((a) => MONEY_OF_ATTEMPT[a]);
  return MONEY_ORDER.find((m) => moneys.includes(m)) ?? 'none';
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
    // Before the seller accepts, a deal may end paid or not: a card payment held for it is voided.
    { event: 'decline', from: ['requested', 'countered'], to: 'declined', by: ['seller'] },
    { event: 'expire', from: ['requested', 'countered'], to: 'expired', by: ['system'] },
    // PhoneHaat cancels a deal whose phone was sold to someone else or removed, never one whose own payment sold it.
    // An admin ends any deal before the meeting, paid or not, when suspending one of its parties (the money goes back).
    {
      event: 'cancel',
      from: ['requested', 'countered'],
      to: 'cancelled',
      by: ['buyer', 'system', 'admin'],
      when: ['unpaid'],
    },
    { event: 'cancel', from: ['requested', 'countered'], to: 'cancelled', by: ['buyer', 'admin'], when: ['paid'] },
    {
      event: 'cancel',
      from: ['accepted'],
      to: 'cancelled',
      by: ['buyer', 'seller', 'system', 'admin'],
      when: ['unpaid'],
    },
    // Once a buyer whose card is held may have the phone, only the seller calls the deal off (the money goes back);
    // the buyer's way out is a problem for an admin.
    { event: 'cancel', from: ['accepted'], to: 'cancelled', by: ['seller', 'admin'], when: ['paid'] },
    // A card deal completes when the buyer has the phone; a cash deal when both have confirmed, in either order.
    { event: 'receive', from: ['accepted'], to: 'completed', by: ['buyer'], when: ['card', 'paid'] },
    { event: 'receive', from: ['accepted'], to: 'handedOver', by: ['buyer'], when: ['cash'] },
    { event: 'receive', from: ['cashPaid'], to: 'completed', by: ['buyer'], when: ['cash'] },
    { event: 'payCash', from: ['accepted'], to: 'cashPaid', by: ['seller'], when: ['cash'] },
    { event: 'payCash', from: ['handedOver'], to: 'completed', by: ['seller'], when: ['cash'] },
    // A problem is about a phone paid for: by card (held), or in cash at the meeting.
    { event: 'problem', from: ['accepted'], to: 'problem', by: ['buyer'], when: ['card', 'paid'] },
    { event: 'problem', from: ['accepted', 'cashPaid'], to: 'problem', by: ['buyer'], when: ['cash'] },
    { event: 'problem', from: ['requested', 'countered'], to: 'problem', by: ['buyer'], when: ['paid'] },
    // DEAL_RELEASE_DAYS after the meeting a paid card deal completes by itself (the money is captured); an admin
    // settles a problem: release completes it, refund gives a card payment back.
    { event: 'release', from: ['accepted'], to: 'completed', by: ['system'], when: ['card', 'paid'] },
    { event: 'release', from: ['problem'], to: 'completed', by: ['admin'] },
    { event: 'refund', from: ['problem'], to: 'refunded', by: ['admin'] },
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

/** Card networks (and Stripe) let a hold that was never captured lapse after this many days. */
export const CARD_HOLD_DAYS = 7;
/**
 * A card deal's meeting is at most this many days after its payment was held (after now, while it is unpaid), and the
 * automatic release comes at most DEAL_RELEASE_DAYS after the meeting, a day inside the hold: the money is taken
 * before the card lets it go.
 */
export const CARD_MEETING_DAYS = 3;
/** The longest DEAL_RELEASE_DAYS a card hold allows (CARD_HOLD_DAYS with a day to spare). */
export const MAX_RELEASE_DAYS = CARD_HOLD_DAYS - CARD_MEETING_DAYS - 1;

/** The latest meeting a card deal may have: CARD_MEETING_DAYS after its payment was held, or after `now` if unpaid. */
export function latestCardMeeting(paidAt: Date | null | undefined, now: Date): Date {
  return new Date((paidAt ?? now).getTime() + CARD_MEETING_DAYS * 24 * 3_600_000);
}

/** Why a card deal's meeting time is refused (the server's answer; the client says it in the person's language). */
export const CARD_MEETING_REFUSAL = {
  unpaid: `A card payment is held for the seller for at most ${CARD_MEETING_DAYS} days before the meeting: choose a time within the next ${CARD_MEETING_DAYS} days, or pay in cash at the meeting.`,
  paid: `The buyer's card payment is held for ${CARD_MEETING_DAYS} days from when it was paid: choose a meeting time before then.`,
} as const;

/** What an event needs besides itself: a reason, a note for the admin, or the proposed meeting. */
export const DEAL_EVENT_NEEDS: Partial<Record<DealEvent, 'reason' | 'note' | 'meeting'>> = {
  propose: 'meeting',
  decline: 'reason',
  cancel: 'reason',
  problem: 'note',
};
