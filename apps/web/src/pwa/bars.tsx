import { lazyPart } from '@/lib/lazy-part';
import { WhenPageIdle } from '@/lib/page-idle';

/**
 * The offline bar and the update prompt for the main layout, loaded once the page is idle: neither is needed for the
 * first paint (no service worker is registered before then either), and their code stays out of the home page's
 * initial JavaScript (the budget in src/budget.test.ts).
 */
const LazyOfflineBar = lazyPart(async () => (await import('./offline-bar')).OfflineBar);
const LazyUpdatePrompt = lazyPart(async () => (await import('./update-prompt')).UpdatePrompt);

export function OfflineBar() {
  return (
    <WhenPageIdle>
      <LazyOfflineBar />
    </WhenPageIdle>
  );
}

export function UpdatePrompt() {
  return (
    <WhenPageIdle>
      <LazyUpdatePrompt />
    </WhenPageIdle>
  );
}
