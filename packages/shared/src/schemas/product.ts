import { z } from 'zod';
import { groupIndian } from '../domain/money.js';
import {
  IMEI_MISSING,
  MAX_PHOTOS,
  MAX_PRICE_TAKA,
  PRODUCT_CATEGORIES,
  PRODUCT_CONDITIONS,
} from '../constants/catalog.js';
import { ImeiSchema } from './common.js';
import { LISTING_HOLD_REASONS } from '../domain/stolen.js';
import { LISTING_STATES } from '../domain/listing.js';
import { ListingPriceHintSchema } from './price-hint.js';
import { DEFAULT_REPORT_REASON, REPORT_REASONS } from '../domain/moderation.js';
import { ModerationSummarySchema, ReportNoteSchema, ReportReasonSchema } from './moderation.js';
import {
  INCLUDED_ITEMS,
  MAX_DESCRIPTION,
  MAX_WARRANTY_MONTHS,
  RAM_SIZES_GB,
  STORAGE_SIZES_GB,
} from '../constants/phone-models.js';

/** What a listing says about the phone beyond the spec's fields (issue 16); each is null when the seller left it out. */
export const ListingDetailsSchema = z.object({
  brand: z.string().nullable(),
  model: z.string().nullable(),
  storageGb: z.number().int().nullable(),
  ramGb: z.number().int().nullable(),
  colour: z.string().nullable(),
  /** The battery's health in percent, as the phone's settings show it. */
  batteryHealth: z.number().int().nullable(),
  /** What comes with the phone: box, charger, receipt. */
  includes: z.array(z.enum(INCLUDED_ITEMS)),
  /** Months of the maker's or shop's warranty left; 0 is none. */
  warrantyMonths: z.number().int().nullable(),
  description: z.string().nullable(),
});
export type ListingDetails = z.infer<typeof ListingDetailsSchema>;

/** A product as the API answers it: the spec's field names (§3), prices in whole Taka. */
export const ProductSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    picture: z.string(),
    /** Every photo, the cover (`picture`) first: 1 to 6. */
    photos: z.array(z.string()),
    category: z.enum(PRODUCT_CATEGORIES),
    categoryID: z.number().int(),
    yearOfUse: z.number().int(),
    orginalPrice: z.number().int(),
    resalePrice: z.number().int(),
    timeOfSellPost: z.string(),
    Seller: z.string(),
    sellerId: z.string(),
    isSellerVerified: z.boolean(),
    location: z.string(),
    productCondition: z.enum(PRODUCT_CONDITIONS),
    isProductPurchased: z.boolean(),
    contact: z.string(),
    isAdvertise: z.boolean(),
    reported: z.boolean(),
    /** Held for a buyer whose deal the seller accepted (issue 15): nobody else can buy it meanwhile. */
    reserved: z.boolean(),
    /** How buyers rated the seller's completed sales: average stars (one decimal; null before any) and count. */
    sellerRating: z.object({ average: z.number().nullable(), count: z.number().int() }),
    /** The resale price before the seller's last cut, while that cut stands (null when the last change was no cut). */
    previousPrice: z.number().int().nullable(),
    /** The last four digits of the phone's IMEI (issue 16); absent for a tablet without a SIM slot. */
    imeiLast4: z.string().optional(),
    /** Why the listing is hidden from buyers (issue 16), told to its seller and the admins only; absent when shown. */
    hiddenBecause: z.array(z.enum(LISTING_HOLD_REASONS)).optional(),
    /** Why PhoneHaat's admins removed it (issue 16), told to its seller on My Products; absent otherwise. */
    removedBecause: z.object({ reason: z.enum(REPORT_REASONS).nullable(), text: z.string() }).optional(),
    /** Its seller marked it sold outside PhoneHaat (isProductPurchased is then true too); absent otherwise. */
    soldElsewhere: z.literal(true).optional(),
  })
  .extend(ListingDetailsSchema.shape);
export type Product = z.infer<typeof ProductSchema>;

export const ProductListSchema = z.array(ProductSchema);

/** What the home page's 'Latest Advertisement' carousel needs: picture and name, and the way to the listing. */
export const AdvertisedProductSchema = ProductSchema.pick({
  _id: true,
  name: true,
  picture: true,
  categoryID: true,
  resalePrice: true,
});
export type AdvertisedProduct = z.infer<typeof AdvertisedProductSchema>;
export const AdvertisedProductListSchema = z.array(AdvertisedProductSchema);

/**
 * A listing as its public page shows it: anyone may read it, so the seller's mobile number and the report flag are
 * there only for a signed-in caller.
 */
