import { useId, useRef } from 'react';
import { m } from '@/paraglide/messages.js';
import { useModalDialog } from './use-modal-dialog';

export interface ConfirmOptions {
  /** The question, e.g. 'Do you want to delete it?' (spec §5). It is also the dialog's accessible name. */
  message: string;
  /** A second line under the question. */
  description?: string;
  /** The confirm button's text; 'Confirm' unless told. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' (red) for deletes, 'primary' otherwise. */
  tone?: 'danger' | 'primary';
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation on the native modal <dialog> (daisyUI `modal`): the rest of the page is inert while it is open,
 * focus starts on Cancel (the safe answer) and goes back to the button that opened it when it closes; Escape,
 * Cancel and a tap outside the box all answer no.
 */
export function ConfirmDialog({
  open,
  message,
  description,
  confirmLabel = m.ui_confirm(),
  cancelLabel = m.ui_cancel(),
  tone = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // Escape and a tap outside answer no.
  const dialog = useModalDialog({ open, onClose: onCancel, initialFocus: () => cancelRef.current });

  if (!open) return null;
  return (
    <dialog
      {...dialog}
      className="modal modal-bottom sm:modal-middle"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold text-secondary">
          {message}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-2 text-muted">
            {description}
          </p>
        )}
        <div className="modal-action">
          <button ref={cancelRef} type="button" className="btn btn-ghost" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`btn ${tone === 'danger' ? 'btn-error' : 'btn-primary'}`}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
      {/* A tap outside the box answers no. Not a tab stop: Cancel and Escape do the same for keyboards. */}
      <div className="modal-backdrop" aria-hidden="true" onClick={onCancel} />
    </dialog>
  );
}
