import { MAX_SUSPENSION_REASON } from '@phonehaat/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { formatNumber } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';

export interface SuspendDialogProps {
  /** Whose account: named in the question. */
  name: string;
  onSuspend: (reason: string) => void;
  onCancel: () => void;
}

/**
 * An admin's 'Suspend' (issue 16): what a suspension does, and why (required: the audit log keeps it). A native modal
 * <dialog>; focus starts in the reason, Escape and a tap outside answer no.
 */
export function SuspendDialog({ name, onSuspend, onCancel }: SuspendDialogProps) {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const reasonId = useId();
  const hintId = useId();
  const [reason, setReason] = useState('');
  const dialog = useModalDialog({ onClose: onCancel, initialFocus: () => reasonRef.current });
  const trimmed = reason.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) onSuspend(trimmed);
  };

  return (
    <dialog
      {...dialog}
      className="modal modal-bottom sm:modal-middle"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <form className="modal-box" onSubmit={submit}>
        <h2 id={titleId} className="text-lg font-bold text-secondary">
          {m.admin_suspend_question({ name })}
        </h2>
        <p id={descriptionId} className="mt-2 text-muted">
          {m.admin_suspend_explain()}
        </p>
        <label htmlFor={reasonId} className="mt-4 block font-semibold">
          {m.admin_suspend_reason_label()}
        </label>
        <textarea
          ref={reasonRef}
          id={reasonId}
          className="textarea mt-1 w-full"
          rows={3}
          required
          maxLength={MAX_SUSPENSION_REASON}
          placeholder={m.admin_suspend_reason_hint()}
          aria-describedby={hintId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={hintId} className="text-right text-sm text-muted">
          {formatNumber(reason.length)} / {formatNumber(MAX_SUSPENSION_REASON)}
        </p>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {m.ui_cancel()}
          </button>
          <button type="submit" className="btn btn-error" disabled={!trimmed}>
            {m.admin_suspend()}
          </button>
        </div>
      </form>
      {/* A tap outside the box answers no. Not a tab stop: Cancel and Escape do the same for keyboards. */}
      <div className="modal-backdrop" aria-hidden="true" onClick={onCancel} />
    </dialog>
  );
}
