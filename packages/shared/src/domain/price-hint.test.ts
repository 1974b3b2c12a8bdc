import { describe, expect, it } from 'vitest';
import { comparePrice, enoughComparables, priceHintBasis, priceVerdictText } from './price-hint.js';

describe('the fair-price hint', () => {
  it('gives no hint with fewer than 5 comparables', () => {
    expect(enoughComparables({ comparables: 4, usualPricePoisha: 2_150_000 })).toBeUndefined();
    expect(enoughComparables({ comparables: 0, usualPricePoisha: null })).toBeUndefined();
    expect(enoughComparables({ comparables: 5, usualPricePoisha: 2_150_000 })).toEqual({
      comparables: 5,
      usualPricePoisha: 2_150_000,
    });
  });

  it('rounds the difference to whole percent, half away from zero either way', () => {
    expect(comparePrice(19_780, 21_500)).toEqual({ percent: -8, verdict: 'below' });
    expect(comparePrice(24_080, 21_500)).toEqual({ percent: 12, verdict: 'above' });
    // 4.5% and -4.5% round to 5 and -5, not 5 and -4.
    expect(comparePrice(10_450, 10_000)).toEqual({ percent: 5, verdict: 'above' });
    expect(comparePrice(9_550, 10_000)).toEqual({ percent: -5, verdict: 'below' });
  });

  it("calls a price within 3% either way 'About the usual price'", () => {
    expect(comparePrice(10_000, 10_000).verdict).toBe('about');
    expect(comparePrice(10_300, 10_000)).toEqual({ percent: 0, verdict: 'about' });
    expect(comparePrice(9_700, 10_000)).toEqual({ percent: 0, verdict: 'about' });
    // 3.4% rounds to 3: still about; 3.5% rounds to 4: above.
    expect(comparePrice(10_340, 10_000).verdict).toBe('about');
    expect(comparePrice(10_350, 10_000)).toEqual({ percent: 4, verdict: 'above' });
    expect(comparePrice(9_650, 10_000)).toEqual({ percent: -4, verdict: 'below' });
  });

  it('says the verdict and its basis in words', () => {
    expect(priceVerdictText({ percent: -8, verdict: 'below' })).toBe('8% below the usual price');
    expect(priceVerdictText({ percent: 0, verdict: 'about' })).toBe('About the usual price');
    expect(priceVerdictText({ percent: 12, verdict: 'above' })).toBe('12% above the usual price');
    expect(
      priceHintBasis({
        comparables: 7,
        brand: 'Samsung',
        model: 'Galaxy A52',
        storageGb: 128,
        condition: 'Good',
        usualPrice: 21_500,
      }),
    ).toBe('usual price of 7 Samsung Galaxy A52 128 GB in Good condition: 21,500 tk');
  });
});
