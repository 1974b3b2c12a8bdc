import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../db/schema/index.js';
import {
  createPrincipal,
  createTestApp,
  multipartBody,
  placeOrder,
  payOrder,
  samplePhoto,
  validProduct,
  type Principal,
  type TestContext,
} from '../../../test/helpers.js';

let ctx: TestContext;
let verifiedSeller: Principal;
let seller: Principal;
let buyer: Principal;
let admin: Principal;
let pictures: string[];

/** Every listing of this suite by name; each test's expectations read from it. */
const ids = new Map<string, string>();

async function upload(who: Principal) {
  const body = multipartBody('image', 'phone.jpg', 'image/jpeg', await samplePhoto());
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
  return res.json<{ data: { url: string } }>().data.url;
}

async function add(who: Principal, fields: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/products/add',
    headers: who.headers,
    payload: { add: { ...validProduct(pictures[0]!), ...fields } },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ insertedId: string }>().insertedId;
  ids.set(String(fields.name), id);
  return id;
}

const search = (query: string, who: Principal = buyer) =>
  ctx.app.inject({ method: 'GET', url: `/api/search?${query}`, headers: who.headers });
const names = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ name: string }[]>().map((p) => p.name);
};

beforeAll(async () => {
  ctx = await createTestApp();
  verifiedSeller = await createPrincipal(ctx.app, 'Seller', 'Rahim Uddin');
  seller = await createPrincipal(ctx.app, 'Seller', 'Tanvir Hasan');
  buyer = await createPrincipal(ctx.app, 'Buyer', 'Farhana Akter');
  admin = await createPrincipal(ctx.app, 'Admin');
  await ctx.app.db.update(users).set({ verified: true }).where(eq(users.id, verifiedSeller.id));
  pictures = [];
  for (let i = 0; i < 7; i += 1) pictures.push(await upload(verifiedSeller));

  // Oldest first: the newest-first order is the reverse of this list.
  const r = verifiedSeller;
  const t = seller;
  await add(r, {
    name: 'Samsung Galaxy A52',
    resalePrice: 21500,
    productCondition: 'Good',
    yearOfUse: 2,
    location: 'Mirpur 10, Dhaka',
  });
  await add(t, {
    name: 'Samsung Galaxy S21 Ultra',
    resalePrice: 52000,
    orginalPrice: 99000,
    productCondition: 'Excellent',
    yearOfUse: 1,
    location: 'Agrabad, Chattogram',
  });
  await add(r, {
    name: 'Google Pixel 7',
    resalePrice: 41000,
    orginalPrice: 60000,
    productCondition: 'Excellent',
    yearOfUse: 1,
    location: 'Dhanmondi, Dhaka',
  });
  await add(t, {
    name: 'Xiaomi Redmi Note 12',
    resalePrice: 14500,
    orginalPrice: 21000,
    productCondition: 'Fair',
    yearOfUse: 3,
    location: 'Zindabazar, Sylhet',
  });
  await add(r, {
    name: 'Apple iPhone 12',
    category: 'iOS',
    resalePrice: 48000,
    orginalPrice: 90000,
    productCondition: 'Good',
    yearOfUse: 3,
    location: 'Gulshan 2, Dhaka',
  });
  await add(t, {
    name: 'Apple iPhone 11',
    category: 'iOS',
    resalePrice: 32000,
    orginalPrice: 70000,
    productCondition: 'Fair',
    yearOfUse: 4,
    location: 'Khulna Sadar, Khulna',
  });
  await add(r, {
    name: 'Nokia 8110 4G',
    category: 'kaiOS',
    resalePrice: 2500,
    orginalPrice: 5500,
    productCondition: 'Good',
    yearOfUse: 2,
    location: 'Uttara, Dhaka',
  });
  await add(t, {
    name: '100% Original Walton Primo',
    resalePrice: 6000,
    orginalPrice: 9000,
    productCondition: 'Good',
    yearOfUse: 1,
    location: 'Rajshahi',
  });
  // Sold and removed listings never show.
  const sold = await add(r, { name: 'Samsung Galaxy A32 (sold)', resalePrice: 15000, productCondition: 'Good' });
  const order = await placeOrder(ctx.app, buyer, sold);
  expect((await payOrder(ctx.app, buyer, order)).response.statusCode).toBe(200);
  const removed = await add(t, { name: 'Samsung Galaxy M31 (removed)', resalePrice: 12000, productCondition: 'Good' });
  expect(
    (await ctx.app.inject({ method: 'DELETE', url: `/api/products/${removed}`, headers: seller.headers })).statusCode,
  ).toBe(200);
}, 120_000);
afterAll(() => ctx.close());

