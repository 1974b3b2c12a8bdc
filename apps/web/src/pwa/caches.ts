/**
 * What the service worker (sw.ts) keeps, shared with the page: the caches' names and which requests go in which.
 * docs/decisions/0021-offline-and-install.md gives the reasons.
 */

/** Runtime caches. The precache (the app's shell and code) is Workbox's own, named by it. */
export const CACHE = {
  /** The prerendered public pages, fetched when a version of the service worker installs (one cache per version). */
  publicPages: 'phonehaat-public-pages',
  /** Listing and seller pages the person opened (HTML drawn by the server with the listing in it). */
  pages: 'phonehaat-pages',
  /** Public API answers (GET, never one sent with an Authorization header). */
  api: 'phonehaat-api',
  /** Photos from /api/images (each address is a content hash, so a stored copy never goes stale). */
  images: 'phonehaat-images',
  /** Hashed files the precache does not list (the prerendered pages' boot script, the hero pictures). */
  assets: 'phonehaat-assets',
} as const;

/**
 * The caches that can tell what one person did on this device (which listings, sellers and photos they looked at, a
 * photo sent in a chat): deleted when they sign out. The public pages and the app's code stay.
 */
export const PERSONAL_CACHES = [CACHE.pages, CACHE.api, CACHE.images] as const;

/** The pages drawn at build time (apps/web/src/prerender.tsx `prerenderedPages`), kept offline from the first visit. */
export const PUBLIC_PAGES = ['/', '/blog', '/login', '/register', '/check-phone'] as const;

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

export const isPublicPage = (pathname: string) => (PUBLIC_PAGES as readonly string[]).includes(trimSlash(pathname));

/** A page kept once opened: a listing or a seller's profile (both public, both readable without the API). */
export const isKeptPage = (pathname: string) => /^\/(product|seller)\/[^/]+\/?$/.test(pathname);

/**
 * The API's public GETs the pages read: a listing with its seller's other phones, the advertised phones, a seller's
 * profile and listings, and a category's phones (that one only for a request without a token, which the server
 * answers 401 and so is never stored: signed-in answers are not kept).
 */
const PUBLIC_API = [
  /^\/api\/product\/[^/]+$/,
  /^\/api\/advertisedproduct$/,
  /^\/api\/seller\/[^/]+$/,
  /^\/api\/seller\/[^/]+\/products$/,
  /^\/api\/products\/[^/]+$/,
];
export const isPublicApi = (pathname: string) => PUBLIC_API.some((pattern) => pattern.test(pathname));

export const isImage = (pathname: string) => /^\/api\/images\/[^/]+$/.test(pathname);

export const isAsset = (pathname: string) => pathname.startsWith('/assets/');

/**
 * Deletes the caches that could hold something of the person who is signing out (PERSONAL_CACHES). Runs in the page
 * (Cache Storage is shared with the service worker); nothing to do where the browser has no Cache Storage.
 */
export async function forgetPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
