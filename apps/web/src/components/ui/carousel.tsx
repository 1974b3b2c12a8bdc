import type { ReactNode } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { WhenPageIdle } from '@/lib/page-idle';
import type { CarouselProps } from './carousel-props';

// Swiper and its CSS (about 33 KB gzip) are fetched once the page is idle, so they are not part of the first load;
// without them the first slide stays.
const SwiperCarousel = lazyPart(async () => (await import('./swiper-carousel')).default) as unknown as <T>(
  props: CarouselProps<T>,
) => ReactNode;

/** Until the engine arrives: the first slide, in the same box, already readable and clickable. */
function FirstSlide<T>({ label, items, renderSlide, className = '' }: CarouselProps<T>) {
  const first = items[0];
  return (
    <div className={`relative ${className}`} role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="overflow-hidden">{first !== undefined && renderSlide(first, 0)}</div>
    </div>
  );
}

/**
 * A carousel with one slide per view, autoplay (with a pause button), previous/next arrows and dots.
 * Renders the first slide at once and becomes a Swiper carousel when the page is idle; slides must be the same
 * height (they are stretched to the tallest), so nothing moves when it does.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  return (
    <WhenPageIdle fallback={<FirstSlide {...props} />}>
      <SwiperCarousel {...props} />
    </WhenPageIdle>
  );
}
