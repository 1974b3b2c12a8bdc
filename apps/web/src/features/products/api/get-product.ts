import type { ProductDetail } from '@phonehaat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './keys';

/** GET /api/product/:id (public): the listing, sold or not, and the seller's other unsold listings. */
export async function getProduct(id: string, signal?: AbortSignal) {
  return api.get<ProductDetail>(`/product/${encodeURIComponent(id)}`, { signal });
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });

export function useProduct(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productQueryOptions(id), enabled });
}
