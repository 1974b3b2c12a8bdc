import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Order, Product, ProductDetail, User } from '@phonehaat/shared';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { paths, routePatterns } from './config/paths';
import { LocaleProvider } from './i18n/locale';
import { HERO_WIDE_QUERY, heroImages } from './features/home/components/hero-images';
import { orderKeys } from './features/orders/api/keys';
import { productKeys } from './features/products/api/keys';
import { baseLocale, locales, overwriteGetLocale, type Locale } from './paraglide/runtime.js';
import type { PageData } from '@phonehaat/shared';

/** The languages every page is drawn in (pages.json names a file per language; the server picks one per request). */
export const pageLocales: readonly Locale[] = locales;

/**
 * The language the page being drawn is in. The server answers each request in the person's language, so here the
 * language is not read from a cookie or the browser but set for each drawing: safe as a module variable, because
 * renderToString is synchronous (nothing else draws between setting it and the page being done).
 */
let drawingIn: Locale = baseLocale;
overwriteGetLocale(() => drawingIn);

/**
 * The build's second half (scripts/prerender.mjs): the public pages drawn to HTML from the app's own routes, as a
 * signed-out visitor's first render sees them (signed-in state and fetched data arrive once React takes over). Those
 * pages paint on slow phones before the JavaScript has arrived.
 */
export const prerenderedPages = [
  { path: routePatterns.home, file: 'home.html', source: 'src/app/routes/home.tsx' },
  { path: routePatterns.blog, file: 'blog.html', source: 'src/app/routes/blog.tsx' },
  { path: routePatterns.login, file: 'login.html', source: 'src/app/routes/login.tsx' },
  { path: routePatterns.register, file: 'register.html', source: 'src/app/routes/register.tsx' },
  { path: routePatterns.checkPhone, file: 'check-phone.html', source: 'src/app/routes/check-phone.tsx' },
] as const;

/** The 404 page, for any path that is not one of the app's routes. */
export const notFoundPage = {
  path: '/this-page-does-not-exist',
  file: 'not-found.html',
  source: 'src/app/routes/not-found.tsx',
} as const;

/**
 * The listing page (issue 22), drawn by the server for each request with the listing in it (renderListing), from a
 * template the build writes with this route's code linked.
 */
export const listingPage = { file: 'listing.html', source: 'src/app/routes/product.tsx' } as const;

/** The data a listing page is drawn with; the same JSON goes into the page for React to take it over. */
export function listingPageData(id: string, detail: ProductDetail | 'removed' | 'hidden'): PageData {
  if (detail === 'removed' || detail === 'hidden') return { queries: [[productKeys.gone(id), detail]] };
  return { queries: [[productKeys.detail(id), detail]] };
}

/**
 * The category page for a signed-in visitor, drawn by the server with the category's first page of phones when the
 * request carries a live session (issue 22), from a template with the guard's, the loader's and the page's code linked.
 */
export const categoryPage = {
  file: 'category.html',
  sources: [
    'src/components/guards/require-auth.tsx',
    'src/app/routes/category.loader.ts',
    'src/app/routes/category.tsx',
  ],
} as const;

/** The data a category page is drawn with: its first page of phones as the page's list holds it, for a session. */
export function categoryPageData(categoryId: number, products: Product[], nextCursor: string | null): PageData {
  return {
    queries: [[productKeys.category(categoryId), { pages: [{ items: products, nextCursor }], pageParams: [null] }]],
    signedInAt: paths.category(categoryId),
  };
}

/** The home page's first picture, linked from its HTML's head so it downloads with the CSS (the largest paint). */
export const heroPreload = { small: heroImages.buy.small, large: heroImages.buy.large, wideQuery: HERO_WIDE_QUERY };

/**
 * What every signed-in page runs first beside its own code: the guard, the reader of the person's record, and the
 * bar's and the footer's lazy parts.
 */
