import { useState } from 'react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { m } from '@/paraglide/messages.js';
import type { CarouselProps } from './carousel-props';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';

const modules = [A11y, Autoplay, Keyboard, Pagination];

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Dots: brand colours, the current one a wider pill (not colour alone), the others at 3:1 against light slides.
 * Each dot is drawn 10 px wide but is a 24 px target (WCAG 2.5.8): transparent padding around a content-box
 * background. Swiper's CSS is not in a cascade layer, so overrides of its rules need `!`.
 */
const dotsClass = [
  '[--swiper-pagination-bottom:0.5rem] [--swiper-pagination-bullet-horizontal-gap:0px]',
  '[--swiper-pagination-bullet-size:24px] [--swiper-pagination-color:var(--color-primary)]',
  '[--swiper-pagination-bullet-inactive-color:var(--color-secondary)] [--swiper-pagination-bullet-inactive-opacity:0.6]',
  '[&_.swiper-pagination-bullet]:p-[7px]! [&_.swiper-pagination-bullet]:bg-clip-content! [&_.swiper-pagination-bullet]:rounded-full!',
  '[&_.swiper-pagination-bullet]:transition-all! [&_.swiper-pagination-bullet-active]:w-[38px]!',
].join(' ');

const arrowClass =
  'btn btn-circle btn-sm md:btn-md absolute z-10 -translate-y-1/2 border-0 bg-base-100/90 text-base-content shadow-md hover:bg-base-100';

/**
 * The carousel's engine, loaded after the page is idle (see carousel.tsx). One slide per view, autoplay with a pause button (WCAG 2.2.2), previous/next buttons, clickable dots and
 * (optionally) arrow keys. Autoplay pauses while the pointer or keyboard focus is inside, and starts paused for
 * people who ask for reduced motion.
 */
export default function SwiperCarousel<T>({
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
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const several = items.length > 1;

  const togglePlaying = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <div
      className={`relative ${dotsClass} ${className}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={() => swiper?.autoplay.pause()}
      onBlur={(event) => {
        if (playing && !event.currentTarget.contains(event.relatedTarget)) swiper?.autoplay.resume();
      }}
    >
      <Swiper
        modules={modules}
        className="[&_.swiper-slide]:h-auto!"
        slidesPerView={1}
        speed={speedMs}
        loop={loop && several}
        rewind={!(loop && several)}
        autoplay={several ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        pagination={several ? { clickable: true } : false}
        keyboard={keyboard ? { enabled: true, onlyInViewport: true } : false}
        a11y={{
          itemRoleDescriptionMessage: m.ui_slide(),
          // Swiper fills in its own {{index}} and {{slidesLength}}.
          slideLabelMessage: m.ui_slide_of({ index: '{{index}}', total: '{{slidesLength}}' }),
          paginationBulletMessage: m.ui_go_to_slide({ index: '{{index}}' }),
        }}
        onSwiper={(instance) => {
          setSwiper(instance);
          if (!playing) instance.autoplay?.stop();
        }}
      >
        {items.map((item, index) => (
          <SwiperSlide key={getKey(item)}>{renderSlide(item, index)}</SwiperSlide>
        ))}
      </Swiper>
      {several && (
        <>
          <button
            type="button"
            className={`${arrowClass} left-2 md:left-4 ${arrowsClassName}`}
            aria-label={m.ui_previous_slide()}
            onClick={() => swiper?.slidePrev()}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            className={`${arrowClass} right-2 md:right-4 ${arrowsClassName}`}
            aria-label={m.ui_next_slide()}
            onClick={() => swiper?.slideNext()}
          >
            <ChevronRightIcon className="size-5" />
          </button>
          <button
            type="button"
            className="btn btn-circle btn-xs absolute right-3 bottom-2 z-10 border-0 bg-base-100/90 text-base-content shadow hover:bg-base-100"
            aria-label={playing ? m.ui_pause_slideshow() : m.ui_play_slideshow()}
            onClick={togglePlaying}
          >
            {playing ? <PauseIcon className="size-3" /> : <PlayIcon className="size-3" />}
          </button>
        </>
      )}
    </div>
  );
}
