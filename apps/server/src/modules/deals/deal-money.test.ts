import { CARD_HOLD_DAYS, CARD_MEETING_DAYS, CARD_MEETING_REFUSAL } from '@phonehaat/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAttempts, products } from '../../db/schema/index.js';
import {
  DAY,
  dealParties,
  eventBody,
  fire,
  gatewayRecord,
  HOUR,
  requestDeal,
  testClock,
} from '../../../test/deal-helpers.js';
import { listProduct, payOrder, type Principal, type TestContext } from '../../../test/helpers.js';

/**
 * A deal's card payment is held on the card until the handover (issue 15, step 3): authorised when paid, captured when
 * the buyer confirms or DEAL_RELEASE_DAYS after the meeting, voided when the deal ends without a handover. What the
 * deal says of its money is checked against the sandbox gateway's own records.
 */

const clock = testClock();
const parties = dealParties(clock, { seller: 'Kamal Hasan', buyer: 'Nusrat Jahan', otherBuyer: 'Tanvir Ahmed' });
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
  inject({ method: 'GET', url: `/api/deals/${id}`, headers: who.headers }).then((r) => r.json());
const soon = () => new Date(clock.now().getTime() + 2 * DAY);

/** A card deal paid from My Orders: answers its ids, the product and the gateway's intent. */
async function paidCardDeal(meetingAt = soon()) {
  const productId = await listProduct(ctx.app, seller);
  const deal = await requestDeal(ctx.app, buyer, productId, { payment: 'card', meetingAt });
  const paid = await payOrder(ctx.app, buyer, deal.orderId);
  expect(paid.response.statusCode, paid.response.body).toBe(200);
  return { ...deal, productId, intentId: paid.intentId! };
}

const productSold = async (id: string) =>
  (await ctx.app.db.select().from(products).where(eq(products.id, id)))[0]?.isPurchased;
