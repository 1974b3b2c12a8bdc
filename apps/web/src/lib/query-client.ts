import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryConfig = {
  queries: {
    // Slow, metered connections: do not refetch just because the tab regained focus.
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    // A 4xx will not get better by asking again; a dropped connection might.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
