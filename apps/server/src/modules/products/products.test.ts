import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reports } from '../../db/schema/index.js';
import {
  createPrincipal,
  createTestApp,
  listProduct,
  multipartBody,
  samplePhoto,
  validProduct,
  type Principal,
  type TestContext,
} from '../../../test/helpers.js';
import { marketplace } from '../../../test/market-helpers.js';

let ctx: TestContext, seller: Principal, otherSeller: Principal, buyer: Principal, admin: Principal;

beforeAll(async () => {
  ({ ctx, seller, otherSeller, buyer, admin } = await marketplace('seller', 'otherSeller', 'buyer', 'admin'));
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.app.inject(options);
const upload = async (who: Principal | undefined, data: Buffer, filename = 'phone.jpg', type = 'image/jpeg') => {
  const body = multipartBody('image', filename, type, data);
  return inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...(who?.headers ?? {}) },
  });
};

describe('POST /api/images', () => {
  it("answers a seller's photo like the image host did: success and a URL that serves a WebP", async () => {
    const res = await upload(seller, await samplePhoto(1));
    expect(res.statusCode).toBe(201);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.url).toMatch(/^\/api\/images\/[a-f0-9]{64}-640\.webp$/);
    expect(data.srcset).toContain('320w');
    const image = await inject({ method: 'GET', url: data.url });
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('refuses anyone but a seller', async () => {
    expect((await upload(undefined, await samplePhoto(2))).statusCode).toBe(401);
    expect((await upload(buyer, await samplePhoto(3))).statusCode).toBe(403);
  });

  it('refuses a text file named .jpg with a message', async () => {
    const res = await upload(seller, Buffer.from('hello, I am not a photo'), 'phone.jpg');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/not an image we can read/);
  });

  it('refuses a file over 10 MB with a message', async () => {
    const res = await upload(seller, Buffer.alloc(11 * 1024 * 1024, 1), 'huge.jpg');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The image is larger than 10 MB.');
  });

  it('refuses a request that is not multipart', async () => {
    const res = await inject({ method: 'POST', url: '/api/images', headers: seller.headers, payload: { image: 'x' } });
    expect(res.statusCode).toBe(415);
  });
});

