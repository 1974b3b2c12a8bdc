import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fire, requestDeal } from '../../../test/deal-helpers.js';
import {
  createPrincipal,
  createTestApp,
  listProduct,
  multipartBody,
  samplePhoto,
  testImei,
  validProduct,
  type Principal,
  type TestContext,
} from '../../../test/helpers.js';
import { CreateProductSchema, IMEI_MISSING } from '@phonehaat/shared';
import { createProductsRepository } from '../products/products.repository.js';
import { createProductsService } from '../products/products.service.js';

let ctx: TestContext;
let seller: Principal;
let otherSeller: Principal;
let buyer: Principal;
let admin: Principal;
/** Every full IMEI this file lists: none of them may be anywhere in the database as written. */
const listed: string[] = [];

const imei = () => {
  const number = testImei();
  listed.push(number);
  return number;
};
const spaced = (n: string) => `${n.slice(0, 2)}-${n.slice(2, 8)}-${n.slice(8, 14)}-${n.slice(14)}`;
const bengali = (n: string) => n.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

const addRaw = async (who: Principal, add: Record<string, unknown>) => {
  const body = multipartBody('image', 'phone.jpg', 'image/jpeg', await samplePhoto());
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
  const picture = upload.json().data.url as string;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/products/add',
    headers: who.headers,
    payload: {
      add: {
        name: 'Samsung Galaxy A52',
        picture,
        category: 'Android',
        yearOfUse: 2,
        orginalPrice: 38999,
        resalePrice: 21500,
        location: 'Mirpur 10, Dhaka',
        productCondition: 'Good',
        contact: '01712-345678',
        ...add,
      },
    },
  });
};

/** A raw query's rows, whichever driver answered (pg gives `{ rows }`, PGlite the same shape). */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

beforeAll(async () => {
  ctx = await createTestApp();
  seller = await createPrincipal(ctx.app, 'Seller', 'Honest Seller');
  otherSeller = await createPrincipal(ctx.app, 'Seller', 'Second Seller');
  buyer = await createPrincipal(ctx.app, 'Buyer', 'Careful Buyer');
  admin = await createPrincipal(ctx.app, 'Admin', 'Trust Admin');
}, 120_000);
afterAll(() => ctx.close());

