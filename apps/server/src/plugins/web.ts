import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import { z } from 'zod';
import type { Config } from '../config.js';

/**
 * dist/pages.json, written by the web build (apps/web/scripts/prerender.mjs): the public pages drawn to HTML at build
 * time, the 404 page, the client's route patterns, and the listing page's template with the renderer that fills it.
 */
const PagesManifestSchema = z.object({
  pages: z.record(z.string(), z.string()),
  notFound: z.string(),
  appRoutes: z.array(z.string()),
  listing: z.object({ template: z.string(), renderer: z.string() }).optional(),
  /** The CSP hash of the stylesheet the build wrote into its pages ('sha256-…'). */
  styleHash: z
    .string()
    .regex(/^sha256-[A-Za-z0-9+/]+=*$/)
    .optional(),
});

/** What the web build's server renderer (apps/web/src/prerender.tsx) offers the server. */
export interface PageRenderer {
  render(path: string, pageData?: unknown): Promise<string>;
  listingPageData(id: string, detail: unknown): unknown;
}

/** A page's HTML ready to send: its validator, its bytes, and its Brotli and gzip copies (made when first asked). */
export interface HtmlPage {
  etag: string;
  /** The CSP hash of the stylesheet written into the page, allowed in its answer's style-src. */
  styleHash: string | undefined;
  identity: Buffer;
  encoded(coding: 'br' | 'gzip'): Buffer;
}

/**
 * A page compressed once for every answer that sends it, each coding the first time a caller asks for it. Build-time
 * pages take Brotli's best (at start); pages drawn per request a quicker level.
 */
export function htmlPage(html: string, styleHash?: string, effort: 'best' | 'quick' = 'best'): HtmlPage {
  const identity = Buffer.from(html);
  const copies: Partial<Record<'br' | 'gzip', Buffer>> = {};
  const compress = (coding: 'br' | 'gzip') =>
    coding === 'br'
      ? brotliCompressSync(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
          },
        })
      : gzipSync(identity, { level: effort === 'best' ? 9 : 6 });
  const page: HtmlPage = {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    styleHash,
    identity,
    encoded: (coding) => (copies[coding] ??= compress(coding)),
  };
  if (effort === 'best') for (const coding of ['br', 'gzip'] as const) page.encoded(coding);
  return page;
}

/** Whether the caller already holds this version of the page (If-None-Match, weak or strong). */
function holds(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a page as the caller asks for it (Brotli, gzip or plain: Accept-Encoding), with its ETag; a caller that holds
 * this version gets 304 and no body. Pages are revalidated on every visit (no-cache).
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, status = 200) {
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', page.etag)
    .type('text/html; charset=utf-8');
  if (page.styleHash) {
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    reply.header('content-security-policy', csp.replace("style-src 'self'", `style-src 'self' '${page.styleHash}'`));
  }
  if (status === 200 && holds(request, page.etag)) return reply.code(304).send();
  // Of what the caller accepts, Brotli first (the smallest), whatever order the header lists them in.
  const accepted = new Negotiator(request.raw).encodings(['br', 'gzip', 'identity']);
  const encoding = (['br', 'gzip'] as const).find((coding) => accepted.includes(coding));
  if (encoding === 'br' || encoding === 'gzip') reply.header('content-encoding', encoding);
  const body = encoding ? page.encoded(encoding) : page.identity;
  return reply.code(status).send(body);
}

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
  const read = (name: string) => htmlPage(readFileSync(join(root, name), 'utf8'), manifest.styleHash);
  return {
    pages: new Map(Object.entries(manifest.pages).map(([path, name]) => [path, read(name)])),
    notFound: read(manifest.notFound),
    isAppRoute: routeMatcher(manifest.appRoutes),
    listing: manifest.listing,
    styleHash: manifest.styleHash,
  };
}

/** What the site's page routes (modules/pages) use: the 404 page, and the listing page's template and renderer. */
export interface WebPages {
  notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  listing?: { template: string; renderer: PageRenderer };
  /** The CSP hash of the stylesheet the build writes into its pages (the listing template's too). */
  styleHash: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    web: WebPages;
  }
}

/**
 * Serves the built web client on the API's port: hashed assets cached for a year, pages revalidated (ETag → 304) and
 * compressed once, at start. A GET for a page is answered with its prerendered HTML when the build drew it (home,
 * blog, login, register), the app's shell (index.html) for the other pages of the app so the client's router draws
 * them, and the prerendered 404 page with status 404 for any other path. API paths that match nothing are a JSON 404.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const root = config.webDistDir;
    const built = root ? readPages(root) : undefined;
    if (root) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        cacheControl: false,
        // The build writes x.br and x.gz beside each text asset (scripts/prerender.mjs): sent as the browser asks.
        preCompressed: true,
        setHeaders(res, path) {
          const immutable = path.startsWith(join(root, 'assets'));
          const page = path.endsWith('.html');
          res.header(
            'cache-control',
            immutable
              ? 'public, max-age=31536000, immutable'
              : page
                ? 'no-cache'
                : 'public, max-age=0, must-revalidate',
          );
        },
      });
    }
    const shell =
      root && existsSync(join(root, 'index.html'))
        ? htmlPage(readFileSync(join(root, 'index.html'), 'utf8'))
        : undefined;

    const notFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
      built
        ? sendHtml(request, reply, built.notFound, 404)
        : reply.code(404).send({ error: 'Not Found', message: 'There is no page at this address.' });

    let listing: WebPages['listing'];
    if (root && built?.listing) {
      const renderer = (await import(pathToFileURL(join(root, built.listing.renderer)).href)) as PageRenderer;
      listing = { template: readFileSync(join(root, built.listing.template), 'utf8'), renderer };
    }
    app.decorate('web', { notFound: notFoundPage, listing, styleHash: built?.styleHash } satisfies WebPages);

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
      if (root && wantsPage && shell) {
        if (!built) return sendHtml(request, reply, shell);
        const page = built.pages.get(path.length > 1 ? path.replace(/\/$/, '') : path);
        if (page) return sendHtml(request, reply, page);
        return built.isAppRoute(path) ? sendHtml(request, reply, shell) : notFoundPage(request, reply);
      }
      return reply.code(404).send({ error: 'Not Found', message: `No route for ${request.method} ${path}.` });
    });
  },
  { name: 'web' },
);
