import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestDeal } from './deal-helpers.js';
import {
  createPrincipal,
  createTestApp,
  listProduct,
  payOrder,
  placeOrder,
  type Principal,
  type TestContext,
} from './helpers.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of one sample in a Prometheus text answer (labels in any order), or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('/metrics with METRICS_TOKEN set', () => {
  let ctx: TestContext;
  let seller: Principal;
  let buyer: Principal;
  const scrape = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ METRICS_TOKEN: TOKEN, LISTING_CACHE_MS: '60000' });
    seller = await createPrincipal(ctx.app, 'Seller');
    buyer = await createPrincipal(ctx.app, 'Buyer');
  });
  afterAll(() => ctx.close());

  it('refuses a scrape without the token, with a wrong one, and with a user’s bearer token', async () => {
    for (const authorization of [
      undefined,
      'Bearer not-the-metrics-token-at-all-000000',
      buyer.headers.authorization,
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Metrics need the METRICS_TOKEN bearer token.' });
      expect(res.body).not.toContain('phonehaat_');
    }
  });

  it('counts answers by route pattern and status, never by raw URL', async () => {
    const before = await scrape();
    const healthBefore =
      sample(before, 'phonehaat_http_request_duration_seconds_count', { route: '/api/health', status_code: '200' }) ??
      0;
    for (let i = 0; i < 3; i += 1) expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const refused = await ctx.app.inject({ url: '/api/products/zzz-not-a-category', headers: buyer.headers });
    const after = await scrape();
    expect(
      sample(after, 'phonehaat_http_request_duration_seconds_count', { route: '/api/health', status_code: '200' }),
    ).toBe(healthBefore + 3);
    expect(refused.statusCode).toBe(400);
    expect(
      sample(after, 'phonehaat_http_request_duration_seconds_count', {
        route: '/api/products/:categoryId',
        status_code: '400',
      }),
    ).toBe(1);
    expect(after).not.toContain('zzz-not-a-category');
    expect(sample(after, 'phonehaat_db_ping_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'phonehaat_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts the category cache’s misses and hits', async () => {
    await listProduct(ctx.app, seller);
    const before = await scrape();
    const hits = sample(before, 'phonehaat_cache_hits_total', { cache: 'category-pages' }) ?? 0;
    const misses = sample(before, 'phonehaat_cache_misses_total', { cache: 'category-pages' }) ?? 0;
    expect((await ctx.app.inject({ url: '/api/products/1', headers: buyer.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/products/1', headers: buyer.headers })).statusCode).toBe(200);
    const after = await scrape();
    expect(sample(after, 'phonehaat_cache_misses_total', { cache: 'category-pages' })).toBe(misses + 1);
    expect(sample(after, 'phonehaat_cache_hits_total', { cache: 'category-pages' })).toBe(hits + 1);
    expect(sample(after, 'phonehaat_cache_entries', { cache: 'category-pages' })).toBeGreaterThanOrEqual(1);
  });

  it('counts a card payment, the sale and a deal by the state each reached, and the jobs waiting', async () => {
    const sold = await listProduct(ctx.app, seller);
    const paid = await payOrder(ctx.app, buyer, await placeOrder(ctx.app, buyer, sold));
    expect(paid.response.statusCode).toBe(200);
    await requestDeal(ctx.app, buyer, await listProduct(ctx.app, seller));
    // A phone its seller sold outside PhoneHaat, then put back on sale, is no sale here and none given back.
    const elsewhere = await listProduct(ctx.app, seller);
    for (const step of ['sold-elsewhere', 'relist']) {
      const url = `/api/products/${elsewhere}/${step}`;
      expect((await ctx.app.inject({ method: 'POST', url, headers: seller.headers })).statusCode).toBe(200);
    }
    const text = await scrape();
    expect(sample(text, 'phonehaat_payments_total', { status: 'succeeded' })).toBe(1);
    expect(sample(text, 'phonehaat_sales_total', { change: 'sold' })).toBe(1);
    expect(sample(text, 'phonehaat_sales_total', { change: 'returned' })).toBeUndefined();
    expect(sample(text, 'phonehaat_deals_total', { status: 'requested' })).toBe(1);
    // The requested deal expires by itself later: a job scheduled, not yet due.
    expect(sample(text, 'phonehaat_jobs_pending', { when: 'later' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'phonehaat_chat_sockets_open')).toBe(0);
  });

  it('gives every answer, an error too, its own request id', async () => {
    const a = await ctx.app.inject({ url: '/api/no-such-thing' });
    const b = await ctx.app.inject({ url: '/api/no-such-thing' });
    expect(a.statusCode).toBe(404);
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is not there (404), whatever the caller sends', async () => {
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('phonehaat_');
  });
});

describe('request ids behind a trusted proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  it('keeps the load balancer’s X-Request-Id, so its log and ours name the same request', async () => {
    const res = await ctx.app.inject({ url: '/api/no-such-thing', headers: { 'x-request-id': 'nginx-4f2a9c' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('nginx-4f2a9c');
  });
});
