import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { RouterProvider } from 'react-router';
import { LocaleProvider } from '@/i18n/locale';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/**
 * The router is made inside the providers: its routes' loaders start the pages' data in the app's query client.
 * A language switch revalidates it, which draws every route again in the new language without remounting a page (its
 * forms keep what was typed).
 */
function AppRouter() {
  const queryClient = useQueryClient();
  const [router] = useState(() => createAppRouter(queryClient));
  const redraw = useCallback(() => void router.revalidate(), [router]);
  return (
    <LocaleProvider onChange={redraw}>
      <RouterProvider router={router} />
    </LocaleProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
