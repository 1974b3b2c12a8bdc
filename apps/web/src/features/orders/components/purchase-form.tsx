import { zodResolver } from '@hookform/resolvers/zod';
import { formatTk, type Product } from '@phonehaat/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { defaultMeetingTime, PurchaseFormSchema, type PurchaseFormValues } from '../api/create-deal';

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
  { value: 'card', label: 'Pay by card', hint: 'Pay now from My Orders; the seller gets it after you have the phone.' },
  { value: 'cash', label: 'Cash at the meeting', hint: 'Pay the seller in cash when you meet.' },
] as const;

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
    formState: { errors },
  } = useForm<PurchaseFormValues>({
    resolver: zodResolver(PurchaseFormSchema),
    defaultValues: { contact: '', meetingLocation: '', payment: 'card', meetingAt: defaultMeetingTime() },
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-3">
      <div className="grid gap-3">
        <ReadOnlyField label="Your Name" value={buyer.name} />
        <ReadOnlyField label="Your Email" value={buyer.email} type="email" />
        <ReadOnlyField label="Device Name" value={product.name} />
        <ReadOnlyField label="Price" value={formatTk(product.resalePrice)} />
      </div>
      <div>
        <label htmlFor={contactId} className="mb-1 block font-medium">
          Your Mobile Number
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
          {...register('contact')}
        />
        {errors.contact && (
          <p id={`${contactId}-error`} className="mt-1 text-sm text-error">
            {errors.contact.message}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={locationId} className="mb-1 block font-medium">
          Desired Meeting Location
        </label>
        <input
          id={locationId}
          type="text"
          autoComplete="off"
          required
          placeholder="e.g. Dhanmondi 27, Dhaka"
          className="input w-full"
          aria-invalid={errors.meetingLocation ? true : undefined}
          aria-describedby={errors.meetingLocation ? `${locationId}-error` : undefined}
          {...register('meetingLocation')}
        />
        {errors.meetingLocation && (
          <p id={`${locationId}-error`} className="mt-1 text-sm text-error">
            {errors.meetingLocation.message}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={meetingAtId} className="mb-1 block font-medium">
          Meeting Time
        </label>
        <input
          id={meetingAtId}
          type="datetime-local"
          required
          className="input w-full"
          aria-invalid={errors.meetingAt ? true : undefined}
          aria-describedby={errors.meetingAt ? `${meetingAtId}-error` : undefined}
          {...register('meetingAt')}
        />
        {errors.meetingAt && (
          <p id={`${meetingAtId}-error`} className="mt-1 text-sm text-error">
            {errors.meetingAt.message}
          </p>
        )}
      </div>
      <fieldset aria-labelledby={paymentId}>
        <legend id={paymentId} className="mb-1 font-medium">
          Payment
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
                <span className="block font-semibold">{choice.label}</span>
                <span className="block text-xs text-muted">{choice.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary mt-2 w-full" disabled={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {isSubmitting ? 'Placing order…' : 'Submit'}
      </button>
      {error && (
        <p role="alert" className="rounded-field bg-error/10 px-3 py-2 text-sm font-medium text-error">
          {error}
        </p>
      )}
    </form>
  );
}
