import { prefetch } from '@/app/prefetch';
import { dealsQueryOptions } from '@/features/deals/api/get-deals';

/** My Deals: the signed-in person's deals (an admin's: those with a problem). */
export const loader = prefetch(async (queryClient, user) => {
  if (user) await queryClient.prefetchQuery(dealsQueryOptions(user._id));
});
