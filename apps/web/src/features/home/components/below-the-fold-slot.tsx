import type { ComponentType } from 'react';
import { LazyPart, lazyPart } from '@/lib/lazy-part';

let Loaded: ComponentType | undefined;
/** Its code, fetched before the drawn home page is taken over (main.tsx), so React takes it over at once. */
// eslint-disable-next-line react-refresh/only-export-components -- the preload belongs with the slot it fills
export const preloadBelowTheFold = () =>
  import('./below-the-fold').then((module) => {
    Loaded = module.BelowTheFold;
  });
const BelowTheFold = lazyPart(async () => (await import('./below-the-fold')).BelowTheFold);

/**
 * The home page under its hero (categories, reviews): a chunk of its own, not in the home page's first load. The
 * server's build draws it at once (below-the-fold-slot.server.tsx, by the SSR build's resolve of `*-slot` modules).
 */
export function BelowTheFoldSlot() {
  return <LazyPart>{Loaded ? <Loaded /> : <BelowTheFold />}</LazyPart>;
}
