import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { LocaleProvider } from '@/i18n/locale';
import { hasToken } from '@/lib/api-client';
import { endTakeover } from '@/lib/use-hydrated';
import type { Locale } from '@/paraglide/runtime.js';
import type { PageData } from '@phonehaat/shared';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

async function followLanguage(queryClient: QueryClient, language: Locale): Promise<void> {
  const { accountApi, accountKeys } = await import('@/features/account/api/account-api');
  try {
    await accountApi.savePreferences({ language });
    await queryClient.invalidateQueries({ queryKey: accountKeys.preferences });
  } catch {
    // Offline or signed out meanwhile: the emails keep their language; the account page can change it.
  }
}

/**
 * The router is made inside the providers: its routes' loaders start the pages' data in the app's query client.
 * A language switch revalidates it, which draws every route again in the new language without remounting a page (its
 * forms keep what was typed).
 */
function AppRouter() {
  const queryClient = useQueryClient();
  const [router] = useState(() => createAppRouter(queryClient));
  const switched = useCallback(
    (locale: Locale) => {
      void router.revalidate();
      // Signed in: their emails come in the language they switched to (the account page can choose otherwise).
      if (hasToken()) void followLanguage(queryClient, locale);
    },
    [router, queryClient],
  );
  return (
    <LocaleProvider onChange={switched}>
      <RouterProvider router={router} />
    </LocaleProvider>
  );
}

/**
 * `pageData` and `queryClient`: the drawn page's data and its query client, made beforehand with its router
 * (`createAppRouter`); without them both are made here.
 */
export function App({ pageData, queryClient }: { pageData?: PageData; queryClient?: QueryClient }) {
  // The root's effects run after all the page's: whatever mounts from now on is not taken over from HTML.
  useEffect(() => endTakeover(), []);
  return (
    <AppProviders pageData={pageData} queryClient={queryClient}>
      <AppRouter />
    </AppProviders>
  );
}
