import { defineMachine } from './state-machine.js';

/** Why a person reports a listing to the admins (issue 16): the reasons 'Report to Admin' offers. */
export const REPORT_REASONS = ['stolen', 'fake', 'price', 'advance', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How the report dialog and the admin's queue say each reason. */
export const REPORT_REASON_TEXT: Record<ReportReason, string> = {
  stolen: 'Stolen phone',
  fake: 'Fake or counterfeit',
  price: 'Wrong price or bait',
  advance: 'Asks for advance payment',
  offensive: 'Offensive',
  other: 'Something else',
};

/** The longest note a report may carry. */
export const MAX_REPORT_NOTE = 500;

/** The reason given when none is: the spec's `{reported: true}` alone is a report 'for something else'. */
export const DEFAULT_REPORT_REASON: ReportReason = 'other';

/**
 * A report of one person on one listing (one a person and listing): open until an admin decides, then dismissed (the
 * listing returns) or actioned (the listing was removed).
 */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_EVENTS = ['dismiss', 'action'] as const;
export type ReportEvent = (typeof REPORT_EVENTS)[number];

export const reportMachine = defineMachine<ReportStatus, ReportEvent>({
  noun: 'report',
  states: { open: 'is open', dismissed: 'was already dismissed', actioned: 'was already acted on' },
  events: { dismiss: 'be dismissed', action: 'lead to the removal of its listing' },
  transitions: [
    { event: 'dismiss', from: ['open'], to: 'dismissed', by: ['admin'] },
    { event: 'action', from: ['open'], to: 'actioned', by: ['admin'] },
  ],
});

/** How My Products tells a seller why PhoneHaat's admins removed their listing. */
export const removalText = (reason: ReportReason | null) =>
  reason && reason !== 'other'
    ? `Removed by PhoneHaat’s admins: reported as ${REPORT_REASON_TEXT[reason].toLowerCase()}.`
    : 'Removed by PhoneHaat’s admins after reports from buyers.';

/** Every kind of entry in the audit log (issue 16): each admin action and each automatic hide. */
export const AUDIT_ACTIONS = [
  'listing.removed',
  'reports.dismissed',
  'listing.auto-hidden',
  'conversation.report-closed',
  'seller.verified',
  'user.deleted',
  'user.suspended',
  'user.reinstated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_TEXT: Record<AuditAction, string> = {
  'listing.removed': 'Listing removed',
  'reports.dismissed': 'Reports dismissed',
  'listing.auto-hidden': 'Listing hidden automatically',
  'conversation.report-closed': 'Conversation report closed',
  'seller.verified': 'Seller verified',
  'user.deleted': 'User deleted',
  'user.suspended': 'User suspended',
  'user.reinstated': 'Suspension lifted',
};

export const AUDIT_TARGET_KINDS = ['listing', 'conversation', 'user'] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** The actor name of what PhoneHaat does by itself. */
export const SYSTEM_ACTOR = 'PhoneHaat';

/** The range reads forwards. */
export const auditRangeOk = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
export const AUDIT_RANGE_BACKWARDS = 'from: the first day must not be after the last.';

/** The words of the admins' queue beyond the spec's. */
export const MODERATION_TEXT = {
  dismissQuestion: 'Do you want to dismiss the reports of this listing?',
  dismissDescription: (name: string) => `${name} will be shown to buyers again unless another hold keeps it hidden.`,
  dismissed: 'Reports dismissed. The listing is back.',
} as const;
