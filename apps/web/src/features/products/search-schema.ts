/** The search's zod schema on its own, for use-search-query to load when an address carries a search. */
export { SearchQuerySchema } from '@phonehaat/shared';
