import { failureMessage } from '@/i18n/field-message';

/** The sentence to show for a failed call, in the person's language (i18n/field-message.ts). */
export const errorText = (err: unknown) => failureMessage(err);