describe('GET /api/search: text', () => {
  it("finds 'Samsung Galaxy A52' from the typo 'samsng a52', and only it", async () => {
    expect(await names('q=samsng%20a52')).toEqual(['Samsung Galaxy A52']);
  });

  it("finds every unsold Samsung from 'samsng', newest first, never the sold or removed one", async () => {
    expect(await names('q=samsng')).toEqual(['Samsung Galaxy S21 Ultra', 'Samsung Galaxy A52']);
  });

  it("is case-blind and matches inside words: 'IPHONE' and 'iphon'", async () => {
    expect(await names('q=IPHONE')).toEqual(['Apple iPhone 11', 'Apple iPhone 12']);
    expect(await names('q=iphon')).toEqual(['Apple iPhone 11', 'Apple iPhone 12']);
  });

  it("treats % and _ as letters: '100%' finds the one name that has it", async () => {
    expect(await names('q=100%25')).toEqual(['100% Original Walton Primo']);
    expect(await names('q=%25%25')).toEqual([]);
    expect(await names('q=_')).toEqual([]);
  });

  it('answers an empty list when nothing is like the text', async () => {
    expect(await names('q=motorola%20razr')).toEqual([]);
  });
});

describe('GET /api/search: filters', () => {
  it('narrows to a category', async () => {
    expect(await names('category=2')).toEqual(['Apple iPhone 11', 'Apple iPhone 12']);
    expect(await names('category=3')).toEqual(['Nokia 8110 4G']);
  });

  it('narrows to a price range in Taka, both ends included', async () => {
    expect(await names('minPrice=14500&maxPrice=32000&sort=price-asc')).toEqual([
      'Xiaomi Redmi Note 12',
      'Samsung Galaxy A52',
      'Apple iPhone 11',
    ]);
    expect(await names('maxPrice=2500')).toEqual(['Nokia 8110 4G']);
    expect(await names('minPrice=50000')).toEqual(['Samsung Galaxy S21 Ultra']);
  });

  it('narrows to one or more conditions', async () => {
    expect(await names('condition=Excellent')).toEqual(['Google Pixel 7', 'Samsung Galaxy S21 Ultra']);
    expect(await names('condition=Fair,Excellent&category=1')).toEqual([
      'Xiaomi Redmi Note 12',
      'Google Pixel 7',
      'Samsung Galaxy S21 Ultra',
    ]);
  });

  it('narrows to phones used at most so many years', async () => {
    expect(await names('maxYears=1')).toEqual([
      '100% Original Walton Primo',
      'Google Pixel 7',
      'Samsung Galaxy S21 Ultra',
    ]);
  });

  it('narrows to verified sellers', async () => {
    expect(await names('verified=true')).toEqual([
      'Nokia 8110 4G',
      'Apple iPhone 12',
      'Google Pixel 7',
      'Samsung Galaxy A52',
    ]);
  });

  it('narrows to a location, by any part of it', async () => {
    expect(await names('location=dhaka')).toEqual([
      'Nokia 8110 4G',
      'Apple iPhone 12',
      'Google Pixel 7',
      'Samsung Galaxy A52',
    ]);
    expect(await names('location=Chattogram')).toEqual(['Samsung Galaxy S21 Ultra']);
  });

  it('combines every filter with the text and the order', async () => {
    expect(
      await names(
        'q=samsung&category=1&minPrice=20000&maxPrice=60000&condition=Good,Excellent&maxYears=2&sort=price-desc',
      ),
    ).toEqual(['Samsung Galaxy S21 Ultra', 'Samsung Galaxy A52']);
    expect(await names('q=samsung&verified=true&location=mirpur')).toEqual(['Samsung Galaxy A52']);
    expect(await names('q=pixel&category=2')).toEqual([]);
  });

  it('treats empty parameters as left out, as an emptied form sends them', async () => {
    expect(await names('q=&minPrice=&maxPrice=&condition=&location=&verified=&category=2')).toEqual([
      'Apple iPhone 11',
      'Apple iPhone 12',
    ]);
  });
});

