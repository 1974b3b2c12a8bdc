import {
  categoryIdOf,
  type CreateProduct,
  CreateProductSchema,
  EditProductSchema,
  type Inserted,
  MAX_PHOTOS,
  PRODUCT_CATEGORIES,
  PRODUCT_CONDITIONS,
  YEARS_OF_USE,
} from '@phonehaat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { formatNumber, toLatinDigits } from '@/i18n/format';
import { api } from '@/lib/api-client';
import { m } from '@/paraglide/messages.js';
import { productKeys } from './keys';

/** POST /api/products/add `{add: product}` (Seller). The server sets the seller, the dates and the sale state. */
export async function createProduct(product: CreateProduct) {
  return api.post<Inserted>('/products/add', { add: product });
}

/** A new listing shows in the seller's My Products and at the top of its category. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['products', 'add'],
    mutationFn: createProduct,
    onSuccess: (_answer, product) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.mineAll() }),
        queryClient.invalidateQueries({ queryKey: productKeys.category(categoryIdOf(product.category)) }),
      ]),
  });
}

/** The image service refuses uploads over 10 MB; saying so before a long upload on a slow line saves the seller's data. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const {
  picture: _picture,
  photos: _photos,
  orginalPrice,
  resalePrice,
  imei,
  imei2,
  noImei: _noImei,
  storageGb,
  ramGb,
  batteryHealth,
  warrantyMonths,
  includes,
  contact,
  ...fields
} = CreateProductSchema.shape;

/** Digits typed in Bengali (০–৯) read as Latin ones, before any rule: prices, mobile numbers, IMEIs, counts. */
const latinDigits = (v: unknown) => (typeof v === 'string' ? toLatinDigits(v) : v);

/** An IMEI field: empty (or hidden: a Wi-Fi-only tablet) is left out (the shared rules say whether one is needed), else the shared IMEI rules. */
const imeiInput = (rule: typeof imei) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const checked = rule.safeParse(toLatinDigits(value));
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });

/** An optional field left empty (a blank select or number box) is a detail not given. */
const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : latinDigits(v));
const optionalNumber = <T extends z.ZodType>(rule: T) => z.preprocess(blankIsUnset, rule);

/** The form's details (issue 16): empty boxes are left out; the ticked 'Comes with' boxes are a list. */
const detailInputs = {
  storageGb: optionalNumber(storageGb),
  ramGb: optionalNumber(ramGb),
  batteryHealth: optionalNumber(batteryHealth),
  warrantyMonths: optionalNumber(warrantyMonths),
  includes: z.preprocess((v) => (Array.isArray(v) ? v : typeof v === 'string' ? [v] : []), includes),
};

/** A price input: a string from the field, required, then the shared price rules. */
const priceInput = (missing: () => string, rule: typeof orginalPrice) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (!value) {
        ctx.addIssue({ code: 'custom', message: missing() });
        return z.NEVER;
      }
      const checked = rule.safeParse(toLatinDigits(value));
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });

/** The picked photos: one to six image files of at most 10 MB each; the first is the cover. */
const imageInput = photoFiles(1);

/** Picked photo files, at least `min` of them, at most six, each an image of at most 10 MB. */
function photoFiles(min: number) {
  return z.custom<FileList | File[] | undefined>().transform((files, ctx) => {
    const picked = Array.from(files ?? []);
    if (picked.length < min) {
      ctx.addIssue({ code: 'custom', message: m.product_choose_photo() });
      return z.NEVER;
    }
    if (picked.length > MAX_PHOTOS) {
      ctx.addIssue({ code: 'custom', message: m.product_too_many_photos({ max: formatNumber(MAX_PHOTOS) }) });
      return z.NEVER;
    }
    for (const file of picked) {
      const which = picked.length > 1 ? `${file.name}: ` : '';
      if (file.type && !file.type.startsWith('image/')) {
        ctx.addIssue({ code: 'custom', message: `${which}${m.product_not_an_image()}` });
        return z.NEVER;
      }
      if (file.size > MAX_IMAGE_BYTES) {
        ctx.addIssue({ code: 'custom', message: `${which}${m.product_image_too_large({ size: formatNumber(10) })}` });
        return z.NEVER;
      }
    }
    return picked;
  });
}

/**
 * The Add Product form (spec §5): the shared CreateProductSchema without `picture` (it comes from the upload) plus a
 * required photos (one to six). The shared schema's own rules (e.g. a resale price above the original) run on the rest.
 */
export const AddProductFormSchema = z
  .object({
    ...fields,
    ...detailInputs,
    orginalPrice: priceInput(m.product_enter_original_price, orginalPrice),
    contact: z.preprocess(latinDigits, contact),
    resalePrice: priceInput(m.product_enter_resale_price, resalePrice),
    imei: imeiInput(imei),
    imei2: imeiInput(imei2),
    noImei: z.boolean(),
    image: imageInput,
  })
  // A Wi-Fi-only tablet sends no IMEI, whatever was typed before the box was ticked.
  .transform(({ noImei, imei: first, imei2: second, ...rest }) =>
    noImei ? { ...rest, noImei: true as const } : { ...rest, imei: first, imei2: second },
  )
  .superRefine(({ image: _image, ...product }, ctx) => crossFieldRules(CreateProductSchema, product, ctx));

/** Editing: the same form without the IMEI (the phone stays the one listed), where new photos are optional. */
export const EditProductFormSchema = z
  .object({
    ...fields,
    ...detailInputs,
    orginalPrice: priceInput(m.product_enter_original_price, orginalPrice),
    contact: z.preprocess(latinDigits, contact),
    resalePrice: priceInput(m.product_enter_resale_price, resalePrice),
    image: photoFiles(0),
    // The form's IMEI fields are not shown on an edit; whatever they hold is not sent.
    imei: z.string().optional(),
    imei2: z.string().optional(),
    noImei: z.boolean(),
  })
  .transform(({ imei: _imei, imei2: _imei2, noImei: _noImei, ...rest }) => ({
    ...rest,
    imei: undefined,
    imei2: undefined,
  }))
  .superRefine(({ image: _image, ...product }, ctx) => crossFieldRules(EditProductSchema, product, ctx));

/** The shared schema's rules between fields (custom issues); each field's own rules already ran above. */
function crossFieldRules(schema: z.ZodType, product: object, ctx: z.RefinementCtx) {
  const checked = schema.safeParse({ ...product, picture: PLACEHOLDER_PICTURE });
  for (const issue of checked.success ? [] : checked.error.issues) {
    if (issue.code === 'custom') ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
}

/** A well-formed picture URL, only so the shared schema's cross-field rules can run before the upload. */
const PLACEHOLDER_PICTURE = `/api/images/${'0'.repeat(64)}-640.webp`;

export type AddProductFormInput = z.input<typeof AddProductFormSchema>;
export type AddProductFormValues = z.output<typeof AddProductFormSchema>;

/** An empty Add Product form: the spec's fields, then the details, every one left out. */
export const emptyProductForm: AddProductFormInput = {
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
  brand: '',
  model: '',
  storageGb: '',
  ramGb: '',
  colour: '',
  batteryHealth: '',
  includes: [],
  warrantyMonths: '',
  description: '',
};
