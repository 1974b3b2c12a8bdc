import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { m } from '@/paraglide/messages.js';
import { useModalDialog } from './use-modal-dialog';

export interface ModalShellProps {
  /** Shown while true (the default); the caller may also just not render it. */
  open?: boolean;
  /** The question; also the dialog's accessible name. */
  title: string;
  /** A line under the question; also the dialog's accessible description. */
  description?: string;
  /** What is asked between the question and the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' (red) for a step that hurts someone or deletes, 'primary' otherwise. */
  tone?: 'danger' | 'primary';
  confirmDisabled?: boolean;
  /** The answer is on its way: confirm is disabled and spins. */
  pending?: boolean;
  /** Where focus starts; Cancel, the safe answer, unless told. */
  initialFocus?: () => HTMLElement | null;
  /** An alert dialog (the default) interrupts to ask before a grave step; 'dialog' is a plain one. */
  role?: 'alertdialog' | 'dialog';
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The frame of the app's questions, on the native modal <dialog> (daisyUI `modal`): the rest of the page is inert
 * while it is open, focus goes back to the opener when it closes, and Escape, Cancel and a tap outside the box all
 * answer no. Confirm answers yes only while it is enabled.
 */
export function ModalShell({
  open = true,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = m.ui_cancel(),
  tone = 'primary',
  confirmDisabled = false,
  pending = false,
  initialFocus,
  role = 'alertdialog',
  onConfirm,
  onCancel,
}: ModalShellProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useModalDialog({ open, onClose: onCancel, initialFocus: initialFocus ?? (() => cancelRef.current) });
  const disabled = confirmDisabled || pending;

  // The box checks its own fields (a disabled confirm, or an error it shows), not with the browser's bubbles.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onConfirm();
  };

  if (!open) return null;
  return (
    <dialog
      {...dialog}
      className="modal modal-bottom sm:modal-middle"
      // A <dialog> is a dialog already.
      role={role === 'alertdialog' ? role : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <form className="modal-box" onSubmit={submit} noValidate>
        <h2 id={titleId} className="text-lg font-bold text-secondary">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-2 text-muted">
            {description}
          </p>
        )}
        {children}
        <div className="modal-action">
          <button ref={cancelRef} type="button" className="btn btn-ghost" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="submit"
            className={`btn ${tone === 'danger' ? 'btn-error' : 'btn-primary'}`}
            disabled={disabled}
          >
            {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </div>
      </form>
      {/* A tap outside the box answers no. Not a tab stop: Cancel and Escape do the same for keyboards. */}
      <div className="modal-backdrop" aria-hidden="true" onClick={onCancel} />
    </dialog>
  );
}
