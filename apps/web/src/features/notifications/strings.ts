import type { Notification, NotificationKind } from '@phonehaat/shared';
import { formatNumber } from '@/i18n/format';
import { getLocale } from '@/paraglide/runtime.js';
import { m } from '@/paraglide/messages.js';

/**
 * The bell's words, each a message function called at render (the entries' sentences come from the server).
 */
export const NOTIFICATION_TEXT = {
  bell: m.notif_bell,
  bellUnread: (n: number) => m.notif_bell_unread({ count: formatNumber(n) }),
  title: m.notif_bell,
  markAllRead: m.notif_mark_all_read,
  empty: m.notif_empty,
  unread: m.notif_unread,
  /** A count on the badge: '7', '৭', and '99+' past 99. */
  badge: (n: number) => (n > 99 ? `${formatNumber(99)}+` : formatNumber(n)),
} as const;

/** The sentence of each kind of news, with the listing's name. */
const KIND_TEXT: Record<NotificationKind, (inputs: { title: string }) => string> = {
  'deal.requested': m.notif_kind_deal_requested,
  'deal.countered': m.notif_kind_deal_countered,
  'deal.reproposed': m.notif_kind_deal_reproposed,
  'deal.accepted': m.notif_kind_deal_accepted,
  'deal.declined': m.notif_kind_deal_declined,
  'deal.cancelled': m.notif_kind_deal_cancelled,
  'deal.expired': m.notif_kind_deal_expired,
  'deal.handedOver': m.notif_kind_deal_handed_over,
  'deal.cashPaid': m.notif_kind_deal_cash_paid,
  'deal.paid': m.notif_kind_deal_paid,
  'deal.completed': m.notif_kind_deal_completed,
  'deal.problem': m.notif_kind_deal_problem,
  'deal.refunded': m.notif_kind_deal_refunded,
  'rating.received': m.notif_kind_rating_received,
  'message.received': m.notif_kind_message_received,
};

/** A notification's sentence: the server's own in English, written from its kind and listing in Bengali. */
export function notificationSentence(n: Pick<Notification, 'kind' | 'text' | 'title'>): string {
  return getLocale() === 'en' ? n.text : KIND_TEXT[n.kind]({ title: n.title });
}
