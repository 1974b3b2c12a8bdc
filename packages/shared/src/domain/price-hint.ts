import type { ProductCondition } from '../constants/catalog.js';
import { formatGb } from '../constants/phone-models.js';
import { formatTk } from './money.js';

/**
 * The fair-price hint (issue 16 item 4): what phones of the same brand, model and storage in the same condition ask
 * and sell for. Decision 0019 says what counts: the asking prices of live listings and the prices of sales that stand
 * from the last 90 days, one pool, its median the "usual price".
 */

/** Fewer comparables than this and no hint is given: a median of three phones says little. */
export const PRICE_HINT_MIN_COMPARABLES = 5;
/** Sales older than this no longer count. */
export const PRICE_HINT_SALE_DAYS = 90;
/** Within this many percent either way a price is 'About the usual price'. */
export const PRICE_HINT_ABOUT_BAND = 3;

export type PriceVerdict = 'below' | 'about' | 'above';

/** How a price compares with the usual one: the difference in whole percent (rounded half away from zero). */
export function comparePrice(price: number, usual: number): { percent: number; verdict: PriceVerdict } {
  const raw = ((price - usual) / usual) * 100;
  const percent = Math.sign(raw) * Math.round(Math.abs(raw));
  if (Math.abs(percent) <= PRICE_HINT_ABOUT_BAND) return { percent: 0, verdict: 'about' };
  return { percent, verdict: percent < 0 ? 'below' : 'above' };
}

/** '8% below the usual price', 'About the usual price', '12% above the usual price'. */
export function priceVerdictText({ percent, verdict }: { percent: number; verdict: PriceVerdict }): string {
  if (verdict === 'about') return 'About the usual price';
  return `${Math.abs(percent)}% ${verdict} the usual price`;
}

/** 'usual price of 7 Samsung Galaxy A52 128 GB in Good condition: 21,500 tk'. */
export function priceHintBasis(hint: {
  comparables: number;
  brand: string;
  model: string;
  storageGb: number;
  condition: ProductCondition;
  usualPrice: number;
}): string {
  return `usual price of ${hint.comparables} ${hint.brand} ${hint.model} ${formatGb(hint.storageGb)} in ${hint.condition} condition: ${formatTk(hint.usualPrice)}`;
}

/** The pool's counts and medians as the database answers them (poisha), or no hint when there are too few. */
export function enoughComparables<T extends { comparables: number; usualPricePoisha: number | null }>(
  stats: T,
): (T & { usualPricePoisha: number }) | undefined {
  if (stats.comparables < PRICE_HINT_MIN_COMPARABLES || stats.usualPricePoisha === null) return undefined;
  return stats as T & { usualPricePoisha: number };
}
