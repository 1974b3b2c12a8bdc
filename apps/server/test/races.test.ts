import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, products, reports } from '../src/db/schema/index.js';
import { paymentAttempts, sandboxPaymentIntents } from '../src/db/schema/payments.js';
import { createPrincipal, createTestApp, engine, listProduct, type Principal, type TestContext } from './helpers.js';

/**
 * Races over real HTTP (issue 8): many callers at the same moment, through the listening server and its pool of
 * database connections (10 on PostgreSQL), so the database's own locking and constraints decide, not the order of
 * an in-process queue.
 */
let ctx: TestContext;
let base: string;
let seller: Principal;

beforeAll(async () => {
  ctx = await createTestApp();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  seller = await createPrincipal(ctx.app, 'Seller', 'Rahim Uddin');
}, 60_000);
afterAll(() => ctx.close());

async function call(who: Principal, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...who.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A buyer with an open order and a card already charged for it at the gateway, ready to report the payment. */
async function chargedBuyer(productId: string, i: number) {
  const buyer = await createPrincipal(ctx.app, 'Buyer', `Racer ${i}`);
  const order = await call(buyer, 'POST', '/api/orders', {
    productId,
    contact: '01811-223344',
    meetingLocation: 'Dhanmondi 27, Dhaka',
  });
  expect(order.status).toBe(201);
  const orderId = String(order.body.insertedId);
  const intent = await call(buyer, 'POST', '/api/create-payment-intent', { orderId });
  // Card entry is limited to 30 a minute per address; each racer types theirs from a phone of their own.
  const method = await ctx.app.inject({
    method: 'POST',
    url: '/api/sandbox/payment-methods',
    headers: buyer.headers,
    remoteAddress: `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    payload: { card: { number: '4242424242424242', expMonth: 1, expYear: 2035, cvc: '999' } },
  });
  const confirmed = await call(buyer, 'POST', `/api/sandbox/payment-intents/${String(intent.body.intentId)}/confirm`, {
    clientSecret: intent.body.clientSecret,
    paymentMethod: method.json<{ id: string }>().id,
  });
  expect(confirmed.status, JSON.stringify([intent.body, method.json(), confirmed.body])).toBe(200);
  return { buyer, orderId, intentId: String(intent.body.intentId) };
}

describe(`races over HTTP (${engine})`, () => {
  it('50 buyers reporting their payment for one phone at once: one sale, one record, 49 refunds', async () => {
    const productId = await listProduct(ctx.app, seller, { name: 'The last Google Pixel 7' });
    const racers = [];
    for (let i = 0; i < 50; i += 1) racers.push(await chargedBuyer(productId, i));

    const results = await Promise.all(
      racers.map((r) => call(r.buyer, 'POST', '/api/payment', { orderID: r.orderId, transaction: r.intentId })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);

    const winner = racers[statuses.indexOf(200)]!;
    expect(await ctx.app.db.select().from(payments).where(eq(payments.productId, productId))).toEqual([
      expect.objectContaining({ orderId: winner.orderId, transactionId: winner.intentId }),
    ]);
    const [product] = await ctx.app.db.select().from(products).where(eq(products.id, productId));
    expect(product?.isPurchased).toBe(true);
    const states = await ctx.app.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.productId, productId));
    expect(states.filter((o) => o.status === 'paid').map((o) => o.id)).toEqual([winner.orderId]);
    expect(states.filter((o) => o.status === 'cancelled')).toHaveLength(49);

    // Nobody else was charged in the end: every losing charge was refunded in full at the gateway.
    const losers = racers.filter((r) => r !== winner).map((r) => r.intentId);
    const intents = await ctx.app.db
      .select({ amount: sandboxPaymentIntents.amount, refunded: sandboxPaymentIntents.amountRefunded })
      .from(sandboxPaymentIntents)
      .where(inArray(sandboxPaymentIntents.id, losers));
    expect(intents).toHaveLength(49);
    expect(intents.every((i) => i.refunded === i.amount)).toBe(true);
    const attempts = await ctx.app.db
      .select({ status: paymentAttempts.status })
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.intentId, losers));
    expect(attempts.every((a) => a.status === 'refunded')).toBe(true);
  }, 240_000);

  it('the same payment confirmation sent 20 times at once: one record, the same answer to each', async () => {
    const productId = await listProduct(ctx.app, seller, { name: 'Apple iPhone 12 (128 GB)' });
    const { buyer, orderId, intentId } = await chargedBuyer(productId, 100);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(buyer, 'POST', '/api/payment', { orderID: orderId, transaction: intentId }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(results.map((r) => r.body.insertedId)).size).toBe(1);
    expect(await ctx.app.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
    // And the payment that bought the phone was not refunded by a replay that lost the race to itself.
    const [intent] = await ctx.app.db
      .select({ refunded: sandboxPaymentIntents.amountRefunded })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intentId));
    expect(intent?.refunded).toBe(0);
    const [attempt] = await ctx.app.db
      .select({ status: paymentAttempts.status })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.intentId, intentId));
    expect(attempt?.status).toBe('succeeded');
  }, 60_000);

  it('an order sent twice at once (ten times over): one open order each time, the other refused', async () => {
    const buyer = await createPrincipal(ctx.app, 'Buyer', 'Double Tapper');
    for (let i = 0; i < 10; i += 1) {
      const productId = await listProduct(ctx.app, seller, { name: `Nokia 8110 4G #${i}` });
      const body = { productId, contact: '01811-223344', meetingLocation: 'Zindabazar, Sylhet' };
      const both = await Promise.all([
        call(buyer, 'POST', '/api/orders', body),
        call(buyer, 'POST', '/api/orders', body),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await ctx.app.db.select().from(orders).where(eq(orders.productId, productId))).toHaveLength(1);
    }
  }, 120_000);

  it('a report sent twice at once by five people: one report each, the listing flagged once', async () => {
    const productId = await listProduct(ctx.app, seller, { name: 'Walton Primo R10 (reported)' });
    const reporters = [];
    for (let i = 0; i < 5; i += 1) reporters.push(await createPrincipal(ctx.app, 'Buyer', `Reporter ${i}`));
    const results = await Promise.all(
      reporters.flatMap((r) => [
        call(r, 'PUT', `/api/reports/${productId}`, { reported: true }),
        call(r, 'PUT', `/api/reports/${productId}`, { reported: true }),
      ]),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const rows = await ctx.app.db.select().from(reports).where(eq(reports.productId, productId));
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.reporterId)).size).toBe(5);
    const [product] = await ctx.app.db.select().from(products).where(eq(products.id, productId));
    expect(product?.reported).toBe(true);
  }, 60_000);
});
