import type { Role } from '@phonehaat/shared';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  RouterContextProvider,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { MainLayoutRoute } from '@/components/layouts/main-layout';
import { routePatterns } from '@/config/paths';
import { preloadHeroImage } from '@/features/home/components/hero-images';
import { queryClientContext } from './prefetch';
import { RouteError } from './routes/route-error';

/** A layout route that lets only this role through (spec §4 route guards). */
function roleGuard(role: Role) {
  return async () => {
    const { RequireRole } = await import('@/components/guards/require-role');
    return { Component: () => <RequireRole role={role} /> };
  };
}

/**
 * Every route of the spec (§2), each page its own chunk: signed-in routes behind RequireAuth, the dashboard's role
 * routes behind RequireRole. Dashboard, payment and admin code loads only on those routes. The public pages are also
 * rendered to HTML at build time from these same routes (src/prerender.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: routePatterns.home,
    Component: MainLayoutRoute,
    ErrorBoundary: RouteError,
    HydrateFallback: MainLayoutRoute,
    children: [
      {
        index: true,
        lazy: async () => {
          preloadHeroImage();
          const { HomePage } = await import('./routes/home');
          return { Component: HomePage };
        },
      },
      {
        path: routePatterns.blog,
        lazy: async () => ({ Component: (await import('./routes/blog')).BlogPage }),
      },
      {
        path: routePatterns.login,
        lazy: async () => ({ Component: (await import('./routes/login')).LoginPage }),
      },
      {
        path: routePatterns.register,
        lazy: async () => ({ Component: (await import('./routes/register')).RegisterPage }),
      },
      {
        // Public (issue 22): a listing link opens for anyone; acting on it asks to sign in first.
        path: routePatterns.product,
        lazy: async () => ({ Component: (await import('./routes/product')).ProductPage }),
      },
      {
        // Public (issue 15): a seller's profile, ratings, reviews and phones for sale.
        path: routePatterns.seller,
        lazy: async () => ({ Component: (await import('./routes/seller')).SellerPage }),
      },
      {
        // Account recovery (issue 17): the pages the emailed links open, and 'Forgot password?'.
        path: routePatterns.forgotPassword,
        lazy: async () => ({ Component: (await import('./routes/forgot-password')).ForgotPasswordPage }),
      },
      {
        // Public (issue 16): anyone checks a phone's IMEI before paying for it.
        path: routePatterns.checkPhone,
        lazy: async () => ({ Component: (await import('./routes/check-phone')).CheckPhonePage }),
      },
      {
        path: routePatterns.resetPassword,
        lazy: async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordPage }),
      },
      {
        path: routePatterns.verifyEmail,
        lazy: async () => ({ Component: (await import('./routes/verify-email')).VerifyEmailPage }),
      },
      {
        // Signed-in only (spec §6).
        lazy: async () => ({ Component: (await import('@/components/guards/require-auth')).RequireAuth }),
        children: [
          {
            // Named: the server draws this page for a live session, and the router is told its loader has run.
            id: 'category',
            path: routePatterns.category,
            lazy: {
              loader: async () => (await import('./routes/category.loader')).loader,
              Component: async () => (await import('./routes/category')).CategoryPage,
            },
          },
          {
            path: routePatterns.search,
            lazy: {
              loader: async () => (await import('./routes/search.loader')).loader,
              Component: async () => (await import('./routes/search')).SearchPage,
            },
          },
          {
            path: routePatterns.dashboard,
            lazy: async () => ({ Component: (await import('@/components/layouts/dashboard-layout')).DashboardLayout }),
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./routes/dashboard/index')).DashboardHomePage }),
              },
              {
                // Deals (issue 15): every role; the server answers each with their own (an admin: the problems).
                path: routePatterns.deals,
                lazy: {
                  loader: async () => (await import('./routes/dashboard/deals.loader')).loader,
                  Component: async () => (await import('./routes/dashboard/deals')).DealsPage,
                },
              },
              {
                // Messages (issue 17): every role's conversations about listings.
                path: routePatterns.messages,
                lazy: {
                  loader: async () => (await import('./routes/dashboard/messages.loader')).loader,
                  Component: async () => (await import('./routes/dashboard/messages')).MessagesPage,
                },
              },
              {
                path: routePatterns.conversation,
                lazy: {
                  loader: async () => (await import('./routes/dashboard/conversation.loader')).loader,
                  Component: async () => (await import('./routes/dashboard/conversation')).ConversationPage,
                },
              },
              {
                // My Account (issue 17): every role.
                path: routePatterns.account,
                lazy: async () => ({ Component: (await import('./routes/dashboard/account')).AccountPage }),
              },
              {
                // Stolen phones (issue 16): every role reports a phone stolen and marks it recovered.
                path: routePatterns.stolen,
                lazy: async () => ({ Component: (await import('./routes/dashboard/stolen')).StolenPhonesPage }),
              },
              {
                path: routePatterns.deal,
                lazy: {
                  loader: async () => (await import('./routes/dashboard/deal.loader')).loader,
                  Component: async () => (await import('./routes/dashboard/deal')).DealPage,
                },
              },
              {
                lazy: roleGuard('Buyer'),
                children: [
                  {
                    // Named: the server draws this page for the buyer signed in (see category).
                    id: 'myOrders',
                    path: routePatterns.myOrders,
                    lazy: {
                      loader: async () => (await import('./routes/dashboard/my-orders.loader')).loader,
                      Component: async () => (await import('./routes/dashboard/my-orders')).MyOrdersPage,
                    },
                  },
                  {
                    path: routePatterns.payment,
                    lazy: {
                      loader: async () => (await import('./routes/dashboard/payment.loader')).loader,
                      Component: async () => (await import('./routes/dashboard/payment')).PaymentPage,
                    },
                  },
                ],
              },
              {
                lazy: roleGuard('Seller'),
                children: [
                  {
                    path: routePatterns.addProduct,
                    lazy: async () => ({ Component: (await import('./routes/dashboard/add-product')).AddProductPage }),
                  },
                  {
                    path: routePatterns.editProduct,
                    lazy: async () => ({
                      Component: (await import('./routes/dashboard/edit-product')).EditProductPage,
                    }),
                  },
                  {
                    path: routePatterns.myProducts,
                    lazy: {
                      loader: async () => (await import('./routes/dashboard/my-products.loader')).loader,
                      Component: async () => (await import('./routes/dashboard/my-products')).MyProductsPage,
                    },
                  },
                  {
                    path: routePatterns.myBuyers,
                    lazy: {
                      loader: async () => (await import('./routes/dashboard/my-buyers.loader')).loader,
                      Component: async () => (await import('./routes/dashboard/my-buyers')).MyBuyersPage,
                    },
                  },
                ],
              },
              {
                lazy: roleGuard('Admin'),
                children: [
                  {
                    path: routePatterns.reported,
                    lazy: {
                      loader: async () => (await import('./routes/dashboard/reported.loader')).loader,
                      Component: async () => (await import('./routes/dashboard/reported')).ReportedPage,
                    },
                  },
                  {
                    // Reported Chats (issue 17): conversations reported to the admin, with their messages.
                    path: routePatterns.reportedChats,
                    lazy: {
                      loader: async () => (await import('./routes/dashboard/reported-chats.loader')).loader,
                      Component: async () => (await import('./routes/dashboard/reported-chats')).ReportedChatsPage,
                    },
                  },
                  {
                    // The audit log (issue 16): every admin action and automatic hide, append-only.
                    path: routePatterns.audit,
                    lazy: {
                      loader: async () => (await import('./routes/dashboard/audit.loader')).loader,
                      Component: async () => (await import('./routes/dashboard/audit')).AuditPage,
                    },
                  },
                  {
                    path: routePatterns.allBuyers,
                    lazy: {
                      loader: async () => (await import('./routes/dashboard/all-buyers.loader')).loader,
                      Component: async () => (await import('./routes/dashboard/all-buyers')).AllBuyersPage,
                    },
                  },
                  {
                    path: routePatterns.allSellers,
                    lazy: {
                      loader: async () => (await import('./routes/dashboard/all-sellers.loader')).loader,
                      Component: async () => (await import('./routes/dashboard/all-sellers')).AllSellersPage,
                    },
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: routePatterns.notFound,
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }),
      },
    ],
  },
];

/**
 * Loads the code of the routes that match `location` before the router starts, as React Router asks when a page is
 * taken over from its prerendered HTML: the first render must already draw the page (not the fallback) to match it.
 */
