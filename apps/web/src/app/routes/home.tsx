import { COMPANY } from '@phonehaat/shared';
import { lazy, Suspense } from 'react';
import { Hero } from '@/features/home/components/hero';
import { WhenPageIdle } from '@/lib/page-idle';
import { m } from '@/paraglide/messages.js';

// Under the hero: drawn by the server into the page, its code loaded after the page's (React keeps the drawn HTML
// until it arrives), so the first load carries only what the first screen needs.
const BelowTheFold = lazy(async () => ({
  default: (await import('@/features/home/components/below-the-fold')).BelowTheFold,
}));

// Below the fold: its query and carousel load once the page is idle, keeping the first load small.
const LatestAdvertisementSection = lazy(() => import('@/features/home/components/latest-advertisement-section'));

export function HomePage() {
  return (
    <>
      <title>{m.home_title({ company: COMPANY.name })}</title>
      <h1 className="sr-only">{m.home_heading({ company: COMPANY.name })}</h1>
      <Hero />
      <Suspense fallback={null}>
        <BelowTheFold />
      </Suspense>
      <WhenPageIdle>
        <LatestAdvertisementSection />
      </WhenPageIdle>
    </>
  );
}
