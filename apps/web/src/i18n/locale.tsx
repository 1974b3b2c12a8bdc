import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getLocale, setLocale as storeLocale, type Locale } from '@/paraglide/runtime.js';
import { LocaleContext } from './use-locale';

/**
 * The person's language: the `lang` cookie they chose (the server reads it too, to send pages in it), else the
 * browser's languages, else English. Switching re-renders everything that reads it, without a reload.
 */
export function LocaleProvider({ children, onChange }: { children: ReactNode; onChange?: (locale: Locale) => void }) {
  const [locale, setState] = useState<Locale>(() => getLocale());
  useEffect(() => {
    // Written only when it differs: writing `lang` again restyles every element the stylesheet's :lang() rules reach.
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  }, [locale]);
  const setLocale = useCallback(
    (next: Locale) => {
      storeLocale(next, { reload: false });
      setState(next);
      onChange?.(next);
    },
    [onChange],
  );
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}
