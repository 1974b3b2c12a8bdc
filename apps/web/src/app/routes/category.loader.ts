import { findCategory } from '@phonehaat/shared';
import { prefetch } from '@/app/prefetch';
import { readAddressSearch, searchesCategory } from '@/app/components/use-search-query';
import { categoryProductsQueryOptions } from '@/features/products/api/get-category-products';
import { searchProductsQueryOptions } from '@/features/products/api/search-products';

/** /category/:id: the list the page reads (the category's phones, or the search its URL asks for). */
export const loader = prefetch(async (queryClient, user, { params, request }) => {
  const category = /^\d+$/.test(params.id ?? '') ? findCategory(Number(params.id)) : undefined;
  const search = await readAddressSearch(new URL(request.url).searchParams);
  if (!user || !category || search.problem) return;
  await (searchesCategory(search)
    ? queryClient.prefetchInfiniteQuery(searchProductsQueryOptions({ ...search.query, category: category.id }))
    : queryClient.prefetchInfiniteQuery(categoryProductsQueryOptions(category.id)));
});
