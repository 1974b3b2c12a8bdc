import { ApiError } from './api-client';

export const CONNECTION_MESSAGE = 'PhoneHaat could not be reached. Please check your connection and try again.';
export const UNEXPECTED_MESSAGE = 'Something went wrong. Please try again.';

/**
 * What to tell a person about a failed call: the API's own `message` (written to be shown); when no answer came at
 * all (offline, dropped connection: fetch rejects with a TypeError), a plain line about the connection.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return CONNECTION_MESSAGE;
  return UNEXPECTED_MESSAGE;
}
