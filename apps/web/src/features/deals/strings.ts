import type { DealEvent, DealMoney, DealPayment, DealStatus, DealSummary } from '@phonehaat/shared';

/** Every word the deal pages show, in one place (Bengali comes later). */

export const STATUS_LABEL: Record<DealStatus, string> = {
  requested: 'Waiting for the seller',
  countered: 'New meeting proposed',
  accepted: 'Accepted',
  handedOver: 'Phone handed over',
  cashPaid: 'Cash paid',
  completed: 'Completed',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
  problem: 'Problem reported',
  refunded: 'Refunded',
};

/** A daisyUI badge colour per status: green done, red ended, amber needs an answer. */
export const STATUS_TONE: Record<DealStatus, string> = {
  requested: 'badge-warning',
  countered: 'badge-warning',
  accepted: 'badge-info',
  handedOver: 'badge-info',
  cashPaid: 'badge-info',
  completed: 'badge-success',
  declined: 'badge-error',
  expired: 'badge-ghost',
  cancelled: 'badge-ghost',
  problem: 'badge-error',
  refunded: 'badge-ghost',
};

export const PAYMENT_LABEL: Record<DealPayment, string> = {
  card: 'Pay by card',
  cash: 'Cash at the meeting',
};

/** The button of each event the caller may fire (the server's `actions`). */
export const ACTION_LABEL: Record<DealEvent, string> = {
  accept: 'Accept',
  decline: 'Decline',
  propose: 'Propose another time/place',
  cancel: 'Cancel',
  receive: 'I have the phone',
  payCash: 'Paid in cash',
  problem: 'The phone is not as described',
  release: 'Release',
  refund: 'Refund',
  expire: 'Expire',
};

/** What the timeline says each event was. */
export const EVENT_LABEL: Record<string, string> = {
  request: 'Asked to buy',
  propose: 'Proposed another meeting',
  accept: 'Accepted the meeting',
  decline: 'Declined',
  cancel: 'Cancelled',
  expire: 'Expired: nobody answered in time',
  receive: 'Has the phone',
  payCash: 'Got the cash',
  problem: 'Reported a problem',
  release: 'Released the money',
  refund: 'Refunded the buyer',
};

/** The question asked before an event that needs words, and the field's label. */
export const ASK: Partial<Record<DealEvent, { title: string; label: string; confirm: string }>> = {
  decline: { title: 'Decline this deal?', label: 'Why? The buyer will see this.', confirm: 'Decline' },
  cancel: { title: 'Cancel this deal?', label: 'Why? The other side will see this.', confirm: 'Cancel deal' },
  problem: {
    title: 'The phone is not as described',
    label: 'What is wrong? An admin reads this and decides.',
    confirm: 'Report the problem',
  },
  propose: { title: 'Propose another time/place', label: 'Meeting place', confirm: 'Propose' },
};

/** Where the money of a card deal is, as each side reads it; null when there is nothing to say. */
export function moneyLine(deal: Pick<DealSummary, 'payment' | 'money' | 'you'>): string | null {
  if (deal.payment === 'cash') return 'Cash at the meeting';
  const money: DealMoney = deal.money;
  if (deal.you === 'seller') {
    if (money === 'held') return 'Money on hold';
    if (money === 'released') return 'Released to you';
  } else if (deal.you === 'buyer') {
    if (money === 'held') return 'Paid — held until you confirm';
    if (money === 'released') return 'Paid to the seller';
  } else {
    if (money === 'held') return 'Money on hold';
    if (money === 'released') return 'Released to the seller';
  }
  if (money === 'voided') return 'Card payment cancelled: nothing was charged';
  if (money === 'refunded') return 'Refunded to the buyer';
  return 'Not paid yet';
}

export const HANDOVER_CHECKLIST = [
  'Inspect the phone: screen, camera, buttons, charging, and that it is the phone in the listing.',
  'Dial *#06# on the phone and check the IMEI it shows matches the box and the listing.',
  'Check the IMEI’s legal status with BTRC: send SMS “KYD <IMEI>” to 16002.',
  'The seller de-registers the phone from their NID in NEIR, so the buyer can register it.',
] as const;

export const DEALS_STRINGS = {
  listTitle: 'My Deals',
  adminListTitle: 'Deals with a problem',
  empty: 'No deals yet. When you ask to buy a phone, or someone asks to buy yours, it shows here.',
  adminEmpty: 'No deal has a problem waiting for you.',
  waiting: 'Waiting for you',
  meeting: 'Meeting',
  sellerNumber: 'Seller’s mobile number',
  buyerNumber: 'Buyer’s mobile number',
  /** The phone's full IMEIs, once the seller agreed to meet (issue 16). */
  imei: 'IMEI (check it with *#06# at the meeting)',
  checkImei: 'Check it',
  numberLater: 'The seller’s number shows here once they accept the meeting.',
  timeline: 'Timeline',
  checklist: 'At the handover',
  rateTitle: (other: 'seller' | 'buyer') => `Rate the ${other}`,
  rated: 'Thanks, your rating is saved.',
  moved: 'Done.',
} as const;