export const ListingSchema = ProductSchema.extend({
  contact: z.string().optional(),
  reported: z.boolean().optional(),
});
export type Listing = z.infer<typeof ListingSchema>;

/** One resale price a listing asked, and from when. */
export const PricePointSchema = z.object({ price: z.number().int(), at: z.string() });
export type PricePoint = z.infer<typeof PricePointSchema>;

/**
 * A listing page (/product/:id, public): the product, sold or not, the seller's other unsold listings, and the
 * listing's last resale prices, newest first (the current one first).
 */
export const ProductDetailSchema = z.object({
  product: ListingSchema,
  moreFromSeller: z.array(ListingSchema),
  priceHistory: z.array(PricePointSchema),
  /** The fair-price hint (issue 16 item 4): present only with at least 5 comparables (decision 0019). */
  priceHint: ListingPriceHintSchema.optional(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

const price = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be a whole number of Taka.`)
    .positive(`${label} must be more than 0.`)
    .max(MAX_PRICE_TAKA, `${label} must be at most ${groupIndian(MAX_PRICE_TAKA)} Taka.`);

/** The picture of a product: a card-sized image URL from our own image service. */
export const PictureUrlSchema = z
  .string()
  .regex(
    /^\/api\/images\/[a-f0-9]{64}-640\.webp$/,
    'Upload the photo with the form; other image links are not accepted.',
  );

const sizeOf = (label: string, sizes: readonly number[]) =>
  z.coerce
    .number({ message: `Choose the ${label}.` })
    .int(`Choose the ${label}.`)
    .refine((gb) => sizes.includes(gb), `Choose the ${label} from the list.`)
    .optional();

/** The listing's details after the spec's fields (issue 16): every one optional, so the spec's form is still whole. */
export const ListingDetailsInputSchema = z.object({
  brand: z.string().trim().max(40, 'Brand: use at most 40 characters.').optional(),
  model: z.string().trim().max(80, 'Model: use at most 80 characters.').optional(),
  storageGb: sizeOf('storage', STORAGE_SIZES_GB),
  ramGb: sizeOf('RAM', RAM_SIZES_GB),
  colour: z.string().trim().max(30, 'Colour: use at most 30 characters.').optional(),
  batteryHealth: z.coerce
    .number({ message: 'Battery health must be a number of percent.' })
    .int('Battery health must be a whole number of percent.')
    .min(1, 'Battery health is between 1 and 100 percent.')
    .max(100, 'Battery health is between 1 and 100 percent.')
    .optional(),
  includes: z
    .array(z.enum(INCLUDED_ITEMS, { message: 'Choose box, charger or receipt.' }))
    .max(INCLUDED_ITEMS.length, 'Choose box, charger or receipt, each once.')
    .optional(),
  warrantyMonths: z.coerce
    .number({ message: 'Warranty left must be a number of months.' })
    .int('Warranty left must be a whole number of months.')
    .min(0, 'Warranty left cannot be negative.')
    .max(MAX_WARRANTY_MONTHS, `Warranty left: at most ${MAX_WARRANTY_MONTHS} months.`)
    .optional(),
  description: z
    .string()
    .trim()
    .max(MAX_DESCRIPTION, `Description: use at most ${groupIndian(MAX_DESCRIPTION)} characters.`)
    .optional(),
});
export type ListingDetailsInput = z.infer<typeof ListingDetailsInputSchema>;

/** A listing's fields as the seller writes them: the spec's Add Product fields (§5), then the details of issue 16. */
const ListingFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Enter the product name.').max(120, 'Use at most 120 characters.'),
  picture: PictureUrlSchema,
  /** Up to six photos for the listing page, the cover first; left out, the cover is the only photo. */
  photos: z
    .array(PictureUrlSchema)
    .min(1, 'Add at least one photo.')
    .max(MAX_PHOTOS, `Add at most ${MAX_PHOTOS} photos.`)
    .optional(),
  category: z.enum(PRODUCT_CATEGORIES, { message: 'Choose Android, iOS or kaiOS.' }),
  yearOfUse: z.coerce
    .number({ message: 'Choose the years of use.' })
    .int()
    .min(1, 'Choose 1 to 4 years.')
    .max(4, 'Choose 1 to 4 years.'),
  orginalPrice: price('Original price'),
  resalePrice: price('Resale price'),
  location: z.string().trim().min(1, 'Enter the location.').max(120, 'Use at most 120 characters.'),
  productCondition: z.enum(PRODUCT_CONDITIONS, { message: 'Choose Excellent, Good or Fair.' }),
  contact: z.string().trim().min(1, 'Enter your mobile number.').max(40, 'Use at most 40 characters.'),
  ...ListingDetailsInputSchema.shape,
});

/** The rules between a listing's fields, for a new listing and an edited one alike. */
function listingRules<T extends z.ZodType<z.infer<typeof ListingFieldsSchema>>>(schema: T) {
  return schema
    .refine((p) => !p.model || p.brand, { message: 'Choose the brand before the model.', path: ['brand'] })
    .refine((p) => !p.includes || new Set(p.includes).size === p.includes.length, {
      message: 'Choose box, charger or receipt, each once.',
      path: ['includes'],
    })
    .refine((p) => p.resalePrice <= p.orginalPrice, {
      message: 'Resale price cannot be more than the original price.',
      path: ['resalePrice'],
    })
    .refine((p) => !p.photos || p.photos[0] === p.picture, {
      message: 'The first photo is the cover: it must be the picture.',
      path: ['photos'],
    })
    .refine((p) => !p.photos || new Set(p.photos).size === p.photos.length, {
      message: 'The same photo is there twice.',
      path: ['photos'],
    });
}

/**
 * The Add Product form (spec §5) and the body of POST /products/add's `add`. The server sets everything else:
 * the seller, the verified flag, categoryID, the post time and the sale state.
 */
export const CreateProductSchema = listingRules(
  ListingFieldsSchema.extend({
    /** The phone's IMEI (issue 16): required unless `noImei` says it is a tablet without a SIM slot. */
    imei: ImeiSchema.optional(),
    /** A dual-SIM phone's second IMEI. */
    imei2: ImeiSchema.optional(),
    /** A Wi-Fi-only tablet: it has no modem, so no IMEI. */
    noImei: z.boolean().optional(),
  }),
)
  .refine((p) => p.noImei === true || p.imei !== undefined, {
    message: IMEI_MISSING,
    path: ['imei'],
  })
  .refine((p) => !p.noImei || (p.imei === undefined && p.imei2 === undefined), {
    message: 'A tablet without a SIM slot has no IMEI: clear the IMEI or untick the box.',
    path: ['noImei'],
  })
  .refine((p) => p.imei2 === undefined || p.imei2 !== p.imei, {
    message: 'The second IMEI is the same as the first: enter the other one, or leave it empty.',
    path: ['imei2'],
  });
export type CreateProduct = z.infer<typeof CreateProductSchema>;

export const AddProductBodySchema = z.object({ add: CreateProductSchema });
/**
 * A listing as the seller now has it, every field as Add Product takes it but the IMEI: the phone's identity is the
 * one it was listed with.
 */
export const EditProductSchema = listingRules(ListingFieldsSchema);
export type EditProduct = z.infer<typeof EditProductSchema>;
/** PATCH /products/{id}. */
export const EditProductBodySchema = z.object({ edit: EditProductSchema });

/** PUT /products/{id}: the spec's only change, advertising. */
export const AdvertiseSchema = z.object({ advertised: z.literal(true) });
/** POST /products/{id}/sold-elsewhere and /products/{id}/relist (listingMachine): the listing's state after it. */
export const ListingSaleSchema = z.object({ acknowledged: z.literal(true), state: z.enum(LISTING_STATES) });
export type ListingSale = z.infer<typeof ListingSaleSchema>;
/** PUT /reports/{productId}. */
export const ReportSchema = z.object({
  reported: z.literal(true),
  /** Why (issue 16); the spec's body without one is a report for 'other'. */
  reason: ReportReasonSchema.default(DEFAULT_REPORT_REASON),
  note: ReportNoteSchema.optional(),
});
export type Report = z.input<typeof ReportSchema>;

/** A listing in the admin's Reported Items: the product and what its reports say. */
export const ReportedProductSchema = ProductSchema.extend({ moderation: ModerationSummarySchema });
export type ReportedProduct = z.infer<typeof ReportedProductSchema>;
export const ReportedProductListSchema = z.array(ReportedProductSchema);

export const InsertedSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
export type Inserted = z.infer<typeof InsertedSchema>;

/** The image host's answer (spec §7), which our own image service keeps. */
export const ImageUploadResultSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string(), srcset: z.string().optional() }),
});

/** A listing that says nothing beyond the spec's fields and was never cut in price (older listings, test fixtures). */
export const NO_LISTING_DETAILS: ListingDetails & { previousPrice: null } = {
  previousPrice: null,
  brand: null,
  model: null,
  storageGb: null,
  ramGb: null,
  colour: null,
  batteryHealth: null,
  includes: [],
  warrantyMonths: null,
  description: null,
};
