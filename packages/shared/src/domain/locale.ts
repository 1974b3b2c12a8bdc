/**
 * The site's languages and how a request's language is chosen (docs/decisions/0020): the `lang` cookie the person
 * chose, else the first of their languages we have, else English. The server hands in the browser's languages from
 * Accept-Language (negotiator, by weight); the web client its own list. Pages, the client and the emails sent during
 * a request keep this one rule.
 */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'lang';
/** As long as browsers keep a cookie (400 days): the choice is remembered. */
export const LOCALE_COOKIE_MAX_AGE = 34_560_000;

/** 'bn', ' BN', 'bn-BD' → 'bn'; anything we do not have → undefined. */
export function asLocale(value: string | null | undefined): Locale | undefined {
  const base = value?.trim().toLowerCase().split('-')[0];
  return LOCALES.find((locale) => locale === base);
}

/** The locale the `lang` cookie names in a Cookie header (or `document.cookie`), if any. */
export function localeFromCookie(cookie: string | null | undefined): Locale | undefined {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(cookie ?? '');
  return match ? LOCALES.find((locale) => locale === match[1]) : undefined;
}

/** A request's language: the cookie, then the first of `languages` (most preferred first) we have, then English. */
export function requestLocale(from: { cookie?: string | null; languages?: readonly (string | null)[] }): Locale {
  return (
    localeFromCookie(from.cookie) ??
    (from.languages ?? []).map(asLocale).find((locale) => locale !== undefined) ??
    BASE_LOCALE
  );
}
