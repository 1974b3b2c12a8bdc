import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBody, fire, gatewayRecord, requestDeal } from '../../../test/deal-helpers.js';
import {
  createPrincipal,
  createTestApp,
  listProduct,
  payOrder,
  testImei,
  type Principal,
  type TestContext,
} from '../../../test/helpers.js';

/**
 * An admin suspends a buyer or a seller (issue 16): the account is signed out everywhere and cannot sign in again, its
 * listings leave the site, its deals before the meeting end with the money given back, and the audit log keeps who,
 * why and when. Lifting the suspension lets it sign in and brings its listings back.
 */

let ctx: TestContext;
let admin: Principal;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createPrincipal(ctx.app, 'Admin', 'Site Admin');
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.app.inject(options);
const suspend = (id: string, payload: unknown, who: Principal = admin) =>
  inject({ method: 'PUT', url: `/api/users/${id}/suspension`, headers: who.headers, payload: payload as object });
const lift = (id: string, who: Principal = admin) =>
  inject({ method: 'DELETE', url: `/api/users/${id}/suspension`, headers: who.headers });
const signInAs = (who: Principal) =>
  inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: who.email, password: who.password } });
const publicListing = (id: string) => inject({ method: 'GET', url: `/api/product/${id}` });
const inCategory = async (id: string) =>
  (await inject({ method: 'GET', url: '/api/products/1', headers: admin.headers }))
    .json<{ _id: string }[]>()
    .some((p) => p._id === id);
const sellersRow = async (id: string) =>
  (await inject({ method: 'GET', url: '/api/sellers', headers: admin.headers }))
    .json<{ _id: string; suspended: boolean; suspensionReason: string | null }[]>()
    .find((s) => s._id === id);
const auditOf = async (id: string) =>
  (await inject({ method: 'GET', url: '/api/audit', headers: admin.headers }))
    .json<{ action: string; targetId: string; reason: string | null; actor: string }[]>()
    .filter((e) => e.targetId === id);
const REASON = 'Asked three buyers for advance payment by bKash and never met them.';

