/** A form's message: an error (alert) or a success (status). */
export function FormMessage({ kind, message }: { kind: 'error' | 'success'; message: string | undefined }) {
  if (!message) return null;
  return kind === 'error' ? (
    <p role="alert" className="mt-4 rounded-field bg-error/10 px-3 py-2 text-sm font-medium text-error">
      {message}
    </p>
  ) : (
    <p role="status" className="mt-4 rounded-field bg-success/10 px-3 py-2 text-sm font-medium text-success">
      {message}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-error">
      {message}
    </p>
  );
}
