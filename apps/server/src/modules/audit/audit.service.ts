import {
  SYSTEM_ACTOR,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
  type AuditTargetKind,
} from '@phonehaat/shared';
import type { Transaction } from '../../db/client.js';
import type { KeysetCursor } from '../../lib/cursor.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { AuditRepository, AuditRow } from './audit.repository.js';

export const AUDIT_PAGE_SIZE = 50;

/** Who did it: an admin, or PhoneHaat itself (an automatic hide). */
export type Actor = Pick<AuthUser, 'id' | 'name'> | 'system';

export interface AuditRecord {
  actor: Actor;
  action: AuditAction;
  targetKind: AuditTargetKind;
  targetId: string;
  reason?: string | null;
  detail?: Record<string, string | number | boolean | null>;
}

/** Dhaka is UTC+6 all year: a Dhaka day starts at 18:00 UTC the day before. */
const dhakaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+06:00`));
const DAY_MS = 86_400_000;

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  _id: row.id,
  at: row.at.toISOString(),
  actor: row.actorName,
  actorId: row.actorId,
  action: row.action,
  targetKind: row.targetKind,
  targetId: row.targetId,
  reason: row.reason,
  detail: row.detail,
});

/** The audit log (issue 16): every admin action and every automatic hide, appended; read by admins with filters. */
export function createAuditService(repository: AuditRepository) {
  return {
    /**
     * Appends an entry. Give the action's transaction when there is one, so the entry and the action commit together;
     * otherwise call it right after the action committed.
     */
    record(entry: AuditRecord, tx?: Transaction): Promise<void> {
      const system = entry.actor === 'system';
      return repository.insert(
        {
          actorId: system ? null : (entry.actor as Exclude<Actor, 'system'>).id,
          actorName: system ? SYSTEM_ACTOR : (entry.actor as Exclude<Actor, 'system'>).name,
          action: entry.action,
          targetKind: entry.targetKind,
          targetId: entry.targetId,
          reason: entry.reason ?? null,
          detail: entry.detail ?? {},
        },
        tx,
      );
    },

    /** A page of the log, newest first, filtered by action and by Dhaka days (both ends included). */
    async list(query: AuditQuery, after?: KeysetCursor) {
      const rows = await repository.list(
        {
          action: query.action,
          from: query.from ? dhakaDayStart(query.from) : undefined,
          until: query.to ? new Date(dhakaDayStart(query.to).getTime() + DAY_MS) : undefined,
        },
        AUDIT_PAGE_SIZE + 1,
        after,
      );
      const page = rows.slice(0, AUDIT_PAGE_SIZE);
      const last = page.at(-1);
      const next = rows.length > AUDIT_PAGE_SIZE && last ? { createdAt: last.at, id: last.id } : undefined;
      return { page, next };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
