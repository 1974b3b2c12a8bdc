import { errorMessage } from './error-message';
import { toast } from './toast';

/**
 * For a failed action (add, delete, advertise, report): log it, as the spec says, and also tell the person with the
 * server's message (issue 4), so nobody wonders whether a click worked.
 */
export function notifyError(error: unknown): void {
  console.error(error);
  toast.error(errorMessage(error));
}
