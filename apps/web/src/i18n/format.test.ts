import { describe, expect, it } from 'vitest';
import { formatDate, formatDigits, formatMoney, formatNumber, toLatinDigits } from './format';

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

  it('reads Bengali digits typed into prices, mobile numbers and IMEIs as Latin ones', () => {
    expect(toLatinDigits('০১৭১২-৩৪৫৬৭৮')).toBe('01712-345678');
    expect(toLatinDigits('৩৫৬৯৩৮০৩৫৬৪৩৮০৯')).toBe('356938035643809');
    expect(toLatinDigits('21,৫00')).toBe('21,500');
  });
});
