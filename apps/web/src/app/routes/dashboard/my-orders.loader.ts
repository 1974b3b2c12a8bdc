import { prefetchFor } from '@/app/prefetch';
import { myOrdersQueryOptions } from '@/features/orders/api/get-my-orders';

/** My Orders: the buyer's orders. */
export const loader = prefetchFor('Buyer', (queryClient, { email }) =>
  queryClient.prefetchQuery(myOrdersQueryOptions(email)),
);
