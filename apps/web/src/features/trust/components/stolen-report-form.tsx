import { zodResolver } from '@hookform/resolvers/zod';
import { dhakaToday, ReportStolenSchema, STOLEN_SINCE } from '@phonehaat/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FieldError, FormMessage } from '@/components/ui/form-bits';
import { fieldMessage } from '@/i18n/field-message';
import { describedBy } from '@/lib/aria';
import { failureMessage } from '@/lib/error-message';
import { toLatinDigits } from '@/i18n/format';
import { toast } from '@/lib/toast';
import { trustApi, trustKeys } from '../api/trust-api';
import { TRUST_TEXT as T } from '../strings';

type Input = z.input<typeof ReportStolenSchema>;

/** 'Report stolen': the IMEI, the police GD number, the date and the area; the list below shows it at once. */
export function StolenReportForm() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, z.output<typeof ReportStolenSchema>>({ resolver: zodResolver(ReportStolenSchema) });

  const onSubmit = handleSubmit(async (input) => {
    setError(undefined);
    try {
      const { hidden } = await trustApi.report(input);
      toast.success(T.reported(hidden));
      reset();
      await queryClient.invalidateQueries({ queryKey: trustKeys.stolen });
    } catch (err) {
      setError(err);
    }
  });

  const fields: {
    name: keyof Input;
    label: string;
    hint?: string;
    input: React.InputHTMLAttributes<HTMLInputElement>;
  }[] = [
    { name: 'imei', label: T.imeiLabel(), hint: T.imeiHint(), input: { inputMode: 'numeric', autoComplete: 'off' } },
    { name: 'gdNumber', label: T.gdLabel(), hint: T.gdHint(), input: { autoComplete: 'off' } },
    { name: 'stolenOn', label: T.dateLabel(), input: { type: 'date', min: STOLEN_SINCE, max: dhakaToday() } },
    { name: 'area', label: T.areaLabel(), hint: T.areaHint(), input: { autoComplete: 'address-level2' } },
  ];

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
      {fields.map(({ name, label, hint, input }) => {
        const id = `stolen-${name}`;
        const message = fieldMessage(errors[name]?.message);
        return (
          <div key={name}>
            <label htmlFor={id} className="mb-1 block font-medium">
              {label}
            </label>
            <input
              id={id}
              {...input}
              className={`input input-bordered w-full ${name === 'imei' ? 'font-mono' : ''}`}
              aria-invalid={message ? true : undefined}
              aria-describedby={describedBy(hint && `${id}-hint`, message && `${id}-error`)}
              // An IMEI typed in Bengali digits is checked and sent in Latin ones.
              {...register(name, name === 'imei' ? { setValueAs: (value: string) => toLatinDigits(value) } : {})}
            />
            {hint && (
              <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
                {hint}
              </p>
            )}
            <FieldError id={`${id}-error`} message={message} />
          </div>
        );
      })}
      <div className="md:col-span-2">
        <button type="submit" className="btn btn-error w-full md:w-auto" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {isSubmitting ? T.reporting() : T.report()}
        </button>
        <FormMessage kind="error" message={error === undefined ? undefined : failureMessage(error)} />
      </div>
    </form>
  );
}
