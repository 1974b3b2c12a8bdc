/** 'Product used for 1 year' / 'Product used for 3 years' (spec §2: plural when more than 1). */
export function usedForText(years: number): string {
  return `Product used for ${years} ${years > 1 ? 'years' : 'year'}`;
}

const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Dhaka' });

/** A post date as a medium date, e.g. 'Nov 22, 2026', in Bangladesh time. */
export function formatPostDate(iso: string | Date): string {
  return mediumDate.format(typeof iso === 'string' ? new Date(iso) : iso);
}
