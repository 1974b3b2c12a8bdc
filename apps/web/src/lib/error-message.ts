import type { ApiErrorCode } from '@phonehaat/shared';
import { fieldMessage } from '@/i18n/field-message';
import { m } from '@/paraglide/messages.js';
import { getLocale } from '@/paraglide/runtime.js';
import { ApiError } from './api-client';

/** When no answer came at all (offline, a dropped connection), in the person's language. */
export const CONNECTION_MESSAGE = m.error_connection;
/** Anything else that is not the API's own refusal: no internal text is shown. */
export const UNEXPECTED_MESSAGE = m.error_unexpected;

/** The language the server writes its messages in. */
const SERVER_LANGUAGE = 'en';

/** The server's stable codes (docs/api.md, Errors) in the person's language. */
const CODE_MESSAGE: Record<ApiErrorCode, (error: ApiError) => string> = {
  sign_in_required: () => m.error_sign_in_required(),
  session_expired: () => m.error_session_expired(),
  not_admin: () => m.error_not_admin(),
  not_seller: () => m.error_not_seller(),
  buyers_only: () => m.error_buyers_only(),
  forbidden: () => m.error_forbidden(),
  email_unverified: () => m.error_email_unverified(),
  too_many_requests: () => m.error_too_many_requests(),
  invalid_field: (error) => (error.field ? m.error_invalid_field({ field: error.field }) : m.error_invalid_request()),
  invalid_request: () => m.error_invalid_request(),
  not_found: () => m.error_not_found(),
  already_sold: () => m.error_already_sold(),
  listing_under_review: () => m.error_listing_under_review(),
  unavailable: () => m.error_unavailable(),
  server_error: () => m.error_server(),
};

const isKnownCode = (code: string | undefined): code is ApiErrorCode =>
  code !== undefined && Object.hasOwn(CODE_MESSAGE, code);

/**
 * What to tell a person about a failed call. The API's own `message` is written to be shown, in English: in English
 * it is shown as it is (it is the most precise); in another language a shared schema's sentence is translated, else a
 * refusal with a known `code` is told in that language, and one without a code keeps the server's English. When no answer came at all (offline, dropped
 * connection: fetch rejects with a TypeError), a plain line about the connection.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (getLocale() === SERVER_LANGUAGE) return error.message;
    // A shared schema's sentence the catalogue has is the most precise; else the code's message.
    const translated = fieldMessage(error.message);
    if (translated !== error.message) return translated;
    return isKnownCode(error.code) ? CODE_MESSAGE[error.code](error) : error.message;
  }
  if (error instanceof TypeError) return CONNECTION_MESSAGE();
  return UNEXPECTED_MESSAGE();
}

/**
 * errorMessage for a failed call, except that another error's own message (thrown by the client's own code with a
 * sentence for the person) is shown as it is.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && !(error instanceof ApiError) && !(error instanceof TypeError)) {
    return fieldMessage(error.message);
  }
  return errorMessage(error);
}
