import { describe, expect, it } from 'vitest';
import { formatPostDate, usedForText } from './product-text.js';

describe('product text', () => {
  it('says year for one and years for more', () => {
    expect(usedForText(1)).toBe('Product used for 1 year');
    expect(usedForText(2)).toBe('Product used for 2 years');
  });

  it('shows the post date as a medium date in Dhaka time', () => {
    expect(formatPostDate('2026-11-21T20:30:00Z')).toBe('Nov 22, 2026');
  });
});
