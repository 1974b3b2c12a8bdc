import type { User } from '../schemas/user.js';

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
  /**
   * The person a personal page was drawn for (My Orders): the client takes the page over signed in as them from its
   * first frame, as it was drawn. Their token comes in the same answer (SIGNED_IN_DATA_ID).
   */
  signedInAs?: User;
}

/**
 * The id of the JSON block in the app's shell of a signed-in page (the dashboard) when the request carried a live
 * session: the person's access token and record, what /jwt and /users would answer, so that the page's data is asked
 * for at once rather than after get-session → jwt → users (issue 22).
 */
export const SIGNED_IN_DATA_ID = 'signed-in';

/** That block. */
export interface SignedInData {
  accessToken: string;
  user: User;
}
