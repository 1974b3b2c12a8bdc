import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import type { DomainEvents } from '../../lib/events.js';
import {
  chargeWithoutReporting,
  createPrincipal,
  createTestApp,
  listProduct,
  payOrder,
  placeOrder,
  type Principal,
  type TestContext,
} from '../../../test/helpers.js';

type ListingChanged = DomainEvents['listing.changed'];

let ctx: TestContext;
let seller: Principal;
let buyer: Principal;
let otherBuyer: Principal;
/** Every 'listing.changed' event, with whether its phone was already sold for a reader outside the transaction. */
const heard: { event: ListingChanged; soldWhenHeard: boolean | undefined }[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  seller = await createPrincipal(ctx.app, 'Seller', 'Rahim Uddin');
  buyer = await createPrincipal(ctx.app, 'Buyer', 'Farhana Akter');
  otherBuyer = await createPrincipal(ctx.app, 'Buyer', 'Arif Hossain');
  ctx.app.events.on('listing.changed', async (event) => {
    const [row] = await ctx.app.db
      .select({ sold: products.isPurchased })
      .from(products)
      .where(eq(products.id, event.productId));
    heard.push({ event, soldWhenHeard: row?.sold });
  });
});
afterAll(() => ctx.close());

const soldEventsOf = (productId: string) =>
  heard.filter((h) => h.event.productId === productId && h.event.change === 'sold');
const eventsOf = (productId: string) => heard.filter((h) => h.event.productId === productId);

describe("checkout's listing.changed (sold)", () => {
  it('says a paid phone is sold, once, after the sale is committed, with its category and advertising', async () => {
    const productId = await listProduct(ctx.app, seller, { category: 'iOS', name: 'iPhone 12' });
    const advertise = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/${productId}`,
      headers: seller.headers,
      payload: { advertised: true },
    });
    expect(advertise.statusCode).toBe(200);
    const orderId = await placeOrder(ctx.app, buyer, productId);
    const paid = await payOrder(ctx.app, buyer, orderId);
    expect(paid.response.statusCode).toBe(200);

    expect(soldEventsOf(productId)).toEqual([
      { event: { productId, categoryId: 2, advertised: true, change: 'sold' }, soldWhenHeard: true },
    ]);

    // The same confirmation again answers the same record and says nothing new.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: buyer.headers,
      payload: { orderID: orderId, transaction: paid.intentId },
    });
    expect(again.json()).toEqual(paid.response.json());
    expect(soldEventsOf(productId)).toHaveLength(1);
  });

  it('says nothing for a payment that lost the phone and was refunded', async () => {
    const productId = await listProduct(ctx.app, seller);
    const mine = await placeOrder(ctx.app, buyer, productId);
    const theirs = await placeOrder(ctx.app, otherBuyer, productId);
    const { intentId: theirIntent } = await chargeWithoutReporting(ctx.app, otherBuyer, theirs);
    expect((await payOrder(ctx.app, buyer, mine)).response.statusCode).toBe(200);
    const before = eventsOf(productId).length;

    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: otherBuyer.headers,
      payload: { orderID: theirs, transaction: theirIntent },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This phone was just sold to another buyer. Your payment has been refunded.');
    expect(eventsOf(productId)).toHaveLength(before);
    expect(soldEventsOf(productId)).toHaveLength(1);
  });

  it('says so for the phones reconcile() sells at start, and nothing for the payments it refunds', async () => {
    const alone = await listProduct(ctx.app, seller, { name: 'Nokia G21' });
    await chargeWithoutReporting(ctx.app, buyer, await placeOrder(ctx.app, buyer, alone));
    const contested = await listProduct(ctx.app, seller, { name: 'Nokia G42' });
    await chargeWithoutReporting(ctx.app, buyer, await placeOrder(ctx.app, buyer, contested));
    await chargeWithoutReporting(ctx.app, otherBuyer, await placeOrder(ctx.app, otherBuyer, contested));
    expect(soldEventsOf(alone)).toHaveLength(0);
    expect(soldEventsOf(contested)).toHaveLength(0);

    expect(await ctx.app.checkout.reconcile()).toEqual({ settled: 2, refunded: 1 });

    for (const productId of [alone, contested]) {
      expect(soldEventsOf(productId)).toEqual([
        { event: { productId, categoryId: 1, advertised: false, change: 'sold' }, soldWhenHeard: true },
      ]);
    }
  });
});