describe('the stolen-phone register and ‘Check a phone’ (issue 16)', () => {
  const report = (who: Principal, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/stolen',
      headers: who.headers,
      payload: { gdNumber: 'Mirpur Model PS GD 1234', stolenOn: '2026-10-02', area: 'Mirpur 10, Dhaka', ...body },
    });
  const check = (imeiTyped: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/phone-check', headers, payload: { imei: imeiTyped } });
  const ids = (res: { json: () => unknown }) => (res.json() as { _id: string }[]).map((p) => p._id);

  it('hides a live listing of a stolen phone from everyone but its seller and the admins, and refuses new ones', async () => {
    const number = imei();
    const id = await listProduct(ctx.app, seller, { name: 'Xiaomi Redmi Note 13 stolen-test', imei: number });
    const category = () => ctx.app.inject({ method: 'GET', url: '/api/products/1', headers: buyer.headers });
    expect(ids(await category())).toContain(id);

    const filed = await report(buyer, { imei: spaced(number) });
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toMatchObject({ hidden: 1 });

    expect(ids(await category())).not.toContain(id);
    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api/search?q=stolen-test',
      headers: buyer.headers,
    });
    expect(ids(search)).not.toContain(id);
    const publicPage = await ctx.app.inject({ method: 'GET', url: `/api/product/${id}` });
    expect(publicPage.statusCode).toBe(404);
    expect(publicPage.json().message).toBe('This listing is hidden while PhoneHaat’s admins look into it.');
    // The server-drawn page says it is under review (404), not that it was removed.
    expect(await ctx.app.products.page(id)).toBe('hidden');
    const own = await ctx.app.inject({ method: 'GET', url: `/api/product/${id}`, headers: seller.headers });
    expect(own.json().product.hiddenBecause).toEqual(['stolen']);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/products', headers: seller.headers });
    expect(mine.json<{ _id: string; hiddenBecause?: string[] }[]>().find((p) => p._id === id)?.hiddenBecause).toEqual([
      'stolen',
    ]);
    const reported = await ctx.app.inject({ method: 'GET', url: '/api/reportedproduct', headers: admin.headers });
    expect(ids(reported)).toContain(id);

    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: { productId: id, contact: '01811-223344', meetingLocation: 'Dhanmondi 27, Dhaka' },
    });
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toMatch(/hidden while PhoneHaat’s admins look into it, so it cannot be bought now/);

    const relist = await addRaw(otherSeller, { imei: number });
    expect(relist.statusCode).toBe(409);
    expect(relist.json().message).toBe(
      `A phone with this IMEI (ending ${number.slice(-4)}) was reported stolen on PhoneHaat, so it cannot be listed. ` +
        'If it is yours and was recovered, the person who reported it can mark it recovered; if you bought it, talk to the police.',
    );
    const again = await report(otherSeller, { imei: number });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already reported stolen on PhoneHaat/);
  });

  it('shows the reporter their reports with the full number; only they mark it recovered, once, and the listing returns', async () => {
    const number = imei();
    const id = await listProduct(ctx.app, seller, { name: 'Realme C55 recovered-test', imei: number });
    const filed = await report(buyer, { imei: number, area: 'Farmgate, Dhaka' });
    const reportId = filed.json().id as string;
    const list = await ctx.app.inject({ method: 'GET', url: '/api/stolen', headers: buyer.headers });
    expect(list.json()[0]).toMatchObject({
      id: reportId,
      imei: number,
      gdNumber: 'Mirpur Model PS GD 1234',
      stolenOn: '2026-10-02',
      area: 'Farmgate, Dhaka',
      status: 'stolen',
      recoveredAt: null,
      hiddenListings: 1,
    });
    const othersList = await ctx.app.inject({ method: 'GET', url: '/api/stolen', headers: seller.headers });
    expect(othersList.body).not.toContain(reportId);

    const recover = (who: Principal) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/stolen/${reportId}`,
        headers: who.headers,
        payload: { status: 'recovered' },
      });
    const stranger = await recover(seller);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('Only the person who reported this phone stolen can mark it recovered.');
    expect((await recover(buyer)).statusCode).toBe(200);
    const twice = await recover(buyer);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already marked recovered/);

    const shown = await ctx.app.inject({ method: 'GET', url: `/api/product/${id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().product).not.toHaveProperty('hiddenBecause');
    const after = await ctx.app.inject({ method: 'GET', url: '/api/stolen', headers: buyer.headers });
    expect(after.json()[0]).toMatchObject({ status: 'recovered', hiddenListings: 0 });
    expect(after.json()[0].recoveredAt).toEqual(expect.any(String));
  });

  it('refuses a report without a GD number, with a date to come, or with a wrong IMEI, each with a sentence', async () => {
    const missing = await report(buyer, { imei: imei(), gdNumber: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Give the GD number/);
    const future = await report(buyer, { imei: imei(), stolenOn: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/The date cannot be in the future/);
    const wrong = await report(buyer, { imei: '123456789012345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/not a valid IMEI/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/stolen' })).statusCode).toBe(401);
  });

  it('answers anyone: an IMEI or not, stolen here or not, listed here or not, and the BTRC SMS to send', async () => {
    const wrong = await check('12345');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({
      valid: false,
      problem: 'An IMEI has 15 digits (this has 5): dial *#06# on the phone to see it.',
    });
    const unknown = imei();
    expect((await check(spaced(unknown))).json()).toEqual({
      valid: true,
      imei: unknown,
      stolen: false,
      listedHere: false,
      btrc: { number: '16002', sms: `KYD ${unknown}` },
    });
    const onSale = imei();
    const id = await listProduct(ctx.app, seller, { imei: onSale });
    expect((await check(bengali(onSale))).json()).toMatchObject({ stolen: false, listedHere: true, listingId: id });
    await report(buyer, { imei: onSale });
    const stolen = (await check(onSale)).json();
    expect(stolen).toMatchObject({ stolen: true, listedHere: false });
    expect(stolen).not.toHaveProperty('listingId');
  });

  it('is rate limited per visitor with a sentence', async () => {
    const limited = await createTestApp({ PHONE_CHECKS_PER_HOUR: '2' });
    try {
      const ask = () => limited.app.inject({ method: 'POST', url: '/api/phone-check', payload: { imei: testImei() } });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(
        'You have checked many phones in a short time. Please wait a few minutes and try again.',
      );
    } finally {
      await limited.close();
    }
  });
});

