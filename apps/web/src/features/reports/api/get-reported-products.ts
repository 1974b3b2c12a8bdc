import { ProductListSchema, type Product } from '@phonehaat/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPage, type Page } from '@/lib/api-client';
import { reportKeys } from './keys';

/** GET /api/reportedproduct (Admin): listings reported and not yet removed, newest first, 50 a page. */
export async function getReportedProducts(cursor: string | null, signal?: AbortSignal): Promise<Page<Product>> {
  const page = await getPage<unknown>('/reportedproduct', { cursor, signal });
  return { items: ProductListSchema.parse(page.items), nextCursor: page.nextCursor };
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
