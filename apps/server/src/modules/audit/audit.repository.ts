import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import type { AuditAction } from '@phonehaat/shared';
import type { KeysetCursor } from '../../lib/cursor.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export interface AuditFilters {
  action?: AuditAction;
  /** From this instant (included) to that one (excluded). */
  from?: Date;
  until?: Date;
}

/**
 * The audit log's SQL: inserts and reads, nothing else. There is deliberately no update and no delete here: the log is
 * append-only (decision 0018).
 */
export function createAuditRepository(db: Database) {
  return {
    /** Appends one entry, in the caller's transaction when it gives one. */
    async insert(values: NewAuditRow, tx?: Transaction): Promise<void> {
      await (tx ?? db).insert(auditLog).values(values);
    },

    /** One page, newest first (served by audit_log_at_idx, or audit_log_action_at_idx with an action). */
    list(filters: AuditFilters, limit: number, after?: KeysetCursor): Promise<AuditRow[]> {
      const where: SQL[] = [];
      if (filters.action) where.push(eq(auditLog.action, filters.action));
      if (filters.from) where.push(gte(auditLog.at, filters.from));
      if (filters.until) where.push(lt(auditLog.at, filters.until));
      if (after)
        where.push(
          sql`(${auditLog.at}, ${auditLog.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
        );
      return db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(sql`${auditLog.at} desc nulls last`, sql`${auditLog.id} desc nulls last`)
        .limit(limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
