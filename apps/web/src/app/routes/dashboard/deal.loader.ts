import { prefetch } from '@/app/prefetch';
import { dealQueryOptions } from '@/features/deals/api/get-deals';

/** A deal: asked while the page's code is on its way (a 404 is the page's to explain). */
export const loader = prefetch(async (queryClient, user, { params }) => {
  if (user && params.id) await queryClient.prefetchQuery(dealQueryOptions(params.id));
});
