import { SIGNED_IN_DATA_ID, type Role, type User } from '@phonehaat/shared';
import { readToken, writeToken } from './api-client';

/** Where the signed-in person's record (GET /users) is kept, beside the access token, between visits. */
export const REMEMBERED_USER_KEY = 'signedInUser';

const ROLES: readonly Role[] = ['Buyer', 'Seller', 'Admin'];

/** The end of the token (its signature): the record is remembered for that token and no other. */
const tagOf = (token: string) => token.slice(-32);

interface Stored {
  token: string;
  user: User;
}

function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user._id === 'string' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    ROLES.includes(user.role as Role) &&
    typeof user.verified === 'boolean'
  );
}

/**
 * Remembers the person the stored token was issued to, so the next visit starts signed in at once (issue 22); null
 * forgets them. Written after the token, with the record the server has just answered.
 */
export function rememberUser(user: User | null): void {
  try {
    const token = readToken();
    if (user && token) {
      const { _id, name, email, role, verified } = user;
      const stored: Stored = { token: tagOf(token), user: { _id, name, email, role, verified } };
      localStorage.setItem(REMEMBERED_USER_KEY, JSON.stringify(stored));
    } else localStorage.removeItem(REMEMBERED_USER_KEY);
  } catch {
    // storage unavailable: every visit then asks the server first
  }
}

/**
 * The person remembered with the stored token, or null: none is kept, the token is gone, or it is another token than
 * the one they were remembered with (a sign-in elsewhere replaced it). Read without zod: this is in every page's first
 * load.
 */
export function readRememberedUser(): User | null {
  try {
    const token = readToken();
    const text = localStorage.getItem(REMEMBERED_USER_KEY);
    if (!token || !text) return null;
    const stored = JSON.parse(text) as Partial<Stored> | null;
    return stored?.token === tagOf(token) && isUser(stored.user) ? stored.user : null;
  } catch {
    return null;
  }
}

/** Whether two records say the same about a person (the page need not draw again). */
export const sameUser = (a: User | null, b: User | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a._id === b._id &&
    a.name === b.name &&
    a.email === b.email &&
    a.role === b.role &&
    a.verified === b.verified);

/**
 * The person the server found signed in when it answered this page (a dashboard page's shell, issue 22): their token
 * and record, as /jwt and /users answer them, taken as if remembered from an earlier visit. The block is removed from
 * the page once read. The check at start still asks the server (get-session, /users) and corrects anything it says.
 */
export function takeHandedInSession(): void {
  const block = document.getElementById(SIGNED_IN_DATA_ID);
  if (!block) return;
  block.remove();
  try {
    const { accessToken, user } = JSON.parse(block.textContent ?? '') as { accessToken?: unknown; user?: unknown };
    if (typeof accessToken !== 'string' || !accessToken || !isUser(user)) return;
    writeToken(accessToken);
    rememberUser(user);
  } catch {
    // not ours to read: the check at start asks the server as on any first visit
  }
}