describe('GET /api/search: order and pages', () => {
  it('orders by price both ways and by time', async () => {
    const asc = await names('sort=price-asc');
    expect(asc[0]).toBe('Nokia 8110 4G');
    expect(asc.at(-1)).toBe('Samsung Galaxy S21 Ultra');
    expect(await names('sort=price-desc')).toEqual([...asc].reverse());
    expect((await names('sort=newest'))[0]).toBe('100% Original Walton Primo');
  });

  it('pages through 30 listings 12 at a time in every order, each once, with Link: rel="next"', async () => {
    const many = await createPrincipal(ctx.app, 'Seller', 'Bulk Seller');
    const prices = Array.from({ length: 30 }, (_, i) => 1000 + ((i * 7) % 10) * 100); // ties in price on purpose
    for (const [i, resalePrice] of prices.entries()) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/products/add',
        headers: many.headers,
        payload: { add: { ...validProduct(pictures[0]!), name: `Symphony Z${i}`, resalePrice, location: 'Bulk Town' } },
      });
    }
    for (const sort of ['newest', 'price-asc', 'price-desc'] as const) {
      let url: string | undefined = `/api/search?location=bulk%20town&sort=${sort}`;
      const seen: { name: string; resalePrice: number }[] = [];
      const sizes: number[] = [];
      while (url) {
        const res: LightMyRequestResponse = await ctx.app.inject({ method: 'GET', url, headers: buyer.headers });
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json<{ name: string; resalePrice: number }[]>();
        sizes.push(page.length);
        seen.push(...page);
        url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
        if (url) expect(url).toContain('location=bulk+town');
      }
      expect(sizes).toEqual([12, 12, 6]);
      expect(new Set(seen.map((p) => p.name)).size).toBe(30);
      const got = seen.map((p) => p.resalePrice);
      if (sort === 'price-asc') expect(got).toEqual([...prices].sort((a, b) => a - b));
      if (sort === 'price-desc') expect(got).toEqual([...prices].sort((a, b) => b - a));
      if (sort === 'newest') expect(seen.map((p) => p.name)).toEqual(prices.map((_, i) => `Symphony Z${i}`).reverse());
    }
  });
});

describe('GET /api/search: what it refuses', () => {
  it('needs a signed-in caller', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/search?q=samsung' })).statusCode).toBe(401);
  });

  it.each([
    ['minPrice=5000&maxPrice=1000', 'The lowest price cannot be more than the highest price.'],
    ['minPrice=-1', 'The lowest price cannot be negative.'],
    ['maxPrice=abc', 'The highest price must be a number of Taka.'],
    ['minPrice=10.5', 'The lowest price must be a whole number of Taka.'],
    ['maxPrice=99999999999', 'The highest price must be at most 1,00,00,000 Taka.'],
    ['condition=Broken', "condition: 'Broken' is not Excellent, Good or Fair."],
    ['maxYears=9', 'maxYears: choose 1 to 4 years.'],
    ['category=7', 'category: choose 1 (Android), 2 (iOS) or 3 (KaiOS).'],
    ['sort=cheapest', 'sort: use newest, price-asc or price-desc.'],
    ['verified=yes', 'verified: use true or false.'],
    [`q=${'a'.repeat(101)}`, 'Search: use at most 100 characters.'],
    ['sort=price-asc&cursor=bm90LWEtY3Vyc29y', 'cursor: not a valid page cursor.'],
  ])('answers 400 with a message for %s', async (query, message) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses a newest-first cursor on a price order (a cursor of another search)', async () => {
    const first = await search('location=bulk&sort=newest');
    const next = /cursor=([^&>]+)/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    expect((await search(`location=bulk&sort=price-asc&cursor=${next}`)).statusCode).toBe(400);
  });
});

