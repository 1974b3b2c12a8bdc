import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPrincipal,
  listProduct,
  payOrder,
  testImei,
  placeOrder,
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
const markSoldElsewhere = (who: Principal, id: string) =>
  inject({ method: 'POST', url: `/api/products/${id}/sold-elsewhere`, headers: who.headers });
const relist = (who: Principal, id: string) =>
  inject({ method: 'POST', url: `/api/products/${id}/relist`, headers: who.headers });

/** The ids a list answers, as `who` asks for it. */
async function idsOf(url: string, who: Principal = buyer): Promise<string[]> {
  const res = await inject({ method: 'GET', url, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ _id: string }[]>().map((p) => p._id);
}
const categoryPage = () => idsOf('/api/products/1');
const sitemap = async () => (await inject({ method: 'GET', url: '/sitemap.xml' })).body;

describe('a listing sold elsewhere (issue 16)', () => {
  it('leaves the category page, search, the advertised list and the sitemap, and its page says Sold', async () => {
    const id = await listProduct(ctx.app, seller, { name: 'Realme Narzo 50 sold-elsewhere-probe' });
    const advertise = await inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: seller.headers,
      payload: { advertised: true },
    });
    expect(advertise.statusCode).toBe(200);
    const search = () => idsOf('/api/search?q=sold-elsewhere-probe');
    const advertised = async () =>
      (await inject({ method: 'GET', url: '/api/advertisedproduct' })).json<{ _id: string }[]>().map((p) => p._id);
    // Each list has it (and has kept it in memory) before it is marked.
    expect(await categoryPage()).toContain(id);
    expect(await search()).toContain(id);
    expect(await advertised()).toContain(id);
    expect(await sitemap()).toContain(`/product/${id}</loc>`);

    const res = await markSoldElsewhere(seller, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, state: 'soldElsewhere' });

    expect(await categoryPage()).not.toContain(id);
    expect(await search()).not.toContain(id);
    expect(await advertised()).not.toContain(id);
    expect(await sitemap()).not.toContain(`/product/${id}</loc>`);

    // Its page still opens, as a phone sold here does, and says it is sold.
    const detail = await inject({ method: 'GET', url: `/api/product/${id}` });
    expect(detail.statusCode).toBe(200);
    const { product, priceHint } = detail.json();
    expect(product).toMatchObject({ _id: id, isProductPurchased: true, soldElsewhere: true });
    expect(priceHint).toBeUndefined();
    const { head } = listingHead(product, 'https://phonehaat.example');
    expect(head).toContain('<meta name="twitter:description" content="Sold. 21,500 tk');
    expect(head).toContain('https://schema.org/SoldOut');

    // Its seller still sees it on My Products, marked as such.
    const mine = await inject({ method: 'GET', url: '/api/products', headers: seller.headers });
    expect(mine.json<{ _id: string; soldElsewhere?: boolean }[]>().find((p) => p._id === id)).toMatchObject({
      isProductPurchased: true,
      soldElsewhere: true,
    });
  });

  it('relisted, it is back on its category page and the sitemap with the date it was first posted', async () => {
    const id = await listProduct(ctx.app, seller);
    const posted = (await inject({ method: 'GET', url: `/api/product/${id}` })).json().product.timeOfSellPost;
    expect((await markSoldElsewhere(seller, id)).statusCode).toBe(200);
    expect(await categoryPage()).not.toContain(id);

    const res = await relist(seller, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, state: 'live' });
    expect(await categoryPage()).toContain(id);
    expect(await sitemap()).toContain(`/product/${id}</loc>`);
    const { product } = (await inject({ method: 'GET', url: `/api/product/${id}` })).json();
    expect(product).toMatchObject({ isProductPurchased: false, timeOfSellPost: posted });
    expect(product.soldElsewhere).toBeUndefined();
  });

  it('is not relisted while its new owner lists the same phone here (409), and their listing goes to the admins', async () => {
    const imei = testImei();
    const id = await listProduct(ctx.app, seller, { imei });
    expect((await markSoldElsewhere(seller, id)).statusCode).toBe(200);
    // The person who bought it lists it: the old listing is not live, so the number is free.
    const theirs = await listProduct(ctx.app, otherSeller, { imei });

    const res = await relist(seller, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`ending ${imei.slice(-4)}`);
    expect(await categoryPage()).not.toContain(id);
    const queue = await inject({ method: 'GET', url: '/api/reportedproduct', headers: admin.headers });
    expect(queue.json<{ _id: string }[]>().map((p) => p._id)).toContain(theirs);
  });

  it("refuses someone else's listing (403) and an unknown one (404), and changes nothing", async () => {
    const id = await listProduct(ctx.app, seller);
    const res = await markSoldElsewhere(otherSeller, id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only mark your own listings sold elsewhere or relist them.');
    expect((await relist(otherSeller, id)).statusCode).toBe(403);
    // An admin removes listings from Reported Items; selling one elsewhere is its seller's word alone.
    expect((await markSoldElsewhere(admin, id)).statusCode).toBe(403);
    expect(await categoryPage()).toContain(id);
    expect((await markSoldElsewhere(seller, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses a phone sold through PhoneHaat (409), and a relist of a listing on sale', async () => {
    const id = await listProduct(ctx.app, seller);
    const onSale = await relist(seller, id);
    expect(onSale.statusCode).toBe(409);
    expect(onSale.json().message).toBe('This listing is already on sale, so it cannot be put back on sale.');

    await payOrder(ctx.app, buyer, await placeOrder(ctx.app, buyer, id));
    const res = await markSoldElsewhere(seller, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This listing was sold through PhoneHaat, so it cannot be marked sold elsewhere.');
    expect((await relist(seller, id)).statusCode).toBe(409);
    const { product } = (await inject({ method: 'GET', url: `/api/product/${id}` })).json();
    expect(product.soldElsewhere).toBeUndefined();
  });

  it('refuses a listing the admins removed (409), which its seller still sees on My Products', async () => {
    const id = await listProduct(ctx.app, seller);
    const report = await inject({
      method: 'PUT',
      url: `/api/reports/${id}`,
      headers: buyer.headers,
      payload: { reported: true, reason: 'fake' },
    });
    expect(report.statusCode).toBe(200);
    const removed = await inject({ method: 'DELETE', url: `/api/reportedproduct/${id}`, headers: admin.headers });
    expect(removed.statusCode).toBe(200);

    const res = await markSoldElsewhere(seller, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This listing was removed by PhoneHaat’s admins, so it cannot be marked sold elsewhere.',
    );
    expect((await relist(seller, id)).statusCode).toBe(409);
  });

  it('ends the open deals and orders of the phone when it is marked sold elsewhere', async () => {
    const id = await listProduct(ctx.app, seller);
    const { dealId } = await requestDeal(ctx.app, buyer, id);
    const another = await createPrincipal(ctx.app, 'Buyer', 'Tanvir Hasan');
    const orderId = await placeOrder(ctx.app, another, id);

    expect((await markSoldElsewhere(seller, id)).statusCode).toBe(200);

    const deal = await inject({ method: 'GET', url: `/api/deals/${dealId}`, headers: buyer.headers });
    expect(deal.json()).toMatchObject({ status: 'cancelled' });
    const order = await inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: another.headers });
    expect(order.json()).toMatchObject({ status: 'cancelled' });
    // Nobody can book it meanwhile.
    const again = await inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: { productId: id, contact: '01811-223344', meetingLocation: 'Dhanmondi 27, Dhaka' },
    });
    expect(again.statusCode).toBe(409);
  });

  it("waits while a buyer's accepted deal holds the phone, and says how to go on", async () => {
    const id = await listProduct(ctx.app, seller);
    const { dealId } = await requestDeal(ctx.app, buyer, id);
    expect((await fire(ctx.app, seller, dealId, { event: 'accept' })).statusCode).toBe(200);

    const res = await markSoldElsewhere(seller, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('cancel that deal on My Deals first');
    const deal = await inject({ method: 'GET', url: `/api/deals/${dealId}`, headers: buyer.headers });
    expect(deal.json()).toMatchObject({ status: 'accepted' });
  });

  it('cannot be edited or advertised until it is relisted', async () => {
    const id = await listProduct(ctx.app, seller);
    await markSoldElsewhere(seller, id);
    const advertise = await inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: seller.headers,
      payload: { advertised: true },
    });
    expect(advertise.statusCode).toBe(409);
    const { product } = (await inject({ method: 'GET', url: `/api/product/${id}`, headers: seller.headers })).json();
    const fields = ['name', 'picture', 'category', 'yearOfUse', 'orginalPrice', 'resalePrice', 'location'] as const;
    const body = Object.fromEntries(fields.map((key) => [key, product[key]]));
    const edit = await inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: seller.headers,
      payload: { edit: { ...body, productCondition: product.productCondition, contact: product.contact } },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('This phone is marked sold elsewhere: relist it first to edit it.');
  });
});
