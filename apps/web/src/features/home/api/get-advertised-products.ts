import type { AdvertisedProduct } from '@phonehaat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

/** GET /api/advertisedproduct (public): the phones sellers chose to advertise, newest first. */
export function getAdvertisedProducts(signal?: AbortSignal): Promise<AdvertisedProduct[]> {
  return api.get<AdvertisedProduct[]>('/advertisedproduct', { signal });
}

export const advertisedProductsQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.advertisedProducts,
    queryFn: ({ signal }) => getAdvertisedProducts(signal),
  });

/** The list for the home page's carousel; `data` is [] while loading and after an error (spec §2: defaults to empty). */
export function useAdvertisedProducts() {
  const query = useQuery(advertisedProductsQueryOptions());
  return { ...query, data: query.data ?? [] };
}
