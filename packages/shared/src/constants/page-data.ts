/** The id of the JSON block the server writes into a page it drew with data (the listing page). */
export const PAGE_DATA_ID = 'page-data';

/** That block: the queries the page was drawn with, as `[queryKey, data]`, for the client to take over without asking. */
export interface PageData {
  queries: [readonly unknown[], unknown][];
}
