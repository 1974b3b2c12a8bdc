import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh runtime (it decides once per page load), as a page that has just loaded. */
async function freshLocale() {
  vi.resetModules();
  const runtime = await import('@/paraglide/runtime.js');
  return runtime.getLocale();
}

describe('the language a page starts in (scripts/locale-runtime.js)', () => {
  afterEach(() => {
    document.cookie = 'lang=; max-age=0; path=/';
    document.documentElement.removeAttribute('lang');
    vi.restoreAllMocks();
  });

  it('is the lang cookie the person chose, whatever the page or the browser say', async () => {
    document.cookie = 'lang=en; path=/';
    document.documentElement.lang = 'bn';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['bn-BD']);
    expect(await freshLocale()).toBe('en');
  });

  it('without a cookie, the language the server drew the page in, not the browser’s (React takes it over as drawn)', async () => {
    document.documentElement.lang = 'bn';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    expect(await freshLocale()).toBe('bn');
  });

  it('with neither, the browser’s first language we have, else English', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'bn-BD']);
    expect(await freshLocale()).toBe('bn');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    expect(await freshLocale()).toBe('en');
  });
});
