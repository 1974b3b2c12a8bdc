/** Bangladesh keeps UTC+6 all year (its one daylight-saving year was 2009). */
export const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The calendar day in Bangladesh of an instant: year, month (0–11) and day. */
export function dhakaDay(at: string | Date): { year: number; month: number; day: number } {
  const dhaka = new Date((typeof at === 'string' ? new Date(at) : at).getTime() + DHAKA_OFFSET_MS);
  return { year: dhaka.getUTCFullYear(), month: dhaka.getUTCMonth(), day: dhaka.getUTCDate() };
}

/** Today's date in Dhaka, as YYYY-MM-DD. */
export const dhakaToday = (now = new Date()) => new Date(now.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