describe('POST /api/products/add', () => {
  it('lists the product with the seller, flags and dates set by the server, not the request', async () => {
    const picture = (await upload(seller, await samplePhoto(10))).json().data.url;
    const res = await inject({
      method: 'POST',
      url: '/api/products/add',
      headers: seller.headers,
      payload: {
        add: {
          ...validProduct(picture),
          category: 'iOS',
          Seller: 'Somebody Else',
          isSellerVerified: true,
          categoryID: 1,
          isProductPurchased: true,
          isAdvertise: true,
          timeOfSellPost: '2001-01-01',
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().insertedId;
    const mine = (await inject({ method: 'GET', url: '/api/products?name=Anyone', headers: seller.headers })).json();
    const listed = mine.find((p: { _id: string }) => p._id === id);
    expect(listed).toMatchObject({
      Seller: 'Rahim Uddin',
      sellerId: seller.id,
      isSellerVerified: false,
      category: 'iOS',
      categoryID: 2,
      isProductPurchased: false,
      isAdvertise: false,
      orginalPrice: 38999,
      resalePrice: 21500,
    });
    expect(Date.now() - new Date(listed.timeOfSellPost).getTime()).toBeLessThan(60_000);
  });

  it('refuses a buyer', async () => {
    const picture = (await upload(seller, await samplePhoto(11))).json().data.url;
    const res = await inject({
      method: 'POST',
      url: '/api/products/add',
      headers: buyer.headers,
      payload: { add: validProduct(picture) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You are not a Seller');
  });

  it('refuses a resale price above the original price, with a message', async () => {
    const picture = (await upload(seller, await samplePhoto(12))).json().data.url;
    const res = await inject({
      method: 'POST',
      url: '/api/products/add',
      headers: seller.headers,
      payload: { add: { ...validProduct(picture), orginalPrice: 1000, resalePrice: 2000 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body.add.resalePrice: Resale price cannot be more than the original price.');
  });

  it.each([
    ['a negative price', { orginalPrice: -5 }],
    ['a fractional price', { resalePrice: 100.5 }],
    ['a missing name', { name: '' }],
    ['a year of use of 7', { yearOfUse: 7 }],
    ['an unknown condition', { productCondition: 'Broken' }],
    ['an unknown category', { category: 'Symbian' }],
    ['a picture from elsewhere', { picture: 'https://evil.example/x.jpg' }],
  ])('refuses %s with a 400 message and stores nothing', async (_label, change) => {
    const picture = (await upload(seller, await samplePhoto())).json().data.url;
    const before = (await inject({ method: 'GET', url: '/api/products', headers: seller.headers })).json().length;
    const res = await inject({
      method: 'POST',
      url: '/api/products/add',
      headers: seller.headers,
      payload: { add: { ...validProduct(picture), ...change } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect((await inject({ method: 'GET', url: '/api/products', headers: seller.headers })).json()).toHaveLength(
      before,
    );
  });

  it('refuses a picture URL that was never uploaded here', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/products/add',
      headers: seller.headers,
      payload: { add: validProduct(`/api/images/${'b'.repeat(64)}-640.webp`) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/upload the photo first/);
  });
});

describe('GET /api/products/:categoryId', () => {
  it("shows a category's unsold, present products newest first, to signed-in users only", async () => {
    const kai = await createTestApp();
    try {
      const s = await createPrincipal(kai.app, 'Seller', 'Tanvir Hasan');
      const b = await createPrincipal(kai.app, 'Buyer');
      const first = await listProduct(kai.app, s, { name: 'Nokia 8110 4G', category: 'kaiOS' });
      const second = await listProduct(kai.app, s, { name: 'Nokia 2720 Flip', category: 'kaiOS' });
      const sold = await listProduct(kai.app, s, { name: 'Sold Nokia', category: 'kaiOS' });
      await listProduct(kai.app, s, { name: 'An Android', category: 'Android' });
      await kai.app.db.update(products).set({ isPurchased: true }).where(eq(products.id, sold));

      expect((await kai.app.inject({ method: 'GET', url: '/api/products/3' })).statusCode).toBe(401);
      const res = await kai.app.inject({ method: 'GET', url: '/api/products/3', headers: b.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((p: { _id: string }) => p._id)).toEqual([second, first]);
      expect(res.json()[0]).toMatchObject({
        category: 'kaiOS',
        categoryID: 3,
        Seller: 'Tanvir Hasan',
        isSellerVerified: false,
      });

      // Verifying the seller badges their listings at once.
      await kai.app.inject({
        method: 'PUT',
        url: `/api/sellers?id=${s.id}`,
        headers: (await createPrincipal(kai.app, 'Admin')).headers,
        payload: { verification: true },
      });
      const after = await kai.app.inject({ method: 'GET', url: '/api/products/3', headers: b.headers });
      expect(after.json().every((p: { isSellerVerified: boolean }) => p.isSellerVerified)).toBe(true);
    } finally {
      await kai.close();
    }
  });

  it('pages 12 at a time with a Link to the next page', async () => {
    const many = await createTestApp();
    try {
      const s = await createPrincipal(many.app, 'Seller');
      for (let i = 0; i < 14; i += 1) await listProduct(many.app, s, { name: `Phone ${i}`, category: 'iOS' });
      const first = await many.app.inject({ method: 'GET', url: '/api/products/2', headers: s.headers });
      expect(first.json()).toHaveLength(12);
      const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? '';
      const second = await many.app.inject({ method: 'GET', url: next, headers: s.headers });
      expect(second.json()).toHaveLength(2);
      expect(second.headers.link).toBeUndefined();
      const names = [...first.json(), ...second.json()].map((p: { name: string }) => p.name);
      expect(new Set(names).size).toBe(14);
    } finally {
      await many.close();
    }
  });

  it('never skips a listing at a page boundary, even for listings posted within the same millisecond', async () => {
    const burst = await createTestApp();
    try {
      const s = await createPrincipal(burst.app, 'Seller');
      for (let i = 0; i < 14; i += 1) await listProduct(burst.app, s, { name: `Burst ${i}`, category: 'kaiOS' });
      // Fourteen posts a few microseconds apart, all inside one millisecond.
      await burst.app.db.execute(
        sql`update product set created_at = timestamptz '2026-11-01 10:00:00.000' + (random() * interval '900 microseconds')`,
      );
      const first = await burst.app.inject({ method: 'GET', url: '/api/products/3', headers: s.headers });
      const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? '';
      const second = await burst.app.inject({ method: 'GET', url: next, headers: s.headers });
      const names = [...first.json(), ...second.json()].map((p: { name: string }) => p.name);
      expect(names).toHaveLength(14);
      expect(new Set(names).size).toBe(14);
    } finally {
      await burst.close();
    }
  });

  it('answers an unknown category with 404 and a malformed one with 400', async () => {
    const unknown = await inject({ method: 'GET', url: '/api/products/9', headers: buyer.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such category.');
    expect((await inject({ method: 'GET', url: '/api/products/abc', headers: buyer.headers })).statusCode).toBe(400);
  });
});

describe('My Products, advertising and deleting', () => {
  it("answers only the caller's own products, whatever name is asked for", async () => {
    const theirs = await listProduct(ctx.app, otherSeller, { name: "Nusrat's phone" });
    const res = await inject({ method: 'GET', url: '/api/products?name=Nusrat%20Jahan', headers: seller.headers });
    expect(res.json().some((p: { _id: string }) => p._id === theirs)).toBe(false);
    expect(res.json().every((p: { sellerId: string }) => p.sellerId === seller.id)).toBe(true);
    expect((await inject({ method: 'GET', url: '/api/products', headers: buyer.headers })).statusCode).toBe(403);
  });

  it('lets the owner advertise an unsold product, which then shows on the home page', async () => {
    const id = await listProduct(ctx.app, seller, { name: 'Pixel to advertise' });
    expect(
      (
        await inject({
          method: 'PUT',
          url: `/api/products/${id}`,
          headers: otherSeller.headers,
          payload: { advertised: true },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await inject({
          method: 'PUT',
          url: `/api/products/${id}`,
          headers: buyer.headers,
          payload: { advertised: true },
        })
      ).statusCode,
    ).toBe(403);
    const res = await inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: seller.headers,
      payload: { advertised: true },
    });
    expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    const ads = (await inject({ method: 'GET', url: '/api/advertisedproduct' })).json();
    expect(ads[0]).toMatchObject({ _id: id, name: 'Pixel to advertise' });
  });

  it('refuses to advertise a sold product, and never creates one for an unknown id', async () => {
    const id = await listProduct(ctx.app, seller);
    await ctx.app.db.update(products).set({ isPurchased: true }).where(eq(products.id, id));
    const sold = await inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: seller.headers,
      payload: { advertised: true },
    });
    expect(sold.statusCode).toBe(409);
    const unknown = await inject({
      method: 'PUT',
      url: '/api/products/00000000-0000-4000-8000-000000000000',
      headers: seller.headers,
      payload: { advertised: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await inject({
          method: 'PUT',
          url: '/api/products/not-an-id',
          headers: seller.headers,
          payload: { advertised: true },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('lets the owner or an admin delete a listing, and nobody else', async () => {
    const id = await listProduct(ctx.app, seller, { name: 'To delete' });
    expect(
      (await inject({ method: 'DELETE', url: `/api/products/${id}`, headers: otherSeller.headers })).statusCode,
    ).toBe(403);
    expect((await inject({ method: 'DELETE', url: `/api/products/${id}`, headers: buyer.headers })).statusCode).toBe(
      403,
    );
    const res = await inject({ method: 'DELETE', url: `/api/products/${id}`, headers: seller.headers });
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await inject({ method: 'DELETE', url: `/api/products/${id}`, headers: seller.headers })).statusCode).toBe(
      404,
    );
    const mine = (await inject({ method: 'GET', url: '/api/products', headers: seller.headers })).json();
    expect(mine.some((p: { _id: string }) => p._id === id)).toBe(false);

    const other = await listProduct(ctx.app, seller);
    expect(
      (await inject({ method: 'DELETE', url: `/api/products/${other}`, headers: admin.headers })).json().deletedCount,
    ).toBe(1);
  });

  it("takes a deleted seller's unsold listings out of the catalogue", async () => {
    const leaving = await createPrincipal(ctx.app, 'Seller', 'Leaving');
    const id = await listProduct(ctx.app, leaving, { category: 'kaiOS', name: 'Leaving phone' });
    await inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: leaving.headers,
      payload: { advertised: true },
    });
    await inject({ method: 'DELETE', url: `/api/sellers?id=${leaving.id}`, headers: admin.headers });
    const category = (await inject({ method: 'GET', url: '/api/products/3', headers: buyer.headers })).json();
    expect(category.some((p: { _id: string }) => p._id === id)).toBe(false);
    const ads = (await inject({ method: 'GET', url: '/api/advertisedproduct' })).json();
    expect(ads.some((p: { _id: string }) => p._id === id)).toBe(false);
  });
});

describe('reports', () => {
  it('flags a listing once however often it is reported, and not by its own seller', async () => {
    const id = await listProduct(ctx.app, seller, { name: 'Suspicious iPhone', category: 'iOS' });
    expect((await inject({ method: 'PUT', url: `/api/reports/${id}`, payload: { reported: true } })).statusCode).toBe(
      401,
    );
    const own = await inject({
      method: 'PUT',
      url: `/api/reports/${id}`,
      headers: seller.headers,
      payload: { reported: true },
    });
    expect(own.statusCode).toBe(403);
    for (let i = 0; i < 2; i += 1) {
      const res = await inject({
        method: 'PUT',
        url: `/api/reports/${id}`,
        headers: buyer.headers,
        payload: { reported: true },
      });
      expect(res.statusCode).toBe(200);
    }
    await Promise.all(
      [1, 2].map(() =>
        inject({ method: 'PUT', url: `/api/reports/${id}`, headers: otherSeller.headers, payload: { reported: true } }),
      ),
    );
    expect(await ctx.app.db.select().from(reports).where(eq(reports.productId, id))).toHaveLength(2);

    expect((await inject({ method: 'GET', url: '/api/reportedproduct', headers: buyer.headers })).json().message).toBe(
      'You are not Admin',
    );
    const reported = (await inject({ method: 'GET', url: '/api/reportedproduct', headers: admin.headers })).json();
    expect(reported.find((p: { _id: string }) => p._id === id)).toMatchObject({
      name: 'Suspicious iPhone',
      Seller: 'Rahim Uddin',
      reported: true,
    });

    expect(
      (await inject({ method: 'DELETE', url: `/api/reportedproduct/${id}`, headers: seller.headers })).statusCode,
    ).toBe(403);
    const removed = await inject({ method: 'DELETE', url: `/api/reportedproduct/${id}`, headers: admin.headers });
    expect(removed.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    const category = (await inject({ method: 'GET', url: '/api/products/2', headers: buyer.headers })).json();
    expect(category.some((p: { _id: string }) => p._id === id)).toBe(false);
    expect(
      (await inject({ method: 'GET', url: '/api/reportedproduct', headers: admin.headers }))
        .json()
        .some((p: { _id: string }) => p._id === id),
    ).toBe(false);
  });

  it('does not remove an unreported listing through the reported route', async () => {
    const id = await listProduct(ctx.app, seller);
    expect(
      (await inject({ method: 'DELETE', url: `/api/reportedproduct/${id}`, headers: admin.headers })).statusCode,
    ).toBe(404);
    expect(
      (
        await inject({
          method: 'PUT',
          url: '/api/reports/00000000-0000-4000-8000-000000000000',
          headers: buyer.headers,
          payload: { reported: true },
        })
      ).statusCode,
    ).toBe(404);
  });
});
