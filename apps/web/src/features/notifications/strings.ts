import { formatNumber } from '@/i18n/format';
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
