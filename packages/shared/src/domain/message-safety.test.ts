import { describe, expect, it } from 'vitest';
import { safetyReasons } from './message-safety.js';

describe('safetyReasons', () => {
  it.each([
    ['Call me on 01712345678', 'phone'],
    ['my number +880 1712-345678', 'phone'],
    ['8801912345678', 'phone'],
    ['০১৭১২৩৪৫৬৭৮ এ ফোন দিন', 'phone'],
    ['017 12 34 56 78', 'phone'],
    ['Send 2000 tk advance on bKash first', 'payment'],
    ['pay first then I ship', 'payment'],
    ['৫০০ টাকা অগ্রিম দিন', 'payment'],
    ['see https://example.com/phone', 'link'],
    ['go to www.cheap-phones.xyz', 'link'],
    ['photos at scam.top', 'link'],
  ])('flags %j as %s', (text, reason) => {
    expect(safetyReasons(text)).toContain(reason);
  });

  it.each([
    'Is the battery original?',
    'Can we meet at Farmgate at 5 pm tomorrow?',
    'The price is 12500 taka, final.',
    'IMEI 356938035643809',
    'ব্যাটারি কেমন?',
  ])('leaves %j alone', (text) => {
    expect(safetyReasons(text)).toEqual([]);
  });
});
