import { describe, expect, it } from 'vitest';
import { formatTk, poishaToTaka, takaToPoisha } from './money.js';

describe('money', () => {
  it('stores whole Taka as poisha and back', () => {
    expect(takaToPoisha(45000)).toBe(4_500_000);
    expect(poishaToTaka(4_500_000)).toBe(45000);
  });

  it('refuses fractional Taka', () => {
    expect(() => takaToPoisha(10.5)).toThrow(RangeError);
  });

  it("formats prices with Bangladeshi digit grouping and 'tk'", () => {
    expect(formatTk(145000)).toBe('1,45,000 tk');
  });
});
