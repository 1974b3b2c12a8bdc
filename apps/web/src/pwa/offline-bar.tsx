import { m } from '@/paraglide/messages.js';
import { useOnline } from './online';

/**
 * 'You are offline' while the browser has no connection, gone when it is back. The live region is always on the
 * page (empty while online), so screen readers announce the words when they appear; the words alone are the status,
 * so a page's own status (a form's answer) stays the only one while online. Fixed at the bottom: it moves nothing on
 * the page when it comes and goes.
 */
export function OfflineBar() {
  const online = useOnline();
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-0 z-[75]">
      {!online && (
        <p
          role="status"
          className="bg-neutral px-4 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] text-center text-sm font-medium text-neutral-content shadow-lg"
        >
          {m.pwa_offline_bar()}
        </p>
      )}
    </div>
  );
}
