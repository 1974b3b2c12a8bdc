let idle: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the main thread is idle. Code that is not needed for the first paint (the
 * carousels' engine, the toaster, below-the-fold sections) waits for it, so on a slow connection the page's own
 * pictures and text get the bandwidth first.
 */
export function whenPageIdle(): Promise<void> {
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
