import type { SearchQuerySchema } from '@phonehaat/shared';

export type SearchSchema = typeof SearchQuerySchema;
let loading: Promise<SearchSchema> | undefined;

/**
 * The search's schema (zod), loaded only for an address that carries a search, so that a page of cards opened
 * without one builds no schema (docs/decisions/0028). The route loaders wait for it, and so does a render that finds it
 * missing (React's `use`, in useSearchQuery); a form checks a search with it when it is sent.
 */
export function loadSearchSchema(): Promise<SearchSchema> {
  if (!loading) {
    const promise = import('./search-schema').then(
      (module) => module.SearchQuerySchema,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    // Marked settled as React's `use` marks a promise it has read, so that a render after a loader's wait reads the
    // schema at once instead of suspending for a promise React has not seen yet.
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      () => undefined,
    );
    loading = promise;
  }
  return loading;
}
