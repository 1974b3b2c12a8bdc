import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, fire, requestDeal, testClock } from '../../../test/deal-helpers.js';
import {
  createPrincipal,
  createTestApp,
  listProduct,
  type Principal,
  type TestContext,
} from '../../../test/helpers.js';

let ctx: TestContext;
let seller: Principal;
let buyer: Principal;
let otherBuyer: Principal;
const clock = testClock();

beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
  seller = await createPrincipal(ctx.app, 'Seller', 'Listed Seller');
  buyer = await createPrincipal(ctx.app, 'Buyer', 'Reserving Buyer');
  otherBuyer = await createPrincipal(ctx.app, 'Buyer', 'Late Buyer');
}, 120_000);
afterAll(() => ctx.close());

const get = (url: string, who?: Principal) => ctx.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const listing = async (id: string, who?: Principal) => (await get(`/api/product/${id}`, who)).json().product;
const inCategory = async (id: string) =>
  (await get('/api/products/1', buyer)).json<{ _id: string; reserved: boolean }[]>().find((p) => p._id === id);

describe('a listing’s deal facts: Reserved and the seller’s rating', () => {
  it('is Reserved while a deal holds it, free again when that deal ends, and carries the seller’s average', async () => {
    const meetingAt = new Date(clock.now().getTime() + DAY);
    const productId = await listProduct(ctx.app, seller, { name: 'Xiaomi Redmi Note 12' });
    expect(await listing(productId)).toMatchObject({ reserved: false, sellerRating: { average: null, count: 0 } });

    // Requested is not reserved; accepted is, on the listing page and the (cached) category page alike.
    const { dealId } = await requestDeal(ctx.app, buyer, productId, { meetingAt });
    expect((await listing(productId)).reserved).toBe(false);
    expect((await inCategory(productId))?.reserved).toBe(false);
    await fire(ctx.app, seller, dealId, { event: 'accept' });
    expect((await listing(productId, otherBuyer)).reserved).toBe(true);
    expect((await inCategory(productId))?.reserved).toBe(true);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/deals',
      headers: otherBuyer.headers,
      payload: {
        productId,
        contact: '01811-000000',
        meetingLocation: 'Gulshan 1',
        payment: 'cash',
        meetingAt: meetingAt.toISOString(),
      },
    });
    expect(refused.statusCode).toBe(409);

    // Cancelled by the buyer: the phone is free again.
    await fire(ctx.app, buyer, dealId, { event: 'cancel', reason: 'Found one nearer home.' });
    expect((await listing(productId)).reserved).toBe(false);
    expect((await inCategory(productId))?.reserved).toBe(false);

    // A completed, rated sale of another phone: the average shows on every listing of the seller.
    const sold = await listProduct(ctx.app, seller, { name: 'Realme 9' });
    const deal = (await requestDeal(ctx.app, otherBuyer, sold, { meetingAt })).dealId;
    await fire(ctx.app, seller, deal, { event: 'accept' });
    await fire(ctx.app, seller, deal, { event: 'payCash' });
    await fire(ctx.app, otherBuyer, deal, { event: 'receive' });
    const rated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/deals/${deal}/rating`,
      headers: otherBuyer.headers,
      payload: { stars: 4 },
    });
    expect(rated.statusCode).toBe(200);
    expect((await listing(productId)).sellerRating).toEqual({ average: 4, count: 1 });
  });

  it('lists a seller’s live listings publicly, without their number, 12 a page', async () => {
    const own = await createPrincipal(ctx.app, 'Seller', 'Profile Seller');
    const ids: string[] = [];
    for (let i = 0; i < 13; i += 1) ids.push(await listProduct(ctx.app, own, { name: `Nokia G${i}` }));
    const first = await get(`/api/seller/${own.id}/products`);
    expect(first.statusCode).toBe(200);
    const page = first.json<Record<string, unknown>[]>();
    expect(page.map((p) => p._id)).toEqual(ids.slice(1).reverse());
    for (const p of page) {
      expect(p).not.toHaveProperty('contact');
      expect(p).not.toHaveProperty('reported');
      expect(p).toMatchObject({ reserved: false, sellerRating: { average: null, count: 0 } });
    }
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)?.[1];
    expect(next).toBeDefined();
    expect((await get(next!)).json<{ _id: string }[]>().map((p) => p._id)).toEqual([ids[0]]);
    expect((await get('/api/seller/nobody/products')).json()).toEqual([]);
  });
});
