import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { createLocalStorage } from '../src/adapters/storage/local-storage.js';
import { products, sessions } from '../src/db/schema/index.js';
import { publishInvalidation } from '../src/plugins/freshness.js';
import {
  createPrincipal,
  createTestApp,
  multipartBody,
  payOrder,
  placeOrder,
  redisAvailable,
  samplePhoto,
  TEST_REDIS_URL,
  testConfig,
  validProduct,
  type Principal,
  type TestContext,
} from './helpers.js';

/**
 * The short in-memory caches (docs/decisions/0005-short-caches.md): sessions by bearer token and category pages.
 * The main app keeps both for a minute here, so anything seen "at once" was invalidated, not expired.
 */
const LONG = { SESSION_CACHE_MS: '60000', LISTING_CACHE_MS: '60000' };
const PAGE = '/api/products/1';

let ctx: TestContext;
let seller: Principal;
let buyer: Principal;
let admin: Principal;
const extraApps: App[] = [];

/** Another instance of the server on the same database (as behind a load balancer). */
async function instance(env: Record<string, string>): Promise<App> {
  const config = testConfig(env);
  const app = await buildApp({ config, database: ctx.database, storage: createLocalStorage(ctx.config.storageDir) });
  extraApps.push(app);
  await app.ready();
  return app;
}

let picture: string;
/** Lists `count` Android phones as this seller (one uploaded photo for all); answers their ids. */
async function addPhones(app: App, who: Principal, count: number, name = 'Samsung Galaxy A52'): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const add = await app.inject({
      method: 'POST',
      url: '/api/products/add',
      headers: who.headers,
      payload: { add: { ...validProduct(picture), name } },
    });
    expect(add.statusCode).toBe(201);
    ids.push(add.json<{ insertedId: string }>().insertedId);
  }
  return ids;
}

/** Lists an iOS phone (category 2) as the seller; answers its id in a list. */
async function addPhonesIn(category: 2): Promise<string[]> {
  const add = await ctx.app.inject({
    method: 'POST',
    url: '/api/products/add',
    headers: seller.headers,
    payload: { add: { ...validProduct(picture), name: 'iPhone 11', category: category === 2 ? 'iOS' : 'Android' } },
  });
  expect(add.statusCode).toBe(201);
  return [add.json<{ insertedId: string }>().insertedId];
}

const page = (app: App, who: Principal | undefined, url = PAGE) =>
  app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const idsOn = async (app: App, who: Principal, url = PAGE) =>
  (await page(app, who, url)).json<{ _id: string }[]>().map((p) => p._id);

beforeAll(async () => {
  ctx = await createTestApp(LONG);
  seller = await createPrincipal(ctx.app, 'Seller', 'Rahim Uddin');
  buyer = await createPrincipal(ctx.app, 'Buyer', 'Farhana Akter');
  admin = await createPrincipal(ctx.app, 'Admin');
  const body = multipartBody('image', 'phone.jpg', 'image/jpeg', await samplePhoto());
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...seller.headers },
  });
  picture = upload.json().data.url;
  await addPhones(ctx.app, seller, 14);
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await ctx.close();
});

