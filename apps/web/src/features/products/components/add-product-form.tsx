import { zodResolver } from '@hookform/resolvers/zod';
import {
  INCLUDED_ITEMS,
  MAX_DESCRIPTION,
  MAX_PHOTOS,
  modelsOf,
  PHONE_BRANDS,
  PRODUCT_CATEGORIES,
  PRODUCT_CONDITIONS,
  RAM_SIZES_GB,
  STORAGE_SIZES_GB,
  suggestCatalogue,
  YEARS_OF_USE,
} from '@phonehaat/shared';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import {
  AddProductFormSchema,
  EditProductFormSchema,
  emptyProductForm,
  type AddProductFormInput,
  type AddProductFormValues,
} from '../api/create-product';
import type { PriceHintInput } from '../api/get-price-hint';
import { formatDigits, formatNumber, toLatinDigits } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';
import { IMEI_TEXT } from '../imei-strings';
import { problemText } from '../problems';
import { SellerPriceHint } from './price-hint';
import { CONDITION_LABEL, formatSize, LISTING_TEXT as T } from '../strings';

/** Where a submission is: uploading the photos (which of how many), then saving the product. */
export type AddProductStep = { uploading: number; of: number } | 'saving' | null;

export interface AddProductFormProps {
  onSubmit: (values: AddProductFormValues) => Promise<void> | void;
  /** The step in progress: the button says so and nothing can be pressed twice. */
  step?: AddProductStep;
  /** Editing a listing: its values to start from, and its current photos (new ones are then optional). */
  edit?: {
    values: AddProductFormInput;
    photos: ReactNode;
    /** The listing's id: left out of its own price hint. */ id?: string;
  };
}

