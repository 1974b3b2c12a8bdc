import { COMPANY } from '@phonehaat/shared';
import { lazy } from 'react';
import { Categories } from '@/features/home/components/categories';
import { Hero } from '@/features/home/components/hero';
import { UserReviews } from '@/features/home/components/user-reviews';
import { WhenPageIdle } from '@/lib/page-idle';
import { m } from '@/paraglide/messages.js';

// Below the fold: its query and carousel load once the page is idle, keeping the first load small.
const LatestAdvertisementSection = lazy(() => import('@/features/home/components/latest-advertisement-section'));

export function HomePage() {
  return (
    <>
      <title>{m.home_title({ company: COMPANY.name })}</title>
      <h1 className="sr-only">{m.home_heading({ company: COMPANY.name })}</h1>
      <Hero />
      <Categories />
      <UserReviews />
      <WhenPageIdle>
        <LatestAdvertisementSection />
      </WhenPageIdle>
    </>
  );
}
