import type { ComponentType } from 'react';
import { LazyPart, lazyPart } from '@/lib/lazy-part';

let Loaded: ComponentType | undefined;
/** The footer's code, fetched before a drawn page is taken over (main.tsx), so React takes it over at once. */
// eslint-disable-next-line react-refresh/only-export-components -- the preload belongs with the slot it fills
export const preloadFooter = () =>
  import('./footer').then((module) => {
    Loaded = module.Footer;
  });
const Footer = lazyPart(async () => (await import('./footer')).Footer);

/**
 * The footer is below the fold: its code (links, social icons, their words in both languages) is a chunk of its own,
 * not in every page's first load. A page the server drew fetches it beside the page's code before React takes the
 * page over (a boundary still waiting when the session is known would be drawn again, empty); elsewhere it appears
 * under the page once its code has arrived. The server's build draws it at once (footer-slot.server.tsx, by the SSR
 * build's alias).
 */
export function FooterSlot() {
  return <LazyPart>{Loaded ? <Loaded /> : <Footer />}</LazyPart>;
}
