import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayRecord, requestDeal } from './deal-helpers.js';
import { createPrincipal, createTestApp, listProduct, payOrder, type Principal, type TestContext } from './helpers.js';

/**
 * Deals under races, over real HTTP (each request on its own connection, at once): the phone's lock and the deal's
 * row decide, every answer is a 200 or a 409 with a sentence, and the timeline says exactly what happened.
 */

let ctx: TestContext;
let base = '';
let seller: Principal;
let buyer: Principal;
let otherBuyer: Principal;

beforeAll(async () => {
  ctx = await createTestApp();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  seller = await createPrincipal(ctx.app, 'Seller', 'Race Seller');
  buyer = await createPrincipal(ctx.app, 'Buyer', 'Race Buyer');
  otherBuyer = await createPrincipal(ctx.app, 'Buyer', 'Race Other Buyer');
}, 60_000);
afterAll(() => ctx.close());

async function post(who: Principal, dealId: string, body: Record<string, unknown>) {
  const res = await fetch(`${base}/api/deals/${dealId}/events`, {
    method: 'POST',
    headers: { ...who.headers, 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { status?: string; message?: string } };
}

async function timeline(dealId: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/deals/${dealId}`, headers: buyer.headers });
  return res.json<{ status: string; money: string; timeline: { event: string }[] }>();
}

const ROUNDS = 5;

describe('deal races over HTTP', () => {
  it('accept and cancel at once: either order, one consistent story', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { dealId } = await requestDeal(ctx.app, buyer, await listProduct(ctx.app, seller));
      const [accept, cancel] = await Promise.all([
        post(seller, dealId, { event: 'accept' }),
        post(buyer, dealId, { event: 'cancel', reason: 'Changed my mind.' }),
      ]);
      expect([200, 409]).toContain(accept.status);
      expect(cancel.status).toBe(200);
      const deal = await timeline(dealId);
      expect(deal.status).toBe('cancelled');
      const events = deal.timeline.map((e) => e.event);
      expect(events).toEqual(accept.status === 200 ? ['request', 'accept', 'cancel'] : ['request', 'cancel']);
      if (accept.status === 409) expect(accept.body.message).toMatch(/^This deal was cancelled/);
    }
  });

  it('two buyers’ deals on one phone accepted at once: one holds the phone, the other is told', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const productId = await listProduct(ctx.app, seller);
      const one = await requestDeal(ctx.app, buyer, productId);
      const two = await requestDeal(ctx.app, otherBuyer, productId);
      const answers = await Promise.all([
        post(seller, one.dealId, { event: 'accept' }),
        post(seller, two.dealId, { event: 'accept' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const lost = answers.find((a) => a.status === 409);
      expect(lost?.body.message).toBe(
        'This phone is already held for another buyer’s accepted deal, so this one cannot be accepted.',
      );
      const statuses = [(await timeline(one.dealId)).status];
      const other = await ctx.app.inject({
        method: 'GET',
        url: `/api/deals/${two.dealId}`,
        headers: otherBuyer.headers,
      });
      statuses.push(other.json<{ status: string }>().status);
      expect(statuses.sort()).toEqual(['accepted', 'requested']);
    }
  });

  it('the buyer confirms twice at once: one confirmation, one sale', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { dealId } = await requestDeal(ctx.app, buyer, await listProduct(ctx.app, seller));
      await post(seller, dealId, { event: 'accept' });
      await post(seller, dealId, { event: 'payCash' });
      const answers = await Promise.all([
        post(buyer, dealId, { event: 'receive' }),
        post(buyer, dealId, { event: 'receive' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const deal = await timeline(dealId);
      expect(deal.status).toBe('completed');
      expect(deal.timeline.filter((e) => e.event === 'receive')).toHaveLength(1);
    }
    const sales = await ctx.app.inject({ method: 'GET', url: '/api/mybuyer', headers: seller.headers });
    expect(sales.json<unknown[]>()).toHaveLength(ROUNDS);
  });

  it('a card deal confirmed twice at once: one capture at the gateway', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { dealId, orderId } = await requestDeal(ctx.app, buyer, await listProduct(ctx.app, seller), {
        payment: 'card',
      });
      const { intentId } = await payOrder(ctx.app, buyer, orderId);
      await post(seller, dealId, { event: 'accept' });
      const answers = await Promise.all([
        post(buyer, dealId, { event: 'receive' }),
        post(buyer, dealId, { event: 'receive' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const deal = await timeline(dealId);
      expect(deal).toMatchObject({ status: 'completed', money: 'released' });
      const record = await gatewayRecord(ctx.app, intentId!);
      expect(record).toMatchObject({ status: 'succeeded', captures: 1, cancels: 0 });
      expect(record.received).toBe(record.amount);
    }
  });

  it('a paid card deal accepted and cancelled at once: held and going on, or voided, never both', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { dealId, orderId } = await requestDeal(ctx.app, buyer, await listProduct(ctx.app, seller), {
        payment: 'card',
      });
      const { intentId } = await payOrder(ctx.app, buyer, orderId);
      const [accept, cancel] = await Promise.all([
        post(seller, dealId, { event: 'accept' }),
        post(buyer, dealId, { event: 'cancel', reason: 'Changed my mind.' }),
      ]);
      const deal = await timeline(dealId);
      const record = await gatewayRecord(ctx.app, intentId!);
      if (cancel.status === 200) {
        // The cancel came first: the accept found a cancelled deal.
        expect(accept.status).toBe(409);
        expect(deal).toMatchObject({ status: 'cancelled', money: 'voided' });
        expect(record).toMatchObject({ status: 'canceled', cancels: 1, captures: 0 });
      } else {
        // The accept came first: a buyer whose card is held cannot call off an accepted deal.
        expect(accept.status).toBe(200);
        expect(cancel.status).toBe(403);
        expect(deal).toMatchObject({ status: 'accepted', money: 'held' });
        expect(record).toMatchObject({ status: 'requires_capture', cancels: 0, captures: 0 });
      }
    }
  });
});
