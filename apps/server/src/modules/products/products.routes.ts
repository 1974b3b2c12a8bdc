import {
  AddProductBodySchema,
  AdvertisedProductListSchema,
  AdvertiseSchema,
  DeletedSchema,
  EditProductBodySchema,
  IdSchema,
  InsertedSchema,
  ListingSaleSchema,
  ModifiedSchema,
  PriceHintAnswerSchema,
  PriceHintQuerySchema,
  ProductDetailSchema,
  ListingSchema,
  ProductListSchema,
  searchParamsOf,
  SearchQuerySchema,
} from '@phonehaat/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrors } from '../../plugins/errors.js';
import { CursorQuery, decodeCursor, decodeSortCursor, linkNext, nextLink, nextSearchLink } from '../../lib/cursor.js';
import { toAdvertisedProduct, toPricePoints, toProduct, toPublicListing } from './products.mapper.js';

/** How many advertised phones the home page carousel shows at most. */
const ADVERTISED_LIMIT = 20;
/** Category pages kept in memory at most (about 8 KB each); the oldest makes room. */
const CATEGORY_CACHE_ENTRIES = 500;
const errors = apiErrors(400, 401, 403, 404, 409);
const IdParams = z.object({ id: IdSchema });

/** A category page as kept in memory: the answer's JSON text and its Link header. */
interface CategoryPage {
  body: string;
  link: string | undefined;
}

/**
 * Sends JSON already serialised by the route's own serializer (kept in memory), so Fastify sends it as it is. Typed
 * as a plain reply: the route's typed reply takes only the schema's objects.
 */
