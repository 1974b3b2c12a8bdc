import { describe, expect, it } from 'vitest';
import { formatPostDate, usedForText } from './product-text.js';

describe('product text', () => {
  it('says year for one and years for more', () => {
    expect(usedForText(1)).toBe('Product used for 1 year');
    expect(usedForText(2)).toBe('Product used for 2 years');
  });

  it('shows the post date as a medium date in Dhaka time', () => {
    expect(formatPostDate('2026-11-21T20:30:00Z')).toBe('Nov 22, 2026');
    expect(formatPostDate(new Date('2026-11-21T17:59:59Z'))).toBe('Nov 21, 2026');
  });

  it('writes every day as Intl does for Bangladesh', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Dhaka' });
    // Every 7 hours over five years, so each day of the year is met at several hours.
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2029, 0, 1); at += 7 * 3_600_000)
      expect(formatPostDate(new Date(at)), new Date(at).toISOString()).toBe(intl.format(at));
  });
});
