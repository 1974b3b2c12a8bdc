import { isFiltered, searchParamsOf, SearchQuerySchema, type SearchQuery } from '@phonehaat/shared';
import { useSearchParams } from 'react-router';
import { m } from '@/paraglide/messages.js';

/** A search read from a URL query: the query, or the problem with it (a hand-edited link). */
export function readSearchQuery(params: URLSearchParams) {
  const parsed = SearchQuerySchema.safeParse(Object.fromEntries(params));
  const query: Partial<SearchQuery> = parsed.success ? parsed.data : {};
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? m.search_bad_link());
  return { query, problem, key: parsed.success ? searchParamsOf(parsed.data).toString() : params.toString() };
}

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
  const { query, problem, key } = readSearchQuery(params);
  return {
    query,
    problem,
    /** The canonical query string of this search ('' for none). */
    key,
    setQuery: (next: Partial<SearchQuery>) => setParams(searchParamsOf(next)),
    clear: () => setParams(new URLSearchParams()),
  };
}
