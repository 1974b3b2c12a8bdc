import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helpers.js';
import { seedDemoData } from './seed.js';
import { DEMO_PASSWORD, DEMO_PRODUCTS } from './seed-data.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo data', () => {
  it('fills an empty database with accounts that can sign in and a dozen listings across the three categories', async () => {
    const result = await seedDemoData(ctx.app.db, ctx.app.storage);
    expect(result.seeded).toBe(true);
    expect(result.products).toBe(12);
    expect(result.accounts.map((a) => a.role).sort()).toEqual([
      'Admin',
      'Buyer',
      'Buyer',
      'Seller',
      'Seller',
      'Seller',
    ]);

    const token = await signIn(ctx.app, 'farhana@phonehaat.test', DEMO_PASSWORD);
    const headers = { authorization: `bearer ${token}` };
    const counts = [];
    for (const id of [1, 2, 3]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${id}`, headers });
      counts.push(res.json().length);
    }
    expect(counts).toEqual([6, 4, 2]);

    const android = (await ctx.app.inject({ method: 'GET', url: '/api/products/1', headers })).json();
    expect(android[0]).toMatchObject({
      name: 'Samsung Galaxy A52 (8/128 GB)',
      Seller: 'Rahim Uddin',
      isSellerVerified: true,
    });
    const picture = await ctx.app.inject({ method: 'GET', url: android[0].picture });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.rawPayload.length).toBeLessThan(40_000);
  });

  it('advertises four phones for the home page carousel', async () => {
    const ads = (await ctx.app.inject({ method: 'GET', url: '/api/advertisedproduct' })).json();
    expect(ads).toHaveLength(DEMO_PRODUCTS.filter((p) => p.advertised).length);
    expect(ads.map((a: { name: string }) => a.name)).toContain('Apple iPhone 13 Pro (256 GB)');
  });

  it('leaves a database that already has users alone', async () => {
    const again = await seedDemoData(ctx.app.db, ctx.app.storage);
    expect(again).toEqual({ seeded: false, accounts: [], products: 0 });
  });
});
