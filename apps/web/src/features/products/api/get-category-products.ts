import type { Product } from '@phonehaat/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPage, type Page } from '@/lib/api-client';
import { productKeys } from './keys';

/** GET /api/products/:categoryId (signed-in): unsold phones of the category, newest first, 12 a page. */
export async function getCategoryProducts(
  categoryId: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<Product>> {
  return getPage<Product>(`/products/${categoryId}`, { cursor, signal });
}

export const categoryProductsQueryOptions = (categoryId: number) =>
  infiniteQueryOptions({
    queryKey: productKeys.category(categoryId),
    queryFn: ({ pageParam, signal }) => getCategoryProducts(categoryId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** The category page's list; `products` is every page loaded so far, in order. */
export function useCategoryProducts(categoryId: number, enabled = true) {
  const query = useInfiniteQuery({ ...categoryProductsQueryOptions(categoryId), enabled });
  return { ...query, products: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
