/**
 * Money is stored as integer poisha (1 Taka = 100 poisha) and crosses the wire as whole Taka,
 * as the spec's fields do. Formatting happens at the edge.
 */
export const POISHA_PER_TAKA = 100;
export const CURRENCY = 'BDT' as const;

export function takaToPoisha(taka: number): number {
  if (!Number.isSafeInteger(taka)) throw new RangeError(`Not a whole Taka amount: ${taka}`);
  return taka * POISHA_PER_TAKA;
}

export function poishaToTaka(poisha: number): number {
  return Math.round(poisha / POISHA_PER_TAKA);
}

/**
 * A number rounded to whole units with Bangladesh's (Indian) grouping, as `Intl.NumberFormat('en-IN',
 * { maximumFractionDigits: 0 })` writes it: 21,500 and 1,00,00,000 (the test holds it to Intl). Written out because
 * the first Intl object a page makes costs a phone 40–80 ms of loading ICU (docs/decisions/0027).
 */
export function groupIndian(value: number): string {
  if (!Number.isFinite(value)) return new Intl.NumberFormat('en-IN').format(value);
  const digits = String(Math.round(Math.abs(value)));
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  return `${sign}${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** '45,000 tk' as on cards and in the purchase modal (spec §1). Indian digit grouping, as used in Bangladesh. */
export function formatTk(taka: number): string {
  return `${groupIndian(taka)} tk`;
}

/** '45000' for the payment sentence 'Please pay {price} Taka to avail the product'. */
export function formatTaka(taka: number): string {
  return groupIndian(taka);
}
