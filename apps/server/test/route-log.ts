import type * as FastifyModule from 'fastify';

/**
 * The routes the app registers, as Fastify announces them. A test file mocks `fastify` with `withRouteLog`, so every
 * app buildApp makes has an `onRoute` hook before the first route:
 *
 *   vi.mock('fastify', async (original) => (await import('./route-log.js')).withRouteLog(await original()));
 */
export const registeredRoutes: { method: string; url: string }[] = [];

export function withRouteLog(original: typeof FastifyModule): typeof FastifyModule {
  const factory = ((options?: Parameters<typeof original.default>[0]) => {
    const app = original.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: factory };
}

/** `METHOD /url` of every API route registered so far (HEAD, which Fastify adds beside each GET, left out). */
export function apiRoutes(): Set<string> {
  return new Set(
    registeredRoutes
      .filter((r) => r.method !== 'HEAD' && (r.url === '/api' || r.url.startsWith('/api/')))
      .map((r) => `${r.method} ${r.url}`),
  );
}
