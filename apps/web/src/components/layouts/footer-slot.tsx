import { lazy, Suspense } from 'react';

const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

/**
 * The footer is below the fold: its code (links, social icons, their words in both languages) comes after the page's.
 * On a page the server drew, React keeps the drawn footer until that code is here; elsewhere it appears under the
 * page. The server's build draws it at once (footer-slot.server.tsx, by the SSR build's alias).
 */
export function FooterSlot() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
