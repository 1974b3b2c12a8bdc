import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  findCategory,
  LOCALES,
  PAGE_DATA_ID,
  SIGNED_IN_DATA_ID,
  type Locale,
  type SignedInData,
} from '@phonehaat/shared';
import { z } from 'zod';
import { siteOrigins } from '../auth/auth.js';
import { encodeCursor } from '../../lib/cursor.js';
import { toPricePoints, toProduct, toPublicListing } from '../products/products.mapper.js';
import { toUser } from '../users/users.mapper.js';
import type { DropRule } from '../../plugins/freshness.js';
import { htmlPage, localizeHtml, sendHtml, type HtmlPage } from '../../plugins/web.js';
import { listingHead, pageDataScript } from './listing-head.js';

/** Listing pages kept drawn in memory at most (about 30 KB each with their compressed copies). */
const LISTING_PAGES_KEPT = 1000;
/** Category pages kept drawn: each category in each language. */
const CATEGORY_PAGES_KEPT = 64;
/** The most listings the sitemap names (one sitemap file holds 50,000 addresses). */
const SITEMAP_LISTINGS = 45_000;
/**
 * The public pages, for the sitemap: the prerendered ones; the listings and the profiles of their sellers come from
 * the live listings.
 */
const PUBLIC_PAGES = ['/', '/blog', '/login', '/register', '/check-phone'];

const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

interface KeptPage {
  page: HtmlPage;
  status: 200 | 404 | 410;
  categoryId: number | undefined;
}

/**
 * What empties a kept page that shows listings and their sellers: any change of listings empties all of them (a
 * seller's new name or badge, a suspension, comes with one: plugins/freshness.ts), a change in one category those
 * `inCategory` says are of it. A sign-out changes nothing on them.
 */
function dropsWithListings<V>(
  inCategory: (key: string, kept: V | undefined, categoryId: number) => boolean,
): DropRule<V> {
  return (scope) => {
    if (scope.kind === 'listings') return 'all';
    if (scope.kind === 'category') return (key, kept) => inCategory(key, kept, scope.id);
    return undefined;
  };
}

const xmlEscape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The site's pages drawn by the server (issue 22): a listing's page with the listing in its HTML and its link preview,
 * the category page with its first phones for a signed-in visitor, a buyer's My Orders, the other dashboard pages'
 * shell with the person's token and record in it, /sitemap.xml and /robots.txt. The listings and orders come from
 * their domains; the pages' templates and renderer from the web build (plugins/web.ts). Without a web build there are
 * no drawn pages (the JSON API stays).
 */
