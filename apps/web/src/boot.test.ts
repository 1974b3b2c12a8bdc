import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** scripts/boot.js, the first script of every page the server sends drawn: it starts the app after the first paint. */
const source = readFileSync(join(import.meta.dirname, '..', 'scripts', 'boot.js'), 'utf8');

const preloadsOnPage = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const entriesOnPage = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.getAttribute('src'));

/** The browser's paint timing as boot.js sees it: `paint(name)` reports a paint entry to its observers. */
function paintTiming() {
  const observers: { callback: (list: { getEntriesByName: (n: string) => unknown[] }, o: unknown) => void }[] = [];
  let connected = 0;
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(readonly callback: (typeof observers)[number]['callback']) {}
    observe() {
      observers.push(this);
      connected += 1;
    }
    disconnect() {
      connected -= 1;
    }
  }
  const paint = (name: string) => {
    for (const o of [...observers]) o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, o);
  };
  return { FakeObserver, paint, connected: () => connected };
}

/**
 * Runs boot.js as the page would, its tag naming `preload`; the frame callbacks wait in `frames`. `observer`: the
 * browser's PerformanceObserver (none: a browser without paint timing).
 */
function boot(preload: string[], observer?: unknown) {
  const tag = document.createElement('script');
  tag.dataset.entry = '/assets/index.js';
  tag.dataset.preload = preload.join(' ');
  document.head.append(tag);
  const frames: (() => void)[] = [];
  const page = { currentScript: tag, head: document.head, createElement: document.createElement.bind(document) };
  // The file is a classic script for the browser, not a module: run as written, with the page's globals handed in.
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', source)(
    page,
    (callback: () => void) => frames.push(callback),
    setTimeout,
    observer,
  );
  return frames;
}

describe('boot.js', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.replaceChildren();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts nothing before the first contentful paint is shown, then the entry and its preloads, each once', () => {
    const preload = Array.from({ length: 47 }, (_, n) => `/assets/chunk-${n}.js`);
    const { FakeObserver, paint, connected } = paintTiming();
    const frames = boot(preload, FakeObserver);
    expect(frames).toEqual([]);
    paint('first-paint');
    vi.advanceTimersByTime(0);
    expect(entriesOnPage()).toEqual([]);
    expect(preloadsOnPage()).toEqual([]);

    paint('first-contentful-paint');
    expect(connected()).toBe(0);
    vi.advanceTimersByTime(0);
    expect(entriesOnPage()).toEqual(['/assets/index.js']);
    // A task adds a handful, never the whole list: each costs the main thread a request of its own.
    expect(preloadsOnPage()).toEqual(preload.slice(0, 4));

    let added = preloadsOnPage().length;
    while (vi.getTimerCount() > 0) {
      vi.advanceTimersToNextTimer();
      const now = preloadsOnPage().length;
      expect(now - added).toBeLessThanOrEqual(4);
      added = now;
    }
    expect(preloadsOnPage()).toEqual(preload);
    expect(entriesOnPage()).toEqual(['/assets/index.js']);
  });

  it('starts after the next frame where the browser has no paint timing', () => {
    const frames = boot(['/assets/react.js']);
    vi.advanceTimersByTime(0);
    expect(entriesOnPage()).toEqual([]);
    for (const frame of frames) frame();
    vi.advanceTimersByTime(0);
    expect(entriesOnPage()).toEqual(['/assets/index.js']);
    expect(preloadsOnPage()).toEqual(['/assets/react.js']);
  });

  it('starts after half a second in a tab that paints no frames (opened in the background)', () => {
    boot(['/assets/react.js'], paintTiming().FakeObserver);
    vi.advanceTimersByTime(499);
    expect(entriesOnPage()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entriesOnPage()).toEqual(['/assets/index.js']);
    expect(preloadsOnPage()).toEqual(['/assets/react.js']);
  });
});
