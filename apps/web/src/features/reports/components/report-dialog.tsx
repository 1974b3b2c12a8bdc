import { DEFAULT_REPORT_REASON, MAX_REPORT_NOTE, REPORT_REASONS, type ReportReason } from '@phonehaat/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { formatNumber } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';
import { REPORT_REASON_LABEL } from './report-text';

/** The question of 'Report to Admin' (its dialog's accessible name), kept from before reasons were asked. */
export const REPORT_QUESTION = () => m.report_question();

export interface ReportChoice {
  reason: ReportReason;
  note?: string;
}

export interface ReportDialogProps {
  /** The listing's name, under the question. */
  listingName: string;
  onReport: (choice: ReportChoice) => void;
  onCancel: () => void;
}

/**
 * 'Report to Admin': the spec's confirmation, asking also why (issue 16) and, if the reader wants, a note. A native
 * modal <dialog>: focus starts on Cancel, Escape and a tap outside answer no, focus returns to the button that opened
 * it. 'Something else' is chosen until another reason is, so Report alone still files the report.
 */
export function ReportDialog({ listingName, onReport, onCancel }: ReportDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const noteId = useId();
  const countId = useId();
  const [reason, setReason] = useState<ReportReason>(DEFAULT_REPORT_REASON);
  const [note, setNote] = useState('');
  const dialog = useModalDialog({ onClose: onCancel, initialFocus: () => cancelRef.current });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    onReport(trimmed ? { reason, note: trimmed } : { reason });
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
          {REPORT_QUESTION()}
        </h2>
        <p id={descriptionId} className="mt-2 text-muted">
          {listingName}
        </p>
        <fieldset className="mt-4">
          <legend className="mb-2 font-semibold">{m.report_what_wrong()}</legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-field px-2">
                <input
                  type="radio"
                  name="reason"
                  className="radio radio-sm radio-primary"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                <span>{REPORT_REASON_LABEL[value]()}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={noteId} className="mt-3 block font-semibold">
          {m.report_note_label()} <span className="font-normal text-muted">{m.report_optional()}</span>
        </label>
        <textarea
          id={noteId}
          className="textarea mt-1 w-full"
          rows={3}
          maxLength={MAX_REPORT_NOTE}
          aria-describedby={countId}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={countId} className="text-right text-sm text-muted">
          {formatNumber(note.length)} / {formatNumber(MAX_REPORT_NOTE)}
        </p>
        <div className="modal-action">
          <button ref={cancelRef} type="button" className="btn btn-ghost" onClick={onCancel}>
            {m.ui_cancel()}
          </button>
          <button type="submit" className="btn btn-error">
            {m.report_submit()}
          </button>
        </div>
      </form>
      {/* A tap outside the box answers no. Not a tab stop: Cancel and Escape do the same for keyboards. */}
      <div className="modal-backdrop" aria-hidden="true" onClick={onCancel} />
    </dialog>
  );
}