describe('suspending a seller', () => {
  it('signs them out, refuses their sign-in with a sentence, hides their listings and ends their open deals', async () => {
    const seller = await createPrincipal(ctx.app, 'Seller', 'Fraud Seller');
    const buyer = await createPrincipal(ctx.app, 'Buyer', 'Careful Buyer');
    const cashListing = await listProduct(ctx.app, seller, { imei: testImei() });
    const cardListing = await listProduct(ctx.app, seller, { imei: testImei() });
    expect(await inCategory(cashListing)).toBe(true);
    const cashDeal = await requestDeal(ctx.app, buyer, cashListing, { payment: 'cash' });
    await fire(ctx.app, seller, cashDeal.dealId, { event: 'accept' });
    const cardDeal = await requestDeal(ctx.app, buyer, cardListing, { payment: 'card' });
    const paid = await payOrder(ctx.app, buyer, cardDeal.orderId);
    expect(paid.response.statusCode, paid.response.body).toBe(200);

    const res = await suspend(seller.id, { reason: `  ${REASON}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1 });

    // Signed out everywhere, and no new session.
    const stale = await inject({ method: 'GET', url: '/api/account', headers: seller.headers });
    expect(stale.statusCode).toBe(401);
    const again = await signInAs(seller);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({
      error: 'ACCOUNT_SUSPENDED',
      message:
        'This account has been suspended by PhoneHaat’s admins, so it cannot sign in until they lift the suspension.',
    });
    expect(again.headers['set-cookie']).toBeUndefined();

    // Their listings left the site, and did not go on Reported Items (the admin already decided).
    expect(await inCategory(cashListing)).toBe(false);
    expect((await publicListing(cashListing)).statusCode).toBe(404);
    const reported = await inject({ method: 'GET', url: '/api/reportedproduct', headers: admin.headers });
    expect(reported.json<{ _id: string }[]>().map((r) => r._id)).not.toContain(cashListing);

    // Both deals ended, by PhoneHaat's admins, with the reason; the card's hold went back.
    for (const { dealId } of [cashDeal, cardDeal]) {
      const deal = (await inject({ method: 'GET', url: `/api/deals/${dealId}`, headers: buyer.headers })).json();
      expect(deal.status).toBe('cancelled');
      expect(deal.timeline.at(-1)).toMatchObject({
        event: 'cancel',
        by: 'admin',
        name: 'PhoneHaat admin',
        reason: 'PhoneHaat’s admins suspended the seller’s account.',
      });
    }
    const card = (await inject({ method: 'GET', url: `/api/deals/${cardDeal.dealId}`, headers: buyer.headers })).json();
    expect(card.money).toBe('voided');
    expect(await gatewayRecord(ctx.app, paid.intentId!)).toMatchObject({ status: 'canceled', received: 0 });

    // The admin's table and the audit log say so, with the reason as typed (trimmed).
    expect(await sellersRow(seller.id)).toMatchObject({ suspended: true, suspensionReason: REASON });
    expect(await auditOf(seller.id)).toEqual([
      expect.objectContaining({ action: 'user.suspended', reason: REASON, actor: 'Site Admin' }),
    ]);
  });

  it('lifted, lets them sign in and brings back the listings nothing else holds', async () => {
    const seller = await createPrincipal(ctx.app, 'Seller', 'Forgiven Seller');
    const listing = await listProduct(ctx.app, seller, { imei: testImei() });
    const stolenImei = testImei();
    const stolen = await listProduct(ctx.app, seller, { imei: stolenImei });
    await suspend(seller.id, { reason: REASON });
    // While suspended, someone reports the second phone stolen: that hold outlives the suspension.
    const owner = await createPrincipal(ctx.app, 'Buyer', 'Phone Owner');
    const report = await inject({
      method: 'POST',
      url: '/api/stolen',
      headers: owner.headers,
      payload: { imei: stolenImei, gdNumber: 'GD 1234', stolenOn: '2026-10-01', area: 'Mirpur 10, Dhaka' },
    });
    expect(report.statusCode, report.body).toBe(201);

    const res = await lift(seller.id);
    expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await signInAs(seller)).statusCode).toBe(200);
    expect(await inCategory(listing)).toBe(true);
    expect((await publicListing(listing)).statusCode).toBe(200);
    expect(await inCategory(stolen)).toBe(false);
    expect(await sellersRow(seller.id)).toMatchObject({ suspended: false, suspensionReason: null });
    expect((await auditOf(seller.id)).map((e) => e.action)).toEqual(['user.reinstated', 'user.suspended']);
    // Lifting again changes nothing and logs nothing.
    expect((await lift(seller.id)).json()).toEqual({ acknowledged: true, modifiedCount: 0 });
    expect(await auditOf(seller.id)).toHaveLength(2);
  });
});

describe('suspending a buyer', () => {
  it('ends their deals before the meeting, and leaves a deal past the meeting for the seller to finish', async () => {
    const seller = await createPrincipal(ctx.app, 'Seller', 'Honest Seller');
    const buyer = await createPrincipal(ctx.app, 'Buyer', 'Abusive Buyer');
    const waiting = await requestDeal(ctx.app, buyer, await listProduct(ctx.app, seller, { imei: testImei() }));
    const met = await requestDeal(ctx.app, buyer, await listProduct(ctx.app, seller, { imei: testImei() }));
    await fire(ctx.app, seller, met.dealId, { event: 'accept' });
    await fire(ctx.app, buyer, met.dealId, { event: 'receive' });

    expect((await suspend(buyer.id, { reason: 'Threatened a seller in the chat.' })).statusCode).toBe(200);
    const deal = (id: string) =>
      inject({ method: 'GET', url: `/api/deals/${id}`, headers: seller.headers }).then((r) => r.json());
    expect(await deal(waiting.dealId)).toMatchObject({ status: 'cancelled' });
    expect((await deal(waiting.dealId)).timeline.at(-1).reason).toBe(
      'PhoneHaat’s admins suspended the buyer’s account.',
    );
    // Handed over: the seller still confirms the cash, and the deal completes.
    expect(await deal(met.dealId)).toMatchObject({ status: 'handedOver', actions: ['payCash'] });
    expect((await fire(ctx.app, seller, met.dealId, eventBody('payCash'))).json()).toMatchObject({
      status: 'completed',
    });
    const rows = (await inject({ method: 'GET', url: '/api/buyers', headers: admin.headers })).json<
      { _id: string; suspended: boolean }[]
    >();
    expect(rows.find((r) => r._id === buyer.id)).toMatchObject({ suspended: true });
  });
});

describe('what a suspension refuses', () => {
  it('asks a reason in a sentence, knows no admins or strangers, and is not the admin’s own account', async () => {
    const buyer = await createPrincipal(ctx.app, 'Buyer');
    const empty = await suspend(buyer.id, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('reason: say why this account is suspended.');
    const missing = await suspend(buyer.id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('reason: say why this account is suspended.');
    const long = await suspend(buyer.id, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('reason: use at most 500 characters.');

    const otherAdmin = await createPrincipal(ctx.app, 'Admin', 'Other Admin');
    expect((await suspend(otherAdmin.id, { reason: REASON })).statusCode).toBe(404);
    expect((await suspend('no-such-user', { reason: REASON })).statusCode).toBe(404);
    expect((await lift('no-such-user')).statusCode).toBe(404);
    const self = await suspend(admin.id, { reason: REASON });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot suspend your own account.');
    // A buyer cannot suspend anyone.
    expect((await suspend(buyer.id, { reason: REASON }, buyer)).statusCode).toBe(403);
    // Nothing of the refusals reached the account.
    expect((await inject({ method: 'GET', url: '/api/account', headers: buyer.headers })).statusCode).toBe(200);
  });
});
