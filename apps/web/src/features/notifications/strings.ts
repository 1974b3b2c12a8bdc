/** The bell's words, in one place for translation (the entries' sentences come from the server). */
export const NOTIFICATION_TEXT = {
  bell: 'Notifications',
  bellUnread: (n: number) => `Notifications, ${n} unread`,
  title: 'Notifications',
  markAllRead: 'Mark all read',
  empty: 'Nothing new yet. News about your deals shows here.',
  unread: 'New:',
} as const;
