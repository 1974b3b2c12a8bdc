import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders, products } from '../../db/schema/index.js';
import { DAY, dealParties, eventBody, fire, HOUR, requestDeal, testClock } from '../../../test/deal-helpers.js';
import { listProduct, payOrder, placeOrder, type Principal, type TestContext } from '../../../test/helpers.js';

const clock = testClock();
const parties = dealParties(clock, { seller: 'Rahim Uddin', buyer: 'Farhana Akter', otherBuyer: 'Arif Hossain' });
let ctx: TestContext;
let seller: Principal;
let buyer: Principal;
let otherBuyer: Principal;
let admin: Principal;
beforeAll(() => {
  ({ ctx, seller, buyer, otherBuyer, admin } = parties);
});

const inject = (options: InjectOptions) => ctx.app.inject(options);
const getDeal = (who: Principal, id: string) =>
  inject({ method: 'GET', url: `/api/deals/${id}`, headers: who.headers });
const soon = () => new Date(clock.now().getTime() + 2 * DAY);

describe('a cash deal', () => {
  it('goes request → accepted → both confirm → completed, sells the phone and shows the buyer in My Buyers', async () => {
    const productId = await listProduct(ctx.app, seller, { contact: '01999-000111' });
    const { dealId, orderId } = await requestDeal(ctx.app, buyer, productId, { payment: 'cash', meetingAt: soon() });

    const before = (await getDeal(buyer, dealId)).json();
    expect(before).toMatchObject({ status: 'requested', payment: 'cash', you: 'buyer', actions: ['cancel'] });
    expect(before.sellerContact).toBeUndefined();
    expect((await getDeal(seller, dealId)).json()).toMatchObject({ you: 'seller', waitingForYou: true });

    expect((await fire(ctx.app, seller, dealId, { event: 'accept' })).statusCode).toBe(200);
    const accepted = (await getDeal(buyer, dealId)).json();
    expect(accepted).toMatchObject({ status: 'accepted', sellerContact: '01999-000111' });
    expect(accepted.actions).toEqual(['cancel', 'receive', 'problem']);

    expect((await fire(ctx.app, buyer, dealId, { event: 'receive' })).json().status).toBe('handedOver');
    const done = await fire(ctx.app, seller, dealId, { event: 'payCash' });
    expect(done.json()).toMatchObject({ status: 'completed', paid: true });
    expect(done.json().timeline.map((e: { event: string }) => e.event)).toEqual([
      'request',
      'accept',
      'receive',
      'payCash',
    ]);

    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('paid');
    const [product] = await ctx.app.db.select().from(products).where(eq(products.id, productId));
    expect(product?.isPurchased).toBe(true);
    const myBuyers = await inject({ method: 'GET', url: '/api/mybuyer', headers: seller.headers });
    expect(myBuyers.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ buyer: 'Farhana Akter', contact: '01811-223344' })]),
    );
  });

  it('holds the phone for the accepted buyer: others cannot order or pay it, and it comes back when the deal ends', async () => {
    const productId = await listProduct(ctx.app, seller);
    const earlyOrder = await placeOrder(ctx.app, otherBuyer, productId);
    const { dealId, orderId } = await requestDeal(ctx.app, buyer, productId, { meetingAt: soon() });
    await fire(ctx.app, seller, dealId, { event: 'accept' });

    const order = await inject({
      method: 'POST',
      url: '/api/orders',
      headers: otherBuyer.headers,
      payload: { productId, contact: '01700-000000', meetingLocation: 'Gulshan 1' },
    });
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toMatch(/reserved for another buyer/);
    const pay = await payOrder(ctx.app, otherBuyer, earlyOrder);
    expect(pay.response.statusCode).toBe(409);

    const cancel = await fire(ctx.app, buyer, dealId, { event: 'cancel', reason: 'Found one closer to home.' });
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
    const [mine] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(mine?.status).toBe('cancelled');
    const again = await payOrder(ctx.app, otherBuyer, earlyOrder);
    expect(again.response.statusCode).toBe(200);
  });

  it('ends the other deals on a phone when it is sold, and tells their buyers why', async () => {
    const productId = await listProduct(ctx.app, seller);
    const winner = await requestDeal(ctx.app, buyer, productId, { meetingAt: soon() });
    const loser = await requestDeal(ctx.app, otherBuyer, productId, { meetingAt: soon() });
    await fire(ctx.app, seller, winner.dealId, { event: 'accept' });
    await fire(ctx.app, seller, winner.dealId, { event: 'payCash' });
    await fire(ctx.app, buyer, winner.dealId, { event: 'receive' });
    const lost = (await getDeal(otherBuyer, loser.dealId)).json();
    expect(lost.status).toBe('cancelled');
    expect(lost.timeline.at(-1)).toMatchObject({ by: 'system', reason: 'The phone was sold to another buyer.' });
  });
});

