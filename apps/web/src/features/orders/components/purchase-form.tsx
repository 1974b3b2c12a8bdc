import { zodResolver } from '@hookform/resolvers/zod';
import { formatTk, type Product } from '@phonehaat/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { PurchaseFormSchema, type PurchaseFormValues } from '../api/create-order';

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

/**
 * The order form of the purchase modal (spec §2, §5): the buyer's name and email, the device and its price
 * read-only; the two things only the buyer knows, both required.
 */
export function PurchaseForm({ buyer, product, isSubmitting, error, onSubmit }: PurchaseFormProps) {
  const contactId = useId();
  const locationId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PurchaseFormValues>({
    resolver: zodResolver(PurchaseFormSchema),
    defaultValues: { contact: '', meetingLocation: '' },
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
