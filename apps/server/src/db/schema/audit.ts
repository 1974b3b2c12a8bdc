import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS } from '@phonehaat/shared';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit log (issue 16, decision 0018): one row per admin action and per automatic hide, only ever inserted. No
 * foreign keys: an entry outlives the admin, user or listing it names, and its actor's name is copied as it was.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The admin's user id; null for PhoneHaat itself. */
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetKind: text('target_kind', { enum: AUDIT_TARGET_KINDS }).notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    /** A few facts of the action (counts, names): small, flat JSON. */
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_action_at_idx').on(t.action, t.at.desc(), t.id.desc()),
  ],
);