describe('a card deal', () => {
  it('keeps the spec’s path: paid by card from My Orders, then the buyer’s word completes it', async () => {
    const productId = await listProduct(ctx.app, seller);
    const { dealId, orderId } = await requestDeal(ctx.app, buyer, productId, { payment: 'card', meetingAt: soon() });
    expect((await fire(ctx.app, buyer, dealId, { event: 'receive' })).statusCode).toBe(409);
    const paid = await payOrder(ctx.app, buyer, orderId);
    expect(paid.response.statusCode).toBe(200);
    expect((await getDeal(buyer, dealId)).json()).toMatchObject({ status: 'requested', paid: true });
    await fire(ctx.app, seller, dealId, { event: 'accept' });
    const done = await fire(ctx.app, buyer, dealId, { event: 'receive' });
    expect(done.json()).toMatchObject({ status: 'completed' });
  });
});

describe('the meeting', () => {
  it('lets the seller propose another meeting and the buyer accept it', async () => {
    const productId = await listProduct(ctx.app, seller);
    const { dealId } = await requestDeal(ctx.app, buyer, productId, { meetingAt: soon() });
    const proposed = await fire(ctx.app, seller, dealId, eventBody('propose', soon()));
    expect(proposed.json()).toMatchObject({
      status: 'countered',
      proposedBy: 'seller',
      meetingLocation: 'Bashundhara City, gate 2',
    });
    expect((await fire(ctx.app, seller, dealId, { event: 'accept' })).statusCode).toBe(403);
    expect((await fire(ctx.app, buyer, dealId, { event: 'accept' })).json().status).toBe('accepted');
  });

  it('refuses a proposal without a place or with a time in the past, and a decline without a reason', async () => {
    const productId = await listProduct(ctx.app, seller);
    const { dealId } = await requestDeal(ctx.app, buyer, productId, { meetingAt: soon() });
    const noPlace = await fire(ctx.app, seller, dealId, { event: 'propose' });
    expect(noPlace.statusCode).toBe(400);
    const past = await fire(ctx.app, seller, dealId, {
      event: 'propose',
      meetingPlace: 'Uttara',
      meetingAt: new Date(clock.now().getTime() - HOUR).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('meetingAt: choose a meeting time in the future.');
    const decline = await fire(ctx.app, seller, dealId, { event: 'decline' });
    expect(decline.statusCode).toBe(400);
    expect(decline.json().message).toMatch(/give a reason/);
  });
});

describe('who sees a deal', () => {
  it('shows it to its buyer, its seller and an admin, and is a 404 to anyone else', async () => {
    const productId = await listProduct(ctx.app, seller);
    const { dealId } = await requestDeal(ctx.app, buyer, productId, { meetingAt: soon() });
    expect((await getDeal(admin, dealId)).json().you).toBe('admin');
    expect((await getDeal(otherBuyer, dealId)).statusCode).toBe(404);
    expect((await fire(ctx.app, otherBuyer, dealId, { event: 'cancel', reason: 'x' })).statusCode).toBe(404);
    const list = await inject({ method: 'GET', url: '/api/deals', headers: otherBuyer.headers });
    expect(list.json().map((d: { _id: string }) => d._id)).not.toContain(dealId);
  });
});

describe('jobs', () => {
  it('expires an unanswered deal after DEAL_ACCEPT_HOURS, once, and gives its order up', async () => {
    const productId = await listProduct(ctx.app, seller);
    const { dealId, orderId } = await requestDeal(ctx.app, buyer, productId, { meetingAt: soon() });
    clock.advance(47 * HOUR);
    await ctx.app.jobs.runDue();
    expect((await getDeal(buyer, dealId)).json().status).toBe('requested');
    clock.advance(2 * HOUR);
    await ctx.app.jobs.runDue();
    const expired = (await getDeal(buyer, dealId)).json();
    expect(expired.status).toBe('expired');
    expect(expired.timeline.filter((e: { event: string }) => e.event === 'expire')).toHaveLength(1);
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('cancelled');
    const [job] = await ctx.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `deal.expire:${dealId}`));
    expect(job?.doneAt).not.toBeNull();
  });

  it('releases a paid, accepted card deal DEAL_RELEASE_DAYS after the meeting unless a problem was opened', async () => {
    const meetingAt = new Date(clock.now().getTime() + DAY);
    const one = await requestDeal(ctx.app, buyer, await listProduct(ctx.app, seller), { payment: 'card', meetingAt });
    const two = await requestDeal(ctx.app, buyer, await listProduct(ctx.app, seller), { payment: 'card', meetingAt });
    for (const deal of [one, two]) {
      expect((await payOrder(ctx.app, buyer, deal.orderId)).response.statusCode).toBe(200);
      await fire(ctx.app, seller, deal.dealId, { event: 'accept' });
    }
    await fire(ctx.app, buyer, two.dealId, eventBody('problem'));
    clock.advance(DAY + 3 * DAY + HOUR);
    await ctx.app.jobs.runDue();
    expect((await getDeal(buyer, one.dealId)).json()).toMatchObject({ status: 'completed' });
    expect((await getDeal(buyer, two.dealId)).json()).toMatchObject({ status: 'problem' });
    const released = await fire(ctx.app, admin, two.dealId, { event: 'release' });
    expect(released.json()).toMatchObject({ status: 'completed' });
  });
});
