import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reports } from '../../db/schema/index.js';
import {
  createPrincipal,
  createTestApp,
  listProduct,
  type Principal,
  type TestContext,
} from '../../../test/helpers.js';

/** Issue 16 items 5 and 6: reports with reasons, the automatic hide, the admin's queue and the audit log. */
let ctx: TestContext;
let seller: Principal;
let admin: Principal;
const buyers: Principal[] = [];

beforeAll(async () => {
  // Two different people's reports hide a listing here (AUTO_HIDE_REPORTS), so each test needs few buyers.
  ctx = await createTestApp({ AUTO_HIDE_REPORTS: '2' });
  seller = await createPrincipal(ctx.app, 'Seller', 'Kamal Hossain');
  admin = await createPrincipal(ctx.app, 'Admin', 'Moderating Admin');
  for (const name of ['Rina Das', 'Sumon Ali', 'Tania Islam'])
    buyers.push(await createPrincipal(ctx.app, 'Buyer', name));
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.app.inject(options);
const buyer = (i: number) => buyers[i] as Principal;
const report = (who: Principal, id: string, payload: Record<string, unknown>) =>
  inject({ method: 'PUT', url: `/api/reports/${id}`, headers: who.headers, payload });
const inCategory = async (id: string) =>
  (await inject({ method: 'GET', url: '/api/products/1', headers: seller.headers }))
    .json<{ _id: string }[]>()
    .some((p) => p._id === id);
const queue = async () =>
  (await inject({ method: 'GET', url: '/api/reportedproduct', headers: admin.headers })).json<
    {
      _id: string;
      moderation: {
        status: string;
        reporters: number;
        reasons: { reason: string; count: number }[];
        notes: { note: string }[];
      };
    }[]
  >();
const audit = async (query = '') =>
  (await inject({ method: 'GET', url: `/api/audit${query}`, headers: admin.headers })).json<
    { action: string; actor: string; targetId: string; reason: string | null; detail: Record<string, unknown> }[]
  >();

describe('Report to Admin with a reason', () => {
  it('keeps the spec body working: {reported: true} alone is a report for "other"', async () => {
    const id = await listProduct(ctx.app, seller);
    expect((await report(buyer(0), id, { reported: true })).statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(reports).where(eq(reports.productId, id));
    expect(row).toMatchObject({ reason: 'other', note: null, status: 'open' });
  });

  it('records the reason and the note; a second report of the same person replaces them', async () => {
    const id = await listProduct(ctx.app, seller);
    await report(buyer(0), id, { reported: true, reason: 'price', note: 'Says 5,000 tk, asks 50,000 on the phone' });
    await report(buyer(0), id, { reported: true, reason: 'advance', note: '  Wants bKash first  ' });
    const rows = await ctx.app.db.select().from(reports).where(eq(reports.productId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'advance', note: 'Wants bKash first' });
    expect(await inCategory(id)).toBe(true);
  });

  it('refuses an unknown reason and a long note with sentences, never a 500', async () => {
    const id = await listProduct(ctx.app, seller);
    const bad = await report(buyer(1), id, { reported: true, reason: 'ugly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('reason: choose one of stolen, fake, price, advance, offensive, other.');
    const long = await report(buyer(1), id, { reported: true, reason: 'other', note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('note: a note is at most 500 characters.');
  });
});

describe('the automatic hide and the admin queue', () => {
  it('hides a listing reported by AUTO_HIDE_REPORTS different people, and the audit log says PhoneHaat did', async () => {
    const id = await listProduct(ctx.app, seller);
    await report(buyer(0), id, { reported: true, reason: 'fake', note: 'The box says Samsang' });
    // The same person twice is still one person.
    await report(buyer(0), id, { reported: true, reason: 'fake', note: 'The box says Samsang' });
    expect(await inCategory(id)).toBe(true);
    await report(buyer(1), id, { reported: true, reason: 'stolen' });
    expect(await inCategory(id)).toBe(false);
    const mine = (await inject({ method: 'GET', url: '/api/products', headers: seller.headers })).json();
    expect(mine.find((p: { _id: string }) => p._id === id).hiddenBecause).toEqual(['reports']);

    const entries = (await audit('?action=listing.auto-hidden')).filter((e) => e.targetId === id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: 'PhoneHaat', reason: 'Reported by 2 people' });
  });

  it('orders the queue by reporters, then age, with every reason counted and every note', async () => {
    const once = await listProduct(ctx.app, seller);
    const thrice = await listProduct(ctx.app, seller);
    await report(buyer(0), once, { reported: true, reason: 'offensive' });
    for (const [i, reason] of ['fake', 'fake', 'price'].entries())
      await report(buyer(i), thrice, { reported: true, reason, note: i === 2 ? 'Bait price' : undefined });
    const items = await queue();
    const a = items.findIndex((p) => p._id === thrice);
    const b = items.findIndex((p) => p._id === once);
    expect(a).toBeGreaterThanOrEqual(0);
    expect(a).toBeLessThan(b);
    expect(items[a]?.moderation).toMatchObject({
      status: 'open',
      reporters: 3,
      reasons: [
        { reason: 'fake', count: 2 },
        { reason: 'price', count: 1 },
      ],
      notes: [{ note: 'Bait price', reason: 'price' }],
    });
  });

  it('dismisses: the reports close, the listing returns to the lists, and the audit log names the admin', async () => {
    const id = await listProduct(ctx.app, seller);
    await report(buyer(0), id, { reported: true, reason: 'fake' });
    await report(buyer(1), id, { reported: true, reason: 'fake' });
    expect(await inCategory(id)).toBe(false);
    const asSeller = await inject({
      method: 'PUT',
      url: `/api/reportedproduct/${id}`,
      headers: seller.headers,
      payload: { dismissed: true },
    });
    expect(asSeller.statusCode).toBe(403);
    const res = await inject({
      method: 'PUT',
      url: `/api/reportedproduct/${id}`,
      headers: admin.headers,
      payload: { dismissed: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, dismissedCount: 2 });
    expect(await inCategory(id)).toBe(true);
    expect((await queue()).some((p) => p._id === id)).toBe(false);
    const rows = await ctx.app.db.select().from(reports).where(eq(reports.productId, id));
    expect(rows.map((r) => r.status)).toEqual(['dismissed', 'dismissed']);
    const [entry] = (await audit('?action=reports.dismissed')).filter((e) => e.targetId === id);
    expect(entry).toMatchObject({ actor: 'Moderating Admin', detail: { reports: 2 } });

    // Dismissed twice: nothing is left to dismiss.
    const again = await inject({
      method: 'PUT',
      url: `/api/reportedproduct/${id}`,
      headers: admin.headers,
      payload: { dismissed: true },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No such reported product.');
  });

  it('removes: the seller sees why on My Products, and the audit log keeps the reason', async () => {
    const id = await listProduct(ctx.app, seller);
    await report(buyer(0), id, { reported: true, reason: 'advance' });
    const res = await inject({ method: 'DELETE', url: `/api/reportedproduct/${id}`, headers: admin.headers });
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    const mine = (await inject({ method: 'GET', url: '/api/products', headers: seller.headers })).json();
    expect(mine.find((p: { _id: string }) => p._id === id).removedBecause).toEqual({
      reason: 'advance',
      text: 'Removed by PhoneHaat’s admins: reported as asks for advance payment.',
    });
    const rows = await ctx.app.db.select().from(reports).where(eq(reports.productId, id));
    expect(rows.map((r) => r.status)).toEqual(['actioned']);
    const [entry] = (await audit('?action=listing.removed')).filter((e) => e.targetId === id);
    expect(entry).toMatchObject({ actor: 'Moderating Admin', reason: 'Asks for advance payment' });
  });
});

describe('the audit log', () => {
  it('keeps the admin’s account actions', async () => {
    const victim = await createPrincipal(ctx.app, 'Seller', 'Audited Seller');
    await inject({
      method: 'PUT',
      url: `/api/sellers?id=${victim.id}`,
      headers: admin.headers,
      payload: { verification: true },
    });
    const doomed = await createPrincipal(ctx.app, 'Buyer', 'Doomed Buyer');
    await inject({ method: 'DELETE', url: `/api/buyers/${doomed.id}`, headers: admin.headers });
    const entries = await audit();
    expect(entries.find((e) => e.targetId === victim.id)).toMatchObject({ action: 'seller.verified' });
    expect(entries.find((e) => e.targetId === doomed.id)).toMatchObject({
      action: 'user.deleted',
      detail: { role: 'Buyer', name: 'Doomed Buyer' },
    });
  });

  it('filters by action and by day, and refuses a backwards range with a sentence', async () => {
    const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
    expect((await audit(`?from=${today}&to=${today}`)).length).toBeGreaterThan(0);
    expect(await audit('?from=2001-01-01&to=2001-01-02')).toEqual([]);
    for (const e of await audit('?action=seller.verified')) expect(e.action).toBe('seller.verified');
    const bad = await inject({
      method: 'GET',
      url: '/api/audit?from=2026-02-02&to=2026-01-01',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('the first day must not be after the last');
    const action = await inject({ method: 'GET', url: '/api/audit?action=drop-table', headers: admin.headers });
    expect(action.statusCode).toBe(400);
  });

  it('is append-only: no route changes or removes an entry', async () => {
    const [first] = await ctx.app.db.select().from(auditLog).limit(1);
    expect(first).toBeDefined();
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/audit', `/api/audit/${first?.id}`]) {
        const res = await inject({ method, url, headers: admin.headers, payload: {} });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    }
    const [still] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, first?.id ?? ''));
    expect(still).toEqual(first);
  });

  it('is for admins only', async () => {
    expect((await inject({ method: 'GET', url: '/api/audit', headers: seller.headers })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });
});
