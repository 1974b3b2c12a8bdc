import { errorMessage } from '@/lib/error-message';
import { m } from '@/paraglide/messages.js';

/** A list that could not be loaded: why, and a way to try again. */
export function QueryError({
  error,
  onRetry,
  className = '',
}: {
  error: unknown;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={`alert alert-error alert-soft flex flex-wrap justify-between ${className}`}>
      <span>{errorMessage(error)}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {m.ui_try_again()}
      </button>
    </div>
  );
}
