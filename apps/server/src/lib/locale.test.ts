import { describe, expect, it } from 'vitest';
import { headersLocale } from './locale.js';

describe('a request’s language from its headers', () => {
  it('is the lang cookie first, whatever the browser says', () => {
    expect(headersLocale({ cookie: 'a=1; lang=bn', 'accept-language': 'en-US' })).toBe('bn');
    expect(headersLocale({ cookie: 'lang=en', 'accept-language': 'bn-BD' })).toBe('en');
  });

  it('else the browser’s first language we have, by weight', () => {
    expect(headersLocale({ 'accept-language': 'fr, bn-BD;q=0.8, en;q=0.5' })).toBe('bn');
    expect(headersLocale({ 'accept-language': 'en;q=0.4, bn;q=0.9' })).toBe('bn');
    expect(headersLocale({ 'accept-language': 'bn;q=0, en' })).toBe('en');
  });

  it('else English, and a cookie or tag we do not have is ignored', () => {
    expect(headersLocale({})).toBe('en');
    expect(headersLocale({ cookie: 'lang=fr', 'accept-language': 'hi-IN' })).toBe('en');
    expect(headersLocale({ 'accept-language': '*' })).toBe('en');
  });
});
