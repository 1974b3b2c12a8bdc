import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_RANGE_BACKWARDS,
  AUDIT_TARGET_KINDS,
  auditRangeOk,
  MAX_REPORT_NOTE,
  REPORT_REASONS,
} from '../domain/moderation.js';

/* The wire of reports, the admins' queue and the audit log; their words and rules are in domain/moderation. */

export const ReportReasonSchema = z.enum(REPORT_REASONS, {
  error: `reason: choose one of ${REPORT_REASONS.join(', ')}.`,
});
export const ReportNoteSchema = z
  .string()
  .trim()
  .max(MAX_REPORT_NOTE, `note: a note is at most ${MAX_REPORT_NOTE} characters.`);

/** What the admin's queue shows of a listing's reports. */
export const ModerationSummarySchema = z.object({
  /** 'open' while any report waits for a decision; 'flagged' when only PhoneHaat flagged it (a stolen or duplicate IMEI). */
  status: z.enum(['open', 'flagged']),
  /** How many different people reported it (open reports). */
  reporters: z.number().int(),
  /** When the oldest open report (or the flag) was made. */
  since: z.string(),
  reasons: z.array(z.object({ reason: ReportReasonSchema, count: z.number().int() })),
  notes: z.array(z.object({ reason: ReportReasonSchema, note: z.string(), at: z.string() })),
});
export type ModerationSummary = z.infer<typeof ModerationSummarySchema>;

/** Dismissing a listing's reports: nothing to say but yes. */
export const DismissReportsSchema = z.object({ dismissed: z.literal(true) });
export const DismissedSchema = z.object({ acknowledged: z.literal(true), dismissedCount: z.number().int() });
export type Dismissed = z.infer<typeof DismissedSchema>;

export const AuditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** Who did it: an admin's name, or 'PhoneHaat'. */
  actor: z.string(),
  actorId: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetKind: z.enum(AUDIT_TARGET_KINDS),
  targetId: z.string(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = z.array(AuditEntrySchema);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The audit page's filters: one action, a range of days (Dhaka dates, both ends included). */
export const AuditFiltersSchema = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: `action: choose one of ${AUDIT_ACTIONS.join(', ')}.` }).optional(),
  from: z
    .string()
    .regex(DATE, 'from: give a date as YYYY-MM-DD.')
    .refine((d) => !Number.isNaN(Date.parse(d)) && d >= '2000-01-01', 'from: give a real date from 2000 onwards.')
    .optional(),
  to: z
    .string()
    .regex(DATE, 'to: give a date as YYYY-MM-DD.')
    .refine((d) => !Number.isNaN(Date.parse(d)) && d <= '9999-12-31', 'to: give a real date.')
    .optional(),
});
export const AuditQuerySchema = AuditFiltersSchema.refine(auditRangeOk, { message: AUDIT_RANGE_BACKWARDS });
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