function buttonText(step: NonNullable<AddProductStep>): string {
  if (step === 'saving') return m.product_saving();
  return step.of > 1
    ? m.product_uploading_photo_of({ index: formatNumber(step.uploading), count: formatNumber(step.of) })
    : m.product_uploading_photo();
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
  const message = error === undefined ? hint : problemText(error);
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

type TextFieldProps = Omit<FieldProps, 'children'> & {
  register: UseFormRegisterReturn;
  /** What the browser offers under the box as the person types (a datalist), if anything. */
  suggestions?: readonly string[];
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'required'>;

/**
 * A one-line text box in its Field. Numbers are typed in text boxes too: a number box empties itself of Bengali digits,
 * which the schemas read as Latin ones.
 */
function TextField({ label, error, hint, register, suggestions, ...input }: TextFieldProps) {
  const listId = useId();
  return (
    <>
      <Field label={label} error={error} hint={hint}>
        {(control) => (
          <input
            type="text"
            autoComplete="off"
            className="input input-bordered w-full"
            list={suggestions ? listId : undefined}
            {...input}
            {...control}
            {...register}
          />
        )}
      </Field>
      {suggestions && (
        <datalist id={listId}>
          {suggestions.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      )}
    </>
  );
}

/** The phone as the price hint asks about it, once brand, model, storage and condition are all chosen. */
function phoneNamed(
  brand: string,
  model: string,
  storage: number,
  condition: string,
  except: string | undefined,
): PriceHintInput | undefined {
  const b = brand.trim();
  const m = model.trim();
  if (!b || !m || b.length > 40 || m.length > 80 || !(STORAGE_SIZES_GB as readonly number[]).includes(storage)) {
    return undefined;
  }
  const c = PRODUCT_CONDITIONS.find((option) => option === condition);
  return c ? { brand: b, model: m, storage, condition: c, ...(except ? { except } : {}) } : undefined;
}

function Select({
  control,
  register,
  options,
  blank,
  label,
}: {
  control: object;
  register: UseFormRegisterReturn;
  options: readonly (string | number)[];
  /** An empty first choice ('Not said') and a label per option. */
  blank?: string;
  label?: (option: string | number) => string;
}) {
  return (
    <select className="select select-bordered w-full" {...control} {...register}>
      {blank !== undefined && <option value="">{blank}</option>}
      {options.map((option) => (
        <option key={option} value={String(option)}>
          {label ? label(option) : option}
        </option>
      ))}
    </select>
  );
}

/**
 * The Add Product form (spec §5): product name, image file, original and resale price, location and mobile number
 * (required), category, years of use and condition (fixed lists). Validated with the shared CreateProductSchema.
 */
export function AddProductForm({ onSubmit, step = null, edit }: AddProductFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AddProductFormInput, unknown, AddProductFormValues>({
    resolver: zodResolver(edit ? EditProductFormSchema : AddProductFormSchema),
    defaultValues: edit?.values ?? emptyProductForm,
  });
  const busy = isSubmitting || step !== null;
  const noImei = useWatch({ control, name: 'noImei' });
  const watched = useWatch({ control, name: ['brand', 'model', 'description'] });
  const [brand = '', model = '', description = ''] = watched.map((v) => String(v ?? ''));
  const pricing = useWatch({ control, name: ['storageGb', 'productCondition', 'resalePrice'] });
  const [storage = '', condition = '', resalePrice = ''] = pricing.map((v) => String(v ?? ''));
  // Typed in Bengali or Latin digits.
  const priced = Number(toLatinDigits(resalePrice));
  const hintInput = phoneNamed(brand, model, Number(storage), condition, edit?.id);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-busy={busy || undefined}>
      {/* Only while the photo or product is on its way: disabled fields during validation could not take focus. */}
      <fieldset disabled={step !== null} className="grid gap-x-5 gap-y-4 md:grid-cols-2">
        <legend className="sr-only">{m.product_form_legend()}</legend>
        <div className="md:col-span-2">
          <TextField label={m.product_col_name()} error={errors.name?.message} required register={register('name')} />
        </div>
        {edit && <div className="md:col-span-2">{edit.photos}</div>}
        <div className="md:col-span-2">
          <Field
            label={edit ? T.addPhotos() : m.product_col_image()}
            error={errors.image?.message}
            hint={m.product_image_hint({ max: formatNumber(MAX_PHOTOS), size: formatNumber(10) })}
          >
            {(control) => (
              <input
                type="file"
                accept="image/*"
                multiple
                required={!edit}
                className="file-input file-input-bordered w-full"
                {...control}
                {...register('image')}
              />
            )}
          </Field>
        </div>
        {(
          [
            ['orginalPrice', m.product_original_price_label()],
            ['resalePrice', m.product_resale_price_label()],
          ] as const
        ).map(([name, label]) => (
          <TextField
            key={name}
            label={label}
            error={errors[name]?.message}
            inputMode="numeric"
            required
            register={register(name)}
          />
        ))}
        <SellerPriceHint
          input={hintInput}
          price={resalePrice && Number.isInteger(priced) ? priced : undefined}
          className="-mt-2 md:col-span-2"
        />
        <TextField
          label={m.product_location()}
          error={errors.location?.message}
          autoComplete="address-level2"
          required
          register={register('location')}
        />
        <TextField
          label={m.product_mobile_label()}
          error={errors.contact?.message}
          type="tel"
          autoComplete="tel"
          required
          register={register('contact')}
        />
        {/* The phone's identity is the one it was listed with: an edit does not change it. */}
        {!edit && !noImei && (
          <>
            <TextField
              label={IMEI_TEXT.label}
              error={errors.imei?.message}
              hint={IMEI_TEXT.hint()}
              inputMode="numeric"
              register={register('imei', { shouldUnregister: true })}
            />
            <TextField
              label={IMEI_TEXT.secondLabel()}
              error={errors.imei2?.message}
              inputMode="numeric"
              register={register('imei2', { shouldUnregister: true })}
            />
          </>
        )}
        {!edit && (
          <label className="flex items-center gap-2 md:col-span-2">
            <input type="checkbox" className="checkbox checkbox-sm" {...register('noImei')} />
            <span>{IMEI_TEXT.noImei()}</span>
          </label>
        )}
        <div className="grid gap-4 sm:grid-cols-3 md:col-span-2">
          <Field label={m.product_category()} error={errors.category?.message}>
            {(control) => <Select control={control} register={register('category')} options={PRODUCT_CATEGORIES} />}
          </Field>
          <Field label={m.product_year_of_use()} error={errors.yearOfUse?.message}>
            {(control) => (
              <Select
                control={control}
                register={register('yearOfUse')}
                options={YEARS_OF_USE}
                label={(years) => formatDigits(Number(years))}
              />
            )}
          </Field>
          <Field label={m.product_condition()} error={errors.productCondition?.message}>
            {(control) => (
              <Select
                control={control}
                register={register('productCondition')}
                options={PRODUCT_CONDITIONS}
                label={(condition) => CONDITION_LABEL[condition as (typeof PRODUCT_CONDITIONS)[number]]()}
              />
            )}
          </Field>
        </div>
        <fieldset className="grid gap-x-5 gap-y-4 border-t border-base-300 pt-4 md:col-span-2 md:grid-cols-2">
          <legend className="float-left mb-1 w-full font-semibold md:col-span-2">
            {T.detailsLegend()} <span className="block text-sm font-normal text-muted">{T.detailsHint()}</span>
          </legend>
          <TextField
            label={T.brand()}
            error={errors.brand?.message}
            hint={T.brandHint()}
            maxLength={40}
            register={register('brand')}
            suggestions={suggestCatalogue(PHONE_BRANDS, brand, PHONE_BRANDS.length)}
          />
          <TextField
            label={T.model()}
            error={errors.model?.message}
            hint={T.modelHint()}
            maxLength={80}
            register={register('model')}
            suggestions={suggestCatalogue(modelsOf(brand), model, 12)}
          />
          <div className="grid grid-cols-2 gap-4">
            <Field label={T.storage()} error={errors.storageGb?.message}>
              {(control) => (
                <Select
                  control={control}
                  register={register('storageGb')}
                  options={STORAGE_SIZES_GB}
                  blank={T.notSaid()}
                  label={(gb) => formatSize(Number(gb))}
                />
              )}
            </Field>
            <Field label={T.ram()} error={errors.ramGb?.message}>
              {(control) => (
                <Select
                  control={control}
                  register={register('ramGb')}
                  options={RAM_SIZES_GB}
                  blank={T.notSaid()}
                  label={(gb) => formatSize(Number(gb))}
                />
              )}
            </Field>
          </div>
          <TextField label={T.colour()} error={errors.colour?.message} maxLength={30} register={register('colour')} />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label={T.batteryHealth()}
              error={errors.batteryHealth?.message}
              hint={T.batteryHealthHint()}
              inputMode="numeric"
              maxLength={3}
              register={register('batteryHealth')}
            />
            <TextField
              label={T.warranty()}
              error={errors.warrantyMonths?.message}
              hint={T.warrantyHint()}
              inputMode="numeric"
              maxLength={2}
              register={register('warrantyMonths')}
            />
          </div>
          <fieldset>
            <legend className="mb-1 block font-medium">{T.includes()}</legend>
            <div className="flex flex-wrap gap-x-5">
              {INCLUDED_ITEMS.map((item) => (
                <label key={item} className="flex min-h-11 cursor-pointer items-center gap-2">
                  <input
                    type="checkbox"
                    value={item}
                    className="checkbox checkbox-primary checkbox-sm"
                    {...register('includes')}
                  />
                  {T.includedItem[item]()}
                </label>
              ))}
            </div>
            {errors.includes?.message && (
              <p className="mt-1 text-sm text-error">{problemText(errors.includes.message)}</p>
            )}
          </fieldset>
          <div className="md:col-span-2">
            <Field
              label={T.description()}
              error={errors.description?.message}
              hint={T.descriptionHint(description.length, MAX_DESCRIPTION)}
            >
              {(control) => (
                <textarea
                  rows={5}
                  maxLength={MAX_DESCRIPTION}
                  className="textarea textarea-bordered w-full"
                  {...control}
                  {...register('description')}
                />
              )}
            </Field>
          </div>
        </fieldset>
        <div className="flex items-end md:col-span-2">
          <button type="submit" className="btn btn-primary w-full md:w-auto md:px-10" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {step ? buttonText(step) : isSubmitting ? m.product_saving() : edit ? T.editSave() : m.product_add_button()}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
