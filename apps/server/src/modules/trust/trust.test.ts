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
  type Principal,
  type TestContext,
} from '../../../test/helpers.js';
import { IMEI_MISSING } from '@phonehaat/shared';

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
