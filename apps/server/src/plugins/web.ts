import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import { z } from 'zod';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES, localeFromCookie, type Locale } from '@phonehaat/shared';
import type { Config } from '../config.js';
import { headersLocale } from '../lib/locale.js';

/**
 * dist/pages.json, written by the web build (apps/web/scripts/prerender.mjs): the public pages drawn to HTML at build
 * time, the 404 page, the client's route patterns, and the listing page's template with the renderer that fills it.
 */
/** A page's file per language; one file (a build before issue 18) answers in both, with the language set on it. */
const PageFilesSchema = z.union([z.string(), z.object({ en: z.string(), bn: z.string() })]);

const PagesManifestSchema = z.object({
  pages: z.record(z.string(), PageFilesSchema),
  notFound: PageFilesSchema,
  appRoutes: z.array(z.string()),
  listing: z.object({ template: PageFilesSchema, renderer: z.string() }).optional(),
  /** The category page's template for a signed-in visitor, drawn with the listing's renderer. */
  category: z.object({ template: PageFilesSchema }).optional(),
  /** My Orders' template for the buyer signed in, drawn with the listing's renderer. */
  myOrders: z.object({ template: PageFilesSchema }).optional(),
  /** The app's shell (index.html with its words in each language); without it, index.html in both. */
  shell: PageFilesSchema.optional(),
  /** Each dashboard page's code (its chunks beyond the entry's), preloaded from the shell sent to a signed-in person. */
  routePreloads: z.record(z.string(), z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/))).optional(),
  /** The CSP hash of the stylesheet the build wrote into its pages ('sha256-…'). */
  styleHash: z
    .string()
    .regex(/^sha256-[A-Za-z0-9+/]+=*$/)
    .optional(),
});

/** What the web build's server renderer (apps/web/src/prerender.tsx) offers the server. */
export interface PageRenderer {
  render(path: string, pageData?: unknown, locale?: Locale): Promise<string>;
  listingPageData(id: string, detail: unknown): unknown;
  categoryPageData?(categoryId: number, products: unknown[], nextCursor: string | null): unknown;
  myOrdersPageData?(user: unknown, orders: unknown[]): unknown;
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
 * pages take Brotli's best, made off the main thread from the start (a dozen pages, two languages each, take seconds
 * at level 11 on a small machine: the server listens meanwhile, and answers with a quicker copy until the best is
 * ready); pages drawn per request a quicker level.
 */
