import type * as FastifyModule from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { METRICS_PATH } from '../src/plugins/metrics.js';
import { DOCS_PATH, OPENAPI_PATH } from '../src/plugins/openapi.js';

/**
 * The routes the app registers, as Fastify announces them, and the statuses they answered. A test file mocks `fastify`
 * with `withRouteLog`, so every app buildApp makes has an `onRoute` and an `onResponse` hook before the first route:
 *
 *   vi.mock('fastify', async (original) => (await import('./route-log.js')).withRouteLog(await original()));
 */
export const registeredRoutes: { method: string; url: string }[] = [];

/** An answer of an API route: `route` as registered, `path` as asked (they differ under a wildcard route). */
export interface Answer {
  method: string;
  route: string;
  path: string;
  status: number;
}
/** Every distinct answer of an API route so far. */
export const answers = new Map<string, Answer>();

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

export function withRouteLog(original: typeof FastifyModule): typeof FastifyModule {
  const factory = ((options?: Parameters<typeof original.default>[0]) => {
    const app = original.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
    });
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url;
      if (route && isApi(route) && request.method !== 'HEAD') {
        const path = route.endsWith('*') ? (request.url.split('?')[0] ?? route) : route;
        const answer = { method: request.method, route, path, status: reply.statusCode };
        answers.set(`${answer.method} ${path} ${answer.status}`, answer);
      }
      done();
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: factory };
}

/** `METHOD /url` of every API route registered so far (HEAD, which Fastify adds beside each GET, left out). */
export function apiRoutes(): Set<string> {
  return new Set(
    registeredRoutes.filter((r) => r.method !== 'HEAD' && isApi(r.url)).map((r) => `${r.method} ${r.url}`),
  );
}

/** `METHOD /url` of the operators' routes outside /api that only a token opens (/metrics): the matrix covers them. */
export function guardedRoutes(): Set<string> {
  return new Set(
    registeredRoutes.filter((r) => r.method !== 'HEAD' && r.url === METRICS_PATH).map((r) => `${r.method} ${r.url}`),
  );
}

/** `METHOD /url` of every development-only route registered so far (under /dev/: outside the API and its document). */
export function devRoutes(): Set<string> {
  return new Set(
    registeredRoutes.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/dev/')).map((r) => `${r.method} ${r.url}`),
  );
}

/** A registered route's path as the OpenAPI document writes it: `/api/orders/:id` → `/api/orders/{id}`. */
export const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The document's own routes (the document and its reference page), which it leaves out of itself. */
export const isDocumentRoute = (url: string) =>
  url === OPENAPI_PATH || url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`);

/**
 * Answers seen so far that no operation of the documents describes, as `METHOD /path STATUS`. Under better-auth's
 * catch-all only the endpoints the document lists are held to it: its other endpoints are not part of the API.
 */
export function undescribedAnswers(documents: OpenAPIV3_1.Document[]): string[] {
  const operation = (method: string, path: string) =>
    documents
      .map((d) => d.paths?.[path]?.[method.toLowerCase() as OpenAPIV3_1.HttpMethods])
      .find((o) => o !== undefined);
  const missing: string[] = [];
  for (const { method, route, path, status } of answers.values()) {
    if (isDocumentRoute(route)) continue;
    const asked = route.endsWith('*') ? path : documentPath(route);
    const described = operation(method, asked);
    if (!described) {
      if (!route.endsWith('*')) missing.push(`${method} ${asked} ${status} (no such operation)`);
      continue;
    }
    if (!Object.hasOwn(described.responses ?? {}, String(status))) missing.push(`${method} ${asked} ${status}`);
  }
  return [...new Set(missing)].sort();
}
