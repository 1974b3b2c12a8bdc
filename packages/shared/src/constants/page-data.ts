/** The id of the JSON block the server writes into a page it drew with data (the listing page, the category page). */
export const PAGE_DATA_ID = 'page-data';

/** That block: the queries the page was drawn with, as `[queryKey, data]`, for the client to take over without asking. */
export interface PageData {
  queries: [readonly unknown[], unknown][];
  /**
   * The path of a signed-in page the server drew because the request carried a live session: the client's guard
   * lets that page be taken over as drawn while its own check at start is still asking who is signed in.
   */
  signedInAt?: string;
}
