import { describe, expect, it } from 'vitest';
import { asLocale, localeFromAcceptLanguage, localeFromCookie, requestLocale } from './locale.js';

describe('a request’s language', () => {
  it('is the lang cookie first, whatever the browser says', () => {
    expect(requestLocale({ cookie: 'a=1; lang=bn', acceptLanguage: 'en-US' })).toBe('bn');
    expect(requestLocale({ cookie: 'lang=en', acceptLanguage: 'bn-BD' })).toBe('en');
  });

  it('else the browser’s first language we have, by weight', () => {
    expect(requestLocale({ acceptLanguage: 'fr, bn-BD;q=0.8, en;q=0.5' })).toBe('bn');
    expect(requestLocale({ acceptLanguage: 'en;q=0.4, bn;q=0.9' })).toBe('bn');
    expect(requestLocale({ acceptLanguage: 'bn;q=0, en' })).toBe('en');
  });

  it('else English, and a cookie or tag we do not have is ignored', () => {
    expect(requestLocale({})).toBe('en');
    expect(requestLocale({ cookie: 'lang=fr', acceptLanguage: 'hi-IN' })).toBe('en');
    expect(localeFromCookie('xlang=bn')).toBeUndefined();
    expect(localeFromAcceptLanguage('*')).toBeUndefined();
    expect(asLocale(' BN-bd ')).toBe('bn');
  });
});
