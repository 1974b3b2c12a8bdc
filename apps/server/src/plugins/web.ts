import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Config } from '../config.js';

/**
 * dist/pages.json, written by the web build (apps/web/scripts/prerender.mjs): the public pages drawn to HTML at build
 * time, the 404 page, and the client's route patterns.
 */
const PagesManifestSchema = z.object({
  pages: z.record(z.string(), z.string()),
  notFound: z.string(),
  appRoutes: z.array(z.string()),
});

/** '/category/:id' → /^\/category\/[^/]+\/?$/: which paths are pages of the app (the client's router decides them). */
function routeMatcher(patterns: string[]): (path: string) => boolean {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const regexes = patterns.map(
    (pattern) =>
      new RegExp(
        `^${pattern
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
          .join('/')}/?$`,
      ),
  );
  return (path) => regexes.some((regex) => regex.test(path));
}

function readPages(root: string) {
  const file = join(root, 'pages.json');
  if (!existsSync(file)) return undefined;
  const manifest = PagesManifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return { ...manifest, isAppRoute: routeMatcher(manifest.appRoutes) };
}

/**
 * Serves the built web client on the API's port: hashed assets cached for a year, pages revalidated. A GET for a page
 * is answered with its prerendered HTML when the build drew it (home, blog, login, register), the app's shell
 * (index.html) for the other pages of the app so the client's router draws them, and the prerendered 404 page with
 * status 404 for any other path. API paths that match nothing are a JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const root = config.webDistDir;
  const pages = root ? readPages(root) : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: false,
      setHeaders(res, path) {
        const immutable = path.startsWith(join(root, 'assets'));
        const page = path.endsWith('.html');
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : page ? 'no-cache' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  const sendPage = (reply: FastifyReply, file: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').sendFile(file);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (root && wantsPage) {
      if (!pages) return sendPage(reply, 'index.html');
      const page = pages.pages[path.length > 1 ? path.replace(/\/$/, '') : path];
      if (page) return sendPage(reply, page);
      return pages.isAppRoute(path) ? sendPage(reply, 'index.html') : sendPage(reply, pages.notFound, 404);
    }
    return reply.code(404).send({ error: 'Not Found', message: `No route for ${request.method} ${path}.` });
  });
});
