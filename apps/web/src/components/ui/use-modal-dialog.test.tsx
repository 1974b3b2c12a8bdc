import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModalShell } from './modal-shell';

const question = (open: boolean, title = 'Delete this listing?') => (
  <ModalShell open={open} title={title} confirmLabel="Delete" onConfirm={() => undefined} onCancel={() => undefined} />
);

describe('a modal dialog and the page behind it', () => {
  it('keeps the page behind from scrolling while a dialog is open, and lets it scroll again once the last closes', () => {
    const root = document.documentElement;
    const first = render(question(true));
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.scrollbarGutter).toBe('stable');

    // A second dialog over the first (a confirmation inside a form): closing it leaves the page locked.
    const second = render(question(true, 'Are you sure?'));
    second.rerender(question(false, 'Are you sure?'));
    expect(root.style.overflow).toBe('hidden');

    first.rerender(question(false));
    expect(root.style.overflow).toBe('');
    expect(root.style.scrollbarGutter).toBe('');
    second.unmount();
    first.unmount();
  });
});
