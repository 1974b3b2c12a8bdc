import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmOptions } from './confirm-dialog';

interface Pending extends ConfirmOptions {
  resolve: (answer: boolean) => void;
}

/**
 * `window.confirm`, accessible and in the app's look. Render `dialog` once in the component, then:
 *
 *     const { confirm, dialog } = useConfirm();
 *     if (await confirm({ message: CONFIRM.deleteProduct, confirmLabel: 'Delete', tone: 'danger' })) remove(id);
 *     return <>{...}{dialog}</>;
 *
 * Asking again while a question is open answers the first one no.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((answer: boolean) => {
    const current = pendingRef.current;
    if (!current) return;
    pendingRef.current = null;
    setPending(null);
    current.resolve(answer);
  }, []);

  const confirm = useCallback((options: ConfirmOptions) => {
    pendingRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const next = { ...options, resolve };
      pendingRef.current = next;
      setPending(next);
    });
  }, []);

  // Unmounted with a question open (e.g. navigated away): the answer is no.
  useEffect(() => () => pendingRef.current?.resolve(false), []);

  const dialog = pending ? (
    <ConfirmDialog
      open
      message={pending.message}
      description={pending.description}
      confirmLabel={pending.confirmLabel}
      cancelLabel={pending.cancelLabel}
      tone={pending.tone}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  ) : null;

  return { confirm, dialog };
}
