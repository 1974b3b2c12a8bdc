import type { ReactNode } from 'react';
import { m } from '@/paraglide/messages.js';

export function Spinner({ label = m.ui_loading(), className = '' }: { label?: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center ${className}`}>
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * Holds a page's place while its code or the sign-in check arrives: a screen tall, and marked as a page still on its
 * way (`data-page-pending`), which keeps the footer from being drawn until the page is there (styles/index.css).
 */
export function PageSpinner() {
  return (
    <div data-page-pending="" className="flex min-h-[calc(100dvh-4rem)] items-center justify-center">
      <Spinner label={m.ui_loading_page()} />
    </div>
  );
}

/**
 * A page's placeholder while its data loads: one status named for what it waits for (`label`), holding empty boxes of
 * the final size, never list items (an item belongs in a list, and a list is not a status). Marked as a page still on
 * its way, like PageSpinner.
 */
export function PendingStatus({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} data-page-pending="" className={className}>
      {children}
    </div>
  );
}
