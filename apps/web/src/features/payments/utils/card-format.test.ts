import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatCardNumber, formatExpiry, parseExpiry } from './card-format';

describe('formatCardNumber', () => {
  it('groups the digits in fours and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a42')).toBe('4242 4242');
    expect(formatCardNumber('')).toBe('');
  });

  it('keeps at most 19 digits', () => {
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
  });
});

describe('caretAfterDigits', () => {
  it('puts the caret after the n-th digit, skipping the spaces', () => {
    expect(caretAfterDigits('4242 4242', 0)).toBe(0);
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242 4242', 5)).toBe(6);
    expect(caretAfterDigits('4242 4242', 99)).toBe(9);
  });
});

describe('formatExpiry', () => {
  it('writes MM / YY as it is typed and never gets stuck on the separator', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12 / 2');
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(formatExpiry('12 / ')).toBe('12');
    expect(formatExpiry('12283')).toBe('12 / 28');
  });

  it('pads a month that can only be one digit', () => {
    expect(formatExpiry('4')).toBe('04');
  });

  it("takes a browser's autofill of a four-digit year", () => {
    expect(formatExpiry('12/2028')).toBe('12 / 28');
    expect(formatExpiry('3/28')).toBe('03 / 28');
  });
});

describe('parseExpiry', () => {
  it('reads a complete date and refuses a partial one', () => {
    expect(parseExpiry('12 / 28')).toEqual({ expMonth: 12, expYear: 28 });
    expect(parseExpiry('12 / 2')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });
});
