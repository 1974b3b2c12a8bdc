import { z } from 'zod';
import { PRODUCT_CONDITIONS } from '../constants/catalog.js';
import { normaliseBrand, STORAGE_SIZES_GB } from '../constants/phone-models.js';
import { IdSchema } from './common.js';

/**
 * The fair-price hint (issue 16 item 4; decision 0019): the usual price of phones of the same brand, model and storage
 * in the same condition, from at least 5 comparables: live listings' asking prices and sales of the last 90 days.
 */
export const PriceHintSchema = z.object({
  brand: z.string(),
  model: z.string(),
  storageGb: z.number().int(),
  condition: z.enum(PRODUCT_CONDITIONS),
  /** Live listings and recent sales counted together (at least 5). */
  comparables: z.number().int(),
  /** The median of all of them, in whole Taka. */
  usualPrice: z.number().int(),
  /** The live listings: how many and their median asking price (null with none). */
  listed: z.object({ count: z.number().int(), median: z.number().int().nullable() }),
  /** The sales of the last 90 days that stand: how many and their median price (null with none). */
  sold: z.object({ count: z.number().int(), median: z.number().int().nullable() }),
});
export type PriceHint = z.infer<typeof PriceHintSchema>;

/** On a listing page: the hint about other phones like it, and how this listing's price compares. */
export const ListingPriceHintSchema = PriceHintSchema.extend({
  /** The difference from the usual price in whole percent; 0 when it is about the usual price. */
  percent: z.number().int(),
  verdict: z.enum(['below', 'about', 'above']),
});
export type ListingPriceHint = z.infer<typeof ListingPriceHintSchema>;

/** GET /api/price-hint: the hint, or null when fewer than 5 comparables (or the phone is not named well enough). */
export const PriceHintAnswerSchema = z.object({ hint: PriceHintSchema.nullable() });
export type PriceHintAnswer = z.infer<typeof PriceHintAnswerSchema>;

const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** What a seller pricing a phone asks about: the phone as Add Product and the edit page name it. */
export const PriceHintQuerySchema = z.object({
  brand: z
    .string({ message: 'brand: say the phone’s brand, such as Samsung.' })
    .trim()
    .min(1, 'brand: say the phone’s brand, such as Samsung.')
    .max(40, 'brand: use at most 40 characters.')
    .transform(normaliseBrand),
  model: z
    .string({ message: 'model: say the phone’s model, such as Galaxy A52.' })
    .trim()
    .min(1, 'model: say the phone’s model, such as Galaxy A52.')
    .max(80, 'model: use at most 80 characters.'),
  storage: z.coerce
    .number({ message: 'storage: choose a storage size in GB, such as 128.' })
    .int('storage: choose a storage size in GB, such as 128.')
    .refine(
      (gb) => (STORAGE_SIZES_GB as readonly number[]).includes(gb),
      `storage: choose one of ${STORAGE_SIZES_GB.join(', ')} GB.`,
    ),
  condition: z.enum(PRODUCT_CONDITIONS, { message: 'condition: use Excellent, Good or Fair.' }),
  /** The listing being edited: left out of its own comparables. */
  except: z.preprocess(blankIsUnset, IdSchema.optional()),
});
export type PriceHintQuery = z.infer<typeof PriceHintQuerySchema>;
