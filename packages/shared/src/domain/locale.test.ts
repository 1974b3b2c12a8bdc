import { describe, expect, it } from 'vitest';
import { asLocale, localeFromCookie, requestLocale } from './locale.js';

describe('a request’s language', () => {
  it('is the lang cookie first, whatever the browser says', () => {
    expect(requestLocale({ cookie: 'a=1; lang=bn', languages: ['en-US'] })).toBe('bn');
    expect(requestLocale({ cookie: 'lang=en', languages: ['bn-BD'] })).toBe('en');
  });

  it('else the first of the languages we have, in their order', () => {
    expect(requestLocale({ languages: ['fr', 'bn-BD', 'en'] })).toBe('bn');
    expect(requestLocale({ languages: ['en-GB', 'bn'] })).toBe('en');
  });

  it('else English, and a cookie or tag we do not have is ignored', () => {
    expect(requestLocale({})).toBe('en');
    expect(requestLocale({ cookie: 'lang=fr', languages: ['hi-IN', '*'] })).toBe('en');
    expect(localeFromCookie('xlang=bn')).toBeUndefined();
    expect(asLocale('*')).toBeUndefined();
    expect(asLocale(' BN-bd ')).toBe('bn');
  });
});
