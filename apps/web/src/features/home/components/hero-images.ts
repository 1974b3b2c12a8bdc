import { preload } from 'react-dom';
import hero1Large from '@/assets/home/hero-1-1600.webp';
import hero1Small from '@/assets/home/hero-1-800.webp';
import hero2Large from '@/assets/home/hero-2-1600.webp';
import hero2Small from '@/assets/home/hero-2-800.webp';

/** From this width the hero shows the wide 1600x700 picture with the text over it; below, 800x480 with text under it. */
export const HERO_WIDE_QUERY = '(min-width: 1024px)';

export const heroImages = {
  buy: { small: hero1Small, large: hero1Large },
  sell: { small: hero2Small, large: hero2Large },
} as const;

/**
 * Starts the first slide's picture downloading while the home page's code is still on its way (called from the
 * route's lazy loader), so the largest paint does not wait for two round trips in a row.
 */
export function preloadHeroImage(): void {
  // At build time (prerendering) the HTML's head links the picture instead.
  if (typeof window === 'undefined') return;
  const wide = typeof window.matchMedia === 'function' && window.matchMedia(HERO_WIDE_QUERY).matches;
  preload(wide ? heroImages.buy.large : heroImages.buy.small, { as: 'image', fetchPriority: 'high' });
}
