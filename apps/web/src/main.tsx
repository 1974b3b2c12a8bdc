import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '@phonehaat/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter, loadRoutesFor } from './app/router';
import { preloadFooter } from './components/layouts/footer-slot';
import { preloadBelowTheFold } from './features/home/components/below-the-fold-slot';
import { whenPageIdle } from './lib/page-idle';
import { createPageQueryClient, readPageData } from './lib/query-client';
import { takeHandedInSession } from './lib/remembered-user';
import { beginTakeover } from './lib/use-hydrated';
import { setLocale, toLocale } from './paraglide/runtime.js';
import './styles/index.css';

// zod (the forms' validation) first probes whether it may compile code with `new Function`; our CSP forbids that, so
// the probe is a CSP violation Chrome reports on every page with a form. Tell it not to try (its own global config).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

/**
 * `?lang=bn` (a link shared in a language) has done its work once the page is here: the server answered in that
 * language and set the `lang` cookie, which the client reads. Taken off the address before the router reads it, so
 * that the person's own switch later is what a reload keeps (docs/decisions/0020).
 */
const address = new URL(window.location.href);
if (address.searchParams.has('lang')) {
  const asked = toLocale(address.searchParams.get('lang'));
  // The server's cookie says the same; this holds where the answer's cookie was not kept.
  if (asked) setLocale(asked, { reload: false });
  address.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', address);
}

// Before anything asks who is signed in: the person the server handed in with a dashboard page.
takeHandedInSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The public pages arrive as HTML drawn at build time (`data-prerendered` on #root), readable before any script runs;
 * React takes them over where they are (hydration) once the page's code is here. Every other page starts empty and
 * React draws it.
 */
// The router is made after the page's code is loaded: it copies the routes when it is created.
const app = (page?: { data: PageData | undefined; queryClient: QueryClient }) => (
  <StrictMode>
    <App pageData={page?.data} queryClient={page?.queryClient} />
  </StrictMode>
);
/** The next task: what comes after it does not lengthen the task before. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
// Not a top-level await: the page chunks import from this entry, which must have finished running first.
// If the page's code cannot be loaded, React still takes over and the router shows its error with Try again.
// Without a connection, the service worker answers a page this device has not kept with the shell marked
// `data-offline` (src/pwa/sw.ts): the offline page is drawn in it.
if (root.dataset.offline !== undefined)
  void import('./pwa/offline-page').then(({ OfflinePage }) => createRoot(root).render(<OfflinePage />));
else if (root.dataset.prerendered !== undefined)
  // The page's code and the drawn parts below the fold, together: React then takes the whole page over at once.
  // Asked for in the task after this one, which evaluated the entry's modules: matching the routes is not added to it.
  void nextTask()
    .then(() =>
      Promise.all([
        loadRoutesFor(window.location.pathname),
        preloadFooter(),
        window.location.pathname === '/' ? preloadBelowTheFold() : undefined,
      ]),
    )
    .catch(() => undefined)
    // The page's query client and its router, in a task of their own: the router's first match of every route is
    // work React could not split.
    .then(nextTask)
    .then(() => {
      const data = readPageData();
      const queryClient = createPageQueryClient(data);
      try {
        createAppRouter(queryClient);
      } catch {
        // The takeover still happens: the app makes the router again, and React shows what went wrong.
      }
      return nextTask().then(() => ({ data, queryClient }));
    })
    // In a transition React takes the page over in slices of a few milliseconds, yielding to the browser between
    // them (a tap meanwhile is replayed once its part is taken over), instead of in one long task.
    .then((page) => {
      beginTakeover();
      startTransition(() => void hydrateRoot(root, app(page)));
    });
else createRoot(root).render(app());

// The service worker (offline use, install; src/pwa/register.ts) once the page has loaded and is idle: the first
// visit's own files and pictures have the line first.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  void whenPageIdle().then(() => import('./pwa/register').then(({ registerServiceWorker }) => registerServiceWorker()));