const orderStatus = async (id: string) => (await ctx.app.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;
const myBuyers = async () =>
  (await inject({ method: 'GET', url: '/api/mybuyer', headers: seller.headers })).json<{ _id: string }[]>();

describe('a card deal’s payment', () => {
  it('is held when paid: My Orders says Paid, the phone is sold, the card is not charged yet', async () => {
    const { dealId, orderId, productId, intentId } = await paidCardDeal();
    expect(await getDeal(buyer, dealId)).toMatchObject({ paid: true, money: 'held', status: 'requested' });
    const mine = (await inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: buyer.headers })).json();
    expect(mine).toMatchObject({ paid: true, status: 'paid', dealId });
    expect(await productSold(productId)).toBe(true);
    expect(await gatewayRecord(ctx.app, intentId)).toMatchObject({
      captureMethod: 'manual',
      status: 'requires_capture',
      received: 0,
      captures: 0,
    });
  });

  it('tells the seller once, in the bell, that the deal is paid', async () => {
    const { dealId } = await paidCardDeal();
    await fire(ctx.app, seller, dealId, { event: 'accept' });
    const bell = (await inject({ method: 'GET', url: '/api/notifications', headers: seller.headers })).json<{
      items: { kind: string; text: string; link: string }[];
    }>();
    const paid = bell.items.filter((n) => n.kind === 'deal.paid' && n.link === `/dashboard/deals/${dealId}`);
    expect(paid).toEqual([
      expect.objectContaining({ text: expect.stringMatching(/^Deal paid: the buyer paid for your .+ by card\./) }),
    ]);
    const buyersBell = (await inject({ method: 'GET', url: '/api/notifications', headers: buyer.headers })).json<{
      items: { kind: string }[];
    }>();
    expect(buyersBell.items.map((n) => n.kind)).not.toContain('deal.paid');
  });

  it('tells of a payment made after the meeting went back and forth, and of nothing else again', async () => {
    const productId = await listProduct(ctx.app, seller);
    const { dealId, orderId } = await requestDeal(ctx.app, buyer, productId, { payment: 'card', meetingAt: soon() });
    clock.advance(HOUR);
    expect((await fire(ctx.app, seller, dealId, eventBody('propose', soon()))).statusCode).toBe(200);
    clock.advance(HOUR);
    expect((await fire(ctx.app, buyer, dealId, eventBody('propose', soon()))).statusCode).toBe(200);
    await inject({ method: 'POST', url: '/api/notifications/read', headers: seller.headers, payload: {} });
    const paid = await payOrder(ctx.app, buyer, orderId);
    expect(paid.response.statusCode, paid.response.body).toBe(200);
    const bell = (await inject({ method: 'GET', url: '/api/notifications', headers: seller.headers })).json<{
      items: { kind: string; link: string; read: boolean }[];
    }>();
    const unread = bell.items.filter((n) => !n.read).map((n) => [n.kind, n.link]);
    expect(unread).toEqual([['deal.paid', `/dashboard/deals/${dealId}`]]);
  });

  it('is captured once when the buyer says they have the phone', async () => {
    const { dealId, intentId } = await paidCardDeal();
    await fire(ctx.app, seller, dealId, { event: 'accept' });
    const done = (await fire(ctx.app, buyer, dealId, { event: 'receive' })).json();
    expect(done).toMatchObject({ status: 'completed', money: 'released', paid: true });
    const record = await gatewayRecord(ctx.app, intentId);
    expect(record).toMatchObject({ status: 'succeeded', captures: 1, cancels: 0 });
    expect(record.received).toBe(record.amount);
    const [attempt] = await ctx.app.db.select().from(paymentAttempts).where(eq(paymentAttempts.intentId, intentId));
    expect(attempt?.status).toBe('succeeded');
    // Running the jobs again (as another instance would) takes nothing more.
    await ctx.app.jobs.runDue();
    expect((await gatewayRecord(ctx.app, intentId)).captures).toBe(1);
  });

  it('is voided when the seller declines, and the phone is for sale again', async () => {
    const salesBefore = (await myBuyers()).length;
    const { dealId, orderId, productId, intentId } = await paidCardDeal();
    expect((await myBuyers()).length).toBe(salesBefore + 1);
    const declined = (await fire(ctx.app, seller, dealId, eventBody('decline'))).json();
    expect(declined).toMatchObject({ status: 'declined', money: 'voided', paid: false });
    expect(await gatewayRecord(ctx.app, intentId)).toMatchObject({ status: 'canceled', received: 0, cancels: 1 });
    expect(await orderStatus(orderId)).toBe('cancelled');
    // My Orders can tell a deal that ended from a phone another buyer paid for first.
    const list = (await inject({ method: 'GET', url: '/api/orders', headers: buyer.headers })).json();
    expect(list.find((o: { _id: string }) => o._id === orderId)).toMatchObject({ status: 'cancelled', dealId });
    expect(await productSold(productId)).toBe(false);
    expect((await myBuyers()).length).toBe(salesBefore);
    // Another buyer can buy it now, once.
    const again = await requestDeal(ctx.app, otherBuyer, productId, { payment: 'card', meetingAt: soon() });
    expect((await payOrder(ctx.app, otherBuyer, again.orderId)).response.statusCode).toBe(200);
    expect(await productSold(productId)).toBe(true);
    expect((await myBuyers()).length).toBe(salesBefore + 1);
    await fire(ctx.app, seller, again.dealId, eventBody('decline'));
  });

  it('is voided when the seller calls off an accepted deal; the buyer may not, and opens a problem instead', async () => {
    const { dealId, intentId } = await paidCardDeal();
    await fire(ctx.app, seller, dealId, { event: 'accept' });
    const byBuyer = await fire(ctx.app, buyer, dealId, eventBody('cancel'));
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().message).toBe('This deal cannot be cancelled by the buyer.');
    expect((await getDeal(buyer, dealId)).actions).toEqual(['receive', 'problem']);
    const cancelled = (await fire(ctx.app, seller, dealId, eventBody('cancel'))).json();
    expect(cancelled).toMatchObject({ status: 'cancelled', money: 'voided' });
    expect(await gatewayRecord(ctx.app, intentId)).toMatchObject({ status: 'canceled', captures: 0, cancels: 1 });
  });

  it('is voided when the seller never answers: the deal expires after DEAL_ACCEPT_HOURS', async () => {
    const { dealId, productId, intentId } = await paidCardDeal();
    clock.advance(47 * HOUR);
    await ctx.app.jobs.runDue();
    expect(await getDeal(buyer, dealId)).toMatchObject({ status: 'requested', money: 'held' });
    clock.advance(2 * HOUR);
    await ctx.app.jobs.runDue();
    expect(await getDeal(buyer, dealId)).toMatchObject({ status: 'expired', money: 'voided' });
    expect(await gatewayRecord(ctx.app, intentId)).toMatchObject({ status: 'canceled', cancels: 1, captures: 0 });
    expect(await productSold(productId)).toBe(false);
  });

  it('is captured DEAL_RELEASE_DAYS after the meeting unless a problem was opened, then as the admin decides', async () => {
    const meetingAt = new Date(clock.now().getTime() + DAY);
    const [kept, disputed, refunded] = [
      await paidCardDeal(meetingAt),
      await paidCardDeal(meetingAt),
      await paidCardDeal(meetingAt),
    ];
    for (const deal of [kept, disputed, refunded]) await fire(ctx.app, seller, deal.dealId, { event: 'accept' });
    for (const deal of [disputed, refunded]) await fire(ctx.app, buyer, deal.dealId, eventBody('problem'));

    clock.advance(DAY + 3 * DAY - HOUR);
    await ctx.app.jobs.runDue();
    expect(await getDeal(buyer, kept.dealId)).toMatchObject({ status: 'accepted', money: 'held' });
    clock.advance(2 * HOUR);
    await ctx.app.jobs.runDue();
    expect(await getDeal(buyer, kept.dealId)).toMatchObject({ status: 'completed', money: 'released' });
    expect(await gatewayRecord(ctx.app, kept.intentId)).toMatchObject({ status: 'succeeded', captures: 1 });
    expect(await getDeal(buyer, disputed.dealId)).toMatchObject({ status: 'problem', money: 'held' });
    expect((await gatewayRecord(ctx.app, disputed.intentId)).captures).toBe(0);

    const released = (await fire(ctx.app, admin, disputed.dealId, { event: 'release' })).json();
    expect(released).toMatchObject({ status: 'completed', money: 'released' });
    expect(await gatewayRecord(ctx.app, disputed.intentId)).toMatchObject({ status: 'succeeded', captures: 1 });

    // The admin's refund gives back a held payment by voiding it: the money never left the buyer's card.
    const back = (await fire(ctx.app, admin, refunded.dealId, { event: 'refund' })).json();
    expect(back).toMatchObject({ status: 'refunded', money: 'voided', paid: false });
    expect(await gatewayRecord(ctx.app, refunded.intentId)).toMatchObject({
      status: 'canceled',
      received: 0,
      captures: 0,
      cancels: 1,
    });
    expect(await productSold(refunded.productId)).toBe(false);
  });

  it('gives back a card confirmed after its deal ended, and offers no new payment for that order', async () => {
    const productId = await listProduct(ctx.app, seller);
    const { dealId, orderId } = await requestDeal(ctx.app, buyer, productId, { payment: 'card', meetingAt: soon() });
    const intent = (
      await inject({ method: 'POST', url: '/api/create-payment-intent', headers: buyer.headers, payload: { orderId } })
    ).json<{ intentId: string; clientSecret: string }>();
    // The buyer's card is confirmed at the gateway, and the seller declines before the payment is reported.
    const method = await inject({
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      headers: buyer.headers,
      payload: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
    });
    await inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${intent.intentId}/confirm`,
      headers: buyer.headers,
      payload: { clientSecret: intent.clientSecret, paymentMethod: method.json().id },
    });
    expect((await fire(ctx.app, seller, dealId, eventBody('decline'))).json()).toMatchObject({ money: 'none' });
    const late = await inject({
      method: 'POST',
      url: '/api/payment',
      headers: buyer.headers,
      payload: { orderID: orderId, transaction: intent.intentId },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This order was cancelled, so it cannot be paid. Your payment has been refunded.');
    expect(await gatewayRecord(ctx.app, intent.intentId)).toMatchObject({ status: 'canceled', received: 0 });
    expect((await getDeal(buyer, dealId)).money).toBe('voided');
    expect(await productSold(productId)).toBe(false);
    const again = await inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.headers,
      payload: { orderId },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This order was cancelled, so it cannot be paid. Place a new order from the listing.',
    );
  });

  it('shows a cash deal no card money at any point', async () => {
    const productId = await listProduct(ctx.app, seller);
    const { dealId } = await requestDeal(ctx.app, buyer, productId, { payment: 'cash', meetingAt: soon() });
    await fire(ctx.app, seller, dealId, { event: 'accept' });
    await fire(ctx.app, seller, dealId, { event: 'payCash' });
    expect((await fire(ctx.app, buyer, dealId, { event: 'receive' })).json()).toMatchObject({
      status: 'completed',
      money: 'none',
    });
  });
});

describe('making a deal', () => {
  it('writes the order and the deal together: a deal that cannot be made leaves no order', async () => {
    const productId = await listProduct(ctx.app, seller);
    const before = await ctx.app.db.select().from(orders).where(eq(orders.productId, productId));
    // A meeting in the past is refused before anything is written.
    const past = await inject({
      method: 'POST',
      url: '/api/deals',
      headers: buyer.headers,
      payload: {
        productId,
        contact: '01811-223344',
        meetingLocation: 'Dhanmondi 27',
        meetingAt: new Date(clock.now().getTime() - HOUR).toISOString(),
      },
    });
    expect(past.statusCode).toBe(400);
    const first = await requestDeal(ctx.app, buyer, productId, { meetingAt: soon() });
    const twice = await inject({
      method: 'POST',
      url: '/api/deals',
      headers: buyer.headers,
      payload: { productId, contact: '01811-223344', meetingLocation: 'Dhanmondi 27', meetingAt: soon().toISOString() },
    });
    expect(twice.statusCode).toBe(409);
    const after = await ctx.app.db.select().from(orders).where(eq(orders.productId, productId));
    expect(after.length - before.length).toBe(1);
    expect(after.map((o) => o.id)).toEqual([first.orderId]);
  });
});

describe('a card deal’s meeting', () => {
  const book = (productId: string, payment: 'card' | 'cash', meetingAt: Date) =>
    inject({
      method: 'POST',
      url: '/api/deals',
      headers: buyer.headers,
      payload: { productId, contact: '01811-223344', meetingLocation: 'Dhanmondi 27', payment, meetingAt },
    });

  it('is at most CARD_MEETING_DAYS ahead when booked by card, so the hold outlives the handover; cash may meet later', async () => {
    const productId = await listProduct(ctx.app, seller);
    const later = new Date(clock.now().getTime() + CARD_MEETING_DAYS * DAY + HOUR);
    const refused = await book(productId, 'card', later);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CARD_MEETING_REFUSAL.unpaid);
    expect(await ctx.app.db.select().from(orders).where(eq(orders.productId, productId))).toEqual([]);

    expect((await book(productId, 'cash', later)).statusCode).toBe(201);
    const other = await listProduct(ctx.app, seller);
    const inTime = await book(other, 'card', new Date(clock.now().getTime() + CARD_MEETING_DAYS * DAY - HOUR));
    expect(inTime.statusCode, inTime.body).toBe(201);
  });

  it('once paid, moves only within CARD_MEETING_DAYS of the payment, and the deal says by when', async () => {
    const paidAt = clock.now().getTime();
    const { dealId } = await paidCardDeal();
    const latest = paidAt + CARD_MEETING_DAYS * DAY;
    expect((await getDeal(seller, dealId)).meetBy).toBe(new Date(latest).toISOString());
    clock.advance(DAY);
    // Within three days of now, but not of the payment: the card would let the money go before the release.
    const late = await fire(ctx.app, seller, dealId, eventBody('propose', new Date(latest + HOUR)));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(CARD_MEETING_REFUSAL.paid);
    expect(await getDeal(buyer, dealId)).toMatchObject({ status: 'requested', meetingAt: soonAfter(paidAt) });

    const moved = await fire(ctx.app, seller, dealId, eventBody('propose', new Date(latest - HOUR)));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'countered', meetingAt: new Date(latest - HOUR).toISOString() });
    // The buyer's answer may accept it; the automatic release then falls a day inside the card's hold.
    const accepted = await fire(ctx.app, buyer, dealId, { event: 'accept' });
    expect(accepted.json()).toMatchObject({ status: 'accepted' });
    expect(accepted.json().meetBy).toBeUndefined();
    const release = latest - HOUR + ctx.config.deals.releaseDays * DAY;
    expect(release).toBeLessThanOrEqual(paidAt + (CARD_HOLD_DAYS - 1) * DAY);
  });

  it('is not limited for a cash deal, nor is a cash deal told a time to meet by', async () => {
    const productId = await listProduct(ctx.app, seller);
    const { dealId } = await requestDeal(ctx.app, buyer, productId, { payment: 'cash', meetingAt: soon() });
    expect((await getDeal(seller, dealId)).meetBy).toBeUndefined();
    const far = new Date(clock.now().getTime() + 10 * DAY);
    const moved = await fire(ctx.app, seller, dealId, eventBody('propose', far));
    expect(moved.statusCode, moved.body).toBe(200);
  });
});

/** The meeting `paidCardDeal` books by default when paid at `paidAt`, as the API writes it. */
const soonAfter = (paidAt: number) => new Date(paidAt + 2 * DAY).toISOString();
