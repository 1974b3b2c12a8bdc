import { describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDayTime,
  formatDigits,
  formatMediumDate,
  formatMoney,
  formatNumber,
  toLatinDigits,
} from './format';

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

  it('writes a moment as Intl does in both languages, without making an Intl date format', () => {
    const dhaka = {
      timeZone: 'Asia/Dhaka',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    } as const;
    const withDay = { ...dhaka, weekday: 'short' } as const;
    const intl = {
      en: new Intl.DateTimeFormat('en-GB', dhaka),
      en12: new Intl.DateTimeFormat('en-GB', { ...withDay, hour12: true }),
      bn: new Intl.DateTimeFormat('bn-BD', { ...dhaka, dayPeriod: 'short' }),
      bnDay: new Intl.DateTimeFormat('bn-BD', { ...withDay, dayPeriod: 'short' }),
    };
    expect(formatDayTime('2026-11-25T10:05:00Z', {}, 'en')).toBe('25 Nov, 16:05');
    expect(formatDayTime('2026-11-25T10:05:00Z', {}, 'bn')).toBe('২৫ নভে, ৪:০৫ বিকাল');
    expect(formatDayTime('2026-11-26T11:00:00Z', { weekday: true, twelveHour: true }, 'en')).toBe(
      'Thu 26 Nov, 5:00 pm',
    );
    // en-GB's 12-hour clock writes noon and midnight as 0 ('0:30 pm'); a Dhaka reader writes 12.
    expect(formatDayTime('2026-11-26T06:30:00Z', { weekday: true, twelveHour: true }, 'en')).toBe(
      'Thu 26 Nov, 12:30 pm',
    );
    expect(formatDayTime('2026-11-25T18:30:00Z', { weekday: true, twelveHour: true }, 'en')).toBe(
      'Thu 26 Nov, 12:30 am',
    );
    // The first Intl date format a page makes costs a phone 40–100 ms of blocking time: none is made here.
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    // Every 7 hours and 13 minutes over three years: every hour of the day, every weekday and month, both languages.
    for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2028, 0, 1); at += 7 * 3_600_000 + 13 * 60_000) {
      const moment = new Date(at);
      const when = moment.toISOString();
      expect(formatDayTime(moment, {}, 'en'), when).toBe(intl.en.format(moment));
      expect(formatDayTime(when, {}, 'bn'), when).toBe(intl.bn.format(moment));
      expect(formatDayTime(when, { weekday: true, twelveHour: true }, 'bn'), when).toBe(intl.bnDay.format(moment));
      const twelve = formatDayTime(when, { weekday: true, twelveHour: true }, 'en');
      expect(twelve.replace(/ 12:(\d\d) ([ap]m)$/, ' 0:$1 $2'), when).toBe(intl.en12.format(moment));
    }
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('reads Bengali digits typed into prices, mobile numbers and IMEIs as Latin ones', () => {
    expect(toLatinDigits('০১৭১২-৩৪৫৬৭৮')).toBe('01712-345678');
    expect(toLatinDigits('৩৫৬৯৩৮০৩৫৬৪৩৮০৯')).toBe('356938035643809');
    expect(toLatinDigits('21,৫00')).toBe('21,500');
  });
});
