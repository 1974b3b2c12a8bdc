import { m } from '@/paraglide/messages.js';
import { ModalShell } from './modal-shell';

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
 * A yes-or-no question on the app's modal frame (see ModalShell): focus starts on Cancel, the safe answer, and Escape,
 * Cancel and a tap outside the box all answer no.
 */
export function ConfirmDialog({
  open,
  message,
  description,
  confirmLabel = m.ui_confirm(),
  cancelLabel,
  tone,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ModalShell
      open={open}
      title={message}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      tone={tone}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
