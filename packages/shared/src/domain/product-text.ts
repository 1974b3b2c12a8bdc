import { dhakaDay } from './dhaka-time.js';

/** 'Product used for 1 year' / 'Product used for 3 years' (spec §2: plural when more than 1). */
export function usedForText(years: number): string {
  return `Product used for ${years} ${years > 1 ? 'years' : 'year'}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A post date as a medium date, e.g. 'Nov 22, 2026', in Bangladesh time: what `Intl.DateTimeFormat('en-US',
 * { dateStyle: 'medium', timeZone: 'Asia/Dhaka' })` writes (the test holds it to that), without making one, whose
 * first use costs a phone's page 40–80 ms (docs/decisions/0027).
 */
export function formatPostDate(iso: string | Date): string {
  const { year, month, day } = dhakaDay(iso);
  return `${MONTHS[month]} ${day}, ${year}`;
}
