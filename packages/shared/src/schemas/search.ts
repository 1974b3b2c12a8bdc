import { z } from 'zod';
import { groupIndian } from '../domain/money.js';
import { CATEGORIES, MAX_PRICE_TAKA, PRODUCT_CONDITIONS, type ProductCondition } from '../constants/catalog.js';
import { normaliseBrand, STORAGE_SIZES_GB } from '../constants/phone-models.js';
import { MAX_SEARCH_TEXT, SEARCH_SORTS, type SearchFields } from '../domain/search.js';

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}: use at most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** An emptied form field arrives as `name=`: the same as leaving it out. */
const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const taka = (label: string) =>
  z.preprocess(
    blankIsUnset,
    z.coerce
      .number({ message: `${label} must be a number of Taka.` })
      .int(`${label} must be a whole number of Taka.`)
      .min(0, `${label} cannot be negative.`)
      .max(MAX_PRICE_TAKA, `${label} must be at most ${groupIndian(MAX_PRICE_TAKA)} Taka.`)
      .optional(),
  );

const isCondition = (v: string): v is ProductCondition => (PRODUCT_CONDITIONS as readonly string[]).includes(v);

/**
 * A search of the catalogue, as the URL query of the category and search pages and of GET /api/search carries it.
 * Every parameter is optional; a parameter left empty is the same as one left out.
 */
export const SearchQuerySchema = z
  .object({
    q: text('Search', MAX_SEARCH_TEXT),
    category: z.preprocess(
      blankIsUnset,
      z.coerce
        .number({ message: 'category: choose 1 (Android), 2 (iOS) or 3 (KaiOS).' })
        .int('category: choose 1 (Android), 2 (iOS) or 3 (KaiOS).')
        .refine((id) => CATEGORIES.some((c) => c.id === id), 'category: choose 1 (Android), 2 (iOS) or 3 (KaiOS).')
        .optional(),
    ),
    minPrice: taka('The lowest price'),
    maxPrice: taka('The highest price'),
    /** One or more conditions, comma-separated: `Excellent,Good`. */
    condition: z
      .string()
      .max(100)
      .optional()
      .transform((v, ctx) => {
        const values = (v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const wrong = values.find((c) => !isCondition(c));
        if (wrong !== undefined) {
          ctx.addIssue({ code: 'custom', message: `condition: '${wrong}' is not Excellent, Good or Fair.` });
          return z.NEVER;
        }
        return values.length ? [...new Set(values.filter(isCondition))] : undefined;
      }),
    /** Used for at most this many years (1 to 4). */
    maxYears: z.preprocess(
      blankIsUnset,
      z.coerce
        .number({ message: 'maxYears: choose 1 to 4 years.' })
        .int('maxYears: choose 1 to 4 years.')
        .min(1, 'maxYears: choose 1 to 4 years.')
        .max(4, 'maxYears: choose 1 to 4 years.')
        .optional(),
    ),
    /** `true`: only sellers PhoneHaat has verified. */
    verified: z
      .enum(['true', 'false', ''], { message: 'verified: use true or false.' })
      .optional()
      .transform((v) => (v === 'true' ? true : undefined)),
    location: text('Location', 60),
    /** A brand, in any case: the catalogue's spelling is what is matched ('samsung' finds Samsung's phones). */
    brand: text('brand', 40).transform((v) => (v ? normaliseBrand(v) : undefined)),
    /** Storage in GB, one of the sizes a listing may say. */
    storage: z.preprocess(
      blankIsUnset,
      z.coerce
        .number({ message: 'storage: choose a storage size in GB, such as 128.' })
        .int('storage: choose a storage size in GB, such as 128.')
        .refine(
          (gb) => (STORAGE_SIZES_GB as readonly number[]).includes(gb),
          `storage: choose one of ${STORAGE_SIZES_GB.join(', ')} GB.`,
        )
        .optional(),
    ),
    sort: z.preprocess(
      blankIsUnset,
      z.enum(SEARCH_SORTS, { message: 'sort: use newest, price-asc or price-desc.' }).optional().default('newest'),
    ),
  })
  .refine((s) => s.minPrice === undefined || s.maxPrice === undefined || s.minPrice <= s.maxPrice, {
    message: 'The lowest price cannot be more than the highest price.',
    path: ['minPrice'],
  }) satisfies z.ZodType<SearchFields, unknown>; // every search it reads is one an address carries (searchParamsOf)
export type SearchQuery = z.infer<typeof SearchQuerySchema>;
export type SearchQueryInput = z.input<typeof SearchQuerySchema>;
