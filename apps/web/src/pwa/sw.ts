/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa, `injectManifest`, into dist/sw.js). It makes PhoneHaat usable
 * without a connection: the app's code is precached; the public pages are fetched when this version installs; a
 * listing or seller page, its API answers and its photos are kept once opened; any other page asked for offline is
 * the offline page. A new version waits until the person chooses Reload (the page's update prompt).
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHE, isAsset, isImage, isKeptPage, isPublicApi, isPublicPage, PUBLIC_PAGES } from './caches';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const manifest = self.__WB_MANIFEST;

/** This version's public pages: the cache's name carries a digest of the precache list, so each build has its own. */
const PUBLIC_CACHE = `${CACHE.publicPages}-${digest(JSON.stringify(manifest))}`;

function digest(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

const DAY = 24 * 60 * 60;

// The shell, the code of every page, the styles and fonts, the icons. No directory index and no clean URLs: '/' is
// the prerendered home page (below), not index.html.
precacheAndRoute(manifest, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

self.addEventListener('install', (event) => {
  // The public pages of this build (their HTML names this build's files). One that fails does not stop the install.
  event.waitUntil(
    caches.open(PUBLIC_CACHE).then((cache) =>
      Promise.all(
        PUBLIC_PAGES.map(async (path) => {
          const response = await fetch(path, { credentials: 'same-origin' }).catch(() => undefined);
          if (response?.ok) await cache.put(path, response);
        }),
      ),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(`${CACHE.publicPages}-`) && name !== PUBLIC_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// A page's answer varies with the cookie and Accept-Language (its language), which a service worker's own request
// never carries: a kept page is matched by its address alone, in the language it was opened in.
const PAGE_MATCH: CacheQueryOptions = { ignoreVary: true };

const publicPages = new NetworkFirst({ cacheName: PUBLIC_CACHE, matchOptions: PAGE_MATCH });
const keptPages = new NetworkFirst({
  cacheName: CACHE.pages,
  matchOptions: PAGE_MATCH,
  plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 14 * DAY })],
});

/** The offline page: the app's shell, marked so that main.tsx draws the offline page in it. */
async function offlinePage(): Promise<Response> {
  const shell = await matchPrecache('/index.html');
  if (!shell) return Response.error();
  const html = (await shell.text()).replace('<div id="root"></div>', '<div id="root" data-offline></div>');
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  const csp = shell.headers.get('content-security-policy');
  if (csp) headers.set('content-security-policy', csp);
  return new Response(html, { status: 503, statusText: 'Offline', headers });
}

// Pages: from the network while there is one (always the current page), else the copy kept, else the offline page.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/api/'),
  async (options) => {
    const { pathname } = options.url;
    try {
      if (isPublicPage(pathname)) return await publicPages.handle(options);
      if (isKeptPage(pathname)) return await keptPages.handle(options);
      return await fetch(options.request);
    } catch {
      // A public page asked for with a query string (?utm=…) is the same page.
      const kept = isPublicPage(pathname)
        ? await caches.open(PUBLIC_CACHE).then((cache) => cache.match(pathname, { ...PAGE_MATCH, ignoreSearch: true }))
        : undefined;
      return kept ?? offlinePage();
    }
  },
);

// Public API answers, never one to a request that carries a token: fresh from the network while there is one (a
// phone's price and whether it is sold change), the last answer offline.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && sameOrigin(url) && isPublicApi(url.pathname) && !request.headers.has('authorization'),
  new NetworkFirst({
    cacheName: CACHE.api,
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 14 * DAY })],
  }),
);

// Photos: an address is a content hash, so a kept copy is always right.
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && isImage(url.pathname),
  new CacheFirst({
    cacheName: CACHE.images,
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

// Hashed files the precache does not list (precached ones were answered above).
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && isAsset(url.pathname),
  new CacheFirst({
    cacheName: CACHE.assets,
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

/**
 * What the page loaded before this service worker controlled it (its first visit): kept now, so that the listing
 * opened on the first visit is readable offline too. The page sends its own address and the files it loaded.
 */
async function keep(urls: unknown): Promise<void> {
  if (!Array.isArray(urls)) return;
  await Promise.all(
    urls.slice(0, 100).map(async (href: unknown) => {
      if (typeof href !== 'string') return;
      let url: URL;
      try {
        url = new URL(href, self.location.origin);
      } catch {
        return;
      }
      if (!sameOrigin(url)) return;
      const name = isKeptPage(url.pathname)
        ? CACHE.pages
        : isPublicApi(url.pathname)
          ? CACHE.api
          : isImage(url.pathname)
            ? CACHE.images
            : isAsset(url.pathname) && !(await matchPrecache(url.pathname))
              ? CACHE.assets
              : undefined;
      if (!name) return;
      const cache = await caches.open(name);
      if (await cache.match(url.href, PAGE_MATCH)) return;
      // Sent by the service worker: no token, so only what anybody may see comes back.
      const response = await fetch(url.href, { credentials: 'same-origin' }).catch(() => undefined);
      if (response?.ok) await cache.put(url.href, response);
    }),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (data?.type === 'KEEP_URLS') {
    const done = keep(data.urls).catch(() => undefined);
    event.waitUntil(done.then(() => event.ports[0]?.postMessage(true)));
  }
});
