import type { AuditAction, AuditTargetKind } from '@phonehaat/shared';
import { m } from '@/paraglide/messages.js';

/** An audit entry's action in words, read at render in the person's language. */
export const AUDIT_ACTION_LABEL: Record<AuditAction, () => string> = {
  'listing.removed': m.audit_action_listing_removed,
  'reports.dismissed': m.audit_action_reports_dismissed,
  'listing.auto-hidden': m.audit_action_listing_auto_hidden,
  'conversation.report-closed': m.audit_action_conversation_report_closed,
  'seller.verified': m.audit_action_seller_verified,
  'user.deleted': m.audit_action_user_deleted,
  'user.suspended': m.audit_action_user_suspended,
  'user.reinstated': m.audit_action_user_reinstated,
};

/** What an entry was done to. */
export const AUDIT_TARGET_LABEL: Record<AuditTargetKind, () => string> = {
  listing: m.audit_target_listing,
  conversation: m.audit_target_conversation,
  user: m.audit_target_user,
};