export async function loadRoutesFor(location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (!lazy) return;
      if (typeof lazy === 'function') {
        Object.assign(route, { ...(await lazy()), lazy: undefined });
        return;
      }
      // A lazy object: each property's code (the loader, the Component) loaded side by side.
      const loaded = await Promise.all(
        Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()] as const),
      );
      Object.assign(route, { ...Object.fromEntries(loaded), lazy: undefined });
    }),
  );
}

/**
 * For a page taken over from HTML drawn before it (at build time, or by the server with its data): every matched
 * route's loader counted as run (they only start queries, and the data is in the page), so the router's first render
 * is the page as drawn. Given at all, it also keeps the page where the person has scrolled it: without it the
 * router's first render scrolls a prerendered page back to the top.
 */
function drawnPageHydration(): HydrationState | undefined {
  if (typeof document === 'undefined' || document.getElementById('root')?.dataset.prerendered === undefined)
    return undefined;
  const loaded = (matchRoutes(routes, window.location.pathname) ?? []).filter(({ route }) => route.loader && route.id);
  return { loaderData: Object.fromEntries(loaded.map(({ route }) => [route.id, null])) };
}

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

const routers = new WeakMap<QueryClient, AppRouterInstance>();

/** The app's router, one per query client (React's strict mode may ask twice), its loaders given that client. */
export function createAppRouter(queryClient: QueryClient): AppRouterInstance {
  let router = routers.get(queryClient);
  if (!router) {
    router = createBrowserRouter(routes, {
      hydrationData: drawnPageHydration(),
      getContext: () => new RouterContextProvider(new Map([[queryClientContext, queryClient]])),
    });
    routers.set(queryClient, router);
  }
  return router;
}
