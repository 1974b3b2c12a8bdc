import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, useState, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth';
import { WhenPageIdle } from '@/lib/page-idle';
import { createQueryClient } from '@/lib/query-client';

// Toasts only follow what people do, so the toaster need not be in the first load; toasts raised before it
// arrives wait in react-hot-toast's store and show when it mounts.
const Toaster = lazy(() => import('@/components/ui/toaster'));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <WhenPageIdle>
          <Toaster />
        </WhenPageIdle>
      </AuthProvider>
    </QueryClientProvider>
  );
}
