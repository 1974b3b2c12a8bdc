import type { User } from '@phonehaat/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, hasToken, writeToken } from './api-client';
import { authApi } from './auth-api';
import { readRememberedUser, rememberUser } from './remembered-user';

/** The user record's reader (and zod) load once somebody is signed in, not with every page. */
const currentUser = () => import('./current-user');

/** The check at start, once per page load (one query client), shared by the auth provider and the routes' loaders. */
const checks = new WeakMap<QueryClient, Promise<User | null>>();

/**
 * Who is signed in, as the server says at start (spec §7: the session of the identity provider, then /jwt for the
 * API's token when none is stored, then /users for the record with the role). The answer is remembered beside the
 * token. Null when nobody is: the token and the remembered record are then gone. A person remembered from an earlier
 * visit stays signed in if the server could not be asked (offline, a 5xx); any answer that disagrees (no session,
 * another person's session, a refused token or email) forgets them, and their cached data with them.
 */
export function checkSession(queryClient: QueryClient): Promise<User | null> {
  let check = checks.get(queryClient);
  if (!check) {
    check = ask(queryClient);
    checks.set(queryClient, check);
  }
  return check;
}

async function ask(queryClient: QueryClient): Promise<User | null> {
  const remembered = readRememberedUser();
  try {
    const session = await authApi.getSession();
    if (!session) throw new SignedOut();
    const { email } = session.user;
    if (remembered && remembered.email !== email) {
      // Someone else signed in since: nothing of the person remembered stays.
      writeToken(null);
      rememberUser(null);
      queryClient.clear();
    }
    if (!hasToken()) writeToken(await authApi.accessToken(email));
    const user = await (await currentUser()).fetchCurrentUser(queryClient, email);
    rememberUser(user);
    return user;
  } catch (error) {
    if (remembered && !(error instanceof SignedOut) && !(error instanceof ApiError && error.status < 500))
      return remembered;
    writeToken(null);
    rememberUser(null);
    return null;
  }
}

class SignedOut extends Error {}

/**
 * The signed-in person for a route's loader: the one remembered with the token at once, else (on the first visit
 * after a sign-in) once the check at start has answered. Null when nobody is signed in.
 */
export async function signedInUser(queryClient: QueryClient): Promise<User | null> {
  const remembered = readRememberedUser();
  if (remembered) return remembered;
  await checkSession(queryClient);
  return readRememberedUser();
}
