import { useEffect, useEffectEvent, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';

/** How many modal dialogs are open: the page behind scrolls again when the last one closes. */
let openDialogs = 0;

/** The page behind an open dialog does not scroll; its scrollbar's room is kept, so nothing behind moves sideways. */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (openDialogs === 0) {
    root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
  }
  openDialogs += 1;
  return () => {
    openDialogs -= 1;
    if (openDialogs === 0) {
      root.style.removeProperty('overflow');
      root.style.removeProperty('scrollbar-gutter');
    }
  };
}

/**
 * A native modal <dialog> driven by React: shown with showModal() while `open` (the page behind is inert, so Tab stays
 * inside, and still), focus put where `initialFocus` says, and given back to whatever had it when the dialog closes.
 * Escape closes it through `onClose` rather than behind React's back. Spread the returned props on the <dialog>.
 */
export function useModalDialog({
  open = true,
  onClose,
  initialFocus,
}: {
  open?: boolean;
  onClose: () => void;
  /** The element to focus once it is shown (the dialog is passed in to look it up). */
  initialFocus: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Read when the dialog opens, so a new function each render does not reopen it.
  const focusFirst = useEffectEvent((dialog: HTMLDialogElement) => initialFocus(dialog)?.focus());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (tests) has no showModal; the open attribute is enough there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    focusFirst(dialog);
    const unlock = lockPageScroll();
    return () => {
      unlock();
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return {
    ref,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    },
  };
}
