import { getLocale, type Locale } from '@/paraglide/runtime.js';

/** Bengali readers write Bengali digits and Bangladesh's Indian grouping (২১,৫০০); English keeps the spec's 21,500. */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', bn: 'bn-BD' };
const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', bn: 'bn-BD' };
const DHAKA = 'Asia/Dhaka';
const BENGALI_ZERO = 0x09e6;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 0 });
    numberFormats.set(locale, format);
  }
  return format;
}

/** A whole number in the person's digits: '21,500' or '২১,৫০০'. */
export function formatNumber(value: number, locale: Locale = getLocale()): string {
  return numberFormat(locale).format(value);
}

/** Digits without grouping, for years and codes: '2023' or '২০২৩'. */
export function formatDigits(value: number, locale: Locale = getLocale()): string {
  return locale === 'bn'
    ? String(value).replace(/[0-9]/g, (d) => String.fromCharCode(BENGALI_ZERO + Number(d)))
    : String(value);
}

/** A price: '21,500 tk' (the spec's words) or '২১,৫০০ টাকা'. */
export function formatMoney(taka: number, locale: Locale = getLocale()): string {
  return locale === 'bn' ? `${formatNumber(taka, locale)} টাকা` : `${formatNumber(taka, locale)} tk`;
}

/** A date or time in Dhaka's time zone, written as the person's language writes it. */
export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions,
  locale: Locale = getLocale(),
): string {
  // Bengali names the part of the day in words (৫:০০ বিকাল); its 12-hour clock alone prints a Latin 'PM'.
  if (locale === 'bn' && options.hour !== undefined) options = { ...options, hour12: undefined, dayPeriod: 'short' };
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[locale], { timeZone: DHAKA, ...options });
    dateFormats.set(key, format);
  }
  return format.format(value instanceof Date ? value : new Date(value));
}

/** Bengali digits (০–৯) as Latin ones, so prices, mobile numbers and IMEIs typed either way read the same. */
export function toLatinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}
