import type { ReactNode } from 'react';

/** The props of `Carousel` (components/ui/carousel.tsx). */
export interface CarouselProps<T> {
  /** Accessible name of the carousel region, e.g. 'Highlights'. */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  autoplayMs: number;
  speedMs?: number;
  /** Loop endlessly (needs two slides or more); otherwise the last slide rewinds to the first. */
  loop?: boolean;
  /** Left and right arrow keys move the slides while the carousel is on screen. */
  keyboard?: boolean;
  className?: string;
  /** Classes for the arrow buttons' vertical position (default: centred on the carousel). */
  arrowsClassName?: string;
}
