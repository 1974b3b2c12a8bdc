import type { ProductCondition } from '../constants/catalog.js';

/** How search results are ordered; newest first unless the person asks otherwise. */
export const SEARCH_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

export const MAX_SEARCH_TEXT = 100;

/** What the address of a search carries (SearchQuerySchema reads it; every field is optional there too). */
export interface SearchFields {
  q?: string | undefined;
  category?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  condition?: readonly ProductCondition[] | undefined;
  maxYears?: number | undefined;
  verified?: boolean | undefined;
  location?: string | undefined;
  brand?: string | undefined;
  storage?: number | undefined;
  sort?: SearchSort | undefined;
}

/** The URL query of a search, the parameters in a fixed order and defaults left out, so equal searches share a URL. */
export function searchParamsOf(query: SearchFields): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category !== undefined) params.set('category', String(query.category));
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  if (query.condition?.length) params.set('condition', query.condition.join(','));
  if (query.maxYears !== undefined) params.set('maxYears', String(query.maxYears));
  if (query.verified) params.set('verified', 'true');
  if (query.location) params.set('location', query.location);
  if (query.brand) params.set('brand', query.brand);
  if (query.storage !== undefined) params.set('storage', String(query.storage));
  if (query.sort && query.sort !== 'newest') params.set('sort', query.sort);
  return params;
}

/** Whether a search narrows the catalogue at all (beyond its category and order). */
export function isFiltered(query: SearchFields): boolean {
  return Boolean(
    query.q ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    query.condition?.length ||
    query.maxYears !== undefined ||
    query.verified ||
    query.location ||
    query.brand ||
    query.storage !== undefined,
  );
}
