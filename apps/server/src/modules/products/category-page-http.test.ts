import type { Product } from '@phonehaat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPrincipal,
  createTestApp,
  listProduct,
  type Principal,
  type TestContext,
} from '../../../test/helpers.js';

/**
 * The category page over a real socket, compressed as a browser asks for it: a page loaded from the database (not
 * from the short cache) arrives whole, however long its listings' descriptions make it.
 */
let ctx: TestContext;
let base: string;
let buyer: Principal;

const description = (n: number) =>
  Array.from(
    { length: 30 },
    (_, i) => `Phone ${n}, note ${i}: battery ${70 + ((n * 7 + i) % 30)}%, screen without scratches, box and charger.`,
  )
    .join(' ')
    .slice(0, 2000);

beforeAll(async () => {
  // The short cache off: every call loads the page, the path where the answer waits for the database.
  ctx = await createTestApp({ LISTING_CACHE_MS: '0' });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const seller = await createPrincipal(ctx.app, 'Seller', 'Rahim Uddin');
  buyer = await createPrincipal(ctx.app, 'Buyer', 'Farhana Akter');
  for (let n = 0; n < 12; n += 1) {
    await listProduct(ctx.app, seller, { name: `Galaxy A${n}`, category: 'Android', description: description(n) });
  }
}, 120_000);
afterAll(() => ctx.close());

describe('GET /api/products/:categoryId over HTTP', () => {
  for (const encoding of ['gzip', 'br', 'identity']) {
    it(`answers the whole page with accept-encoding: ${encoding}`, async () => {
      const res = await fetch(`${base}/api/products/1`, {
        headers: { authorization: buyer.headers.authorization, 'accept-encoding': encoding },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      const text = await res.text();
      expect(text.length).toBeGreaterThan(20_000);
      const page = JSON.parse(text) as Product[];
      expect(page).toHaveLength(12);
      expect(page.every((p) => p.description?.startsWith('Phone '))).toBe(true);
    });
  }
});
