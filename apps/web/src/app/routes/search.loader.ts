import { prefetch } from '@/app/prefetch';
import { readAddressSearch } from '@/app/components/use-search-query';
import { searchProductsQueryOptions } from '@/features/products/api/search-products';

/** /search: the results the page reads. */
export const loader = prefetch(async (queryClient, user, { request }) => {
  const search = await readAddressSearch(new URL(request.url).searchParams);
  if (user && !search.problem) await queryClient.prefetchInfiniteQuery(searchProductsQueryOptions(search.query));
});
