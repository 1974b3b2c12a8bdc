import { DHAKA_OFFSET_MS, dhakaDay, formatPostDate, groupIndian } from '@phonehaat/shared';
import { getLocale, type Locale } from '@/paraglide/runtime.js';

const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', bn: 'bn-BD' };
const DHAKA = 'Asia/Dhaka';
const BENGALI_ZERO = 0x09e6;

const toBengaliDigits = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(BENGALI_ZERO + Number(d)));

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A whole number in the person's digits with Bangladesh's (Indian) grouping: '21,500' (the spec's) or '২১,৫০০', as
 * Intl's 'en-IN' and 'bn-BD' write them, without an Intl object (packages/shared groupIndian; docs/decisions/0027).
 */
export function formatNumber(value: number, locale: Locale = getLocale()): string {
  const grouped = groupIndian(value);
  return locale === 'bn' ? toBengaliDigits(grouped) : grouped;
}

/** Digits without grouping, for years and codes: '2023' or '২০২৩'. */
export function formatDigits(value: number, locale: Locale = getLocale()): string {
  return locale === 'bn' ? toBengaliDigits(String(value)) : String(value);
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

const BENGALI_MONTHS = ['জানু', 'ফেব', 'মার্চ', 'এপ্রি', 'মে', 'জুন', 'জুল', 'আগ', 'সেপ', 'অক্টো', 'নভে', 'ডিসে'] as const;

/**
 * A day as `formatDate(value, { dateStyle: 'medium' })` writes it in Bengali ('২২ নভে, ২০২৬') and as the spec does in
 * English ('Nov 22, 2026'), without an Intl.DateTimeFormat: a page of cards writes one on every card, and the first
 * one a page makes costs a phone 40–80 ms (docs/decisions/0027). The test holds both to Intl's output.
 */
export function formatMediumDate(value: Date | string, locale: Locale = getLocale()): string {
  if (locale === 'en') return formatPostDate(value);
  const { year, month, day } = dhakaDay(value);
  return `${formatDigits(day, locale)} ${BENGALI_MONTHS[month]}, ${formatDigits(year, locale)}`;
}

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  bn: ['রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহস্পতি', 'শুক্র', 'শনি'],
} as const;

/** The part of the day a Bengali reader names with the hour (CLDR's short day periods for bn). */
function bengaliDayPeriod(hour: number): string {
  if (hour < 4 || hour >= 20) return 'রাত্রি';
  if (hour < 6) return 'ভোর';
  if (hour < 12) return 'সকাল';
  if (hour < 16) return 'দুপুর';
  if (hour < 18) return 'বিকাল';
  return 'সন্ধ্যা';
}

/**
 * A moment in Dhaka's time as the bell, the chats and the deals write it, without an Intl.DateTimeFormat (the first
 * one a page makes costs a phone 40–100 ms, docs/decisions/0027): '25 Nov, 16:05' or, with `twelveHour`,
 * '25 Nov, 4:05 pm'; in Bengali always with the part of the day, '২৫ নভে, ৪:০৫ বিকাল'. `weekday` puts the day's name
 * first ('Wed 25 Nov, …', 'বুধ ২৫ নভে, …'). The test holds it to Intl's en-GB and bn-BD output, but for noon and
 * midnight on the 12-hour clock, which it writes as 12, not as en-GB's 0.
 */
export function formatDayTime(
  value: Date | string,
  { weekday = false, twelveHour = false }: { weekday?: boolean; twelveHour?: boolean } = {},
  locale: Locale = getLocale(),
): string {
  const dhaka = new Date((value instanceof Date ? value : new Date(value)).getTime() + DHAKA_OFFSET_MS);
  const hour = dhaka.getUTCHours();
  const minute = String(dhaka.getUTCMinutes()).padStart(2, '0');
  const day = `${weekday ? `${WEEKDAYS[locale][dhaka.getUTCDay()]} ` : ''}${formatDigits(dhaka.getUTCDate(), locale)}`;
  if (locale === 'bn')
    return `${day} ${BENGALI_MONTHS[dhaka.getUTCMonth()]}, ${formatDigits(hour % 12 || 12, locale)}:${toBengaliDigits(minute)} ${bengaliDayPeriod(hour)}`;
  const clock = twelveHour ? `${hour % 12 || 12}:${minute} ${hour < 12 ? 'am' : 'pm'}` : `${hour}:${minute}`;
  return `${day} ${ENGLISH_MONTHS[dhaka.getUTCMonth()]}, ${clock}`;
}

/** Bengali digits (০–৯) as Latin ones, so prices, mobile numbers and IMEIs typed either way read the same. */
export function toLatinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}
