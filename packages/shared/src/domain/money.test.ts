import { describe, expect, it } from 'vitest';
import { formatTk, groupIndian, poishaToTaka, takaToPoisha } from './money.js';

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

  it('groups every number as Intl does for en-IN', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const values = [0, -0, 5, 999, 1000, 100_000, 10_000_000, 1.5, -1.5, 0.49, -0.49, Infinity, -Infinity, NaN];
    for (let n = 1; n < 9e15; n = n * 3 + 1) values.push(n, -n, n + 0.5, n - 0.5);
    for (const value of values) expect(groupIndian(value), String(value)).toBe(intl.format(value));
  });
});
