import { Workbox } from 'workbox-window';
import { updateStore } from './update-store';

/**
 * Registers the service worker (dist/sw.js). main.tsx calls this once the page has loaded and is idle, so the first
 * visit's own files and pictures have the line first (the worker then fetches the app's code to keep).
 *
 * - A new version waits (registerType 'prompt'): the update prompt offers Reload, which lets it take over and then
 *   reloads the page once it is in charge.
 * - On the first visit the page was loaded before the worker was there: once it is active, the page sends it its own
 *   address and the files it loaded, so that what the person is looking at is kept for offline too.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', () => {
    updateStore.set(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });

  workbox.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(window.location.origin));
    void workbox.messageSW({ type: 'KEEP_URLS', urls: [window.location.href, ...loaded] }).catch(() => undefined);
  });

  workbox.register().catch(() => undefined);
}
