import { lazy, Suspense } from 'react';

const BelowTheFold = lazy(async () => ({ default: (await import('./below-the-fold')).BelowTheFold }));

/**
 * The home page under its hero (categories, reviews): drawn by the server into the page, its code loaded after the
 * page's, and React keeps the drawn HTML until it arrives. The server's build draws it at once
 * (below-the-fold-slot.server.tsx, by the SSR build's resolve of `*-slot` modules).
 */
export function BelowTheFoldSlot() {
  return (
    <Suspense fallback={null}>
      <BelowTheFold />
    </Suspense>
  );
}
