import { startTransition, useEffect, useState, createElement, type ReactNode } from 'react';
import { LazyPart } from './lazy-part';

let idle: Promise<void> | undefined;

/** `run` when the main thread is next idle (at the latest after `timeout` ms), or at once after this task. */
function onIdle(run: () => void, timeout = 1500): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run(), { timeout });
  else setTimeout(run, 1);
}

/**
 * Resolves once the page has loaded and the main thread is idle. Code that is not needed for the first paint (the
 * carousels' engine, the toaster, below-the-fold sections) waits for it, so on a slow connection the page's own
 * pictures and text get the bandwidth first. Never resolves where there is no page (prerendering at build time).
 */
export function whenPageIdle(): Promise<void> {
  if (typeof document === 'undefined') return new Promise<void>(() => undefined);
  idle ??= new Promise<void>((resolve) => {
    const start = () => onIdle(resolve);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
  return idle;
}

const waiting: (() => void)[] = [];
/** A part waits at most this long for an idle moment after the one before it (a busy page still gets its toaster). */
const TURN_MS = 250;
let releasing = false;

/** One waiting part, then the next once the main thread is idle again: its code, drawing and effects are done. */
function releaseNext(): void {
  const next = waiting.shift();
  if (!next) {
    releasing = false;
    return;
  }
  next();
  onIdle(releaseNext, TURN_MS);
}

/**
 * Resolves once the page is idle and it is this part's turn: the parts a page starts when idle come one at a time,
 * each in an idle moment of its own, so their drawing is several short tasks rather than one long one.
 */
export function whenPageIdleInTurn(): Promise<void> {
  if (typeof document === 'undefined') return whenPageIdle();
  return new Promise<void>((resolve) => {
    waiting.push(resolve);
    if (releasing) return;
    releasing = true;
    void whenPageIdle().then(releaseNext);
  });
}

/**
 * False on the first render (on the prerendered page and while React takes it over, so both draw the same) and until
 * the page is idle and this part's turn has come (whenPageIdleInTurn); then true, set in a transition so what was drawn stays on screen while late code arrives.
 */
export function usePageIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    void whenPageIdleInTurn().then(() => {
      if (live) startTransition(() => setIdle(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return isIdle;
}

/**
 * Renders `children` (typically a `lazyPart`) only once the page is idle, and `fallback` until then and until its
 * code has arrived. The prerendered HTML holds the fallback, so taking the page over never mismatches.
 */
export function WhenPageIdle({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const isIdle = usePageIdle();
  return createElement(LazyPart, { fallback }, isIdle ? children : fallback);
}
