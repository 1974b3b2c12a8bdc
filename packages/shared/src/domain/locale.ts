/**
 * The site's languages and how a request's language is chosen (docs/decisions/0020): the `lang` cookie the person
 * chose, else their browser's first language we have (Accept-Language, by weight), else English. Pages, the web
 * client's runtime and the emails sent during a request keep this one rule.
 */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_COOKIE = 'lang';
/** As long as browsers keep a cookie (400 days): the choice is remembered. */
export const LOCALE_COOKIE_MAX_AGE = 34_560_000;

/** 'bn', ' BN', 'bn-BD' → 'bn'; anything we do not have → undefined. */
export function asLocale(value: string | null | undefined): Locale | undefined {
  const base = value?.trim().toLowerCase().split('-')[0];
  return LOCALES.find((locale) => locale === base);
}

/** The locale the `lang` cookie names in a Cookie header, if any. */
export function localeFromCookie(cookie: string | null | undefined): Locale | undefined {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(cookie ?? '');
  return match ? LOCALES.find((locale) => locale === match[1]) : undefined;
}

/** The first language of an Accept-Language header we have, by weight (q) and then order. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = asLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** A request's language from its headers: the cookie, then Accept-Language, then English. */
export function requestLocale(headers: { cookie?: string | null; acceptLanguage?: string | null }): Locale {
  return localeFromCookie(headers.cookie) ?? localeFromAcceptLanguage(headers.acceptLanguage) ?? 'en';
}
