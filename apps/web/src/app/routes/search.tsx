import { COMPANY, findCategory } from '@phonehaat/shared';
import { ProductResults } from '@/app/components/product-results';
import { BadSearch, NoMatches } from '@/app/components/no-matches';
import { useSearchQuery } from '@/app/components/use-search-query';
import { useSearchProducts } from '@/features/products/api/search-products';
import { SearchFilters } from '@/features/products/components/search-filters';
import { m } from '@/paraglide/messages.js';

/** /search (signed-in, issue 9): every category at once, from the search box of the top navigation. */
export function SearchPage() {
  const search = useSearchQuery();
  const list = useSearchProducts(search.query, search.problem === null);
  const { q, category } = search.query;
  const categoryName = category === undefined ? undefined : findCategory(category)?.name;
  const heading = q
    ? m.search_results_for({ q })
    : categoryName
      ? m.category_phones({ name: categoryName })
      : m.search_all_phones();

  return (
    <>
      <title>{`${q ? `${q} · ` : ''}${m.search_title()} · ${COMPANY.name}`}</title>
      <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-secondary md:text-4xl">{heading}</h1>
        <p className="mt-2 text-muted">{m.search_intro()}</p>

        <div className="mt-6">
          <SearchFilters
            key={search.key}
            value={search.query}
            onSearch={search.setQuery}
            onClear={search.clear}
            withCategory
            searchLabel={m.search_all_label()}
          />
        </div>

        <div className="mt-8">
          {search.problem ? (
            <BadSearch problem={search.problem} onClear={search.clear} />
          ) : (
            <ProductResults
              list={list}
              loadingLabel={m.search_loading()}
              noun={m.search_noun()}
              empty={<NoMatches onClear={search.clear} />}
            />
          )}
        </div>
      </div>
    </>
  );
}
