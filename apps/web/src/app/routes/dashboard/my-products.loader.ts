import { prefetchFor } from '@/app/prefetch';
import { myProductsQueryOptions } from '@/features/products/api/get-my-products';

/** My Products: the seller's first page of listings. */
export const loader = prefetchFor('Seller', (queryClient, { email, name }) =>
  queryClient.prefetchInfiniteQuery(myProductsQueryOptions(email, name)),
);
