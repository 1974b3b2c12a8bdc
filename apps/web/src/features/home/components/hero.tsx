import { CAROUSEL } from '@phonehaat/shared';
import { Link } from 'react-router';
import { Carousel } from '@/components/ui/carousel';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { m } from '@/paraglide/messages.js';
import { HERO_WIDE_QUERY, heroImages } from './hero-images';

interface HeroSlide {
  id: string;
  // Messages, read at render: the language can change while the page is open.
  eyebrow: () => string;
  headline: () => string;
  copy: () => string;
  cta: { label: () => string; to: string };
  image: { small: string; large: string; alt: () => string };
  /** The colour at the bottom of the narrow picture, so the text panel under it continues it. */
  panelClass: string;
  fadeClass: string;
}

const slides: HeroSlide[] = [
  {
    id: 'buy',
    eyebrow: m.home_hero_buy_eyebrow,
    headline: m.home_hero_buy_headline,
    copy: m.home_hero_buy_copy,
    cta: { label: m.home_explore_products, to: paths.category(1) },
    image: { ...heroImages.buy, alt: m.home_hero_buy_alt },
    panelClass: 'bg-[#fff1e6]',
    fadeClass: 'to-[#fff1e6]',
  },
  {
    id: 'sell',
    eyebrow: m.home_hero_sell_eyebrow,
    headline: m.home_hero_sell_headline,
    copy: m.home_hero_sell_copy,
    cta: { label: m.home_hero_sell_cta, to: paths.register() },
    image: { ...heroImages.sell, alt: m.home_hero_sell_alt },
    panelClass: 'bg-[#ebf9f5]',
    fadeClass: 'to-[#ebf9f5]',
  },
];

function HeroText({ slide, hidden }: { slide: HeroSlide; hidden: boolean }) {
  return (
    <div className={`[grid-area:1/1] ${hidden ? 'invisible' : ''}`} inert={hidden}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{slide.eyebrow()}</p>
      <h2 className="mt-2 text-[1.625rem] leading-tight font-extrabold tracking-tight text-secondary sm:text-4xl lg:text-5xl">
        {slide.headline()}
      </h2>
      <p className="mt-3 text-base text-base-content/85 lg:mt-4 lg:text-lg">{slide.copy()}</p>
      <Link to={slide.cta.to} className="btn btn-primary mt-5 gap-2 px-6 lg:btn-lg lg:mt-7">
        {slide.cta.label()}
        <ArrowRightIcon className="size-5" />
      </Link>
    </div>
  );
}

function HeroSlideView({ slide, first }: { slide: HeroSlide; first: boolean }) {
  return (
    <div className={`relative h-full ${slide.panelClass} lg:bg-transparent`}>
      <picture>
        <source media={HERO_WIDE_QUERY} srcSet={slide.image.large} width={1600} height={700} />
        <img
          src={slide.image.small}
          width={800}
          height={480}
          alt={slide.image.alt()}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding={first ? 'sync' : 'async'}
          className="block aspect-[5/3] h-auto w-full object-cover lg:aspect-[16/7]"
        />
      </picture>
      {/* Narrow screens: the picture fades into a panel of its own colour that holds the text. */}
      <div
        className={`pointer-events-none absolute inset-x-0 top-[calc(60vw-5rem)] h-20 bg-gradient-to-b from-transparent ${slide.fadeClass} lg:hidden`}
        aria-hidden="true"
      />
      <div className="relative -mt-10 px-5 pb-14 sm:px-8 lg:absolute lg:inset-y-0 lg:left-0 lg:mt-0 lg:flex lg:w-[50%] lg:items-center lg:pr-6 lg:pl-20 lg:pb-0">
        {/* Every slide's words in one cell, the others invisible: each slide is as tall as the tallest from the first
            paint, so nothing moves when the carousel starts (a Bengali headline can wrap one line more). */}
        <div className="grid max-w-xl lg:items-center">
          {slides.map((other) => (
            <HeroText key={other.id} slide={other} hidden={other !== slide} />
          ))}
        </div>
      </div>
    </div>
  );
}

/** Two-slide hero (spec §2/§9): one per view, 4000 ms autoplay, 700 ms animation, arrows, dots and arrow keys. */
export function Hero() {
  return (
    <div className="mx-auto max-w-7xl lg:px-6 lg:pt-6">
      <Carousel
        label={m.home_hero_label()}
        items={slides}
        getKey={(slide) => slide.id}
        renderSlide={(slide, index) => <HeroSlideView slide={slide} first={index === 0} />}
        autoplayMs={CAROUSEL.heroAutoplayMs}
        speedMs={CAROUSEL.heroSpeedMs}
        keyboard
        className="overflow-hidden lg:rounded-box lg:shadow-sm"
        arrowsClassName="top-[30vw] lg:top-1/2"
      />
    </div>
  );
}
