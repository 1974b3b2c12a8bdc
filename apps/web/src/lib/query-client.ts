import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { PAGE_DATA_ID, type PageData } from '@phonehaat/shared';
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

/**
 * A query client holding the data the page's HTML was drawn with, so React takes the page over as it is (hydration)
 * without asking the server again.
 */
export function createPageQueryClient(pageData: PageData | undefined): QueryClient {
  const client = createQueryClient();
  for (const [key, data] of pageData?.queries ?? []) client.setQueryData(key, data);
  return client;
}

/** The data block of the page the server sent (PAGE_DATA_ID), if it drew one. */
export function readPageData(): PageData | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return undefined;
  }
}
