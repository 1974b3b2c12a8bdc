import { searchParamsOf, SearchQuerySchema, type SearchQuery } from '@phonehaat/shared';
import { useSearchParams } from 'react-router';

/**
 * The search in the URL query (shareable, bookmarkable, and Back returns to it). A query that does not parse (a
 * hand-edited link) is reported, not fetched.
 */
export function useSearchQuery() {
  const [params, setParams] = useSearchParams();
  const parsed = SearchQuerySchema.safeParse(Object.fromEntries(params));
  const query: Partial<SearchQuery> = parsed.success ? parsed.data : {};
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This search link is not valid.');
  return {
    query,
    problem,
    /** The canonical query string of this search ('' for none). */
    key: parsed.success ? searchParamsOf(parsed.data).toString() : params.toString(),
    setQuery: (next: Partial<SearchQuery>) => setParams(searchParamsOf(next)),
    clear: () => setParams(new URLSearchParams()),
  };
}