export function htmlPage(html: string, styleHash?: string, effort: 'best' | 'quick' = 'best'): HtmlPage {
  const identity = Buffer.from(html);
  const copies: Partial<Record<'br' | 'gzip', Buffer>> = {};
  const options = (coding: 'br' | 'gzip', level: 'best' | 'quick') =>
    coding === 'br'
      ? {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: level === 'best' ? 11 : 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
          },
        }
      : { level: level === 'best' ? 9 : 6 };
  const compress = (coding: 'br' | 'gzip') =>
    coding === 'br'
      ? brotliCompressSync(identity, options('br', 'quick'))
      : gzipSync(identity, options('gzip', 'quick'));
  const page: HtmlPage = {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    styleHash,
    identity,
    // Until the best copy is made, a quick one (kept only for a page drawn per request).
    encoded: (coding) => copies[coding] ?? (effort === 'best' ? compress(coding) : (copies[coding] = compress(coding))),
  };
  if (effort === 'best') {
    brotliCompress(identity, options('br', 'best'), (error, result) => {
      if (!error) copies.br = result;
    });
    gzip(identity, options('gzip', 'best'), (error, result) => {
      if (!error) copies.gzip = result;
    });
  }
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
 * this version gets 304 and no body. Pages are revalidated on every visit (no-cache). A page is in the person's
 * language (pageLocale), which the `lang` cookie and Accept-Language decide: a cache keeps a copy per both.
 */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  page: HtmlPage,
  status = 200,
  /**
   * 'private' for a page drawn for a signed-in visitor: no shared cache keeps it; 'personal' for one that carries the
   * person's own token: no cache keeps it at all.
   */
  audience: 'public' | 'private' | 'personal' = 'public',
) {
  reply
    .header(
      'cache-control',
      audience === 'personal' ? 'private, no-store' : audience === 'private' ? 'private, no-cache' : 'no-cache',
    )
    .header('vary', 'accept-encoding, cookie, accept-language')
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

/**
 * The language a page is answered in (docs/decisions/0020): `?lang=bn|en` on the address (a link shared in a
 * language), else the `lang` cookie (the person's choice with the switch), else the first of the browser's languages
 * (Accept-Language, by preference) that is one of ours, else English.
 */
export function chooseLocale(request: FastifyRequest): Locale {
  const query = request.url.includes('?') ? new URLSearchParams(request.url.slice(request.url.indexOf('?'))) : null;
  const asked = query?.get('lang');
  return (
    (asked ? LOCALES.find((locale) => locale === asked.trim().toLowerCase()) : undefined) ??
    headersLocale(request.headers)
  );
}

/**
 * The language of the page this request is answered with; the `lang` cookie is set to it when the request did not
 * already hold it, so that the client, which reads the cookie first, draws in the language the page came in (React
 * takes the page over without a mismatch) and the choice made with `?lang=` is remembered.
 */
export function pageLocale(request: FastifyRequest, reply: FastifyReply, secure: boolean): Locale {
  const locale = chooseLocale(request);
  if (localeFromCookie(request.headers.cookie) !== locale) {
    const cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
    const set = reply.getHeader('set-cookie');
    reply.header('set-cookie', set === undefined ? cookie : [...(Array.isArray(set) ? set : [String(set)]), cookie]);
  }
  return locale;
}

/**
 * A page's HTML in `locale`: `<html lang>` set, and, for a page with an address to share (`alternates`, the page's
 * absolute address), the links to it in each language (hreflang, `?lang=`) and to the address that picks the
 * visitor's own (x-default).
 */
export function localizeHtml(html: string, locale: Locale, alternates?: string): string {
  let localized = /<html\b[^>]*\blang="/.test(html)
    ? html.replace(/(<html\b[^>]*\blang=")[^"]*"/, (_, start: string) => `${start}${locale}"`)
    : html.replace(/<html\b/, `<html lang="${locale}"`);
  if (alternates !== undefined) {
    const address = alternates.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    const links = [
      ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${address}?lang=${l}">`),
      `<link rel="alternate" hreflang="x-default" href="${address}">`,
    ].join('\n    ');
    localized = localized.includes('</head>')
      ? localized.replace(/\s*<\/head>/, () => `\n    ${links}\n  </head>`)
      : localized.replace('</title>', () => `</title>${links}`);
  }
  return localized;
}

/** A page's HTML in each language. */
export type LocalizedPage = Record<Locale, HtmlPage>;

