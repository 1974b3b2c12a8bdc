import { z } from 'zod';
import { PRODUCT_CATEGORIES, PRODUCT_CONDITIONS } from '../constants/catalog.js';
import { ImeiSchema } from '../domain/imei.js';

/** A product as the API answers it: the spec's field names (§3), prices in whole Taka. */
export const ProductSchema = z.object({
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
  /** The last four digits of the phone's IMEI (issue 16); absent for a tablet without a SIM slot. */
  imeiLast4: z.string().optional(),
});
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

/** A listing page (/product/:id, public): the product, sold or not, and the seller's other unsold listings. */
export const ProductDetailSchema = z.object({
  product: ListingSchema,
  moreFromSeller: z.array(ListingSchema),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** The largest price we accept, in Taka (one crore). */
export const MAX_PRICE_TAKA = 10_000_000;

const price = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be a whole number of Taka.`)
    .positive(`${label} must be more than 0.`)
    .max(MAX_PRICE_TAKA, `${label} must be at most ${MAX_PRICE_TAKA.toLocaleString('en-IN')} Taka.`);

/** How many photos a listing may have (issue 9: a gallery on the listing page). */
export const MAX_PHOTOS = 6;

/** The picture of a product: a card-sized image URL from our own image service. */
export const PictureUrlSchema = z
  .string()
  .regex(
    /^\/api\/images\/[a-f0-9]{64}-640\.webp$/,
    'Upload the photo with the form; other image links are not accepted.',
  );

/** What Add Product says when a phone's IMEI is missing. */
export const IMEI_MISSING =
  'Enter the phone’s IMEI (dial *#06# to see it), or tick “Wi-Fi-only tablet” if it has no SIM slot.';

/**
 * The Add Product form (spec §5) and the body of POST /products/add's `add`. The server sets everything else:
 * the seller, the verified flag, categoryID, the post time and the sale state.
 */
export const CreateProductSchema = z
  .object({
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
    /** The phone's IMEI (issue 16): required unless `noImei` says it is a tablet without a SIM slot. */
    imei: ImeiSchema.optional(),
    /** A dual-SIM phone's second IMEI. */
    imei2: ImeiSchema.optional(),
    /** A Wi-Fi-only tablet: it has no modem, so no IMEI. */
    noImei: z.boolean().optional(),
  })
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
export type CreateProduct = z.infer<typeof CreateProductSchema>;

export const AddProductBodySchema = z.object({ add: CreateProductSchema });

/** PUT /products/{id}: the spec's only change, advertising. */
export const AdvertiseSchema = z.object({ advertised: z.literal(true) });
/** PUT /reports/{productId}. */
export const ReportSchema = z.object({ reported: z.literal(true) });

export const InsertedSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });

/** The image host's answer (spec §7), which our own image service keeps. */
export const ImageUploadResultSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string(), srcset: z.string().optional() }),
});