describe('GET /api/product/:id', () => {
  it("answers the listing with every photo, the seller's verified flag and their other unsold listings", async () => {
    const id = await add(verifiedSeller, {
      name: 'Apple iPhone 13 Pro',
      category: 'iOS',
      picture: pictures[1],
      photos: pictures.slice(1, 7),
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/product/${id}`, headers: buyer.headers });
    expect(res.statusCode, res.body).toBe(200);
    const { product, moreFromSeller } = res.json();
    expect(product).toMatchObject({
      _id: id,
      name: 'Apple iPhone 13 Pro',
      picture: pictures[1],
      photos: pictures.slice(1, 7),
      Seller: 'Rahim Uddin',
      isSellerVerified: true,
      isProductPurchased: false,
    });
    const others = moreFromSeller.map((p: { name: string }) => p.name);
    expect(others).toEqual(['Nokia 8110 4G', 'Apple iPhone 12', 'Google Pixel 7', 'Samsung Galaxy A52']);
    expect(others).not.toContain('Samsung Galaxy A32 (sold)');
  });

  it('answers a listing of one photo with that photo as its gallery', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/${ids.get('Google Pixel 7')}`,
      headers: buyer.headers,
    });
    expect(res.json().product.photos).toEqual([pictures[0]]);
  });

  it('shows a sold listing as sold rather than losing it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/${ids.get('Samsung Galaxy A32 (sold)')}`,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.isProductPurchased).toBe(true);
  });

  it('answers 404 for a removed listing and for an unknown id, 400 for a malformed one, 401 for a bad token', async () => {
    const removed = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/${ids.get('Samsung Galaxy M31 (removed)')}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(404);
    expect(removed.json().message).toBe('This listing has been removed or does not exist.');
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/00000000-0000-4000-8000-000000000000',
      headers: buyer.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/product/42', headers: buyer.headers })).statusCode).toBe(
      400,
    );
    const url = `/api/product/${ids.get('Google Pixel 7')}`;
    // Public (issue 22), but a token that is sent must be valid: the app then knows to sign the person in again.
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const stale = await ctx.app.inject({ method: 'GET', url, headers: { authorization: 'bearer not-a-session' } });
    expect(stale.statusCode).toBe(401);
  });
});

describe('POST /api/products/add with photos', () => {
  const post = (fields: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/products/add',
      headers: verifiedSeller.headers,
      payload: { add: { ...validProduct(pictures[0]!), name: 'Gallery test', ...fields } },
    });

  it('refuses a seventh photo, a first photo that is not the cover, a photo twice and a photo not uploaded here', async () => {
    const seven = await post({ photos: [...pictures.slice(0, 7)] });
    expect(seven.statusCode).toBe(400);
    expect(seven.json().message).toContain('Add at most 6 photos.');
    const notCover = await post({ photos: [pictures[1], pictures[0]] });
    expect(notCover.statusCode).toBe(400);
    expect(notCover.json().message).toContain('The first photo is the cover');
    const twice = await post({ photos: [pictures[0], pictures[0]] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('The same photo is there twice.');
    const foreign = await post({ photos: [pictures[0], `/api/images/${'a'.repeat(64)}-640.webp`] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('add.photos.1: upload the photo first; that image is not on PhoneHaat.');
    // Nothing was half-written.
    const stored = await ctx.app.db.select({ id: products.id }).from(products).where(eq(products.name, 'Gallery test'));
    expect(stored).toEqual([]);
  });
});
