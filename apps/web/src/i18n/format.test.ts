import { describe, expect, it } from 'vitest';
import { formatDate, formatDigits, formatMediumDate, formatMoney, formatNumber, toLatinDigits } from './format';

describe('formats per language', () => {
  it('writes money as the spec does in English and in Bengali digits and words in Bengali', () => {
    expect(formatMoney(21500, 'en')).toBe('21,500 tk');
    expect(formatMoney(150000, 'en')).toBe('1,50,000 tk');
    expect(formatMoney(21500, 'bn')).toBe('২১,৫০০ টাকা');
    expect(formatNumber(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
    expect(formatDigits(2023, 'bn')).toBe('২০২৩');
    expect(formatDigits(2023, 'en')).toBe('2023');
  });

  it('writes dates in Dhaka time, with the part of the day in words in Bengali', () => {
    const at = new Date('2026-11-27T11:00:00Z');
    const options = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true } as const;
    expect(formatDate(at, options, 'en')).toBe('27 Nov, 5:00 pm');
    expect(formatDate(at, options, 'bn')).toBe('২৭ নভে, ৫:০০ বিকাল');
  });

  it('groups numbers as Intl does in both languages, without making an Intl number format', () => {
    const intl = {
      en: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }),
      bn: new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 }),
    };
    expect(formatNumber(10_000_000, 'bn')).toBe('১,০০,০০,০০০');
    const values = [
      0, -0, 1, 7, 12, 999, 1000, 9999, 12_345, 99_999, 100_000, 1_234_567, 98_765_432, 2.5, -2.5, 0.4, -0.4,
    ];
    for (let n = 1; n < 9e15; n = n * 7 + 3) values.push(n, -n, n + 0.5);
    for (const value of values) {
      expect(formatNumber(value, 'en'), String(value)).toBe(intl.en.format(value));
      expect(formatNumber(value, 'bn'), String(value)).toBe(intl.bn.format(value));
    }
  });

  it('writes a day as Intl does in both languages, without making an Intl date format', () => {
    const intl = {
      en: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Dhaka' }),
      bn: new Intl.DateTimeFormat('bn-BD', { dateStyle: 'medium', timeZone: 'Asia/Dhaka' }),
    };
    expect(formatMediumDate('2026-11-21T20:30:00Z', 'bn')).toBe('২২ নভে, ২০২৬');
    // Every 7 hours over five years: each day of the year, at several hours, in each language.
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2029, 0, 1); at += 7 * 3_600_000) {
      const day = new Date(at);
      expect(formatMediumDate(day, 'en'), day.toISOString()).toBe(intl.en.format(day));
      expect(formatMediumDate(day.toISOString(), 'bn'), day.toISOString()).toBe(intl.bn.format(day));
    }
  });

  it('reads Bengali digits typed into prices, mobile numbers and IMEIs as Latin ones', () => {
    expect(toLatinDigits('০১৭১২-৩৪৫৬৭৮')).toBe('01712-345678');
    expect(toLatinDigits('৩৫৬৯৩৮০৩৫৬৪৩৮০৯')).toBe('356938035643809');
    expect(toLatinDigits('21,৫00')).toBe('21,500');
  });
});
