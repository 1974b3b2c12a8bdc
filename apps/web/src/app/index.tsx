import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import type { AppRouterInstance } from './router';

export function App({ router }: { router: AppRouterInstance }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
