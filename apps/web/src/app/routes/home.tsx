import { COMPANY } from '@phonehaat/shared';
import { BelowTheFoldSlot } from '@/features/home/components/below-the-fold-slot';
import { Hero } from '@/features/home/components/hero';
import { lazyPart } from '@/lib/lazy-part';
import { WhenPageIdle } from '@/lib/page-idle';
import { m } from '@/paraglide/messages.js';

// Below the fold: its query and carousel load once the page is idle, keeping the first load small.
const LatestAdvertisementSection = lazyPart(
  async () => (await import('@/features/home/components/latest-advertisement-section')).default,
);

export function HomePage() {
  return (
    <>
      <title>{m.home_title({ company: COMPANY.name })}</title>
      <h1 className="sr-only">{m.home_heading({ company: COMPANY.name })}</h1>
      <Hero />
      <BelowTheFoldSlot />
      <WhenPageIdle>
        <LatestAdvertisementSection />
      </WhenPageIdle>
    </>
  );
}
