import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, setLocale } from '@/paraglide/runtime.js';
import { LanguageSwitch } from './language-switch';
import { LocaleProvider } from './locale';

describe('the document’s language (LocaleProvider)', () => {
  afterEach(() => {
    setLocale('en', { reload: false });
    document.cookie = 'lang=; max-age=0; path=/';
  });

  it('leaves the drawn page’s lang alone when it is already right, and writes the new one on a switch', async () => {
    document.documentElement.lang = getLocale();
    const writes: string[] = [];
    const observer = new MutationObserver((records) =>
      writes.push(...records.map(() => document.documentElement.lang)),
    );
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    render(
      <LocaleProvider>
        <LanguageSwitch />
      </LocaleProvider>,
    );
    await act(async () => {});
    // A write of the same value restyles every element the :lang() rules reach, on every signed-in page's takeover.
    expect(writes).toEqual([]);

    await act(async () => screen.getByRole('button').click());
    await act(async () => {});
    observer.disconnect();
    expect(document.documentElement.lang).toBe('bn');
    expect(writes).toEqual(['bn']);
  });
});
