import type { Product } from '@phonehaat/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPage, type Page } from '@/lib/api-client';
import { productKeys } from './keys';

/**
 * GET /api/products?name={seller display name} (Seller): the seller's own listings, sold ones too, newest first.
 * The server answers the caller's own whatever the name says; the spec's name is sent all the same.
 */
export async function getMyProducts(name: string, cursor: string | null, signal?: AbortSignal): Promise<Page<Product>> {
  return getPage<Product>('/products', { params: { name }, cursor, signal });
}

export const myProductsQueryOptions = (email: string, name: string) =>
  infiniteQueryOptions({
    queryKey: productKeys.mine(email, name),
    queryFn: ({ pageParam, signal }) => getMyProducts(name, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** My Products for the signed-in seller (`email`, `name` from the auth state); idle until both are known. */
export function useMyProducts(email: string | undefined, name: string | undefined) {
  const query = useInfiniteQuery({
    ...myProductsQueryOptions(email ?? '', name ?? ''),
    enabled: Boolean(email && name),
  });
  return { ...query, products: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
