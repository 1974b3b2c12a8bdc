import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY, dealParties, fire, HOUR, requestDeal, testClock } from '../../../test/deal-helpers.js';
import { listProduct, type Principal, type TestContext } from '../../../test/helpers.js';

const clock = testClock();
const parties = dealParties(clock, { seller: 'Rated Seller', buyer: 'Rating Buyer', otherBuyer: 'Second Buyer' });
let ctx: TestContext;
let seller: Principal;
let buyer: Principal;
let otherBuyer: Principal;
let admin: Principal;
beforeAll(() => {
  ({ ctx, seller, buyer, otherBuyer, admin } = parties);
});

const inject = (options: InjectOptions) => ctx.app.inject(options);
const rate = (who: Principal, dealId: string, payload: Record<string, unknown>) =>
  inject({ method: 'PUT', url: `/api/deals/${dealId}/rating`, headers: who.headers, payload });

/** A cash deal of `who` with the seller, taken to completion. */
async function completedDeal(who: Principal): Promise<string> {
  const { dealId } = await requestDeal(ctx.app, who, await listProduct(ctx.app, seller), {
    meetingAt: new Date(clock.now().getTime() + DAY),
  });
  await fire(ctx.app, seller, dealId, { event: 'accept' });
  await fire(ctx.app, seller, dealId, { event: 'payCash' });
  expect((await fire(ctx.app, who, dealId, { event: 'receive' })).json().status).toBe('completed');
  return dealId;
}

describe('ratings', () => {
  it('lets each side of a completed deal rate the other once, and change it for 7 days', async () => {
    const dealId = await completedDeal(buyer);
    const given = await rate(buyer, dealId, { stars: 4, comment: 'Phone as described, on time.' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().ratings.byBuyer).toMatchObject({ stars: 4, comment: 'Phone as described, on time.' });
    expect((await rate(seller, dealId, { stars: 5 })).json().ratings.bySeller).toMatchObject({
      stars: 5,
      comment: null,
    });

    clock.advance(6 * DAY);
    const changed = await rate(buyer, dealId, { stars: 5, comment: 'Still works perfectly a week on.' });
    expect(changed.json().ratings.byBuyer.stars).toBe(5);
    clock.advance(DAY + HOUR);
    const late = await rate(buyer, dealId, { stars: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A rating can be changed for 7 days after it is given; this one is older.');
  });

  it('refuses a deal that is not completed, anyone but its two sides, and stars or comments out of bounds', async () => {
    const { dealId } = await requestDeal(ctx.app, buyer, await listProduct(ctx.app, seller), {
      meetingAt: new Date(clock.now().getTime() + DAY),
    });
    const early = await rate(buyer, dealId, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a completed deal can be rated.');
    const done = await completedDeal(buyer);
    expect((await rate(otherBuyer, done, { stars: 1 })).statusCode).toBe(404);
    expect((await rate(admin, done, { stars: 1 })).statusCode).toBe(403);
    expect((await rate(buyer, done, { stars: 0 })).statusCode).toBe(400);
    expect((await rate(buyer, done, { stars: 6 })).statusCode).toBe(400);
    expect((await rate(buyer, done, { stars: 4.5 })).statusCode).toBe(400);
    expect((await rate(buyer, done, { stars: 3, comment: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await rate(buyer, done, { stars: 3, comment: 'x'.repeat(500) })).statusCode).toBe(200);
  });

  it('shows the seller’s average, count, completed sales and reviews on a public profile', async () => {
    const dealId = await completedDeal(otherBuyer);
    clock.advance(HOUR);
    await rate(otherBuyer, dealId, { stars: 2, comment: 'Came an hour late.' });
    const res = await inject({ method: 'GET', url: `/api/seller/${seller.id}` });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({ _id: seller.id, name: 'Rated Seller', isSellerVerified: false });
    // 5 (changed from 4), 3 and 2 from the buyers; the seller's rating of a buyer does not count.
    expect(profile.rating).toEqual({ average: 3.3, count: 3 });
    expect(profile.completedSales).toBe(3);
    expect(profile.reviews[0]).toMatchObject({ stars: 2, comment: 'Came an hour late.', buyer: 'Second Buyer' });
    expect((await inject({ method: 'GET', url: `/api/seller/${buyer.id}` })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/seller/nobody' })).statusCode).toBe(404);
  });
});
