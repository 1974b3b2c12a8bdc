/* global document, window */
// PhoneHaat's locale runtime, written over Paraglide's runtime.js by scripts/compile-messages.mjs (decision 0022).
// It keeps the exports the compiled messages and the app use; the rule: the `lang` cookie the person chose, else the
// language the server drew the page in (<html lang>), else the browser's first language we have, else English.

/** @typedef {'en' | 'bn'} Locale */
/** @typedef {string & { readonly __brand: 'LocalizedString' }} LocalizedString */
/**
 * @template Inputs, Options, Selectors
 * @typedef {{ readonly __inputs?: Inputs; readonly __options?: Options; readonly __selectors?: Selectors }} MessageMetadata
 */

/** @type {Locale} */
export const baseLocale = 'en';
/** @type {readonly Locale[]} */
export const locales = /** @type {const} */ (['en', 'bn']);
export const cookieName = 'lang';
/** One year: the choice is remembered. */
export const cookieMaxAge = 34560000;
/** @type {Locale | undefined} */
export const experimentalStaticLocale = undefined;

/** @param {unknown} value @returns {value is Locale} */
export function isLocale(value) {
  return value === 'en' || value === 'bn';
}

/** 'bn-BD' → 'bn'; anything we do not have → undefined. @param {unknown} value @returns {Locale | undefined} */
export function toLocale(value) {
  if (typeof value !== 'string') return undefined;
  const base = value.trim().toLowerCase().split('-')[0];
  return isLocale(base) ? base : undefined;
}

/** @returns {Locale} */
function detect() {
  if (typeof document !== 'undefined') {
    const chosen = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie)?.[1];
    if (isLocale(chosen)) return chosen;
    // No cookie to read (cookies refused, or sent by a tool but not kept): the language the server drew this page
    // in, so that React takes it over in that language.
    const drawn = document.documentElement.getAttribute('lang');
    if (isLocale(drawn)) return drawn;
  }
  if (typeof navigator !== 'undefined') {
    for (const language of navigator.languages ?? [navigator.language]) {
      const locale = toLocale(language);
      if (locale) return locale;
    }
  }
  return baseLocale;
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