describe('the phone’s identity (issue 16)', () => {
  it('takes an IMEI typed with dashes or Bengali digits and shows only its last four digits', async () => {
    const first = imei();
    const second = imei();
    const id = await listProduct(ctx.app, seller, { imei: spaced(first), imei2: bengali(second) });
    const page = await ctx.app.inject({ method: 'GET', url: `/api/product/${id}` });
    expect(page.json().product.imeiLast4).toBe(first.slice(-4));
    expect(page.body).not.toContain(first);
    expect(page.body).not.toContain(second);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/products', headers: seller.headers });
    expect(mine.json<{ _id: string; imeiLast4?: string }[]>().find((p) => p._id === id)?.imeiLast4).toBe(
      first.slice(-4),
    );
    expect(mine.body).not.toContain(first);
  });

  it('refuses a listing without an IMEI, or with a wrong one, with a sentence; a Wi-Fi-only tablet says so instead', async () => {
    const missing = await addRaw(seller, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(IMEI_MISSING);
    const wrong = imei();
    const bad = await addRaw(seller, { imei: `${wrong.slice(0, 14)}${(Number(wrong[14]) + 1) % 10}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/This is not a valid IMEI: check the digits again/);
    const short = await addRaw(seller, { imei: '3569380356' });
    expect(short.json().message).toMatch(/An IMEI has 15 digits \(this has 10\)/);
    const same = imei();
    const twice = await addRaw(seller, { imei: same, imei2: same });
    expect(twice.json().message).toMatch(/The second IMEI is the same as the first/);
    const tablet = await addRaw(seller, { name: 'iPad 9th gen Wi-Fi', category: 'iOS', noImei: true });
    expect(tablet.statusCode).toBe(201);
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/product/${tablet.json().insertedId}` });
    expect(shown.json().product).not.toHaveProperty('imeiLast4');
  });

  it('refuses the same IMEI in another seller’s live listing, tells the admins, and takes it once that one is gone', async () => {
    const number = imei();
    const first = await listProduct(ctx.app, seller, { name: 'Google Pixel 7', imei: number });
    const refused = await addRaw(otherSeller, { name: 'Google Pixel 7', imei: spaced(number) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `A phone with this IMEI (ending ${number.slice(-4)}) is already in another seller’s live listing on PhoneHaat. ` +
        'A phone can be listed by one seller at a time; our admins have been told and will look into it.',
    );
    // As the second IMEI of a dual-SIM phone too.
    const asSecond = await addRaw(otherSeller, { imei: imei(), imei2: number });
    expect(asSecond.statusCode).toBe(409);
    const reported = await ctx.app.inject({ method: 'GET', url: '/api/reportedproduct', headers: admin.headers });
    expect(reported.json<{ _id: string }[]>().map((p) => p._id)).toContain(first);
    // The seller's own second listing of the phone is not a stranger's claim on it.
    expect(await listProduct(ctx.app, seller, { name: 'Google Pixel 7 (again)', imei: number })).toBeTruthy();
    // Removed by the admin: the number is free for the one who really holds the phone.
    await ctx.app.inject({ method: 'DELETE', url: `/api/reportedproduct/${first}`, headers: admin.headers });
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/products', headers: seller.headers });
    for (const p of mine.json<{ _id: string; name: string }[]>().filter((p) => p.name.includes('again'))) {
      await ctx.app.inject({ method: 'DELETE', url: `/api/products/${p._id}`, headers: seller.headers });
    }
    expect((await addRaw(otherSeller, { name: 'Google Pixel 7', imei: number })).statusCode).toBe(201);
  });

  it('shows the full IMEIs to the buyer and the seller once the seller agrees to meet, and to nobody before', async () => {
    const first = imei();
    const second = imei();
    const id = await listProduct(ctx.app, seller, { name: 'iPhone 12', category: 'iOS', imei: first, imei2: second });
    const { dealId } = await requestDeal(ctx.app, buyer, id);
    const dealAs = (who: Principal) =>
      ctx.app.inject({ method: 'GET', url: `/api/deals/${dealId}`, headers: who.headers });
    expect((await dealAs(buyer)).json()).not.toHaveProperty('imeis');
    expect((await fire(ctx.app, seller, dealId, { event: 'accept' })).statusCode).toBe(200);
    expect((await dealAs(buyer)).json().imeis).toEqual([first, second]);
    expect((await dealAs(seller)).json().imeis).toEqual([first, second]);
    expect((await dealAs(admin)).json()).not.toHaveProperty('imeis');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/deals', headers: buyer.headers });
    expect(list.body).not.toContain(first);
  });

  it('stores a listing with its IMEIs or not at all: a failure while keeping the numbers leaves no listing', async () => {
    const service = createProductsService(
      createProductsRepository(ctx.app.db),
      ctx.app.images,
      ctx.app.events,
      {
        checkListable: async () => undefined,
        record: async (productId, sellerId, imeis, tx) => {
          await ctx.app.trust.record(productId, sellerId, imeis, tx);
          throw new Error('the disk is full');
        },
        imeisOf: async () => [],
      },
      { record: (...args) => ctx.app.audit.record(...args) },
      { autoHideReports: 3 },
    );
    const body = multipartBody('image', 'phone.jpg', 'image/jpeg', await samplePhoto());
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...seller.headers },
    });
    const name = `Half-written ${Date.now()}`;
    const input = CreateProductSchema.parse({ ...validProduct(upload.json().data.url as string), name, imei: imei() });
    const caller = {
      id: seller.id,
      name: seller.name,
      email: seller.email,
      role: 'Seller',
      verified: false,
      emailVerified: true,
    } as const;
    await expect(service.add(caller, input)).rejects.toThrow('the disk is full');
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/products', headers: seller.headers });
    expect(mine.json<{ name: string }[]>().map((p) => p.name)).not.toContain(name);
    const identities = await ctx.app.db.execute(
      sql`select count(*)::int as n from phone_identity where product_id not in (select id from product)`,
    );
    expect(rowsOf<{ n: number }>(identities)[0]?.n).toBe(0);
  });

  it('leaves no full IMEI anywhere in the database: every row of every table, as text', async () => {
    expect(listed.length).toBeGreaterThanOrEqual(8);
    const tables = await ctx.app.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const names = rowsOf<{ name: string }>(tables);
    expect(names.map((t) => t.name)).toContain('phone_identity');
    let scanned = 0;
    for (const { name } of names) {
      const rows = await ctx.app.db.execute(sql.raw(`select t::text as row from "${name}" t`));
      for (const { row } of rowsOf<{ row: string }>(rows)) {
        scanned += 1;
        for (const number of listed) expect(row, `${name} holds an IMEI`).not.toContain(number);
      }
    }
    expect(scanned).toBeGreaterThan(20);
  });
});
