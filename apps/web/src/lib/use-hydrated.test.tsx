import { act, render, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginTakeover, endTakeover, useHydrated } from './use-hydrated';

const drawn: boolean[] = [];
function Send() {
  const hydrated = useHydrated();
  drawn.push(hydrated);
  return (
    <button type="submit" disabled={!hydrated}>
      Send
    </button>
  );
}

describe('useHydrated', () => {
  afterEach(() => {
    endTakeover();
    drawn.length = 0;
    document.body.innerHTML = '';
  });

  it('is true from the first render where React draws the page itself', () => {
    render(<Send />);
    expect(drawn).toEqual([true]);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('takes drawn HTML over as it is (disabled), then turns true; what mounts afterwards is true at once', async () => {
    // The server's (or the build's) HTML: drawn before any script.
    beginTakeover();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Send />);
    document.body.append(container);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    const mismatch = vi.fn();
    drawn.length = 0;
    await act(async () => {
      startTransition(() => void hydrateRoot(container, <Send />, { onRecoverableError: mismatch }));
    });
    // Its first render matched the HTML; then it woke up, and React kept the same element.
    expect(drawn[0]).toBe(false);
    expect(drawn.at(-1)).toBe(true);
    expect(mismatch).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBeEnabled();

    endTakeover();
    drawn.length = 0;
    render(<Send />);
    expect(drawn).toEqual([true]);
  });
});
