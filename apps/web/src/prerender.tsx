import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { routePatterns } from './config/paths';
import { HERO_WIDE_QUERY, heroImages } from './features/home/components/hero-images';

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
] as const;

/** The 404 page, for any path that is not one of the app's routes. */
export const notFoundPage = {
  path: '/this-page-does-not-exist',
  file: 'not-found.html',
  source: 'src/app/routes/not-found.tsx',
} as const;

/** The home page's first picture, linked from its HTML's head so it downloads with the CSS (the largest paint). */
export const heroPreload = { small: heroImages.buy.small, large: heroImages.buy.large, wideQuery: HERO_WIDE_QUERY };

/** Every route pattern but the catch-all, so the server can tell a page of the app from an unknown path. */
export const appRoutePatterns = Object.values(routePatterns).filter((pattern) => pattern !== routePatterns.notFound);

export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
