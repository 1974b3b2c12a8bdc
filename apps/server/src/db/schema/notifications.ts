import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * What the notifications domain tells a person (modules/notifications): one row per thing that happened to them, with
 * the words it shows copied in when it is made, so the bell needs no other domain's tables. One row per user, kind and
 * subject: an event heard twice (the job table's at-least-once) adds nothing.
 */
export const notifications = pgTable(
  'notification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What it is about (a deal's id), so the same news about the same thing is stored once. */
    subjectId: text('subject_id').notNull(),
    /** Where the bell's entry leads (a path of the web client). */
    link: text('link').notNull(),
    /** The listing's name at the time, for the sentence. */
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('notification_once_idx').on(t.userId, t.kind, t.subjectId),
    index('notification_user_recent_idx').on(t.userId, t.createdAt.desc()),
    index('notification_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Which notifications a person also wants by email; no row means every one of them (the defaults). */
export const notificationPreferences = pgTable(
  'notification_preference',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailDealRequested: boolean('email_deal_requested').notNull().default(true),
    emailDealAccepted: boolean('email_deal_accepted').notNull().default(true),
    emailDealCompleted: boolean('email_deal_completed').notNull().default(true),
    /** The language of the emails about deals: 'en' or 'bn'. */
    emailLanguage: text('email_language').notNull().default('en'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [check('notification_preference_email_language', sql`${table.emailLanguage} in ('en', 'bn')`)],
);
