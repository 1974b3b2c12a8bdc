import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProduct, payOrder, placeOrder, type Principal, type TestContext } from '../../../test/helpers.js';
import { marketplace } from '../../../test/market-helpers.js';

let ctx: TestContext, seller: Principal, otherSeller: Principal, buyer: Principal;

beforeAll(async () => {
  ({ ctx, seller, otherSeller, buyer } = await marketplace('seller', 'otherSeller', 'buyer'));
});
afterAll(() => ctx.close());

const a52 = (resalePrice: number, overrides: Record<string, unknown> = {}) => ({
  brand: 'Samsung',
  model: 'Galaxy A52',
  storageGb: 128,
  productCondition: 'Good',
  resalePrice,
  ...overrides,
});

const detail = async (id: string) => (await ctx.app.inject({ method: 'GET', url: `/api/product/${id}` })).json();
const askHint = (query: string, who: Principal | null = seller) =>
  ctx.app.inject({ method: 'GET', url: `/api/price-hint?${query}`, headers: who?.headers ?? {} });
const A52_QUERY = 'brand=samsung&model=galaxy%20a52&storage=128&condition=Good';

describe('the fair-price hint (issue 16 item 4)', () => {
  let target: string;
  let priciest: string;

  it('gives no hint on a listing with fewer than 5 comparables besides itself', async () => {
    target = await listProduct(ctx.app, seller, a52(19_780));
    for (const price of [20_000, 21_000, 21_500, 22_000]) await listProduct(ctx.app, otherSeller, a52(price));
    expect((await detail(target)).priceHint).toBeUndefined();
    // The seller editing it (the listing left out) is told nothing either; a new one would have 5 to go by.
    expect((await askHint(`${A52_QUERY}&except=${target}`)).json()).toEqual({ hint: null });
    const all = await askHint(A52_QUERY);
    expect(all.statusCode).toBe(200);
    expect(all.json().hint).toMatchObject({ comparables: 5, usualPrice: 21_000, listed: { count: 5 } });
  });

  it("tells the buyer '8% below the usual price' with 5 comparables, and counts only the same phone", async () => {
    priciest = await listProduct(ctx.app, otherSeller, a52(23_000));
    // Other conditions, storage and models are not comparables.
    await listProduct(ctx.app, otherSeller, a52(30_000, { productCondition: 'Excellent' }));
    await listProduct(ctx.app, otherSeller, a52(30_000, { storageGb: 256 }));
    await listProduct(ctx.app, otherSeller, a52(30_000, { model: 'Galaxy A54' }));
    const removed = await listProduct(ctx.app, otherSeller, a52(30_000));
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/products/${removed}`, headers: otherSeller.headers }))
        .statusCode,
    ).toBe(200);
    expect((await detail(target)).priceHint).toEqual({
      brand: 'Samsung',
      model: 'Galaxy A52',
      storageGb: 128,
      condition: 'Good',
      comparables: 5,
      usualPrice: 21_500,
      listed: { count: 5, median: 21_500 },
      sold: { count: 0, median: null },
      percent: -8,
      verdict: 'below',
    });
  });

  it('counts a sale of the last 90 days at its price, and no longer after 90 days', async () => {
    const order = await placeOrder(ctx.app, buyer, priciest);
    expect((await payOrder(ctx.app, buyer, order)).response.statusCode).toBe(200);
    expect((await detail(target)).priceHint).toMatchObject({
      comparables: 5,
      usualPrice: 21_500,
      listed: { count: 4, median: 21_250 },
      sold: { count: 1, median: 23_000 },
      verdict: 'below',
    });
    await ctx.database.db.execute(
      sql`update payment set created_at = now() - interval '91 days' where product_id = ${priciest}`,
    );
    expect((await detail(target)).priceHint).toBeUndefined();
  });

  it('answers only signed-in sellers', async () => {
    expect((await askHint(A52_QUERY, null)).statusCode).toBe(401);
    expect((await askHint(A52_QUERY, buyer)).statusCode).toBe(403);
  });

  it('refuses a phone not named well enough with a sentence, never a 500', async () => {
    for (const [query, words] of [
      ['model=Galaxy%20A52&storage=128&condition=Good', 'brand'],
      ['brand=Samsung&model=&storage=128&condition=Good', 'model'],
      ['brand=Samsung&model=Galaxy%20A52&storage=100&condition=Good', 'storage'],
      ['brand=Samsung&model=Galaxy%20A52&storage=lots&condition=Good', 'storage'],
      ['brand=Samsung&model=Galaxy%20A52&storage=128&condition=New', 'condition'],
      [`${A52_QUERY}&except=not-an-id`, 'id'],
      [`brand=${'x'.repeat(41)}&model=a&storage=128&condition=Good`, 'brand'],
    ] as const) {
      const res = await askHint(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(words);
    }
  });
});
