import { fieldMessage } from '@/i18n/field-message';
import { m } from '@/paraglide/messages.js';

/** The sentence to show for a failed call: the server's (or the client's) own message, else a general one. */
export const errorText = (err: unknown) =>
  err instanceof Error ? fieldMessage(err.message) : m.common_error_generic();
