import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyPart, lazyPart } from './lazy-part';

/** A part's code as a weak line delivers it: each download fails or arrives as the test says. */
function partOverALine() {
  const downloads: { resolve: () => void; reject: () => void }[] = [];
  const Part = lazyPart<{ text: string }>(
    () =>
      new Promise((resolve, reject) => {
        downloads.push({
          resolve: () => resolve(({ text }: { text: string }) => <p>{text}</p>),
          reject: () => reject(new TypeError('Failed to fetch dynamically imported module')),
        });
      }),
  );
  return { Part, downloads };
}

class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>The page broke</p> : this.props.children;
  }
}

describe('lazyPart', () => {
  it('says so in its own place when its code does not arrive, and Try again downloads it anew', async () => {
    const { Part, downloads } = partOverALine();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageBoundary>
        <p>The rest of the page</p>
        <LazyPart
          fallback={<p>Loading the part</p>}
          failed={(retry) => (
            <button type="button" onClick={retry}>
              Try again
            </button>
          )}
        >
          <Part text="The part" />
        </LazyPart>
      </PageBoundary>,
    );
    expect(screen.getByText('Loading the part')).toBeInTheDocument();

    await act(async () => downloads[0]?.reject());
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    expect(screen.queryByText('The page broke')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(downloads).toHaveLength(2);
    expect(screen.getByText('Loading the part')).toBeInTheDocument();
    await act(async () => downloads[1]?.resolve());
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('downloads a part shown in two places once per try, whichever place tries', async () => {
    const { Part, downloads } = partOverALine();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const place = (name: string) => (
      <LazyPart
        failed={(retry) => (
          <button type="button" onClick={retry}>
            Try again {name}
          </button>
        )}
      >
        <Part text={`The part ${name}`} />
      </LazyPart>
    );
    render(
      <>
        {place('above')}
        {place('below')}
      </>,
    );
    await act(async () => downloads[0]?.reject());
    await userEvent.click(await screen.findByRole('button', { name: 'Try again above' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again below' }));
    expect(downloads).toHaveLength(2);
    await act(async () => downloads[1]?.resolve());
    expect(await screen.findByText('The part above')).toBeInTheDocument();
    expect(screen.getByText('The part below')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('shows nothing in its place by default when its code does not arrive', async () => {
    const { Part, downloads } = partOverALine();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <PageBoundary>
        <p>The rest of the page</p>
        <LazyPart>
          <Part text="The part" />
        </LazyPart>
      </PageBoundary>,
    );
    await act(async () => downloads[0]?.reject());
    expect(container.textContent).toBe('The rest of the page');
    consoleError.mockRestore();
  });

  it('leaves an error of the part itself to the page', async () => {
    const Broken = lazyPart(async () => () => {
      throw new Error('a bug in the part');
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageBoundary>
        <LazyPart failed={() => <p>The part could not be loaded</p>}>
          <Broken />
        </LazyPart>
      </PageBoundary>,
    );
    expect(await screen.findByText('The page broke')).toBeInTheDocument();
    expect(screen.queryByText('The part could not be loaded')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('asks for a lost part again by itself: after ten seconds, then later, and as soon as the line is back', async () => {
    vi.useFakeTimers();
    try {
      const { Part, downloads } = partOverALine();
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render(
        <LazyPart>
          <Part text="The toaster" />
        </LazyPart>,
      );
      await act(async () => downloads[0]?.reject());
      await act(async () => vi.advanceTimersByTime(9_000));
      expect(downloads).toHaveLength(1);
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(downloads).toHaveLength(2);

      // Lost again: the next try waits longer, unless the browser says the line is back.
      await act(async () => downloads[1]?.reject());
      await act(async () => vi.advanceTimersByTime(10_000));
      expect(downloads).toHaveLength(2);
      await act(async () => window.dispatchEvent(new Event('online')));
      expect(downloads).toHaveLength(3);
      await act(async () => downloads[2]?.resolve());
      expect(screen.getByText('The toaster')).toBeInTheDocument();

      // Arrived: nothing more is asked for.
      await act(async () => vi.advanceTimersByTime(600_000));
      expect(downloads).toHaveLength(3);
      consoleError.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});
