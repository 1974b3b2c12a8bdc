import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { NotificationPreferences, NotificationPreferencesUpdate } from '@phonehaat/shared';
import type { Database, Transaction } from '../../db/client.js';
import { notificationPreferences, notifications } from '../../db/schema/index.js';

export type NotificationRow = typeof notifications.$inferSelect;
/** A notification as told; its times are now and unread unless given (the demo data's past deals give both). */
export type NewNotification = Pick<NotificationRow, 'userId' | 'kind' | 'subjectId' | 'link' | 'title'> &
  Partial<Pick<NotificationRow, 'createdAt' | 'readAt'>>;

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  emailDealRequested: true,
  emailDealAccepted: true,
  emailDealCompleted: true,
  language: 'en',
};

function toPreferences(row: typeof notificationPreferences.$inferSelect): NotificationPreferences {
  return {
    emailDealRequested: row.emailDealRequested,
    emailDealAccepted: row.emailDealAccepted,
    emailDealCompleted: row.emailDealCompleted,
    language: row.emailLanguage === 'bn' ? 'bn' : 'en',
  };
}

export function createNotificationsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    /** Stores the notification unless the same one (user, kind, subject) is there already; answers whether it is new. */
    async add(tx: Transaction, row: NewNotification): Promise<boolean> {
      const added = await tx
        .insert(notifications)
        .values(row)
        .onConflictDoNothing({ target: [notifications.userId, notifications.kind, notifications.subjectId] })
        .returning({ id: notifications.id });
      return added.length > 0;
    },
    /**
     * A notification told again for a later move (another meeting proposed): unread and on top once more. The same
     * move told twice changes nothing. Answers whether it was raised.
     */
    async raise(tx: Transaction, row: NewNotification & { createdAt: Date }): Promise<boolean> {
      const raised = await tx
        .update(notifications)
        .set({ createdAt: row.createdAt, readAt: null, link: row.link, title: row.title })
        .where(
          and(
            eq(notifications.userId, row.userId),
            eq(notifications.kind, row.kind),
            eq(notifications.subjectId, row.subjectId),
            lt(notifications.createdAt, row.createdAt),
          ),
        )
        .returning({ id: notifications.id });
      return raised.length > 0;
    },
    async latest(userId: string, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },
    async unread(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },
    /** Marks the user's own notifications read (these, or all); others' ids are left alone. */
    async markRead(userId: string, at: Date, ids?: string[]): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, ids) : undefined,
          ),
        );
    },
    async preferences(userId: string): Promise<NotificationPreferences> {
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId))
        .limit(1);
      return row ? toPreferences(row) : DEFAULT_PREFERENCES;
    },
    /** Stores the preferences named in `change` (the others stay, or take their defaults), in one statement. */
    async setPreferences(userId: string, change: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
      const { language, ...emails } = change;
      const set = { ...emails, ...(language ? { emailLanguage: language } : {}), updatedAt: new Date() };
      const [row] = await db
        .insert(notificationPreferences)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set })
        .returning();
      return toPreferences(row!);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
