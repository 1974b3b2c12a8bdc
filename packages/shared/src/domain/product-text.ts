/** 'Product used for 1 year' / 'Product used for 3 years' (spec §2: plural when more than 1). */
export function usedForText(years: number): string {
  return `Product used for ${years} ${years > 1 ? 'years' : 'year'}`;
}

/** Bangladesh keeps UTC+6 all year (its one daylight-saving year was 2009). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The calendar day in Bangladesh of an instant: year, month (0–11) and day. */
export function dhakaDay(at: string | Date): { year: number; month: number; day: number } {
  const dhaka = new Date((typeof at === 'string' ? new Date(at) : at).getTime() + DHAKA_OFFSET_MS);
  return { year: dhaka.getUTCFullYear(), month: dhaka.getUTCMonth(), day: dhaka.getUTCDate() };
}

/**
 * A post date as a medium date, e.g. 'Nov 22, 2026', in Bangladesh time: what `Intl.DateTimeFormat('en-US',
 * { dateStyle: 'medium', timeZone: 'Asia/Dhaka' })` writes (the test holds it to that), without making one, whose
 * first use costs a phone's page 40–80 ms (docs/decisions/0027).
 */
export function formatPostDate(iso: string | Date): string {
  const { year, month, day } = dhakaDay(iso);
  return `${MONTHS[month]} ${day}, ${year}`;
}
