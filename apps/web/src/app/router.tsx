import { createBrowserRouter, RouterProvider } from 'react-router';
import { MainLayoutFallback, MainLayoutRoute } from '@/components/layouts/main-layout';
import { routePatterns } from '@/config/paths';
import { preloadHeroImage } from '@/features/home/components/hero-images';
import { RouteError } from './routes/route-error';

/**
 * Each page is its own chunk. Routes of later issues (/login, /register, /category/:id, /dashboard/...) are not
 * here yet: they fall through to 'Page Not Found'.
 */
const router = createBrowserRouter([
  {
    path: routePatterns.home,
    Component: MainLayoutRoute,
    ErrorBoundary: RouteError,
    HydrateFallback: MainLayoutFallback,
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
        path: routePatterns.notFound,
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }),
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
