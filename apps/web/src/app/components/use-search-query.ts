import { isFiltered, searchParamsOf, type SearchQuery } from '@phonehaat/shared';
import { use } from 'react';
import { useSearchParams } from 'react-router';
import { loadSearchSchema, type SearchSchema } from '@/features/products/load-search-schema';
import { m } from '@/paraglide/messages.js';

/** Whether an address's query asks for a search at all (anything but the plain list). */
export const carriesSearch = (params: URLSearchParams) => params.toString() !== '';

/** What an address without a search reads as: the plain list, newest first (the schema's answer to nothing). */
const NO_SEARCH: Partial<SearchQuery> = { sort: 'newest' };

/**
 * A search read from a URL query: the query, or the problem with it (a hand-edited link). An address with a search
 * needs the schema loaded first (loadSearchSchema).
 */
export function readSearchQuery(params: URLSearchParams, loaded: SearchSchema | undefined) {
  if (!carriesSearch(params)) return { query: NO_SEARCH, problem: null, key: '' };
  if (!loaded) throw new Error('readSearchQuery: an address with a search needs loadSearchSchema() first.');
  const parsed = loaded.safeParse(Object.fromEntries(params));
  const query: Partial<SearchQuery> = parsed.success ? parsed.data : {};
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? m.search_bad_link());
  return { query, problem, key: parsed.success ? searchParamsOf(parsed.data).toString() : params.toString() };
}

/** The search in an address, the schema loaded first when it carries one (route loaders). */
export const readAddressSearch = async (params: URLSearchParams) =>
  readSearchQuery(params, carriesSearch(params) ? await loadSearchSchema() : undefined);

/**
 * Whether a category page with this query asks GET /search (a search or filters, or another order) rather than the
 * category's plain list. The page and its route's loader decide alike, so the loader starts the list the page reads.
 */
export const searchesCategory = ({ query, problem }: ReturnType<typeof readSearchQuery>) =>
  problem === null && (isFiltered(query) || query.sort !== 'newest');

/**
 * The search in the URL query (shareable, bookmarkable, and Back returns to it). A query that does not parse (a
 * hand-edited link) is reported, not fetched.
 */
export function useSearchQuery() {
  const [params, setParams] = useSearchParams();
  // `use` whenever the address carries a search, loaded or not: a render React replays after waiting must call it again.
  const loaded = carriesSearch(params) ? use(loadSearchSchema()) : undefined;
  const { query, problem, key } = readSearchQuery(params, loaded);
  return {
    query,
    problem,
    /** The canonical query string of this search ('' for none). */
    key,
    setQuery: (next: Partial<SearchQuery>) => setParams(searchParamsOf(next)),
    clear: () => setParams(new URLSearchParams()),
  };
}