const sendJson = (reply: FastifyReply, body: string) => reply.type('application/json').send(body);

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.products;
  const seller = app.requireRole('Seller');

  // Public: advertising is meant to be seen. A bearer header is accepted but not required (spec §7 sends one).
  // The one list every visitor of the home page asks for: kept serialised like the category pages (LISTING_CACHE_MS).
  const advertisedList = app.freshness.cache<string>({
    name: 'advertised',
    ttlMs: app.config.cache.listingMs,
    maxEntries: 1,
    drops: (scope) => (scope.kind === 'advertised' || scope.kind === 'listings' ? 'all' : undefined),
  });
  const advertised = async () => (await service.advertised(ADVERTISED_LIMIT)).map(toAdvertisedProduct);
  app.get(
    '/advertisedproduct',
    { schema: { response: { 200: AdvertisedProductListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      const body = await advertisedList.load('', async () => reply.serialize(await advertised()) as string);
      return sendJson(reply, body);
    },
  );

  // A category's products for the category page: signed-in, unsold, newest first, 12 a page (Link: rel="next").
  // Every caller sees the same page, so its answer is kept for LISTING_CACHE_MS (1 s), already serialised: sent as
  // a JSON string, it skips the serialiser (the same bytes; docs/decisions/0005-short-caches.md). The caller is
  // authenticated first, every time.
  const categoryPages = app.freshness.cache<CategoryPage>({
    name: 'category-pages',
    ttlMs: app.config.cache.listingMs,
    maxEntries: CATEGORY_CACHE_ENTRIES,
    drops: (scope) => {
      if (scope.kind === 'listings') return 'all';
      if (scope.kind === 'category') return (key) => key.startsWith(`${scope.id}|`);
      return undefined;
    },
  });
  app.get(
    '/products/:categoryId',
    {
      preHandler: app.authenticate,
      schema: {
        params: z.object({ categoryId: z.coerce.number().int('Not a category id').min(0).max(1000) }),
        querystring: z.object({ cursor: CursorQuery }),
        response: { 200: ProductListSchema, ...errors },
      },
    },
    (request, reply) => {
      const { categoryId } = request.params;
      const { cursor } = request.query;
      const send = ({ body, link }: CategoryPage) => {
        if (link) reply.header('link', link);
        sendJson(reply, body);
      };
      // Most calls: the page is in memory, answered at once (no promise made). With the cache off, load() just loads.
      const key = `${categoryId}|${cursor ?? ''}`;
      const kept = categoryPages.get(key);
      if (kept) return send(kept);
      // Answered when the page is loaded, like a callback: the handler returns nothing, so Fastify waits for the send
      // (a promise resolving to nothing would make it send an empty body of its own while the page is compressed).
      categoryPages
        .load(key, async () => {
          const { page, next } = await service.category(categoryId, decodeCursor(cursor));
          const link = nextLink(`/api/products/${categoryId}`, request.query, next);
          return { body: reply.serialize(page.map(toProduct)) as string, link };
        })
        .then(send, (error: unknown) => (reply as FastifyReply).send(error));
    },
  );

  // Search (issue 9): text (typo-tolerant), category, price range, condition, years of use, verified sellers,
  // location; newest first or by price; 12 a page with Link: rel="next" as the category page.
  app.get(
    '/search',
    {
      preHandler: app.authenticate,
      schema: {
        querystring: z.object({ cursor: CursorQuery }).and(SearchQuerySchema),
        response: { 200: ProductListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { cursor, ...query } = request.query;
      const after = decodeSortCursor(cursor, query.sort === 'newest' ? 'time' : 'price');
      const { page, next } = await service.search(query, after);
      const link = nextSearchLink('/api/search', searchParamsOf(query), next);
      if (link) reply.header('link', link);
      return page.map(toProduct);
    },
  );

  // The listing page (issues 9 and 22): one product, sold or not, with the seller's other unsold listings. Public, so
  // a shared link opens for anyone; a caller who sends a token is authenticated and also gets the seller's number.
  app.get(
    '/product/:id',
    {
      preHandler: (request, reply, done) =>
        request.headers.authorization === undefined ? done() : app.authenticate(request, reply, done),
      schema: { params: IdParams, response: { 200: ProductDetailSchema, ...errors } },
    },
    async (request) => {
      const { product, moreFromSeller, priceHistory, priceHint } = await service.detail(
        request.params.id,
        request.user ?? undefined,
      );
      const show = request.user ? toProduct : toPublicListing;
      return {
        product: show(product),
        moreFromSeller: moreFromSeller.map(show),
        priceHistory: toPricePoints(priceHistory),
        ...(priceHint ? { priceHint } : {}),
      };
    },
  );

  // The fair-price hint while pricing (issue 16 item 4, decision 0019): a signed-in seller names the phone as Add
  // Product does; null with fewer than 5 comparables. `except` leaves out the listing being edited.
  app.get(
    '/price-hint',
    {
      preHandler: seller,
      schema: { querystring: PriceHintQuerySchema, response: { 200: PriceHintAnswerSchema, ...errors } },
    },
    async (request) => ({ hint: await service.priceHint(request.query) }),
  );

  // A seller's live listings for their public profile (issue 15): anyone may read them, so without the seller's
  // number or the report flag; 12 a page, newest first (Link: rel="next").
  app.get(
    '/seller/:id/products',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: z.object({ cursor: CursorQuery }),
        response: { 200: z.array(ListingSchema), ...apiErrors(400) },
      },
    },
    async (request, reply) => {
      const { page, next } = await service.sellerListings(request.params.id, decodeCursor(request.query.cursor));
      linkNext(reply, `/api/seller/${encodeURIComponent(request.params.id)}/products`, request.query, next);
      reply.header('cache-control', 'public, max-age=30');
      return page.map(toPublicListing);
    },
  );

  // My Products: the caller's own listings whatever `name` says (the spec selects by display name; we by session).
  app.get(
    '/products',
    {
      preHandler: seller,
      schema: {
        querystring: z.object({ name: z.string().max(200).optional(), cursor: CursorQuery }),
        response: { 200: ProductListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { page, next } = await service.mine(request.user!, decodeCursor(request.query.cursor));
      linkNext(reply, '/api/products', request.query, next);
      return page.map(toProduct);
    },
  );

  app.post(
    '/products/add',
    { preHandler: seller, schema: { body: AddProductBodySchema, response: { 201: InsertedSchema, ...errors } } },
    async (request, reply) => {
      const insertedId = await service.add(request.user!, request.body.add);
      return reply.code(201).send({ acknowledged: true as const, insertedId });
    },
  );

  // Editing (issue 16): the seller's own unsold listing, every field as Add Product takes it; the price history grows
  // when the resale price changes.
  app.patch(
    '/products/:id',
    {
      preHandler: seller,
      schema: { params: IdParams, body: EditProductBodySchema, response: { 200: ModifiedSchema, ...errors } },
    },
    async (request) => {
      await service.edit(request.user!, request.params.id, request.body.edit);
      return { acknowledged: true as const, modifiedCount: 1 };
    },
  );

  app.put(
    '/products/:id',
    {
      preHandler: seller,
      schema: { params: IdParams, body: AdvertiseSchema, response: { 200: ModifiedSchema, ...errors } },
    },
    async (request) => ({
      acknowledged: true as const,
      modifiedCount: await service.advertise(request.user!, request.params.id),
    }),
  );

  // Sold elsewhere (issue 16): the seller marks their live listing sold outside PhoneHaat, and may relist it later.
  app.post(
    '/products/:id/sold-elsewhere',
    { preHandler: seller, schema: { params: IdParams, response: { 200: ListingSaleSchema, ...errors } } },
    async (request) => ({
      acknowledged: true as const,
      state: await service.changeSale(request.user!, request.params.id, 'markSoldElsewhere'),
    }),
  );
  app.post(
    '/products/:id/relist',
    { preHandler: seller, schema: { params: IdParams, response: { 200: ListingSaleSchema, ...errors } } },
    async (request) => ({
      acknowledged: true as const,
      state: await service.changeSale(request.user!, request.params.id, 'relist'),
    }),
  );

  app.delete(
    '/products/:id',
    {
      preHandler: app.requireRole('Seller', 'Admin'),
      schema: { params: IdParams, response: { 200: DeletedSchema, ...errors } },
    },
    async (request) => ({
      acknowledged: true as const,
      deletedCount: await service.remove(request.user!, request.params.id),
    }),
  );
};
