import type { ReactNode } from 'react';
import { fieldMessage } from '@/i18n/field-message';

/** The frame of the Login and Register pages. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
      <div className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm md:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-secondary">{title}</h1>
        <p className="mt-1 text-muted">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-4 rounded-field bg-error/10 px-3 py-2 text-sm font-medium text-error">
      {message}
    </p>
  );
}

/** A field's validation message (the shared schema's English), in the person's language. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-error">
      {fieldMessage(message)}
    </p>
  );
}
