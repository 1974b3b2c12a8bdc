import { createContext, useContext } from 'react';
import { locales, type Locale } from '@/paraglide/runtime.js';

export type { Locale };
export { locales };

export interface LocaleState {
  locale: Locale;
  /** Switches the language in place: the page, its scroll and its forms' contents stay; the choice is remembered. */
  setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleState>({ locale: 'en', setLocale: () => undefined });

/** The person's language and the way to change it (LocaleProvider). */
export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}
