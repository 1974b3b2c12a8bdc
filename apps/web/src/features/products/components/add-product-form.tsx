import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_PHOTOS, PRODUCT_CATEGORIES, PRODUCT_CONDITIONS, YEARS_OF_USE } from '@phonehaat/shared';
import { useId, type ReactNode } from 'react';
import { IMEI_TEXT } from '../imei-strings';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { AddProductFormSchema, type AddProductFormInput, type AddProductFormValues } from '../api/create-product';

/** Where a submission is: uploading the photos (which of how many), then saving the product. */
export type AddProductStep = { uploading: number; of: number } | 'saving' | null;

export interface AddProductFormProps {
  onSubmit: (values: AddProductFormValues) => Promise<void> | void;
  /** The step in progress: the button says so and nothing can be pressed twice. */
  step?: AddProductStep;
}

const defaultValues: AddProductFormInput = {
  name: '',
  image: undefined,
  orginalPrice: '',
  resalePrice: '',
  location: '',
  contact: '',
  imei: '',
  imei2: '',
  noImei: false,
  category: PRODUCT_CATEGORIES[0],
  yearOfUse: String(YEARS_OF_USE[0]),
  productCondition: PRODUCT_CONDITIONS[0],
};

function buttonText(step: NonNullable<AddProductStep>): string {
  if (step === 'saving') return 'Saving…';
  return step.of > 1 ? `Uploading photo ${step.uploading} of ${step.of}…` : 'Uploading photo…';
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A label, the control, and its error (or hint) under it, tied together for screen readers. */
function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': message ? messageId : undefined,
      })}
      {message && (
        <p id={messageId} className={`mt-1 text-sm ${error ? 'text-error' : 'text-muted'}`}>
          {message}
        </p>
      )}
    </div>
  );
}

function Select({
  control,
  register,
  options,
}: {
  control: object;
  register: UseFormRegisterReturn;
  options: readonly (string | number)[];
}) {
  return (
    <select className="select select-bordered w-full" {...control} {...register}>
      {options.map((option) => (
        <option key={option} value={String(option)}>
          {option}
        </option>
      ))}
    </select>
  );
}

/**
 * The Add Product form (spec §5): product name, image file, original and resale price, location and mobile number
 * (required), category, years of use and condition (fixed lists). Validated with the shared CreateProductSchema.
 */
export function AddProductForm({ onSubmit, step = null }: AddProductFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AddProductFormInput, unknown, AddProductFormValues>({
    resolver: zodResolver(AddProductFormSchema),
    defaultValues,
  });
  const busy = isSubmitting || step !== null;
  const noImei = useWatch({ control, name: 'noImei' });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-busy={busy || undefined}>
      {/* Only while the photo or product is on its way: disabled fields during validation could not take focus. */}
      <fieldset disabled={step !== null} className="grid gap-x-5 gap-y-4 md:grid-cols-2">
        <legend className="sr-only">Product details</legend>
        <div className="md:col-span-2">
          <Field label="Product Name" error={errors.name?.message}>
            {(control) => (
              <input
                type="text"
                autoComplete="off"
                required
                className="input input-bordered w-full"
                {...control}
                {...register('name')}
              />
            )}
          </Field>
        </div>
        <div className="md:col-span-2">
          <Field
            label="Product Image"
            error={errors.image?.message}
            hint={`Up to ${MAX_PHOTOS} clear photos of the phone, the first is the cover: JPEG, PNG, WebP or AVIF, up to 10 MB each.`}
          >
            {(control) => (
              <input
                type="file"
                accept="image/*"
                multiple
                required
                className="file-input file-input-bordered w-full"
                {...control}
                {...register('image')}
              />
            )}
          </Field>
        </div>
        <Field label="Original Price (tk)" error={errors.orginalPrice?.message}>
          {(control) => (
            <input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              className="input input-bordered w-full"
              {...control}
              {...register('orginalPrice')}
            />
          )}
        </Field>
        <Field label="Resale Price (tk)" error={errors.resalePrice?.message}>
          {(control) => (
            <input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              className="input input-bordered w-full"
              {...control}
              {...register('resalePrice')}
            />
          )}
        </Field>
        <Field label="Location" error={errors.location?.message}>
          {(control) => (
            <input
              type="text"
              autoComplete="address-level2"
              required
              className="input input-bordered w-full"
              {...control}
              {...register('location')}
            />
          )}
        </Field>
        <Field label="Mobile Number" error={errors.contact?.message}>
          {(control) => (
            <input
              type="tel"
              autoComplete="tel"
              required
              className="input input-bordered w-full"
              {...control}
              {...register('contact')}
            />
          )}
        </Field>
        {!noImei && (
          <>
            <Field label={IMEI_TEXT.label} error={errors.imei?.message} hint={IMEI_TEXT.hint}>
              {(control) => (
                <input
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  className="input input-bordered w-full"
                  {...control}
                  {...register('imei', { shouldUnregister: true })}
                />
              )}
            </Field>
            <Field label={IMEI_TEXT.secondLabel} error={errors.imei2?.message}>
              {(control) => (
                <input
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  className="input input-bordered w-full"
                  {...control}
                  {...register('imei2', { shouldUnregister: true })}
                />
              )}
            </Field>
          </>
        )}
        <label className="flex items-center gap-2 md:col-span-2">
          <input type="checkbox" className="checkbox checkbox-sm" {...register('noImei')} />
          <span>{IMEI_TEXT.noImei}</span>
        </label>
        <div className="grid gap-4 sm:grid-cols-3 md:col-span-2">
          <Field label="Category" error={errors.category?.message}>
            {(control) => <Select control={control} register={register('category')} options={PRODUCT_CATEGORIES} />}
          </Field>
          <Field label="Year of Use" error={errors.yearOfUse?.message}>
            {(control) => <Select control={control} register={register('yearOfUse')} options={YEARS_OF_USE} />}
          </Field>
          <Field label="Condition" error={errors.productCondition?.message}>
            {(control) => (
              <Select control={control} register={register('productCondition')} options={PRODUCT_CONDITIONS} />
            )}
          </Field>
        </div>
        <div className="flex items-end md:col-span-2">
          <button type="submit" className="btn btn-primary w-full md:w-auto md:px-10" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {step ? buttonText(step) : isSubmitting ? 'Saving…' : 'Add Product'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
