import { errorMessage } from '@/lib/error-message';
import { m } from '@/paraglide/messages.js';

interface LoadFailedProps {
  message: string;
  onRetry: () => void;
  className?: string;
}

/** Something that could not be loaded: what, and a way to try again. */
export function LoadFailed({ message, onRetry, className = '' }: LoadFailedProps) {
  return (
    <div role="alert" className={`alert alert-error alert-soft flex flex-wrap justify-between ${className}`}>
      <span>{message}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {m.ui_try_again()}
      </button>
    </div>
  );
}

/** A list that could not be loaded: why, and a way to try again. */
export function QueryError({ error, ...rest }: { error: unknown } & Omit<LoadFailedProps, 'message'>) {
  return <LoadFailed message={errorMessage(error)} {...rest} />;
}
