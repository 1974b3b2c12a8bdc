import type { DealEvent, DealMoney, DealPayment, DealStatus, DealSummary, Principal } from '@phonehaat/shared';
import { formatDigits } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';

/**
 * Every word the deal pages show, in one place. Each is a message function, called at render, so a change of language
 * shows at once (a string kept here would be read once, in the language of the page's first load).
 */

type Words = () => string;

export const STATUS_LABEL: Record<DealStatus, Words> = {
  requested: m.deal_status_requested,
  countered: m.deal_status_countered,
  accepted: m.deal_status_accepted,
  handedOver: m.deal_status_handed_over,
  cashPaid: m.deal_status_cash_paid,
  completed: m.deal_status_completed,
  declined: m.deal_status_declined,
  expired: m.deal_status_expired,
  cancelled: m.deal_status_cancelled,
  problem: m.deal_status_problem,
  refunded: m.deal_status_refunded,
};

/**
 * A daisyUI badge colour per status: green done, red ended, amber needs an answer. A soft badge writes in its own
 * colour, and amber on pale amber is unreadable (1.7:1), so the amber ones write in the dark of the amber theme.
 */
export const STATUS_TONE: Record<DealStatus, string> = {
  requested: 'badge-warning text-warning-content',
  countered: 'badge-warning text-warning-content',
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

export const PAYMENT_LABEL: Record<DealPayment, Words> = {
  card: m.deal_payment_card,
  cash: m.deal_payment_cash,
};

/** The button of each event the caller may fire (the server's `actions`). */
export const ACTION_LABEL: Record<DealEvent, Words> = {
  accept: m.deal_action_accept,
  decline: m.deal_action_decline,
  propose: m.deal_action_propose,
  cancel: m.deal_action_cancel,
  receive: m.deal_action_receive,
  payCash: m.deal_action_pay_cash,
  problem: m.deal_action_problem,
  release: m.deal_action_release,
  refund: m.deal_action_refund,
  expire: m.deal_action_expire,
};

/** What the timeline says each event was. */
export const EVENT_LABEL: Partial<Record<string, Words>> = {
  request: m.deal_event_request,
  propose: m.deal_event_propose,
  accept: m.deal_event_accept,
  decline: m.deal_event_decline,
  cancel: m.deal_event_cancel,
  expire: m.deal_event_expire,
  receive: m.deal_event_receive,
  payCash: m.deal_event_pay_cash,
  problem: m.deal_event_problem,
  release: m.deal_event_release,
  refund: m.deal_event_refund,
};

/** The question asked before an event that needs words, and the field's label. */
export const ASK: Partial<Record<DealEvent, { title: Words; label: Words; confirm: Words }>> = {
  decline: { title: m.deal_ask_decline_title, label: m.deal_ask_decline_label, confirm: m.deal_action_decline },
  cancel: { title: m.deal_ask_cancel_title, label: m.deal_ask_cancel_label, confirm: m.deal_ask_cancel_confirm },
  problem: {
    title: m.deal_action_problem,
    label: m.deal_ask_problem_label,
    confirm: m.deal_ask_problem_confirm,
  },
  propose: { title: m.deal_action_propose, label: m.deal_ask_propose_label, confirm: m.deal_ask_propose_confirm },
};

/** Where the money of a card deal is, as each side reads it; null when there is nothing to say. */
export function moneyLine(deal: Pick<DealSummary, 'payment' | 'money' | 'you'>): string | null {
  if (deal.payment === 'cash') return m.deal_payment_cash();
  const money: DealMoney = deal.money;
  if (deal.you === 'seller') {
    if (money === 'held') return m.deal_money_held();
    if (money === 'released') return m.deal_money_released_to_you();
  } else if (deal.you === 'buyer') {
    if (money === 'held') return m.deal_money_held_for_buyer();
    if (money === 'released') return m.deal_money_paid_to_seller();
  } else {
    if (money === 'held') return m.deal_money_held();
    if (money === 'released') return m.deal_money_released_to_seller();
  }
  if (money === 'voided') return m.deal_money_voided();
  if (money === 'refunded') return m.deal_money_refunded();
  return m.deal_money_unpaid();
}

/** The code dialled to show a phone's IMEI: typed as it is, so never in Bengali digits. */
const SHOW_IMEI = '*#06#';
/** BTRC's short code for 'KYD <IMEI>'. */
const BTRC_SHORT_CODE = 16002;

export const HANDOVER_CHECKLIST: readonly Words[] = [
  m.deal_checklist_inspect,
  () => m.deal_checklist_imei({ code: SHOW_IMEI }),
  () => m.deal_checklist_btrc({ number: formatDigits(BTRC_SHORT_CODE) }),
  m.deal_checklist_neir,
];

export const DEALS_STRINGS = {
  listTitle: m.deal_list_title,
  adminListTitle: m.deal_admin_list_title,
  empty: m.deal_empty,
  adminEmpty: m.deal_admin_empty,
  waiting: m.deal_waiting,
  meeting: m.deal_meeting,
  sellerNumber: m.deal_seller_number,
  buyerNumber: m.deal_buyer_number,
  /** The phone's full IMEIs, once the seller agreed to meet (issue 16). */
  imei: () => m.deal_imei({ code: SHOW_IMEI }),
  checkImei: m.deal_check_imei,
  numberLater: m.deal_number_later,
  timeline: m.deal_timeline,
  checklist: m.deal_checklist,
  rateTitle: (other: 'seller' | 'buyer') => (other === 'seller' ? m.deal_rate_seller() : m.deal_rate_buyer()),
  /** Above a rating that can no longer be changed. */
  ratedTitle: (other: 'seller' | 'buyer') =>
    other === 'seller' ? m.deal_you_rated_seller() : m.deal_you_rated_buyer(),
  rated: m.deal_rated,
  moved: m.deal_moved,
} as const;

/** Who moved the deal, when it was not one of its two people (they are named as they are). */
export const TIMELINE_ACTOR: Partial<Record<Principal, Words>> = {
  admin: m.deal_by_admin,
  system: m.deal_by_system,
};

/** The reasons PhoneHaat itself gives on the timeline (the server's English), in the person's language. */
const OWN_REASONS: Record<string, Words> = {
  'The phone was sold to another buyer.': m.deal_reason_sold_elsewhere,
  'The seller or an admin removed this listing.': m.deal_reason_listing_removed,
  'Nobody answered in time.': m.deal_reason_expired,
  'The buyer did not report a problem in time.': m.deal_reason_released,
  'PhoneHaat’s admins suspended the seller’s account.': m.deal_reason_seller_suspended,
  'PhoneHaat’s admins suspended the buyer’s account.': m.deal_reason_buyer_suspended,
};

/** A timeline reason: PhoneHaat's own in the person's language, a person's as they wrote it. */
export const timelineReason = (by: Principal, reason: string): string =>
  by === 'admin' || by === 'system' ? (OWN_REASONS[reason]?.() ?? reason) : reason;
