import { CAROUSEL, type AdvertisedProduct } from '@phonehaat/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarouselProps } from '@/components/ui/carousel-props';
import { Hero } from './hero';
import { LatestAdvertisement } from './latest-advertisement';
import { UserReviews } from './user-reviews';

/** The carousel itself has its own tests (carousel.test.tsx); here we check what each section asks of it (spec §2, §9). */
const carousels: CarouselProps<unknown>[] = [];
vi.mock('@/components/ui/carousel', () => ({
  Carousel: (props: CarouselProps<unknown>) => {
    carousels.push(props);
    return <div role="region" aria-label={props.label} />;
  },
}));

const ad = (id: string, name: string): AdvertisedProduct =>
  ({ _id: id, name, picture: `/api/images/${id}.webp`, resalePrice: 10000, categoryID: 1 }) as AdvertisedProduct;

describe('home page sections', () => {
  beforeEach(() => {
    carousels.length = 0;
  });

  it('runs the hero as two slides, one per view, 4000 ms autoplay and a 700 ms animation', () => {
    render(<Hero />, { wrapper: MemoryRouter });
    const hero = carousels.find((c) => c.label === 'Highlights');
    expect(hero?.items).toHaveLength(2);
    expect(hero?.autoplayMs).toBe(4000);
    expect(hero?.speedMs).toBe(700);
    expect(CAROUSEL).toMatchObject({ heroAutoplayMs: 4000, heroSpeedMs: 700, adsAutoplayMs: 2500 });
  });

  it('runs the advertisement carousel looping with a 2500 ms autoplay, one phone per slide', () => {
    const products = [ad('a', 'Nokia 8110 4G'), ad('b', 'iPhone 12')];
    render(<LatestAdvertisement products={products} />, { wrapper: MemoryRouter });
    const ads = carousels.find((c) => c.label === 'Advertised phones');
    expect(ads?.items).toEqual(products);
    expect(ads?.autoplayMs).toBe(2500);
    expect(ads?.loop).toBe(true);
  });

  it('shows two static reviews, each with a name, a location, a photo and a description', () => {
    render(<UserReviews />);
    expect(screen.getByRole('heading', { level: 2, name: 'User Reviews' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const [item, name, location] of [
      [items[0], 'Imran Hossain', 'Agrabad, Chattogram'],
      [items[1], 'Sadia Islam', 'Mirpur, Dhaka'],
    ] as const) {
      const review = within(item as HTMLElement);
      expect(review.getByText(name)).toBeInTheDocument();
      expect(review.getByText(location)).toBeInTheDocument();
      expect(review.getByRole('img', { name: `Photo of ${name}` })).toHaveAttribute('src');
      expect((item as HTMLElement).querySelector('blockquote')?.textContent?.length).toBeGreaterThan(40);
    }
  });
});
