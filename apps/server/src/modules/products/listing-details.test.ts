import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listProduct,
  multipartBody,
  samplePhoto,
  validProduct,
  type Principal,
  type TestContext,
} from '../../../test/helpers.js';
import { marketplace } from '../../../test/market-helpers.js';
import { fire, requestDeal } from '../../../test/deal-helpers.js';
import { listingHead } from '../pages/listing-head.js';

let ctx: TestContext, seller: Principal, otherSeller: Principal, buyer: Principal, admin: Principal;

beforeAll(async () => {
  ({ ctx, seller, otherSeller, buyer, admin } = await marketplace('seller', 'otherSeller', 'buyer', 'admin'));
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.app.inject(options);
let photoSeed = 100;
async function uploadPhoto(who: Principal = seller): Promise<string> {
  const body = multipartBody('image', 'phone.jpg', 'image/jpeg', await samplePhoto(photoSeed++));
  const res = await inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
  return res.json().data.url;
}

const details = {
  brand: 'samsung',
  model: 'galaxy  a54',
  storageGb: 256,
  ramGb: 8,
  colour: 'Awesome Graphite',
  batteryHealth: 91,
  includes: ['box', 'charger'],
  warrantyMonths: 5,
  description: 'Bought in March from the showroom. No scratches; always in a case.',
};

const detail = async (id: string, who?: Principal) =>
  (await inject({ method: 'GET', url: `/api/product/${id}`, headers: who?.headers ?? {} })).json();

const edit = (who: Principal | undefined, id: string, body: Record<string, unknown>) =>
  inject({ method: 'PATCH', url: `/api/products/${id}`, headers: who?.headers ?? {}, payload: { edit: body } });

describe('listing details (issue 16)', () => {
  it('keeps brand and model in the catalogue spelling and shows every detail on the listing page', async () => {
    const id = await listProduct(ctx.app, seller, details);
    const { product, priceHistory } = await detail(id);
    expect(product).toMatchObject({
      brand: 'Samsung',
      model: 'Galaxy A54',
      storageGb: 256,
      ramGb: 8,
      colour: 'Awesome Graphite',
      batteryHealth: 91,
      includes: ['box', 'charger'],
      warrantyMonths: 5,
      description: details.description,
      previousPrice: null,
    });
    expect(priceHistory).toEqual([{ price: 21500, at: expect.any(String) }]);

    // The server-drawn page's schema.org Product names the brand, model and colour.
    const { head } = listingHead(product, 'https://phonehaat.example');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? '{}');
    expect(jsonLd).toMatchObject({
      brand: { '@type': 'Brand', name: 'Samsung' },
      model: 'Galaxy A54',
      color: 'Awesome Graphite',
    });
  });

  it('keeps a brand and model the catalogue does not know as the seller typed them', async () => {
    const id = await listProduct(ctx.app, seller, { brand: ' Lava ', model: 'Blaze  Pro' });
    expect((await detail(id)).product).toMatchObject({ brand: 'Lava', model: 'Blaze Pro', storageGb: null });
  });

  it("still takes the spec's Add Product fields alone, every detail empty", async () => {
    const id = await listProduct(ctx.app, seller);
    expect((await detail(id)).product).toMatchObject({
      brand: null,
      model: null,
      batteryHealth: null,
      includes: [],
      description: null,
    });
  });

  it.each([
    [{ batteryHealth: 101 }, 'Battery health is between 1 and 100 percent.'],
    [{ storageGb: 100 }, 'Choose the storage from the list.'],
    [{ includes: ['box', 'box'] }, 'Choose box, charger or receipt, each once.'],
    [{ includes: ['earphones'] }, 'Choose box, charger or receipt.'],
    [{ description: 'x'.repeat(2001) }, 'Description: use at most 2,000 characters.'],
    [{ model: 'Galaxy A54' }, 'Choose the brand before the model.'],
    [{ warrantyMonths: 25 }, 'Warranty left: at most 24 months.'],
  ])('refuses %j with a sentence', async (bad, message) => {
    const res = await inject({
      method: 'POST',
      url: '/api/products/add',
      headers: seller.headers,
      payload: { add: { ...validProduct(await uploadPhoto()), ...bad } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('search by brand and storage', () => {
  it('finds the listings of a brand (in any case) and a storage size, and nothing else', async () => {
    const wanted = await listProduct(ctx.app, otherSeller, { brand: 'Xiaomi', model: 'POCO F5', storageGb: 512 });
    await listProduct(ctx.app, otherSeller, { brand: 'Xiaomi', model: 'Redmi 12', storageGb: 128 });
    await listProduct(ctx.app, otherSeller, { brand: 'Apple', model: 'iPhone 13', storageGb: 512 });
    const res = await inject({ method: 'GET', url: '/api/search?brand=xiaomi&storage=512', headers: buyer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { _id: string }) => p._id)).toEqual([wanted]);
    const brandOnly = await inject({ method: 'GET', url: '/api/search?brand=Xiaomi', headers: buyer.headers });
    expect(brandOnly.json()).toHaveLength(2);
  });

  it('refuses a storage size that no listing can have', async () => {
    const res = await inject({ method: 'GET', url: '/api/search?storage=100', headers: buyer.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('storage: choose one of');
  });
});

describe('PATCH /api/products/:id (editing)', () => {
  it('changes every field, reorders and replaces photos, and the page shows the new listing', async () => {
    const id = await listProduct(ctx.app, seller, details);
    const [a, b, c] = [await uploadPhoto(), await uploadPhoto(), await uploadPhoto()];
    const res = await edit(seller, id, {
      ...validProduct(c!),
      photos: [c, a, b],
      name: 'Samsung Galaxy A54 5G',
      location: 'Uttara, Dhaka',
      brand: 'Samsung',
      model: 'Galaxy A54',
      storageGb: 128,
      batteryHealth: 90,
      includes: ['receipt'],
      description: 'Price is fixed.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    const { product } = await detail(id);
    expect(product).toMatchObject({
      name: 'Samsung Galaxy A54 5G',
      picture: c,
      photos: [c, a, b],
      location: 'Uttara, Dhaka',
      storageGb: 128,
      ramGb: null,
      includes: ['receipt'],
      description: 'Price is fixed.',
    });
  });

  it('records a price cut: the card and the page say it was cut from the old price, and the history keeps both', async () => {
    const id = await listProduct(ctx.app, seller);
    const picture = (await detail(id)).product.picture;
    expect((await edit(seller, id, { ...validProduct(picture), resalePrice: 19500 })).statusCode).toBe(200);
    const { product, priceHistory } = await detail(id);
    expect(product).toMatchObject({ resalePrice: 19500, previousPrice: 21500 });
    expect(priceHistory.map((p: { price: number }) => p.price)).toEqual([19500, 21500]);
    const mine = await inject({ method: 'GET', url: '/api/products', headers: seller.headers });
    expect(mine.json().find((p: { _id: string }) => p._id === id)).toMatchObject({ previousPrice: 21500 });

    // A raise ends the cut; the same price again adds nothing to the history.
    await edit(seller, id, { ...validProduct(picture), resalePrice: 20000 });
    await edit(seller, id, { ...validProduct(picture), resalePrice: 20000, location: 'Banani' });
    const after = await detail(id);
    expect(after.product.previousPrice).toBeNull();
    expect(after.priceHistory.map((p: { price: number }) => p.price)).toEqual([20000, 19500, 21500]);
  });

  it("shows the cut in the category's cached page at once", async () => {
    const id = await listProduct(ctx.app, seller);
    const before = await inject({ method: 'GET', url: '/api/products/1', headers: buyer.headers });
    expect(before.json().find((p: { _id: string }) => p._id === id).resalePrice).toBe(21500);
    const picture = (await detail(id)).product.picture;
    await edit(seller, id, { ...validProduct(picture), resalePrice: 18000 });
    const after = await inject({ method: 'GET', url: '/api/products/1', headers: buyer.headers });
    expect(after.json().find((p: { _id: string }) => p._id === id)).toMatchObject({
      resalePrice: 18000,
      previousPrice: 21500,
    });
  });

  it("refuses another seller, the admin and a buyer; a stranger's photo is not accepted", async () => {
    const id = await listProduct(ctx.app, seller);
    const picture = (await detail(id)).product.picture;
    const other = await edit(otherSeller, id, { ...validProduct(picture), resalePrice: 100 });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You can only edit your own listings.');
    expect((await edit(admin, id, validProduct(picture))).statusCode).toBe(403);
    expect((await edit(buyer, id, validProduct(picture))).statusCode).toBe(403);
    expect((await edit(undefined, id, validProduct(picture))).statusCode).toBe(401);
    const fake = `/api/images/${'a'.repeat(64)}-640.webp`;
    const res = await edit(seller, id, validProduct(fake));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('edit.picture: upload the photo first; that image is not on PhoneHaat.');
    expect((await detail(id)).product.resalePrice).toBe(21500);
  });

  it('answers 404 for a removed listing', async () => {
    const id = await listProduct(ctx.app, seller);
    const picture = (await detail(id)).product.picture;
    await inject({ method: 'DELETE', url: `/api/products/${id}`, headers: seller.headers });
    const res = await edit(seller, id, validProduct(picture));
    expect(res.statusCode).toBe(404);
  });

  it("keeps the price and specifications a buyer's accepted deal agreed to, and lets the description change", async () => {
    const id = await listProduct(ctx.app, seller, details);
    const picture = (await detail(id)).product.picture;
    const { dealId } = await requestDeal(ctx.app, buyer, id);
    expect((await fire(ctx.app, seller, dealId, { event: 'accept' })).statusCode).toBe(200);
    expect((await detail(id)).product.reserved).toBe(true);

    const cut = await edit(seller, id, { ...validProduct(picture), ...details, resalePrice: 15000 });
    expect(cut.statusCode).toBe(409);
    expect(cut.json().message).toContain("A buyer's accepted deal holds this phone");
    const storage = await edit(seller, id, { ...validProduct(picture), ...details, storageGb: 512 });
    expect(storage.statusCode).toBe(409);

    const note = await edit(seller, id, { ...validProduct(picture), ...details, description: 'Meeting on Friday.' });
    expect(note.statusCode).toBe(200);
    expect((await detail(id)).product).toMatchObject({ resalePrice: 21500, description: 'Meeting on Friday.' });
  });
});
