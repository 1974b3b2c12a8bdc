/* global document, window */
// PhoneHaat's locale runtime, written over Paraglide's runtime.js by scripts/compile-messages.mjs (decision 0022).
// It keeps the exports the compiled messages and the app use, and chooses the language by the shared rule.

/** @typedef {'en' | 'bn'} Locale */
/** @typedef {string & { readonly __brand: 'LocalizedString' }} LocalizedString */
/**
 * @template Inputs, Options, Selectors
 * @typedef {{ readonly __inputs?: Inputs; readonly __options?: Options; readonly __selectors?: Selectors }} MessageMetadata
 */

import { asLocale, BASE_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES, requestLocale } from '@phonehaat/shared';

/** @type {Locale} */
export const baseLocale = BASE_LOCALE;
/** @type {readonly Locale[]} */
export const locales = LOCALES;
export const cookieName = LOCALE_COOKIE;
export const cookieMaxAge = LOCALE_COOKIE_MAX_AGE;
/** @type {Locale | undefined} */
export const experimentalStaticLocale = undefined;

/** @param {unknown} value @returns {value is Locale} */
export function isLocale(value) {
  return LOCALES.some((locale) => locale === value);
}

/** 'bn-BD' → 'bn'; anything we do not have → undefined. @param {unknown} value @returns {Locale | undefined} */
export function toLocale(value) {
  return typeof value === 'string' ? asLocale(value) : undefined;
}

/**
 * The shared rule (packages/shared/src/domain/locale.ts) with this page's languages: the cookie, else the language
 * the server drew the page in (<html lang>: React takes it over in that language when no cookie could be kept), else
 * the browser's. @returns {Locale}
 */
function detect() {
  const hasDocument = typeof document !== 'undefined';
  return requestLocale({
    cookie: hasDocument ? document.cookie : undefined,
    languages: [
      hasDocument ? document.documentElement.getAttribute('lang') : null,
      ...(typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]) : []),
    ],
  });
}

/** @type {Locale | undefined} */
let current;

/** @type {() => Locale} */
export let getLocale = () => (current ??= detect());

/** @type {(locale: Locale, options?: { reload?: boolean }) => void} */
export let setLocale = (locale, options) => {
  current = locale;
  if (typeof document !== 'undefined') {
    document.cookie = `${cookieName}=${locale}; path=/; max-age=${cookieMaxAge}; samesite=lax`;
  }
  if (options?.reload !== false && typeof window !== 'undefined') window.location.reload();
};

/** The server's drawing of a page sets the language it draws in. @param {() => Locale} fn */
export function overwriteGetLocale(fn) {
  getLocale = fn;
}

/** @param {(locale: Locale, options?: { reload?: boolean }) => void} fn */
export function overwriteSetLocale(fn) {
  setLocale = fn;
}
