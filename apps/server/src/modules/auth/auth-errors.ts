import { APIError } from 'better-auth/api';

/** The bounds of a password (better-auth's emailAndPassword), named in the sentences below. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

const ACCOUNT_EXISTS = 'An account with this email already exists. Sign in instead, or register with another email.';
const OTHER_SITE =
  'This request came from another website, so it was refused. Open PhoneHaat itself in your browser and try again.';
const RETURN_ADDRESS =
  'The address to return to after signing in is not on PhoneHaat. Start again from the Login page.';
const GOOGLE_UNAVAILABLE =
  'Google sign-in is not available right now. Sign in with your email and password, or try again later.';
const GOOGLE_FAILED = 'Google sign-in did not complete. Please try again.';
const SIGN_IN_AGAIN = 'Your session has expired. Please sign in again.';
const ENTER_EMAIL = 'Enter a valid email address.';

/**
 * What a person reads when the identity provider (better-auth) refuses: a sentence that says what happened and what
 * to do, chosen by better-auth's error code, which is kept as `error` for clients. The library's own text is never
 * shown: a code missing here gets the generic sentence of its status.
 */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  // The spec's string for a refused sign-in (docs/spec-coverage.md, row 132).
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
  INVALID_PASSWORD: 'The password is not correct. Check it and try again.',
  INVALID_EMAIL: ENTER_EMAIL,
  USER_EMAIL_NOT_FOUND: ENTER_EMAIL,
  USER_ALREADY_EXISTS: ACCOUNT_EXISTS,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ACCOUNT_EXISTS,
  PASSWORD_TOO_SHORT: `The password is too short. Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  PASSWORD_TOO_LONG: `The password is too long. Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  VALIDATION_ERROR: 'Some of the details are missing or not valid. Check the form and try again.',
  MISSING_FIELD: 'Some of the details are missing. Fill in every field and try again.',
  BODY_MUST_BE_AN_OBJECT: 'Some of the details are missing or not valid. Check the form and try again.',
  FIELD_NOT_ALLOWED: 'One of the details cannot be set here. Remove it and try again.',
  INVALID_ORIGIN: OTHER_SITE,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: OTHER_SITE,
  MISSING_OR_NULL_ORIGIN:
    'The request did not say which website it came from, so it was refused. Reload PhoneHaat and try again.',
  INVALID_CALLBACK_URL: RETURN_ADDRESS,
  INVALID_ERROR_CALLBACK_URL: RETURN_ADDRESS,
  INVALID_NEW_USER_CALLBACK_URL: RETURN_ADDRESS,
  INVALID_REDIRECT_URL: RETURN_ADDRESS,
  CALLBACK_URL_REQUIRED: RETURN_ADDRESS,
  PROVIDER_NOT_FOUND: GOOGLE_UNAVAILABLE,
  INVALID_OAUTH_CONFIGURATION: GOOGLE_UNAVAILABLE,
  TOKEN_URL_NOT_FOUND: GOOGLE_UNAVAILABLE,
  ID_TOKEN_NOT_SUPPORTED: GOOGLE_UNAVAILABLE,
  FAILED_TO_GET_USER_INFO: GOOGLE_FAILED,
  OAUTH_LINK_ERROR: GOOGLE_FAILED,
  EMAIL_NOT_VERIFIED: 'Your email address is not verified yet. Verify it, then sign in again.',
  UNAUTHORIZED: 'Sign in first, then try again.',
  SESSION_EXPIRED: SIGN_IN_AGAIN,
  SESSION_NOT_FRESH: SIGN_IN_AGAIN,
  INVALID_TOKEN: SIGN_IN_AGAIN,
  TOKEN_EXPIRED: SIGN_IN_AGAIN,
  FAILED_TO_GET_SESSION: SIGN_IN_AGAIN,
  USER_NOT_FOUND: 'There is no account with that email. Check it, or register a new account.',
  FAILED_TO_CREATE_USER: 'Your account could not be created. Please try again in a moment.',
  FAILED_TO_CREATE_SESSION: 'You could not be signed in. Please try again in a moment.',
  FAILED_TO_UPDATE_USER: 'Your profile could not be saved. Please try again in a moment.',
  EMAIL_CAN_NOT_BE_UPDATED: 'The email address of an account cannot be changed.',
  CHANGE_EMAIL_DISABLED: 'The email address of an account cannot be changed.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'This account signs in with Google, so it has no password here.',
  SOCIAL_ACCOUNT_ALREADY_LINKED: 'That Google account is already linked to a PhoneHaat account.',
  LINKED_ACCOUNT_ALREADY_EXISTS: 'That Google account is already linked to a PhoneHaat account.',
  EMAIL_ALREADY_VERIFIED: 'Your email address is verified already.',
  EMAIL_MISMATCH: 'That is not the email address of your account.',
  VERIFICATION_EMAIL_NOT_ENABLED: 'Emails cannot be sent right now. Please try again later.',
  INVALID_USER: 'This link is for another account. Sign out, then open the link again.',
};

/** Codes of the refusals PhoneHaat writes itself inside better-auth's hooks: their message is ours already. */
export const OWN_AUTH_CODES = {
  /** A field failed our own check (the shared zod schemas): the message names the field and the fix. */
  invalidField: 'INVALID_FIELD',
  /** The account type (role) or the Verified badge cannot be changed through the identity provider. */
  accountTypeLocked: 'ACCOUNT_TYPE_LOCKED',
  /** An admin suspended the account: it cannot sign in until the suspension is lifted. */
  accountSuspended: 'ACCOUNT_SUSPENDED',
} as const;
export const ACCOUNT_SUSPENDED_MESSAGE =
  'This account has been suspended by PhoneHaat’s admins, so it cannot sign in until they lift the suspension.';
const OWN_CODES = new Set<string>(Object.values(OWN_AUTH_CODES));

/** A refusal of ours from inside better-auth, with a code of OWN_AUTH_CODES so its message reaches the person. */
export function ownAuthRefusal(
  status: 'BAD_REQUEST' | 'FORBIDDEN',
  code: (typeof OWN_AUTH_CODES)[keyof typeof OWN_AUTH_CODES],
  message: string,
): APIError {
  return new APIError(status, { code, message });
}

/** The generic sentence of a status, for a code this map does not know. */
export function genericAuthMessage(status: number): string {
  if (status === 401) return 'Sign in first, then try again.';
  if (status === 403) return 'This is not allowed. Sign in again, or go back to PhoneHaat and try again.';
  if (status === 404) return 'There is no such address. Check the link and try again.';
  if (status === 405) return 'This address does not take that kind of request.';
  if (status === 429) return 'Too many attempts. Please wait a few minutes and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  return 'The request could not be completed. Check the details and try again.';
}

/** Our `{error, message}` answer for better-auth's refusal: its code kept, the message ours. */
export function authRefusal(status: number, body: unknown): { error: string; message: string } {
  const { code, message } = (typeof body === 'object' && body !== null ? body : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const error = typeof code === 'string' && code ? code : 'Error';
  if (OWN_CODES.has(error) && typeof message === 'string' && message) return { error, message };
  return { error, message: AUTH_ERROR_MESSAGES[error] ?? genericAuthMessage(status) };
}