/** A file of the build in each language (one file of a build before issue 18: the same text in both). */
type InEach = Record<Locale, string>;
function readEach(root: string, files: z.infer<typeof PageFilesSchema>): InEach {
  const read = (locale: Locale) => readFileSync(join(root, typeof files === 'string' ? files : files[locale]), 'utf8');
  return { en: read('en'), bn: read('bn') };
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

/**
 * The build's pages, each in every language; a public page links its other language at `origin` (PUBLIC_URL: drawn
 * once, at start, like its compressed copies).
 */
function readPages(root: string, origin: string) {
  const file = join(root, 'pages.json');
  if (!existsSync(file)) return undefined;
  const manifest = PagesManifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const preloads = Object.entries(manifest.routePreloads ?? {}).map(([pattern, files]) => ({
    matches: routeMatcher([pattern]),
    files,
  }));
  const read = (files: z.infer<typeof PageFilesSchema>, path?: string): LocalizedPage => {
    const html = readEach(root, files);
    const address = path === undefined ? undefined : `${origin}${path === '/' ? '/' : path}`;
    const page = (locale: Locale) => htmlPage(localizeHtml(html[locale], locale, address), manifest.styleHash);
    return { en: page('en'), bn: page('bn') };
  };
  const template = <E extends { template: z.infer<typeof PageFilesSchema> }>(entry: E | undefined) =>
    entry && { ...entry, template: readEach(root, entry.template) };
  return {
    pages: new Map(Object.entries(manifest.pages).map(([path, files]) => [path, read(files, path)])),
    notFound: read(manifest.notFound),
    isAppRoute: routeMatcher(manifest.appRoutes),
    preloadsFor: (path: string) => preloads.find(({ matches }) => matches(path))?.files ?? [],
    listing: template(manifest.listing),
    category: template(manifest.category),
    myOrders: template(manifest.myOrders),
    shell: manifest.shell === undefined ? undefined : readEach(root, manifest.shell),
    styleHash: manifest.styleHash,
  };
}

/** What the site's page routes (modules/pages) use: the 404 page, and the listing page's template and renderer. */
export interface WebPages {
  notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  /** The app's shell, in which the client's router draws the page (what any page of the app not drawn here gets). */
  shell(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  /**
   * The app's shell of a signed-in page with `block` (a script element of data for this one person) in it, kept by no
   * cache, and the page's code preloaded.
   */
  personalShell(request: FastifyRequest, reply: FastifyReply, block: string): FastifyReply;
  /** Whether the client's router has a page at this path (else the 404 page). */
  isAppRoute(path: string): boolean;
  /** The language to answer this request's page in (the `lang` cookie set to it when needed). */
  locale(request: FastifyRequest, reply: FastifyReply): Locale;
  listing?: { template: InEach; renderer: PageRenderer };
  /** The category page's template (drawn for a signed-in visitor with the listing's renderer) and its data. */
  category?: {
    template: InEach;
    renderer: PageRenderer;
    pageData(categoryId: number, products: unknown[], nextCursor: string | null): unknown;
  };
  /** My Orders' template (drawn for the buyer signed in with the listing's renderer) and its data. */
  myOrders?: { template: InEach; renderer: PageRenderer; pageData(user: unknown, orders: unknown[]): unknown };
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
    const built = root ? readPages(root, config.publicUrl) : undefined;
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
    const shellHtml =
      built?.shell ??
      (root !== undefined && existsSync(join(root, 'index.html')) ? readEach(root, 'index.html') : { en: '', bn: '' });
    // The app's shell in each language too (the client draws the page in it).
    const shellIn = { en: localizeHtml(shellHtml.en, 'en'), bn: localizeHtml(shellHtml.bn, 'bn') };
    const shell: LocalizedPage | undefined = shellHtml.en
      ? { en: htmlPage(shellIn.en), bn: htmlPage(shellIn.bn) }
      : undefined;
    const locale = (request: FastifyRequest, reply: FastifyReply) => pageLocale(request, reply, config.secureOrigin);

    const notFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
      built
        ? sendHtml(request, reply, built.notFound[locale(request, reply)], 404)
        : reply.code(404).send({ error: 'Not Found', message: 'There is no page at this address.' });

    const shellPage = (request: FastifyRequest, reply: FastifyReply) =>
      shell ? sendHtml(request, reply, shell[locale(request, reply)]) : notFoundPage(request, reply);
    const personalShell = (request: FastifyRequest, reply: FastifyReply, block: string) => {
      if (!shell) return notFoundPage(request, reply);
      const path = request.url.split('?')[0] ?? '/';
      const preloads = (built?.preloadsFor(path) ?? [])
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join('');
      const html = shellIn[locale(request, reply)].replace('</head>', () => `${preloads}${block}</head>`);
      return sendHtml(request, reply, htmlPage(html, undefined, 'quick'), 200, 'personal');
    };

    let listing: WebPages['listing'];
    let category: WebPages['category'];
    let myOrders: WebPages['myOrders'];
    if (root && built?.listing) {
      const renderer = (await import(pathToFileURL(join(root, built.listing.renderer)).href)) as PageRenderer;
      listing = { template: built.listing.template, renderer };
      // A page drawn per request with this renderer: its template and the renderer's maker of its data, when both exist.
      const drawn = <D>(entry: { template: InEach } | undefined, pageData: D | undefined) =>
        entry && pageData ? { template: entry.template, renderer, pageData } : undefined;
      category = drawn(built.category, renderer.categoryPageData?.bind(renderer));
      myOrders = drawn(built.myOrders, renderer.myOrdersPageData?.bind(renderer));
    }
    app.decorate('web', {
      notFound: notFoundPage,
      shell: shellPage,
      personalShell,
      isAppRoute: (path) => built?.isAppRoute(path) ?? false,
      locale,
      listing,
      category,
      myOrders,
      styleHash: built?.styleHash,
    } satisfies WebPages);

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
      if (root && wantsPage && shell) {
        if (!built) return sendHtml(request, reply, shell[locale(request, reply)]);
        const page = built.pages.get(path.length > 1 ? path.replace(/\/$/, '') : path);
        if (page) return sendHtml(request, reply, page[locale(request, reply)]);
        return built.isAppRoute(path) ? shellPage(request, reply) : notFoundPage(request, reply);
      }
      return reply.code(404).send({ error: 'Not Found', message: `No route for ${request.method} ${path}.` });
    });
  },
  { name: 'web' },
);
