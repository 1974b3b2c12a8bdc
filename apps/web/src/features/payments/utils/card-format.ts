/** Card fields as people type them: digits only, the number in groups of four, the expiry as 'MM / YY'. */
import { toLatinDigits } from '@/i18n/format';

export const MAX_CARD_DIGITS = 19;

/** The digits of what was typed, Bengali digits (০–৯) read as Latin ones. */
export const digitsOf = (value: string) => toLatinDigits(value).replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(digits: string): string {
  return (
    digitsOf(digits)
      .slice(0, MAX_CARD_DIGITS)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** The caret position just after the `count`-th digit of a formatted value (0 before the first). */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted.charAt(i))) seen += 1;
    if (seen === count) return i + 1;
  }
  return formatted.length;
}

/**
 * '1' → '1', '4' → '04' (no month starts with 4), '122' → '12 / 2', '1228' → '12 / 28'. A browser's autofill of
 * '12/2028' becomes '12 / 28'. The separator appears only with the third digit, so backspacing never gets stuck on it.
 */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value);
  const slash = value.indexOf('/');
  if (slash !== -1) {
    const month = digitsOf(value.slice(0, slash));
    const year = digitsOf(value.slice(slash + 1));
    digits = (month.length === 1 ? `0${month}` : month.slice(0, 2)) + (year.length === 4 ? year.slice(2) : year);
  }
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** 'MM / YY' → { expMonth, expYear }, or null when the date is not complete. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2}) \/ (\d{2})$/.exec(value.trim());
  if (!match) return null;
  return { expMonth: Number(match[1]), expYear: Number(match[2]) };
}
