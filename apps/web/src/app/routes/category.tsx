import { COMPANY, findCategory, type Category } from '@phonehaat/shared';
import { useParams } from 'react-router';
import { ProductResults } from '@/app/components/product-results';
import { BadSearch, NoMatches } from '@/app/components/no-matches';
import { searchesCategory, useSearchQuery } from '@/app/components/use-search-query';
import { useCategoryProducts } from '@/features/products/api/get-category-products';
import { useSearchProducts } from '@/features/products/api/search-products';
import { SearchFilters } from '@/features/products/components/search-filters';
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
  const heading = `${category.name} Devices`;
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
        <p className="mt-2 text-muted">Used {category.name} phones from sellers across Bangladesh, newest first.</p>

        <div className="mt-6">
          <SearchFilters
            // A new URL (Back, a shared link) starts the form afresh from it.
            key={search.key}
            value={search.query}
            onSearch={(query) => search.setQuery({ ...query, category: undefined })}
            onClear={search.clear}
            searchLabel={`Search ${category.name} phones`}
          />
        </div>

        <div className="mt-8">
          {search.problem ? (
            <BadSearch problem={search.problem} onClear={search.clear} />
          ) : (
            <ProductResults
              list={list}
              loadingLabel={`Loading ${heading}`}
              noun={`${category.name} phones`}
              empty={
                searching ? (
                  <NoMatches onClear={search.clear} />
                ) : (
                  <p className="rounded-box border border-dashed border-base-300 bg-base-200 px-4 py-12 text-center text-muted">
                    No {category.name} phones are listed right now. Please check back soon.
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
