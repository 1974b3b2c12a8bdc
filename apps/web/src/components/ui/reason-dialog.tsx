import { useId, useRef, useState, type ReactNode } from 'react';
import { formatNumber } from '@/i18n/format';
import { ModalShell, type ModalShellProps } from './modal-shell';

export interface ReasonDialogProps extends Pick<
  ModalShellProps,
  'title' | 'description' | 'tone' | 'pending' | 'cancelLabel' | 'role' | 'onCancel'
> {
  /** The reason field's label. */
  label: string;
  /** Quieter words after the label, e.g. '(optional)'. */
  labelHint?: string;
  placeholder?: string;
  /** The words the field starts with. */
  initialValue?: string;
  /** Submit stays disabled until there are words (not just spaces). */
  required?: boolean;
  maxLength: number;
  /** Shows 'typed / most' under the field; on unless told. */
  count?: boolean;
  /** One line (an <input>) instead of a <textarea>. */
  singleLine?: boolean;
  /** Fields above the reason (e.g. a choice of reasons) and below it (e.g. a time). */
  fieldsBefore?: ReactNode;
  fieldsAfter?: ReactNode;
  submitLabel: string;
  /** What is wrong with the answer, shown above the buttons and read out at once. */
  error?: string | null;
  /** Where focus starts: the reason (the default) or Cancel, the safe answer. */
  initialFocus?: 'reason' | 'cancel';
  /** The trimmed words ('' when an optional reason is left empty). */
  onSubmit: (reason: string) => void;
}

/**
 * Asks why before an action (report, suspend, decline…) on the app's modal frame (see ModalShell). The reason never
 * runs past `maxLength`, and a required one is never sent empty.
 */
export function ReasonDialog({
  label,
  labelHint,
  placeholder,
  initialValue = '',
  required = false,
  maxLength,
  count = true,
  singleLine = false,
  fieldsBefore,
  fieldsAfter,
  submitLabel,
  error,
  initialFocus = 'reason',
  onSubmit,
  ...shell
}: ReasonDialogProps) {
  const fieldRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const fieldId = useId();
  const countId = useId();
  const [reason, setReason] = useState(initialValue);
  const trimmed = reason.trim();

  const field = {
    ref: fieldRef,
    id: fieldId,
    required,
    maxLength,
    placeholder,
    'aria-describedby': count ? countId : undefined,
    value: reason,
    onChange: (event: { target: { value: string } }) => setReason(event.target.value),
  };

  return (
    <ModalShell
      {...shell}
      confirmLabel={submitLabel}
      confirmDisabled={(required && !trimmed) || reason.length > maxLength}
      initialFocus={initialFocus === 'reason' ? () => fieldRef.current : undefined}
      onConfirm={() => onSubmit(trimmed)}
    >
      {fieldsBefore}
      <label htmlFor={fieldId} className={`${fieldsBefore ? 'mt-3' : 'mt-4'} block font-semibold`}>
        {label}
        {labelHint && (
          <>
            {' '}
            <span className="font-normal text-muted">{labelHint}</span>
          </>
        )}
      </label>
      {singleLine ? (
        <input {...field} className="input mt-1 w-full" />
      ) : (
        <textarea {...field} className="textarea mt-1 w-full" rows={3} />
      )}
      {count && (
        <p id={countId} className="text-right text-sm text-muted">
          {formatNumber(reason.length)} / {formatNumber(maxLength)}
        </p>
      )}
      {fieldsAfter}
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-error">
          {error}
        </p>
      )}
    </ModalShell>
  );
}
