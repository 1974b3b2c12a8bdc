import { COMPANY, findCategory, type Category } from '@phonehaat/shared';
import { useParams } from 'react-router';
import { ProductResults } from '@/app/components/product-results';
import { BadSearch, NoMatches } from '@/app/components/no-matches';
import { searchesCategory, useSearchQuery } from '@/app/components/use-search-query';
import { useCategoryProducts } from '@/features/products/api/get-category-products';
import { useSearchProducts } from '@/features/products/api/search-products';
import { SearchFilters } from '@/features/products/components/search-filters';
import { m } from '@/paraglide/messages.js';
import { NotFoundPage } from './not-found';

/** /category/:id (signed-in): the phones of one category. An id other than 1, 2 or 3 is the 404 page. */
export function CategoryPage() {
  const { id = '' } = useParams();
  const category = /^\d+$/.test(id) ? findCategory(Number(id)) : undefined;
  if (!category) return <NotFoundPage />;
  return <CategoryProducts key={category.id} category={category} />;
}

/**
 * The category's phones, newest first (GET /products/:categoryId, spec §7); with a search or filters in the URL the
 * same page asks GET /search within the category instead.
 */
function CategoryProducts({ category }: { category: Category }) {
  const heading = m.category_heading({ name: category.name });
  const search = useSearchQuery();
  const searching = searchesCategory(search);
  const plain = useCategoryProducts(category.id, search.problem === null && !searching);
  const found = useSearchProducts({ ...search.query, category: category.id }, searching);
  const list = searching ? found : plain;

  return (
    <>
      <title>{`${heading} · ${COMPANY.name}`}</title>
      <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-secondary md:text-4xl">{heading}</h1>
        <p className="mt-2 text-muted">{m.category_intro({ name: category.name })}</p>

        <div className="mt-6">
          <SearchFilters
            // A new URL (Back, a shared link) starts the form afresh from it.
            key={search.key}
            value={search.query}
            onSearch={(query) => search.setQuery({ ...query, category: undefined })}
            onClear={search.clear}
            searchLabel={m.category_search_label({ name: category.name })}
          />
        </div>

        <div className="mt-8">
          {search.problem ? (
            <BadSearch problem={search.problem} onClear={search.clear} />
          ) : (
            <ProductResults
              list={list}
              loadingLabel={m.category_loading({ heading })}
              noun={m.category_phones({ name: category.name })}
              empty={
                searching ? (
                  <NoMatches onClear={search.clear} />
                ) : (
                  <p className="rounded-box border border-dashed border-base-300 bg-base-200 px-4 py-12 text-center text-muted">
                    {m.category_empty({ name: category.name })}
                  </p>
                )
              }
            />
          )}
        </div>
      </div>
    </>
  );
}
