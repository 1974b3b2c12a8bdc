import { prefetchFor } from '@/app/prefetch';
import { reportedProductsQueryOptions } from '@/features/reports/api/get-reported-products';

/** Reported Items: the first page of reported listings. */
export const loader = prefetchFor('Admin', (queryClient) =>
  queryClient.prefetchInfiniteQuery(reportedProductsQueryOptions()),
);
