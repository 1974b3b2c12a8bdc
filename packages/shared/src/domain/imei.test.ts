import { describe, expect, it } from 'vitest';
import { ImeiSchema } from '../schemas/common.js';
import { completeImei, imeiLast4, imeiProblem, isValidImei, luhnValid, normaliseImei } from './imei.js';

// 490154203237518 is the IMEI of the GSMA's published example; 356938035643809 another well-known valid one.
const VALID = '490154203237518';

describe('IMEI', () => {
  it('accepts a 15-digit number whose Luhn check digit is right', () => {
    expect(isValidImei(VALID)).toBe(true);
    expect(isValidImei('356938035643809')).toBe(true);
  });

  it('refuses every wrong check digit', () => {
    for (let d = 0; d <= 9; d += 1) {
      const candidate = `${VALID.slice(0, 14)}${d}`;
      expect(isValidImei(candidate)).toBe(d === 8);
    }
  });

  it('refuses two neighbouring digits swapped (the slip Luhn exists to catch)', () => {
    expect(isValidImei('940154203237518')).toBe(false);
  });

  it('reads spaces, dashes and Bengali digits as the same number', () => {
    expect(normaliseImei('49-015420-323751-8')).toBe(VALID);
    expect(normaliseImei(' 4901 5420 3237 518 ')).toBe(VALID);
    expect(normaliseImei('৪৯০১৫৪২০৩২৩৭৫১৮')).toBe(VALID);
    expect(ImeiSchema.parse('৪৯০১৫৪ ২০৩২৩৭-৫১৮')).toBe(VALID);
  });

  it('says what is wrong: letters, the length, the check digit, all zeros', () => {
    expect(imeiProblem('49015420323751A')).toBe('An IMEI has digits only: dial *#06# on the phone to see it.');
    expect(imeiProblem('4901542032375')).toBe(
      'An IMEI has 15 digits (this has 13): dial *#06# on the phone to see it.',
    );
    expect(imeiProblem('4901542032375180')).toMatch(/has 16\)/);
    expect(imeiProblem('490154203237519')).toMatch(/^This is not a valid IMEI/);
    // All zeros passes Luhn but is no phone's number.
    expect(luhnValid('000000000000000')).toBe(true);
    expect(imeiProblem('000000000000000')).toMatch(/^This is not a valid IMEI/);
    expect(imeiProblem('')).toMatch(/has 0\)/);
  });

  it('refuses a 16-digit card-like number and text too long to be one', () => {
    expect(ImeiSchema.safeParse('4242 4242 4242 4242').success).toBe(false);
    expect(ImeiSchema.safeParse('1'.repeat(41)).success).toBe(false);
  });

  it('completes 14 digits with their check digit', () => {
    expect(completeImei(VALID.slice(0, 14))).toBe(VALID);
  });

  it('shows the public the last four digits only', () => {
    expect(imeiLast4('49-015420-323751-8')).toBe('7518');
  });
});
