import { searchParamsOf, type Product, type SearchQuery } from '@phonehaat/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPage, type Page } from '@/lib/api-client';
import { productKeys } from './keys';

/** GET /api/search (signed-in): unsold phones matching every filter, in the asked order, 12 a page. */
export async function searchProducts(
  query: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<Product>> {
  return getPage<Product>(`/search?${query}`, { cursor, signal });
}

export const searchProductsQueryOptions = (search: Partial<SearchQuery>) => {
  const query = searchParamsOf(search).toString();
  return infiniteQueryOptions({
    queryKey: productKeys.search(query),
    queryFn: ({ pageParam, signal }) => searchProducts(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
};

/** The results of a search; `products` is every page loaded so far, in order. */
export function useSearchProducts(search: Partial<SearchQuery>, enabled = true) {
  const query = useInfiniteQuery({ ...searchProductsQueryOptions(search), enabled });
  return { ...query, products: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
