import { startTransition, useEffect, useState, type ReactNode, type Ref } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { WhenPageIdle } from '@/lib/page-idle';
import type { CarouselProps } from './carousel-props';

// The carousel's workings (about 3 KB gzip) are fetched once the page is idle, outside the home page's first load.
const CarouselEngine = lazyPart(async () => (await import('./carousel-engine')).default) as unknown as <T>(
  props: CarouselProps<T>,
) => ReactNode;

/** Until the engine is at work: the first slide, in the same box, readable and clickable. */
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
 * below the fold starts when the person scrolls towards it, not during the page's load.
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
 * A carousel with one slide per view, autoplay (with a pause button), previous/next arrows, dots and swipe
 * (carousel-engine.tsx). The first slide is drawn at once, on the server too; the carousel starts working when the
 * page is idle and the carousel is near the screen. One slide alone never needs the engine.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const [box, near] = useNearScreen();
  const first = <FirstSlide {...props} boxRef={box} />;
  if (props.items.length < 2) return first;
  return <WhenPageIdle fallback={first}>{near ? <CarouselEngine {...props} /> : first}</WhenPageIdle>;
}
