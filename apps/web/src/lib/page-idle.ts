import { startTransition, useEffect, useState, createElement, type ReactNode } from 'react';
import { LazyPart } from './lazy-part';

let idle: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the main thread is idle. Code that is not needed for the first paint (the
 * carousels' engine, the toaster, below-the-fold sections) waits for it, so on a slow connection the page's own
 * pictures and text get the bandwidth first. Never resolves where there is no page (prerendering at build time).
 */
export function whenPageIdle(): Promise<void> {
  if (typeof document === 'undefined') return new Promise<void>(() => undefined);
  idle ??= new Promise<void>((resolve) => {
    const onIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: 1500 });
      else setTimeout(resolve, 1);
    };
    if (document.readyState === 'complete') onIdle();
    else window.addEventListener('load', onIdle, { once: true });
  });
  return idle;
}

/**
 * False on the first render (on the prerendered page and while React takes it over, so both draw the same) and until
 * the page is idle; then true, set in a transition so what was drawn stays on screen while late code arrives.
 */
export function usePageIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    void whenPageIdle().then(() => {
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