export const pagesDomain = fp(
  async (app: FastifyInstance) => {
    const origins = siteOrigins(app.config);
    /** The site's address for absolute links: the one the visitor used when it is one of ours, else PUBLIC_URL. */
    const originOf = (request: FastifyRequest) => {
      if (!app.config.originFromRequest) return app.config.publicUrl;
      const asked = `${request.protocol}://${request.host}`;
      return origins.includes(asked) ? asked : app.config.publicUrl;
    };

    const listing = app.web.listing;
    if (listing) {
      const template = listing.template;
      const pages = app.freshness.cache<KeptPage>({
        name: 'listing-pages',
        ttlMs: app.config.cache.listingMs,
        maxEntries: LISTING_PAGES_KEPT,
        drops: dropsWithListings((_key, kept, categoryId) => kept?.categoryId === categoryId),
      });

      /**
       * The page that says a listing is not here: 410 when it was removed, 404 when there never was one; a listing a
       * hold keeps from buyers is 404 with the page that says it is under review (it may come back).
       */
      const drawGone = async (
        id: string,
        status: 404 | 410,
        locale: Locale,
        why: 'removed' | 'hidden' = 'removed',
      ): Promise<KeptPage> => {
        const data = listing.renderer.listingPageData(id, why);
        const html = fill(
          template[locale],
          await listing.renderer.render(`/product/${id}`, data, locale),
          pageDataScript(PAGE_DATA_ID, data),
        );
        return {
          page: htmlPage(localizeHtml(html, locale), app.web.styleHash, 'quick'),
          status,
          categoryId: undefined,
        };
      };

      /** The listing's page in `locale`; its link preview and schema.org data stay in English but for og:locale. */
      const draw = async (id: string, origin: string, locale: Locale): Promise<KeptPage> => {
        const found = await app.products.page(id);
        if (!found) return drawGone(id, 404, locale);
        if (found === 'removed') return drawGone(id, 410, locale);
        if (found === 'hidden') return drawGone(id, 404, locale, 'hidden');
        const path = `/product/${id}`;
        const detail = {
          product: toPublicListing(found.product),
          moreFromSeller: found.moreFromSeller.map(toPublicListing),
          priceHistory: toPricePoints(found.priceHistory),
          ...(found.priceHint ? { priceHint: found.priceHint } : {}),
        };
        const data = listing.renderer.listingPageData(id, detail);
        const { title, description, head } = listingHead(detail.product, origin, locale);
        const body = await listing.renderer.render(path, data, locale);
        const html = fill(template[locale], body, pageDataScript(PAGE_DATA_ID, data), { title, description, head });
        return {
          page: htmlPage(localizeHtml(html, locale, `${origin}${path}`), app.web.styleHash, 'quick'),
          status: 200,
          categoryId: found.product.categoryId,
        };
      };

      // Public: a listing's address opens for anyone, drawn with the listing in it; removed is 410 and unknown 404,
      // both with the page that says the listing is not here (the listing page's own, so React takes it over as is).
      app.get('/product/:id', { schema: { hide: true } }, async (request, reply) => {
        const { id } = request.params as { id: string };
        // In the person's language (docs/decisions/0020), kept per language.
        const locale = app.web.locale(request, reply);
        // Not an id at all: nothing to look up (and nothing to keep), the same page as an unknown listing.
        if (!z.uuid().safeParse(id).success) {
          const gone = await drawGone(id, 404, locale);
          return sendHtml(request, reply, gone.page, gone.status);
        }
        const origin = originOf(request);
        const kept = await pages.load(`${origin}|${locale}|${id}`, () => draw(id, origin, locale));
        return sendHtml(request, reply, kept.page, kept.status);
      });
    }

    const category = app.web.category;
    if (category) {
      const { template, renderer, pageData } = category;
      // The same for every signed-in visitor (who they are is the client's to show), kept like the category's JSON.
      const drawn = app.freshness.cache<HtmlPage>({
        name: 'category-drawn-pages',
        ttlMs: app.config.cache.listingMs,
        maxEntries: CATEGORY_PAGES_KEPT,
        drops: dropsWithListings((key, _kept, categoryId) => key.endsWith(`|${categoryId}`)),
      });
      const draw = async (categoryId: number, locale: Locale): Promise<HtmlPage> => {
        const { page, next } = await app.products.category(categoryId);
        const data = pageData(categoryId, page.map(toProduct), next ? encodeCursor(next) : null);
        const body = await renderer.render(`/category/${categoryId}`, data, locale);
        return htmlPage(
          localizeHtml(fill(template[locale], body, pageDataScript(PAGE_DATA_ID, data)), locale),
          app.web.styleHash,
          'quick',
        );
      };

      // Signed-in only (spec §6): drawn with the category's first phones when the request carries a live session, so
      // it paints before any script. Anything else (nobody signed in, a search in the address, not a category) is the
      // app's shell, where the client draws and guards the page as before.
      app.get('/category/:id', { schema: { hide: true } }, async (request, reply) => {
        const { id } = request.params as { id: string };
        const categoryId = /^\d{1,4}$/.test(id) ? Number(id) : undefined;
        const asked = Object.keys(request.query as Record<string, unknown>).filter((key) => key !== 'lang');
        if (categoryId === undefined || !findCategory(categoryId) || asked.length > 0)
          return app.web.shell(request, reply);
        const session = await app.sessionOf(request, 'cookie').catch(() => undefined);
        if (!session) return app.web.shell(request, reply);
        const locale = app.web.locale(request, reply);
        const page = await drawn.load(`${locale}|${categoryId}`, () => draw(categoryId, locale));
        return sendHtml(request, reply, page, 200, 'private');
      });
    }

    /** The person signed in by the request's session cookie, with their record (the session's user); undefined for nobody. */
    const signedIn = async (request: FastifyRequest) => {
      const session = await app.sessionOf(request, 'cookie').catch(() => undefined);
      return session ? { session, user: toUser(session.user) } : undefined;
    };
    /** The person's token and record, for the page's script (what /jwt and /users answer them). */
    const signedInBlock = ({ session, user }: { session: { token: string }; user: SignedInData['user'] }) =>
      pageDataScript(SIGNED_IN_DATA_ID, { accessToken: session.token, user } satisfies SignedInData);

    /**
     * The dashboard's pages (all signed-in): the app's shell, and for a request with a live session the person's token
     * and record in it, what the client would otherwise ask /jwt and /users for one after the other before the page
     * could ask for its own data, and the page's code preloaded. Not for anyone else: the answer is kept by no cache,
     * and a dashboard page is never kept by the service worker (src/pwa/sw.ts: those go to the network).
     */
    const dashboard = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '';
      if (!app.web.isAppRoute(path)) return app.web.notFound(request, reply);
      const person = await signedIn(request);
      if (!person) return app.web.shell(request, reply);
      return app.web.personalShell(request, reply, signedInBlock(person));
    };
    app.get('/dashboard', { schema: { hide: true } }, dashboard);
    app.get('/dashboard/*', { schema: { hide: true } }, dashboard);

    const myOrders = app.web.myOrders;
    if (myOrders) {
      const { template, renderer, pageData } = myOrders;
      // My Orders drawn for the buyer signed in, with their orders in it (issue 22): it paints before any script, and
      // React takes it over signed in as them. Drawn for each request (a person's own page is kept by no cache).
      app.get('/dashboard/myorders', { schema: { hide: true } }, async (request, reply) => {
        if (Object.keys(request.query as Record<string, unknown>).some((key) => key !== 'lang'))
          return dashboard(request, reply);
        const person = await signedIn(request);
        if (person?.user.role !== 'Buyer') return dashboard(request, reply);
        const locale = app.web.locale(request, reply);
        const data = pageData(person.user, await app.checkout.mine(person.session.user));
        const body = await renderer.render('/dashboard/myorders', data, locale);
        const html = fill(template[locale], body, pageDataScript(PAGE_DATA_ID, data) + signedInBlock(person));
        return sendHtml(
          request,
          reply,
          htmlPage(localizeHtml(html, locale), app.web.styleHash, 'quick'),
          200,
          'personal',
        );
      });
    }

    const sitemaps = app.freshness.cache<string>({
      name: 'sitemaps',
      ttlMs: Math.max(app.config.cache.listingMs, 60_000),
      maxEntries: 8,
      drops: (scope) => (scope.kind === 'category' || scope.kind === 'listings' ? 'all' : undefined),
    });
    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const origin = originOf(request);
      const xml = await sitemaps.load(origin, async () => {
        const live = await app.products.live(SITEMAP_LISTINGS);
        // Each address with its page in each language (?lang=, decision 0020) and the one that picks the visitor's.
        const entry = (address: string, more = '') =>
          `<url><loc>${xmlEscape(address)}</loc>${more}${[...LOCALES, 'x-default']
            .map(
              (lang) =>
                `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(lang === 'x-default' ? address : `${address}?lang=${lang}`)}"/>`,
            )
            .join('')}</url>`;
        const urls = [
          ...PUBLIC_PAGES.map((path) => entry(origin + path)),
          ...live.map(({ id, postedAt }) =>
            entry(`${origin}/product/${id}`, `<lastmod>${postedAt.toISOString()}</lastmod>`),
          ),
          // A seller's profile while they have a phone for sale.
          ...[...new Set(live.map(({ sellerId }) => sellerId))].map((id) => entry(`${origin}/seller/${id}`)),
        ];
        return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
      });
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          [
            'User-agent: *',
            'Disallow: /dashboard',
            'Disallow: /api/',
            // Link previews fetch the listing's photo.
            'Allow: /api/images/',
            `Sitemap: ${originOf(request)}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
    );
  },
  { name: 'pages', dependencies: ['auth', 'products', 'checkout', 'web', 'freshness'] },
);

/** The listing template with the page drawn in it; without `head` the shell's title and description stay. */
function fill(
  template: string,
  body: string,
  data: string,
  head?: { title: string; description: string; head: string },
): string {
  // React writes the page's <title> among its first elements (after the preloads of the first photos): it belongs in
  // the head, where the template's <title> is.
  const drawnTitle = /<title>(.*?)<\/title>/s.exec(body)?.[1];
  const content = body.replace(/<title>.*?<\/title>/s, '');
  let html = template;
  if (head) {
    html = html.replace(DESCRIPTION, () => `<meta name="description" content="${head.description}">`);
    html = html.replace('<!--page-head-->', () => head.head);
  } else html = html.replace('<!--page-head-->', '');
  // Function replacers: a listing's text may hold `$&` and the like.
  return html
    .replace('<!--page-title-->', () => head?.title ?? drawnTitle ?? '')
    .replace('<!--page-body-->', () => content)
    .replace('<!--page-data-->', () => data);
}
