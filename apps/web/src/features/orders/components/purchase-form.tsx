import { zodResolver } from '@hookform/resolvers/zod';
import { CARD_MEETING_DAYS, type Product } from '@phonehaat/shared';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formatDigits, formatMoney, toLatinDigits } from '@/i18n/format';
import { describedBy } from '@/lib/aria';
import { isAfterDark, latestCardMeetingInput } from '@/lib/meeting-time';
import { m } from '@/paraglide/messages.js';
import { defaultMeetingTime } from '../api/create-deal';
import { PurchaseFormSchema, type PurchaseFormValues } from '../api/purchase-form-schema';

export interface PurchaseFormProps {
  /** The signed-in buyer, shown read-only: the server takes both from the account, not from the form. */
  buyer: { name: string; email: string };
  product: Pick<Product, 'name' | 'resalePrice'>;
  isSubmitting: boolean;
  /** Why the last attempt failed (the server's message), shown under the form. */
  error?: string;
  onSubmit: (values: PurchaseFormValues) => void;
}

const readOnlyClass = 'input w-full cursor-default border-base-300 bg-base-200 text-base-content';

function ReadOnlyField({ label, value, type = 'text' }: { label: string; value: string; type?: 'text' | 'email' }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-muted">
        {label}
      </label>
      <input id={id} type={type} value={value} readOnly className={readOnlyClass} />
    </div>
  );
}

/** How the buyer pays (issue 15): by card, the spec's path and the default, or in cash when they meet. */
const PAYMENT_CHOICES = [
  { value: 'card', label: m.order_pay_by_card, hint: m.order_pay_by_card_hint },
  { value: 'cash', label: m.order_pay_cash, hint: m.order_pay_cash_hint },
] as const;

/** The shared order schema's messages (written in English, spec §5) in the person's language. */
const SCHEMA_MESSAGES: Record<string, () => string> = {
  'Enter your mobile number.': m.order_enter_mobile,
  'Enter a meeting location.': m.order_enter_location,
  'Use at most 40 characters.': () => m.order_at_most({ max: formatDigits(40) }),
  'Use at most 120 characters.': () => m.order_at_most({ max: formatDigits(120) }),
};
const fieldMessage = (message: string | undefined) =>
  message && Object.hasOwn(SCHEMA_MESSAGES, message) ? SCHEMA_MESSAGES[message]?.() : message;

/**
 * The order form of the purchase modal (spec §2, §5): the buyer's name and email, the device and its price
 * read-only; the two things only the buyer knows, both required; then how they pay and when they propose to meet.
 */
export function PurchaseForm({ buyer, product, isSubmitting, error, onSubmit }: PurchaseFormProps) {
  const contactId = useId();
  const locationId = useId();
  const meetingAtId = useId();
  const paymentId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<PurchaseFormValues>({
    resolver: zodResolver(PurchaseFormSchema),
    defaultValues: { contact: '', meetingLocation: '', payment: 'card', meetingAt: defaultMeetingTime() },
  });
  const byCard = useWatch({ control, name: 'payment' }) === 'card';
  const afterDark = isAfterDark(useWatch({ control, name: 'meetingAt' }) ?? '');
  const darkId = `${meetingAtId}-dark`;
  const [latestByCard] = useState(() => latestCardMeetingInput());
  const meetingHintId = `${meetingAtId}-hint`;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-3">
      <div className="grid gap-3">
        <ReadOnlyField label={m.order_your_name()} value={buyer.name} />
        <ReadOnlyField label={m.order_your_email()} value={buyer.email} type="email" />
        <ReadOnlyField label={m.order_device_name()} value={product.name} />
        <ReadOnlyField label={m.order_price()} value={formatMoney(product.resalePrice)} />
      </div>
      <div>
        <label htmlFor={contactId} className="mb-1 block font-medium">
          {m.order_your_mobile()}
        </label>
        <input
          id={contactId}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          placeholder="01XXXXXXXXX"
          className="input w-full"
          aria-invalid={errors.contact ? true : undefined}
          aria-describedby={errors.contact ? `${contactId}-error` : undefined}
          // Bengali digits (০১৭…) are read as Latin ones.
          {...register('contact', { setValueAs: (value: string) => toLatinDigits(value) })}
        />
        {errors.contact && (
          <p id={`${contactId}-error`} className="mt-1 text-sm text-error">
            {fieldMessage(errors.contact.message)}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={locationId} className="mb-1 block font-medium">
          {m.order_meeting_location()}
        </label>
        <input
          id={locationId}
          type="text"
          autoComplete="off"
          required
          placeholder={m.order_meeting_location_placeholder({ road: formatDigits(27) })}
          className="input w-full"
          aria-invalid={errors.meetingLocation ? true : undefined}
          aria-describedby={errors.meetingLocation ? `${locationId}-error` : undefined}
          {...register('meetingLocation')}
        />
        {errors.meetingLocation && (
          <p id={`${locationId}-error`} className="mt-1 text-sm text-error">
            {fieldMessage(errors.meetingLocation.message)}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={meetingAtId} className="mb-1 block font-medium">
          {m.order_meeting_time()}
        </label>
        <input
          id={meetingAtId}
          type="datetime-local"
          required
          className="input w-full"
          // Paid by card, the picker offers the days the payment can be held for.
          max={byCard ? latestByCard : undefined}
          aria-invalid={errors.meetingAt ? true : undefined}
          aria-describedby={describedBy(
            byCard && meetingHintId,
            afterDark && darkId,
            errors.meetingAt && `${meetingAtId}-error`,
          )}
          {...register('meetingAt')}
        />
        {byCard && (
          <p id={meetingHintId} className="mt-1 text-xs text-muted">
            {m.order_card_meeting_hint({ days: formatDigits(CARD_MEETING_DAYS) })}
          </p>
        )}
        {afterDark && (
          <p
            id={darkId}
            className="mt-1 rounded-field bg-warning/15 px-2 py-1 text-xs font-medium text-warning-content"
          >
            {m.order_meeting_after_dark()}
          </p>
        )}
        {errors.meetingAt && (
          <p id={`${meetingAtId}-error`} className="mt-1 text-sm text-error">
            {errors.meetingAt.message}
          </p>
        )}
      </div>
      <fieldset aria-labelledby={paymentId}>
        <legend id={paymentId} className="mb-1 font-medium">
          {m.order_payment()}
        </legend>
        <div className="grid gap-2 min-[400px]:grid-cols-2">
          {PAYMENT_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer items-start gap-2 rounded-field border border-base-300 p-3 has-checked:border-primary has-checked:bg-primary/5"
            >
              <input
                type="radio"
                value={choice.value}
                className="radio radio-primary radio-sm mt-0.5"
                {...register('payment')}
              />
              <span>
                <span className="block font-semibold">{choice.label()}</span>
                <span className="block text-xs text-muted">{choice.hint()}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary mt-2 w-full" disabled={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {isSubmitting ? m.order_placing() : m.order_submit()}
      </button>
      {error && (
        <p role="alert" className="rounded-field bg-error/10 px-3 py-2 text-sm font-medium text-error">
          {error}
        </p>
      )}
    </form>
  );
}
