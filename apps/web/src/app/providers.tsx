import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth';
import { DrawnSignedInContext } from '@/lib/auth-context';
import { lazyPart } from '@/lib/lazy-part';
import { WhenPageIdle } from '@/lib/page-idle';
import type { PageData } from '@phonehaat/shared';
import { createPageQueryClient, readPageData } from '@/lib/query-client';

// Toasts only follow what people do, so the toaster need not be in the first load; toasts raised before it
// arrives wait in react-hot-toast's store and show when it mounts.
const Toaster = lazyPart(async () => (await import('@/components/ui/toaster')).default);

/**
 * `pageData`: what the server drew the page with (on the server; in the browser it is read from the page).
 * `queryClient`: one made beforehand from that data (main.tsx makes it, and the router, before React takes over).
 */
export function AppProviders({
  children,
  pageData,
  queryClient: given,
}: {
  children: ReactNode;
  pageData?: PageData;
  queryClient?: QueryClient;
}) {
  const [page] = useState(() => pageData ?? readPageData());
  const [queryClient] = useState(() => given ?? createPageQueryClient(page));
  return (
    <QueryClientProvider client={queryClient}>
      <DrawnSignedInContext value={page?.signedInAt}>
        <AuthProvider drawnAs={page?.signedInAs}>
          {children}
          <WhenPageIdle>
            <Toaster />
          </WhenPageIdle>
        </AuthProvider>
      </DrawnSignedInContext>
    </QueryClientProvider>
  );
}
