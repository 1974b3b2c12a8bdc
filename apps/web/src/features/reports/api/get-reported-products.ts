import type { ReportedProduct } from '@phonehaat/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPage, type Page } from '@/lib/api-client';
import { reportKeys } from './keys';

/**
 * GET /api/reportedproduct (Admin): listings reported and not yet decided, the most reported first, then the longest
 * waiting, each with its reports' reasons and notes; 50 a page.
 */
export async function getReportedProducts(cursor: string | null, signal?: AbortSignal): Promise<Page<ReportedProduct>> {
  return getPage<ReportedProduct>('/reportedproduct', { cursor, signal });
}

export const reportedProductsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: reportKeys.reported(),
    queryFn: ({ pageParam, signal }) => getReportedProducts(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useReportedProducts() {
  const query = useInfiniteQuery(reportedProductsQueryOptions());
  return { ...query, products: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
