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

const takaFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** '45,000 tk' as on cards and in the purchase modal (spec §1). Indian digit grouping, as used in Bangladesh. */
export function formatTk(taka: number): string {
  return `${takaFormat.format(taka)} tk`;
}

/** '45000' for the payment sentence 'Please pay {price} Taka to avail the product'. */
export function formatTaka(taka: number): string {
  return takaFormat.format(taka);
}
