import { formatDayTime, formatNumber } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';

/**
 * The chat's words in the person's language: the same sentences as the shared CHAT_TEXT (whose English the server and
 * the tests keep), each a message function called at render, so a change of language shows at once.
 */
export const CHAT_WORDS = {
  messageSeller: m.chat_message_seller,
  inboxTitle: m.chat_inbox_title,
  inboxUnread: (count: number) => m.chat_inbox_unread({ count: formatNumber(count) }),
  notFound: m.chat_not_found,
  backToInbox: m.chat_back_to_inbox,
  inboxEmpty: m.chat_inbox_empty,
  /** Beside a message the server marked (shared `safetyReasons`: a payment before meeting, a phone number, a link). */
  safetyNote: m.chat_safety_note,
  composerLabel: m.chat_composer_label,
  composerPlaceholder: m.chat_composer_placeholder,
  send: m.chat_send,
  block: m.chat_block,
  unblock: m.chat_unblock,
  report: m.chat_report,
  reported: m.chat_reported,
  blockConfirm: m.chat_block_confirm,
  reportConfirm: m.chat_report_confirm,
  reportedToast: m.chat_reported_toast,
  youBlocked: m.chat_you_blocked,
  theyBlocked: m.chat_they_blocked,
  listingRemoved: m.chat_listing_removed,
  noMessages: m.chat_no_messages,
  you: m.chat_you,
  buyer: m.chat_buyer,
  seller: m.chat_seller,
  reportedChats: m.chat_reported_chats,
  reportedChatsEmpty: m.chat_reported_chats_empty,
  reportedChatsLoading: m.chat_reported_chats_loading,
  reportedBy: m.chat_reported_by,
  reason: m.chat_reason,
  noReason: m.chat_no_reason,
  reportedOn: m.chat_reported_on,
  readMessages: (count: number) =>
    count === 0
      ? m.chat_read_no_messages()
      : count === 1
        ? m.chat_read_one_message()
        : m.chat_read_messages({ count: formatNumber(count) }),
  dismiss: m.chat_dismiss,
  dismissLabel: (device: string) => m.chat_dismiss_label({ device }),
  dismissConfirm: m.chat_dismiss_confirm,
  dismissedToast: m.chat_dismissed_toast,
  loading: m.chat_loading,
  unread: (count: number) => m.chat_unread_count({ count: formatNumber(count) }),
  /** A count on a badge: '7', '৭', and '99+' past 99. */
  badge: (count: number) => (count > 99 ? `${formatNumber(99)}+` : formatNumber(count)),
} as const;

/** A message's moment, as the inbox, the conversation and Reported Chats show it: '25 Nov, 16:00', in Dhaka's time. */
export const formatChatTime = (iso: string) => formatDayTime(iso);
