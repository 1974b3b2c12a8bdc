import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
  type TransitionEvent,
} from 'react';
import { formatDigits } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';
import type { CarouselProps } from './carousel-props';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';

/** A swipe this long (a share of the carousel's width), or a quick flick of FLICK_PX, moves one slide. */
const SWIPE_SHARE = 0.15;
const FLICK_PX = 30;
const FLICK_MS = 300;

/** The previous or next button, on its side of the carousel; `className` places it vertically. */
function Arrow({ side, className, onClick }: { side: 'previous' | 'next'; className: string; onClick: () => void }) {
  const previous = side === 'previous';
  const Icon = previous ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      className={`btn btn-circle btn-sm md:btn-md absolute z-10 -translate-y-1/2 border-0 bg-base-100/90 text-base-content shadow-md hover:bg-base-100 ${previous ? 'left-2 md:left-4' : 'right-2 md:right-4'} ${className}`}
      aria-label={previous ? m.ui_previous_slide() : m.ui_next_slide()}
      onClick={onClick}
    >
      <Icon className="size-5" />
    </button>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Whether any part of the element is in the window (the arrow keys move a carousel only while it is on screen). */
function onScreen(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

/** Keys typed into a field are the field's, not the carousel's. */
function typingInField(): boolean {
  const active = document.activeElement;
  return (
    active instanceof HTMLElement && (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName))
  );
}

/**
 * The carousel at work (see carousel.tsx, which draws its first slide until the page is idle and it is near the
 * screen): one slide per view, autoplay with a pause button (WCAG 2.2.2), previous/next buttons, dots, swipe, and
 * (optionally) the arrow keys while it is on screen. Autoplay pauses while a mouse is over it or focus is inside, and
 * starts paused for people who ask for reduced motion.
 *
 * Slides sit side by side and move by a CSS transform with a transition of `speedMs`. A loop past the last slide draws
 * the first one after it for the move, then puts both back without animation (and the same backwards). Slides are
 * stretched to the tallest: they must be the same height, so nothing moves when they join the first.
 */
export default function CarouselEngine<T>({
  label,
  items,
  getKey,
  renderSlide,
  autoplayMs,
  speedMs = 300,
  loop = false,
  keyboard = false,
  className = '',
  arrowsClassName = 'top-1/2',
}: CarouselProps<T>) {
  // Carousel mounts the engine only for two slides or more.
  const total = items.length;

  // The slide shown (0-based); a list that became shorter (an advertisement withdrawn) shows its first slide.
  const [chosen, setIndex] = useState(0);
  const index = chosen < total ? chosen : 0;
  // Whether a loop is passing an end: the first slide drawn after the last ('after'), or the last before the first
  // ('before'), until the move ends.
  const [edge, setEdge] = useState<'before' | 'after' | null>(null);
  const [animate, setAnimate] = useState(false);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [drag, setDrag] = useState(0);
  const region = useRef<HTMLDivElement | null>(null);
  const pointer = useRef<{ id: number; x: number; y: number; at: number; moved: boolean } | null>(null);
  // Where the track stands, in slides from the first.
  const position = edge === 'before' ? -1 : edge === 'after' ? total : index;
  /** A loop passing an end draws the slide it comes to beside the one it leaves, by a transform of its own. */
  const wrapped = (at: number): CSSProperties | undefined =>
    edge === 'after' && at === 0
      ? { transform: `translateX(${total * 100}%)` }
      : edge === 'before' && at === total - 1
        ? { transform: `translateX(${-total * 100}%)` }
        : undefined;

  const goTo = useCallback(
    (target: number) => {
      setAnimate(true);
      // Past either end a loop goes on to the slide drawn beside it, and the move's end puts the track and that slide
      // back in their places; otherwise the carousel rewinds.
      setEdge(loop && target >= total ? 'after' : loop && target < 0 ? 'before' : null);
      setIndex(((target % total) + total) % total);
    },
    [loop, total],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);

  const onTransitionEnd = (event: TransitionEvent) => {
    if (event.target !== event.currentTarget || edge === null) return;
    setAnimate(false);
    setEdge(null);
  };

  // Autoplay: the next slide `autoplayMs` after the last move, unless paused, pointed at or focused.
  useEffect(() => {
    if (!playing || hovered || focused || drag !== 0) return;
    const timer = setTimeout(next, autoplayMs);
    return () => clearTimeout(timer);
  }, [playing, hovered, focused, drag, next, autoplayMs]);

  // The arrow keys, while the carousel is on screen and nobody is typing.
  useEffect(() => {
    if (!keyboard) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || typingInField()) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (!region.current || !onScreen(region.current)) return;
      event.preventDefault();
      if (event.key === 'ArrowRight') next();
      else previous();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [keyboard, next, previous]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    pointer.current = { id: event.pointerId, x: event.clientX, y: event.clientY, at: event.timeStamp, moved: false };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = pointer.current;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (!start.moved) {
      // A mostly vertical move is the page's scroll, not a swipe.
      if (Math.abs(dx) < 6 || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
      start.moved = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setAnimate(false);
    setDrag(dx);
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = pointer.current;
    if (!start || start.id !== event.pointerId) return;
    pointer.current = null;
    if (!start.moved) return;
    const area = event.currentTarget;
    const dx = event.clientX - start.x;
    const width = area.clientWidth || 1;
    const flick = Math.abs(dx) >= FLICK_PX && event.timeStamp - start.at < FLICK_MS;
    setDrag(0);
    if (event.type === 'pointerup' && (Math.abs(dx) >= width * SWIPE_SHARE || flick)) {
      if (dx < 0) next();
      else previous();
    } else setAnimate(true);
    // The click that ends a drag over a link is not a tap on it.
    const swallow = (click: MouseEvent) => {
      click.preventDefault();
      click.stopPropagation();
    };
    area.addEventListener('click', swallow, { capture: true, once: true });
    setTimeout(() => area.removeEventListener('click', swallow, { capture: true }), 0);
  };

  const trackStyle: CSSProperties = {
    transform: `translate3d(calc(${-position * 100}% + ${drag}px), 0, 0)`,
    transition: animate ? `transform ${speedMs}ms ease` : 'none',
  };

  return (
    <div
      ref={region}
      className={`relative ${className}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      // A mouse over it pauses autoplay; a finger's tap does not (no pointer leaves a touch screen).
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setHovered(false);
      }}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className="touch-pan-y touch-pinch-zoom overflow-hidden select-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onDragStart={(event) => event.preventDefault()}
        // Focus on a link in another slide scrolls this box to it; the transform places the slides, so it stays put.
        onScroll={(event) => {
          event.currentTarget.scrollLeft = 0;
        }}
      >
        <div
          className="flex"
          style={trackStyle}
          aria-live={playing ? 'off' : 'polite'}
          onTransitionEnd={onTransitionEnd}
        >
          {items.map((item, at) => (
            <div
              key={getKey(item)}
              className="w-full shrink-0"
              style={wrapped(at)}
              role="group"
              aria-roledescription={m.ui_slide()}
              aria-label={m.ui_slide_of({ index: formatDigits(at + 1), total: formatDigits(total) })}
              // A link reached with Tab brings its slide into view.
              onFocus={() => {
                if (at !== index) goTo(at);
              }}
            >
              {renderSlide(item, at)}
            </div>
          ))}
        </div>
      </div>
      <Arrow side="previous" className={arrowsClassName} onClick={previous} />
      <Arrow side="next" className={arrowsClassName} onClick={next} />
      {/* Dots: the current one a wider pill (not colour alone); each drawn 10 px but a 24 px target (WCAG 2.5.8). */}
      <div className="absolute inset-x-0 bottom-2 z-10 flex justify-center">
        {items.map((item, at) => (
          <button
            key={getKey(item)}
            type="button"
            className="group h-6 p-[7px]"
            aria-label={m.ui_go_to_slide({ index: formatDigits(at + 1) })}
            aria-current={at === index ? 'true' : undefined}
            onClick={() => goTo(at)}
          >
            <span
              className={`block h-2.5 rounded-full transition-all ${at === index ? 'w-6 bg-primary' : 'w-2.5 bg-secondary/60 group-hover:bg-secondary'}`}
            />
          </button>
        ))}
      </div>
      <button
        type="button"
        className="btn btn-circle btn-xs absolute right-3 bottom-2 z-10 border-0 bg-base-100/90 text-base-content shadow hover:bg-base-100"
        aria-label={playing ? m.ui_pause_slideshow() : m.ui_play_slideshow()}
        onClick={() => setPlaying(!playing)}
      >
        {playing ? <PauseIcon className="size-3" /> : <PlayIcon className="size-3" />}
      </button>
    </div>
  );
}
