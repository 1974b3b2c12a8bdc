import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createLocalStorage } from '../src/adapters/storage/local-storage.js';
import { orders, paymentAttempts, payments, products } from '../src/db/schema/index.js';
import {
  createPrincipal,
  createTestApp,
  listProduct,
  placeOrder,
  testConfig,
  type Principal,
  type TestContext,
} from './helpers.js';

/**
 * The Stripe gateway's webhook, offline: Stripe's servers cannot be reached here, so the payment attempt rows are
 * written directly (the gateway's createIntent would call Stripe) and the events are signed locally with the SDK's
 * own test-header helper, exactly as Stripe signs them.
 */
const WEBHOOK_SECRET = 'whsec_test';
const stripe = new Stripe('sk_test_dummy');
let ctx: TestContext;
let buyer: Principal;
let orderId: string;
let productId: string;
let price: number;
let otherOrderId: string;

let eventCounter = 0;
function paymentIntentEvent(type: string, intent: Record<string, unknown>) {
  eventCounter += 1;
  return JSON.stringify({
    id: `evt_test_${eventCounter}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        object: 'payment_intent',
        client_secret: `${String(intent.id)}_secret_x`,
        currency: 'bdt',
        status: 'succeeded',
        latest_charge: null,
        ...intent,
      },
    },
  });
}

function postEvent(
  payload: string,
  signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

async function addAttempt(order: string, intentId: string, amount: number) {
  await ctx.app.db
    .insert(paymentAttempts)
    .values({ orderId: order, buyerId: buyer.id, gateway: 'stripe', intentId, amountPoisha: amount, currency: 'bdt' });
}

async function state() {
  const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
  const [product] = await ctx.app.db.select().from(products).where(eq(products.id, productId));
  const [{ n } = { n: -1 }] = await ctx.app.db
    .select({ n: count() })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return { orderStatus: order?.status, sold: product?.isPurchased, records: n };
}

beforeAll(async () => {
  ctx = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_dummy',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_dummy',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  const seller = await createPrincipal(ctx.app, 'Seller');
  buyer = await createPrincipal(ctx.app, 'Buyer');
  productId = await listProduct(ctx.app, seller);
  orderId = await placeOrder(ctx.app, buyer, productId);
  const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
  price = order!.pricePoisha;
  await addAttempt(orderId, 'pi_test_1', price);
  const otherProduct = await listProduct(ctx.app, seller);
  otherOrderId = await placeOrder(ctx.app, buyer, otherProduct);
  await addAttempt(otherOrderId, 'pi_test_2', price);
}, 60_000);
afterAll(() => ctx.close());

describe('POST /api/stripe/webhook', () => {
  const succeeded = (amount = price) =>
    paymentIntentEvent('payment_intent.succeeded', { id: 'pi_test_1', amount, metadata: { orderId } });

  it('refuses a missing, wrong or stale signature and a body changed after signing, and changes nothing', async () => {
    const payload = succeeded();
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Bad Request', message: expect.any(String) });

    const wrongSecret = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const tampered = payload.replace(`"amount":${price}`, `"amount":${price + 100}`);
    expect(tampered).not.toBe(payload);
    for (const res of [
      await postEvent(payload, wrongSecret),
      await postEvent(payload, stale),
      await postEvent(payload, 'garbage'),
      await postEvent(tampered, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Bad Request', message: 'The Stripe signature is not valid.' });
    }
    expect(await state()).toEqual({ orderStatus: 'open', sold: false, records: 0 });
  });

  it('refuses a succeeded intent whose amount, currency or order is not the order’s, and pays nothing', async () => {
    for (const payload of [
      succeeded(price - 100),
      paymentIntentEvent('payment_intent.succeeded', {
        id: 'pi_test_1',
        amount: price,
        currency: 'usd',
        metadata: { orderId },
      }),
      paymentIntentEvent('payment_intent.succeeded', {
        id: 'pi_test_1',
        amount: price,
        metadata: { orderId: otherOrderId },
      }),
    ]) {
      const res = await postEvent(payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Conflict', message: 'This payment does not match the order.' });
    }
    expect(await state()).toEqual({ orderStatus: 'open', sold: false, records: 0 });
  });

  it('acknowledges and ignores an intent that is not ours and an event type it does not handle', async () => {
    const unknown = await postEvent(
      paymentIntentEvent('payment_intent.succeeded', { id: 'pi_unknown', amount: price, metadata: { orderId } }),
    );
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ received: true, outcome: 'ignored' });
    const other = await postEvent(
      JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } }),
    );
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await state()).toEqual({ orderStatus: 'open', sold: false, records: 0 });
  });

  it('settles a succeeded intent for the order’s amount: order paid, phone sold, one payment record', async () => {
    const res = await postEvent(succeeded());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'paid' });
    expect(await state()).toEqual({ orderStatus: 'paid', sold: true, records: 1 });
    const [record] = await ctx.app.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(record).toMatchObject({ transactionId: 'pi_test_1', gateway: 'stripe', pricePoisha: price });
    const [attempt] = await ctx.app.db.select().from(paymentAttempts).where(eq(paymentAttempts.intentId, 'pi_test_1'));
    expect(attempt?.status).toBe('succeeded');
  });

  it('changes nothing when the same event is delivered again', async () => {
    const payload = succeeded();
    for (let i = 0; i < 2; i += 1) {
      const res = await postEvent(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, outcome: 'paid' });
    }
    expect(await state()).toEqual({ orderStatus: 'paid', sold: true, records: 1 });
  });

  it('marks a pending attempt failed on payment_intent.payment_failed, and only once', async () => {
    const payload = paymentIntentEvent('payment_intent.payment_failed', {
      id: 'pi_test_2',
      amount: price,
      status: 'requires_payment_method',
      metadata: { orderId: otherOrderId },
    });
    expect((await postEvent(payload)).json()).toEqual({ received: true, outcome: 'failed' });
    expect((await postEvent(payload)).json()).toEqual({ received: true, outcome: 'ignored' });
    const [attempt] = await ctx.app.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.intentId, 'pi_test_2'), eq(paymentAttempts.orderId, otherOrderId)));
    expect(attempt?.status).toBe('failed');
    const [other] = await ctx.app.db.select().from(orders).where(eq(orders.id, otherOrderId));
    expect(other?.status).toBe('open');
  });
});

describe('Content-Security-Policy and the payment gateway', () => {
  const directives = (csp: string) =>
    Object.fromEntries(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );

  it('records a deal’s payment held on the card (amount_capturable_updated) as paid, not taken, once', async () => {
    const seller = await createPrincipal(ctx.app, 'Seller');
    const heldOrder = await placeOrder(ctx.app, buyer, await listProduct(ctx.app, seller));
    await addAttempt(heldOrder, 'pi_test_held', price);
    const held = (status: string, type: string) =>
      paymentIntentEvent(type, {
        id: 'pi_test_held',
        amount: price,
        status,
        capture_method: 'manual',
        metadata: { orderId: heldOrder },
      });
    const first = await postEvent(held('requires_capture', 'payment_intent.amount_capturable_updated'));
    expect(first.json()).toEqual({ received: true, outcome: 'paid' });
    const attempt = async () =>
      (await ctx.app.db.select().from(paymentAttempts).where(eq(paymentAttempts.intentId, 'pi_test_held')))[0]?.status;
    expect(await attempt()).toBe('authorised');
    // Stripe's succeeded event after the capture finds the payment recorded and changes nothing.
    const after = await postEvent(held('succeeded', 'payment_intent.succeeded'));
    expect(after.json()).toEqual({ received: true, outcome: 'paid' });
    const records = await ctx.app.db.select().from(payments).where(eq(payments.orderId, heldOrder));
    expect(records).toHaveLength(1);
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, heldOrder));
    expect(order?.status).toBe('paid');
  });

  it('allows exactly what Stripe.js needs when Stripe is the gateway', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['script-src']).toBe("'self' https://js.stripe.com");
    expect(csp['frame-src']).toBe('https://js.stripe.com https://hooks.stripe.com');
    expect(csp['connect-src']).toBe("'self' https://api.stripe.com");
    expect(csp['style-src']).toBe("'self'");
    expect(csp['default-src']).toBe("'self'");
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('keeps the sandbox CSP to our own origin, and has no webhook route', async () => {
    const config = testConfig();
    const sandbox = await buildApp({ config, database: ctx.database, storage: createLocalStorage(config.storageDir) });
    try {
      const res = await sandbox.inject({ method: 'GET', url: '/api/health' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).not.toContain('stripe');
      expect(csp).not.toContain('frame-src');
      expect(directives(csp)['script-src']).toBe("'self'");
      expect(directives(csp)['connect-src']).toBe("'self'");
      const hook = await sandbox.inject({ method: 'POST', url: '/api/stripe/webhook', payload: {} });
      expect(hook.statusCode).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});
