import { MAX_SUSPENSION_REASON } from '@phonehaat/shared';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { m } from '@/paraglide/messages.js';

export interface SuspendDialogProps {
  /** Whose account: named in the question. */
  name: string;
  onSuspend: (reason: string) => void;
  onCancel: () => void;
}

/**
 * An admin's 'Suspend' (issue 16): what a suspension does, and why (required: the audit log keeps it). Focus starts in
 * the reason; Escape and a tap outside answer no.
 */
export function SuspendDialog({ name, onSuspend, onCancel }: SuspendDialogProps) {
  return (
    <ReasonDialog
      title={m.admin_suspend_question({ name })}
      description={m.admin_suspend_explain()}
      label={m.admin_suspend_reason_label()}
      placeholder={m.admin_suspend_reason_hint()}
      required
      maxLength={MAX_SUSPENSION_REASON}
      submitLabel={m.admin_suspend()}
      tone="danger"
      onSubmit={onSuspend}
      onCancel={onCancel}
    />
  );
}