const SIGNED_IN_FRAME = [
  'src/components/guards/require-auth.tsx',
  'src/lib/current-user.ts',
  'src/components/layouts/footer.tsx',
  'src/features/account/components/verify-banner.tsx',
  'src/features/messages/components/messages-link.tsx',
  'src/features/notifications/components/notification-bell.tsx',
];
const DASHBOARD_FRAME = [
  ...SIGNED_IN_FRAME,
  'src/components/layouts/dashboard-layout.tsx',
  'src/components/guards/require-role.tsx',
];

/**
 * The dashboard's pages (all signed-in, none drawn at build time), each with the file of its page under
 * src/app/routes/dashboard/ (its loader, when it has one, is `<file>.loader.ts`). The server's shell of such a page
 * preloads all of its code at once (issue 22): the build lists a lazy chunk's imports nowhere else, so the browser
 * would otherwise find them one level at a time.
 */
const dashboardFiles: Record<string, string> = {
  [routePatterns.dashboard]: 'index',
  [routePatterns.myOrders]: 'my-orders',
  [routePatterns.payment]: 'payment',
  [routePatterns.addProduct]: 'add-product',
  [routePatterns.editProduct]: 'edit-product',
  [routePatterns.myProducts]: 'my-products',
  [routePatterns.myBuyers]: 'my-buyers',
  [routePatterns.allBuyers]: 'all-buyers',
  [routePatterns.allSellers]: 'all-sellers',
  [routePatterns.reported]: 'reported',
  [routePatterns.reportedChats]: 'reported-chats',
  [routePatterns.audit]: 'audit',
  [routePatterns.deals]: 'deals',
  [routePatterns.deal]: 'deal',
  [routePatterns.messages]: 'messages',
  [routePatterns.conversation]: 'conversation',
  [routePatterns.account]: 'account',
  [routePatterns.stolen]: 'stolen',
};

/** Each dashboard page's modules, the frame's first (scripts/prerender.mjs adds a loader the build has). */
export const dashboardPages = Object.entries(dashboardFiles).map(([pattern, file]) => ({
  pattern,
  sources: [...DASHBOARD_FRAME, `src/app/routes/dashboard/${file}.tsx`],
  loader: `src/app/routes/dashboard/${file}.loader.ts`,
}));

/**
 * My Orders, drawn by the server for the buyer whose live session the request carries, with their orders in it (issue
 * 22): from a template with the dashboard's and the page's code linked.
 */
export const myOrdersPage = {
  file: 'my-orders.html',
  sources: [
    ...DASHBOARD_FRAME,
    'src/app/routes/dashboard/my-orders.loader.ts',
    'src/app/routes/dashboard/my-orders.tsx',
  ],
} as const;

/** The data My Orders is drawn with: the buyer, and their orders as the page's query holds them. */
export function myOrdersPageData(user: User, orders: Order[]): PageData {
  return { queries: [[orderKeys.list(user.email), orders]], signedInAs: user };
}

/** Every route pattern but the catch-all, so the server can tell a page of the app from an unknown path. */
export const appRoutePatterns = Object.values(routePatterns).filter((pattern) => pattern !== routePatterns.notFound);

/**
 * One handler for every page drawn: React Router resolves a route's `lazy` object by emptying it in place, so a second
 * handler made from the same routes would find that route's code gone.
 */
const handler = createStaticHandler(routes);

/** The page at `path` as HTML (its <title> first) in `locale`, drawn with `pageData` in its queries when given. */
export async function render(path: string, pageData?: PageData, locale: Locale = baseLocale): Promise<string> {
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // After the await: another page may have been drawn in the meantime, in the other language.
  drawingIn = locales.includes(locale) ? locale : baseLocale;
  return renderToString(
    <StrictMode>
      <AppProviders pageData={pageData}>
        {/* As the client's App has it (the language switch reads it). */}
        <LocaleProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </LocaleProvider>
      </AppProviders>
    </StrictMode>,
  );
}
