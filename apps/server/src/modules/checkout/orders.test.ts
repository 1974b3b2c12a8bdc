import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAttempts, payments, products, sandboxPaymentIntents } from '../../db/schema/index.js';
import {
  chargeWithoutReporting,
  createPrincipal,
  listProduct,
  payOrder,
  placeOrder,
  type Principal,
  type TestContext,
} from '../../../test/helpers.js';
import { marketplace } from '../../../test/market-helpers.js';

let ctx: TestContext, seller: Principal, buyer: Principal, otherBuyer: Principal, admin: Principal;

beforeAll(async () => {
  ({ ctx, seller, buyer, otherBuyer, admin } = await marketplace('seller', 'buyer', 'otherBuyer', 'admin'));
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.app.inject(options);

describe('POST /api/orders', () => {
  it('fills buyer, device, price, seller and picture from our own data, not the request', async () => {
    const productId = await listProduct(ctx.app, seller, {
      name: 'Google Pixel 7',
      resalePrice: 38000,
      orginalPrice: 62000,
    });
    const res = await inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: {
        productId,
        contact: ' 01811-223344 ',
        meetingLocation: 'Dhanmondi 27, Dhaka',
        price: 1,
        device: 'Free phone',
        buyer: 'Someone',
        email: 'x@y.z',
        Seller: 'Nobody',
        productPic: 'https://evil.example/x.png',
        paid: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const [order] = (
      await inject({ method: 'GET', url: `/api/orders?email=${buyer.email}`, headers: buyer.headers })
    ).json();
    expect(order).toMatchObject({
      _id: res.json().insertedId,
      productId,
      buyer: 'Farhana Akter',
      email: buyer.email,
      device: 'Google Pixel 7',
      price: 38000,
      Seller: 'Rahim Uddin',
      contact: '01811-223344',
      meetingLocation: 'Dhanmondi 27, Dhaka',
      paid: false,
      status: 'open',
    });
    expect(order.productPic).toMatch(/^\/api\/images\//);
  });

  it('lets only buyers order, and not their own or a sold phone, and not twice', async () => {
    const productId = await listProduct(ctx.app, seller);
    const body = { productId, contact: '017', meetingLocation: 'Uttara' };
    expect((await inject({ method: 'POST', url: '/api/orders', payload: body })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'POST', url: '/api/orders', headers: seller.headers, payload: body })).statusCode,
    ).toBe(403);
    expect(
      (await inject({ method: 'POST', url: '/api/orders', headers: admin.headers, payload: body })).statusCode,
    ).toBe(403);

    const [first, second] = await Promise.all([
      inject({ method: 'POST', url: '/api/orders', headers: buyer.headers, payload: body }),
      inject({ method: 'POST', url: '/api/orders', headers: buyer.headers, payload: body }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    expect(await ctx.app.db.select().from(orders).where(eq(orders.productId, productId))).toHaveLength(1);

    await ctx.app.db.update(products).set({ isPurchased: true }).where(eq(products.id, productId));
    const sold = await inject({ method: 'POST', url: '/api/orders', headers: otherBuyer.headers, payload: body });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().message).toBe('This phone has already been sold.');
  });

  it('refuses missing contact or meeting place and unknown products', async () => {
    const productId = await listProduct(ctx.app, seller);
    const missing = await inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: { productId, contact: '', meetingLocation: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    const unknown = await inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: { productId: '00000000-0000-4000-8000-000000000000', contact: '1', meetingLocation: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/orders', () => {
  it("answers only the caller's orders; another's order by id is a 404", async () => {
    const productId = await listProduct(ctx.app, seller);
    const mine = await placeOrder(ctx.app, otherBuyer, productId);
    const list = (await inject({ method: 'GET', url: '/api/orders', headers: buyer.headers })).json();
    expect(list.some((o: { _id: string }) => o._id === mine)).toBe(false);
    expect(
      (await inject({ method: 'GET', url: `/api/orders?email=${otherBuyer.email}`, headers: buyer.headers }))
        .statusCode,
    ).toBe(403);
    expect((await inject({ method: 'GET', url: `/api/orders/${mine}`, headers: buyer.headers })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/orders/${mine}`, headers: otherBuyer.headers })).json()._id).toBe(
      mine,
    );
    expect((await inject({ method: 'GET', url: '/api/orders', headers: seller.headers })).statusCode).toBe(403);
  });
});

describe('paying', () => {
  it('charges the listing price, marks the order paid and the phone sold, and shows the sale to the seller', async () => {
    const productId = await listProduct(ctx.app, seller, {
      name: 'iPhone 12',
      resalePrice: 46000,
      orginalPrice: 89999,
    });
    const orderId = await placeOrder(ctx.app, buyer, productId);
    const intent = await inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.headers,
      payload: { orderId, price: 1 },
    });
    expect(intent.json()).toMatchObject({ amount: 46000, currency: 'BDT', gateway: 'sandbox' });
    const [gatewayIntent] = await ctx.app.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intent.json().intentId));
    expect(gatewayIntent).toMatchObject({ amount: 4_600_000, currency: 'bdt' });

    const paid = await payOrder(ctx.app, buyer, orderId);
    expect(paid.stage).toBe('record');
    expect(paid.response.statusCode).toBe(200);
    const insertedId = paid.response.json().insertedId;
    expect(insertedId).toEqual(expect.any(String));

    const order = (await inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: buyer.headers })).json();
    expect(order).toMatchObject({ paid: true, status: 'paid' });
    const mine = (await inject({ method: 'GET', url: '/api/products', headers: seller.headers })).json();
    expect(mine.find((p: { _id: string }) => p._id === productId).isProductPurchased).toBe(true);
    const category = (await inject({ method: 'GET', url: '/api/products/1', headers: buyer.headers })).json();
    expect(category.some((p: { _id: string }) => p._id === productId)).toBe(false);

    const buyers = (await inject({ method: 'GET', url: '/api/mybuyer?name=Someone', headers: seller.headers })).json();
    expect(buyers).toContainEqual({
      _id: insertedId,
      device: 'iPhone 12',
      buyer: 'Farhana Akter',
      email: buyer.email,
      buyerLocation: 'Dhanmondi 27, Dhaka',
      contact: '01811-223344',
    });
    expect((await inject({ method: 'GET', url: '/api/mybuyer', headers: buyer.headers })).statusCode).toBe(403);
    const [record] = await ctx.app.db.select().from(payments).where(eq(payments.id, insertedId));
    expect(record).toMatchObject({ pricePoisha: 4_600_000, currency: 'BDT', transactionId: paid.intentId });

    // Paying again is refused; replaying the confirmation answers the same record.
    const again = await inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.headers,
      payload: { orderId },
    });
    expect(again.statusCode).toBe(409);
    const replay = await Promise.all(
      Array.from({ length: 5 }, () =>
        inject({
          method: 'POST',
          url: '/api/payment',
          headers: buyer.headers,
          payload: { orderID: orderId, transaction: paid.intentId },
        }),
      ),
    );
    expect(new Set(replay.map((r) => r.json().insertedId))).toEqual(new Set([insertedId]));
    expect(await ctx.app.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
  });

  it('shows a declined card with its message and changes nothing', async () => {
    const productId = await listProduct(ctx.app, seller);
    const orderId = await placeOrder(ctx.app, buyer, productId);
    for (const [number, message] of [
      ['4000000000000002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
    ] as const) {
      const result = await payOrder(ctx.app, buyer, orderId, number);
      expect(result.stage).toBe('confirm');
      expect(result.response.statusCode).toBe(402);
      expect(result.response.json()).toMatchObject({ error: 'card_error', message });
    }
    const badNumber = await payOrder(ctx.app, buyer, orderId, '4242424242424241');
    expect(badNumber.stage).toBe('method');
    expect(badNumber.response.json().message).toBe('Your card number is invalid.');
    expect((await inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: buyer.headers })).json().paid).toBe(
      false,
    );
  });

  it('refuses to record a payment the gateway has not confirmed, or one for another order', async () => {
    const productId = await listProduct(ctx.app, seller);
    const orderId = await placeOrder(ctx.app, buyer, productId);
    const intent = (
      await inject({ method: 'POST', url: '/api/create-payment-intent', headers: buyer.headers, payload: { orderId } })
    ).json();
    const early = await inject({
      method: 'POST',
      url: '/api/payment',
      headers: buyer.headers,
      payload: { orderID: orderId, transaction: intent.intentId },
    });
    expect(early.statusCode).toBe(402);
    const madeUp = await inject({
      method: 'POST',
      url: '/api/payment',
      headers: buyer.headers,
      payload: { orderID: orderId, transaction: 'pi_fake' },
    });
    expect(madeUp.statusCode).toBe(404);

    // A succeeded payment of one order cannot pay another.
    const otherProduct = await listProduct(ctx.app, seller);
    const otherOrder = await placeOrder(ctx.app, buyer, otherProduct);
    const paid = await payOrder(ctx.app, buyer, otherOrder);
    const swapped = await inject({
      method: 'POST',
      url: '/api/payment',
      headers: buyer.headers,
      payload: { orderID: orderId, transaction: paid.intentId },
    });
    expect(swapped.statusCode).toBe(404);
    // Nor can another buyer use it.
    const stolen = await inject({
      method: 'POST',
      url: '/api/payment',
      headers: otherBuyer.headers,
      payload: { orderID: otherOrder, transaction: paid.intentId },
    });
    expect(stolen.statusCode).toBe(404);
    const intentForOthers = await inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: otherBuyer.headers,
      payload: { orderId },
    });
    expect(intentForOthers.statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: buyer.headers })).json().paid).toBe(
      false,
    );
  });

  it('reuses the open intent when the payment page is opened again', async () => {
    const productId = await listProduct(ctx.app, seller);
    const orderId = await placeOrder(ctx.app, buyer, productId);
    const a = (
      await inject({ method: 'POST', url: '/api/create-payment-intent', headers: buyer.headers, payload: { orderId } })
    ).json();
    const b = (
      await inject({ method: 'POST', url: '/api/create-payment-intent', headers: buyer.headers, payload: { orderId } })
    ).json();
    expect(b.intentId).toBe(a.intentId);
  });

  it('sells one phone once when many buyers pay at the same moment; the others are refunded', async () => {
    const productId = await listProduct(ctx.app, seller, { name: 'The last iPhone 13 Pro' });
    const buyers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createPrincipal(ctx.app, 'Buyer', `Racer ${i}`)),
    );
    const orderIds: string[] = [];
    for (const b of buyers) orderIds.push(await placeOrder(ctx.app, b, productId));
    // Everyone gets a charged card first, then all report at once.
    const intents: string[] = [];
    for (const [i, b] of buyers.entries()) {
      intents.push((await chargeWithoutReporting(ctx.app, b, orderIds[i]!)).intentId);
    }
    const results = await Promise.all(
      buyers.map((b, i) =>
        inject({
          method: 'POST',
          url: '/api/payment',
          headers: b.headers,
          payload: { orderID: orderIds[i], transaction: intents[i] },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(buyers.length - 1);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(
      'This phone was just sold to another buyer. Your payment has been refunded.',
    );
    expect(await ctx.app.db.select().from(payments).where(eq(payments.productId, productId))).toHaveLength(1);
    const refunded = await ctx.app.db.select().from(sandboxPaymentIntents);
    const mine = refunded.filter((i) => intents.includes(i.id));
    expect(mine.filter((i) => i.amountRefunded === i.amount)).toHaveLength(buyers.length - 1);
    const orderRows = await ctx.app.db.select().from(orders).where(eq(orders.productId, productId));
    expect(orderRows.filter((o) => o.status === 'paid')).toHaveLength(1);
    expect(orderRows.filter((o) => o.status === 'cancelled')).toHaveLength(buyers.length - 1);
  });

  it('settles at start a payment the browser never reported', async () => {
    const productId = await listProduct(ctx.app, seller);
    const orderId = await placeOrder(ctx.app, buyer, productId);
    const intent = await chargeWithoutReporting(ctx.app, buyer, orderId);
    // The tab closes here: no POST /payment.
    expect((await inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: buyer.headers })).json().paid).toBe(
      false,
    );
    const result = await ctx.app.checkout.reconcile();
    expect(result.settled).toBeGreaterThanOrEqual(1);
    expect((await inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: buyer.headers })).json().paid).toBe(
      true,
    );
    const [attempt] = await ctx.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.intentId, intent.intentId));
    expect(attempt?.status).toBe('succeeded');
  });
});
