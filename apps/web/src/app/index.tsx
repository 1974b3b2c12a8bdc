import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** The router is made inside the providers: its routes' loaders start the pages' data in the app's query client. */
function AppRouter() {
  const queryClient = useQueryClient();
  const [router] = useState(() => createAppRouter(queryClient));
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
