import { DEFAULT_REPORT_REASON, MAX_REPORT_NOTE, REPORT_REASONS, type ReportReason } from '@phonehaat/shared';
import { useState } from 'react';
import { ReasonDialog } from '@/components/ui/reason-dialog';
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
 * 'Report to Admin': the spec's confirmation, asking also why (issue 16) and, if the reader wants, a note. Focus
 * starts on Cancel. 'Something else' is chosen until another reason is, so Report alone still files the report.
 */
export function ReportDialog({ listingName, onReport, onCancel }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason>(DEFAULT_REPORT_REASON);

  return (
    <ReasonDialog
      title={REPORT_QUESTION()}
      description={listingName}
      fieldsBefore={
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
      }
      label={m.report_note_label()}
      labelHint={m.report_optional()}
      maxLength={MAX_REPORT_NOTE}
      submitLabel={m.report_submit()}
      tone="danger"
      initialFocus="cancel"
      onSubmit={(note) => onReport(note ? { reason, note } : { reason })}
      onCancel={onCancel}
    />
  );
}