describe('the session cache', () => {
  it('refuses a token at once after its owner signs out', async () => {
    const p = await createPrincipal(ctx.app, 'Buyer');
    expect((await page(ctx.app, p)).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: p.headers, payload: {} });
    expect(out.statusCode).toBe(200);
    const after = await page(ctx.app, p);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it("refuses a user's token at once after an admin deletes the user", async () => {
    const victim = await createPrincipal(ctx.app, 'Buyer', 'Gone Soon');
    expect((await page(ctx.app, victim)).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/buyers/${victim.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect((await page(ctx.app, victim)).statusCode).toBe(401);
  });

  it('refuses a session deleted in the database by no request once SESSION_CACHE_MS has passed, not before', async () => {
    const short = await instance({ SESSION_CACHE_MS: '400', LISTING_CACHE_MS: '400' });
    const p = await createPrincipal(ctx.app, 'Buyer');
    expect((await page(short, p)).statusCode).toBe(200);
    await ctx.app.db.delete(sessions).where(eq(sessions.token, p.token));
    // Served from memory for the cache's lifetime: this is what the cache is for.
    expect((await page(short, p)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 450));
    expect((await page(short, p)).statusCode).toBe(401);
  });

  it('is not emptied by refused requests, so a flood of them cannot turn it off', async () => {
    const p = await createPrincipal(ctx.app, 'Buyer');
    expect((await page(ctx.app, p)).statusCode).toBe(200);
    await ctx.app.db.delete(sessions).where(eq(sessions.token, p.token));
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/products/add', payload: { add: {} } });
    expect(refused.statusCode).toBe(400);
    const noToken = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/products/00000000-0000-4000-8000-000000000000',
    });
    expect(noToken.statusCode).toBe(401);
    expect((await page(ctx.app, p)).statusCode).toBe(200);
    await ctx.app.freshness.invalidate();
    expect((await page(ctx.app, p)).statusCode).toBe(401);
  });
});

describe('the category page cache', () => {
  it('still refuses a caller without a valid token, however warm the cache', async () => {
    expect((await page(ctx.app, buyer)).statusCode).toBe(200);
    const none = await page(ctx.app, undefined);
    expect(none.statusCode).toBe(401);
    const made = await ctx.app.inject({
      method: 'GET',
      url: PAGE,
      headers: { authorization: 'bearer madeUpTokenThatNobodyHas0123456789' },
    });
    expect(made.statusCode).toBe(401);
    expect(made.json()).toEqual({
      error: 'Unauthorized',
      message: 'Your session has expired. Please sign in again.',
      code: 'session_expired',
    });
  });

  it('answers byte for byte what an uncached server answers, Link header included, on every page', async () => {
    const uncached = await instance({ SESSION_CACHE_MS: '0', LISTING_CACHE_MS: '0' });
    await ctx.app.freshness.invalidate();
    const headersOf = (res: Awaited<ReturnType<typeof page>>) => {
      // The date and the request's own id differ from answer to answer; every other header must match.
      const { date: _date, 'x-request-id': requestId, ...rest } = res.headers;
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      return rest;
    };
    let url: string | undefined = PAGE;
    let pages = 0;
    while (url) {
      const plain = await page(uncached, buyer, url);
      const miss = await page(ctx.app, buyer, url);
      const hit = await page(ctx.app, buyer, url);
      expect(plain.statusCode).toBe(200);
      for (const res of [miss, hit]) {
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(plain.rawPayload)).toBe(true);
        expect(headersOf(res)).toEqual(headersOf(plain));
      }
      pages += 1;
      url = /^<([^>]+)>; rel="next"$/.exec(String(plain.headers.link ?? ''))?.[1];
    }
    expect(pages).toBeGreaterThanOrEqual(2);
    // An unknown category and a bad cursor are the same errors as before.
    for (const bad of ['/api/products/999', '/api/products/1?cursor=garbage']) {
      const plain = await page(uncached, buyer, bad);
      const cached = await page(ctx.app, buyer, bad);
      expect([cached.statusCode, cached.body]).toEqual([plain.statusCode, plain.body]);
    }
  });

  it('shares one query among 50 concurrent misses', async () => {
    await ctx.app.freshness.invalidate();
    const select = vi.spyOn(ctx.app.db, 'select');
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => page(ctx.app, buyer)));
      expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      // One session read and one page read.
      expect(select).toHaveBeenCalledTimes(2);
    } finally {
      select.mockRestore();
    }
  });

  it('shows a listed phone at once, and drops a removed, sold or hidden one at once', async () => {
    expect((await page(ctx.app, buyer)).statusCode).toBe(200);
    const [added] = await addPhones(ctx.app, seller, 1, 'Google Pixel 7');
    expect((await idsOn(ctx.app, buyer))[0]).toBe(added);

    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/products/${added}`, headers: seller.headers });
    expect(removed.statusCode).toBe(200);
    expect(await idsOn(ctx.app, buyer)).not.toContain(added);

    const [sold] = await addPhones(ctx.app, seller, 1, 'iPhone 12 mini');
    expect((await idsOn(ctx.app, buyer))[0]).toBe(sold);
    const orderId = await placeOrder(ctx.app, buyer, sold!);
    const paid = await payOrder(ctx.app, buyer, orderId);
    expect(paid.response.statusCode).toBe(200);
    expect(await idsOn(ctx.app, buyer)).not.toContain(sold);

    // A change made outside any request is seen once the caches are emptied (or after LISTING_CACHE_MS).
    const [hidden] = await addPhones(ctx.app, seller, 1, 'Nokia G21');
    expect((await idsOn(ctx.app, buyer))[0]).toBe(hidden);
    await ctx.app.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, hidden!));
    expect((await idsOn(ctx.app, buyer))[0]).toBe(hidden);
    await ctx.app.freshness.invalidate();
    expect(await idsOn(ctx.app, buyer)).not.toContain(hidden);
  });

  it('keeps the advertised list byte for byte as uncached, and shows an advertised or removed phone at once', async () => {
    const uncached = await instance({ SESSION_CACHE_MS: '0', LISTING_CACHE_MS: '0' });
    const ads = (app: App) => app.inject({ method: 'GET', url: '/api/advertisedproduct' });
    const adIds = async (app: App) => (await ads(app)).json<{ _id: string }[]>().map((p) => p._id);
    await ctx.app.freshness.invalidate();
    for (const res of [await ads(ctx.app), await ads(ctx.app)]) {
      const plain = await ads(uncached);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(plain.rawPayload)).toBe(true);
      expect(res.headers['content-type']).toBe(plain.headers['content-type']);
      expect(res.headers['cache-control']).toBe('public, max-age=30');
    }

    const [phone] = await addPhones(ctx.app, seller, 1, 'Xiaomi Redmi Note 12');
    expect(await adIds(ctx.app)).not.toContain(phone);
    const advertise = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/${phone}`,
      headers: seller.headers,
      payload: { advertised: true },
    });
    expect(advertise.statusCode).toBe(200);
    expect(await adIds(ctx.app)).toContain(phone);
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/products/${phone}`, headers: seller.headers });
    expect(removed.statusCode).toBe(200);
    expect(await adIds(ctx.app)).not.toContain(phone);
  });

  it('is emptied only by what changes it: not by sign-ins, orders, repeated reports or other categories', async () => {
    const reader = await createPrincipal(ctx.app, 'Buyer');
    const [flagged] = await addPhones(ctx.app, seller, 1, 'Samsung Galaxy A52');
    const report = () =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/reports/${flagged}`,
        headers: reader.headers,
        payload: { reported: true },
      });
    expect((await report()).statusCode).toBe(200);
    const [watched] = await addPhones(ctx.app, seller, 1, 'Walton Primo R10');
    expect((await idsOn(ctx.app, buyer))[0]).toBe(watched);
    // Hidden behind the cache's back: the page keeps showing it until something says category 1 changed.
    await ctx.app.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, watched!));

    await createPrincipal(ctx.app, 'Buyer');
    const [ios] = await addPhonesIn(2);
    await placeOrder(ctx.app, reader, ios!);
    await placeOrder(ctx.app, reader, flagged!);
    expect((await report()).statusCode).toBe(200);
    expect(await idsOn(ctx.app, buyer)).toContain(watched);

    // A new listing in category 1 is a change to it.
    const [fresh] = await addPhones(ctx.app, seller, 1, 'Realme C55');
    const shown = await idsOn(ctx.app, buyer);
    expect(shown[0]).toBe(fresh);
    expect(shown).not.toContain(watched);
  });

  it('drops only the sessions of the user who changed', async () => {
    const kept = await createPrincipal(ctx.app, 'Buyer');
    const deleted = await createPrincipal(ctx.app, 'Buyer');
    expect((await page(ctx.app, kept)).statusCode).toBe(200);
    expect((await page(ctx.app, deleted)).statusCode).toBe(200);
    await ctx.app.db.delete(sessions).where(eq(sessions.token, kept.token));
    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/buyers/${deleted.id}`,
      headers: admin.headers,
    });
    expect(removal.statusCode).toBe(200);
    expect((await page(ctx.app, deleted)).statusCode).toBe(401);
    // Kept's session, deleted by no request, is still served from memory: nothing said kept changed.
    expect((await page(ctx.app, kept)).statusCode).toBe(200);
  });

  it("shows a seller's verification at once", async () => {
    const before = (await page(ctx.app, buyer)).json<{ isSellerVerified: boolean }[]>();
    expect(before[0]?.isSellerVerified).toBe(false);
    const verified = await ctx.app.inject({
      method: 'PUT',
      url: `/api/sellers?id=${seller.id}`,
      headers: admin.headers,
      payload: { verification: true },
    });
    expect(verified.statusCode).toBe(200);
    const after = (await page(ctx.app, buyer)).json<{ isSellerVerified: boolean }[]>();
    expect(after.every((p) => p.isSellerVerified)).toBe(true);
  });
});

/** Instances share invalidations through Redis (REDIS_URL); CI and these machines have Redis on 6379. */
const REDIS_URL = TEST_REDIS_URL;
const available = await redisAvailable();
if (!available) console.warn(`No Redis at ${REDIS_URL}: the cross-instance invalidation test does not run here.`);

describe.runIf(available)('invalidation across instances (Redis)', () => {
  let a: App;
  let b: App;
  beforeAll(async () => {
    a = await instance({ ...LONG, REDIS_URL });
    b = await instance({ ...LONG, REDIS_URL });
  });

  it('a change on one instance empties the caches of the other', async () => {
    const p = await createPrincipal(a, 'Buyer');
    const q = await createPrincipal(a, 'Buyer');
    expect((await page(b, p)).statusCode).toBe(200);
    expect((await page(b, q)).statusCode).toBe(200);

    // Without a message, b keeps what it holds (so what follows is the message's doing, not an expiry).
    await a.db.delete(sessions).where(eq(sessions.token, q.token));
    expect((await page(b, q)).statusCode).toBe(200);

    const out = await a.inject({ method: 'POST', url: '/api/auth/sign-out', headers: p.headers, payload: {} });
    expect(out.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await page(b, p)).statusCode).toBe(401), { timeout: 2000, interval: 20 });
    // Only p's sessions were dropped: q's, deleted by no request, is still kept...
    expect((await page(b, q)).statusCode).toBe(200);
    // ...until someone says q changed (as the admin CLI does from its own process).
    await publishInvalidation(REDIS_URL, { kind: 'user', id: q.id });
    await vi.waitFor(async () => expect((await page(b, q)).statusCode).toBe(401), { timeout: 2000, interval: 20 });

    const r = await createPrincipal(a, 'Buyer');
    expect((await page(b, r)).statusCode).toBe(200);
    const [added] = await addPhones(a, seller, 1, 'Xiaomi Redmi Note 12');
    await vi.waitFor(async () => expect((await idsOn(b, r))[0]).toBe(added), { timeout: 2000, interval: 20 });
  });
});
