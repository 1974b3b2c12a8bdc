import { startTransition, useEffect, useState, type ReactNode, type Ref } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { WhenPageIdle } from '@/lib/page-idle';
import type { CarouselProps } from './carousel-props';

// Swiper and its CSS (about 33 KB gzip) are fetched once the page is idle, so they are not part of the first load;
// without them the first slide stays.
const SwiperCarousel = lazyPart(async () => (await import('./swiper-carousel')).default) as unknown as <T>(
  props: CarouselProps<T>,
) => ReactNode;

/** Until the engine arrives: the first slide, in the same box, already readable and clickable. */
function FirstSlide<T>({
  label,
  items,
  renderSlide,
  className = '',
  boxRef,
}: CarouselProps<T> & { boxRef?: Ref<HTMLDivElement> }) {
  const first = items[0];
  return (
    <div
      ref={boxRef}
      className={`relative ${className}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="overflow-hidden">{first !== undefined && renderSlide(first, 0)}</div>
    </div>
  );
}

/**
 * True once the element has come within a screen's height of the window, and for good after that. A carousel far
 * below the fold starts its engine when the person scrolls towards it, not during the page's load.
 */
function useNearScreen(): [(element: HTMLDivElement | null) => void, boolean] {
  // A callback ref: the box may be attached after this component's first commit (a part React takes over later).
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !box) return;
    if (typeof IntersectionObserver !== 'function') {
      startTransition(() => setNear(true));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [box, near]);
  return [setBox, near];
}

/**
 * A carousel with one slide per view, autoplay (with a pause button), previous/next arrows and dots.
 * Renders the first slide at once and becomes a Swiper carousel when the page is idle and the carousel is near the
 * screen; slides must be the same height (they are stretched to the tallest), so nothing moves when it does.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const [box, near] = useNearScreen();
  const first = <FirstSlide {...props} boxRef={box} />;
  return <WhenPageIdle fallback={first}>{near ? <SwiperCarousel {...props} /> : first}</WhenPageIdle>;
}
