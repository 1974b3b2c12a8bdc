import { prefetchFor } from '@/app/prefetch';
import { myBuyersQueryOptions } from '@/features/orders/api/get-my-buyers';

/** My Buyers: the seller's sales. */
export const loader = prefetchFor('Seller', (queryClient, { name }) =>
  queryClient.prefetchQuery(myBuyersQueryOptions(name)),
);
