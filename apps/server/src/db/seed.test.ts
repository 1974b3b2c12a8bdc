import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetailSchema, ProductListSchema } from '@phonehaat/shared';
import { createTestApp, signIn, type TestContext } from '../../test/helpers.js';
import { prepareData } from './prepare.js';
import { seedDemoData } from './seed.js';
import { DEMO_CONVERSATION, DEMO_DETAILS, DEMO_PASSWORD, DEMO_PRODUCTS, DEMO_SALE } from './seed-data.js';
import { imeiProblem } from '@phonehaat/shared';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo data', () => {
  it('gives every demo phone a valid IMEI of its own (a Wi-Fi-only tablet none), shown by its last four digits', async () => {
    const numbers = [...DEMO_PRODUCTS, DEMO_SALE.listing].flatMap((p) =>
      [p.imei, p.imei2].filter((n): n is string => n !== undefined),
    );
    for (const number of numbers) expect(imeiProblem(number)).toBeUndefined();
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(DEMO_PRODUCTS.filter((p) => !p.imei).map((p) => p.noImei && p.name)).toEqual([
      'Apple iPad 9th Gen Wi-Fi (64 GB)',
    ]);
  });

  it("says the colour each phone's photo shows (seed-assets/README.md)", () => {
    const shows = new Map(
      [
        ...readFileSync(new URL('./seed-assets/README.md', import.meta.url), 'utf8').matchAll(
          /^\| `([\w-]+)\.jpg` +\| ([^|]+)\|/gm,
        ),
      ].map(([, file, what]) => [file, what!.toLowerCase()]),
    );
    const colours = [
      ...Object.entries(DEMO_DETAILS),
      [DEMO_SALE.listing.photo.replace(/^sold-/, ''), DEMO_SALE.details] as const,
    ].map(([photo, details]) => [photo, details.colour] as const);
    expect(colours).toHaveLength(DEMO_PRODUCTS.length + 1);
    for (const [photo, colour] of colours) expect(shows.get(photo!), photo).toContain(colour!.toLowerCase());
  });

  it('fills an empty database with accounts that can sign in and thirteen listings across the three categories', async () => {
    const result = await seedDemoData(ctx.app.db, ctx.app.storage, new Date(), (productId, sellerId, imeis) =>
      ctx.app.trust.record(productId, sellerId, imeis),
    );
    expect(result.seeded).toBe(true);
    expect(result.products).toBe(13);
    expect(result.products).toBe(DEMO_PRODUCTS.length);
    expect(result.accounts.map((a) => a.role).sort()).toEqual([
      'Admin',
      'Buyer',
      'Buyer',
      'Seller',
      'Seller',
      'Seller',
    ]);

    const token = await signIn(ctx.app, 'farhana@phonehaat.test', DEMO_PASSWORD);
    const headers = { authorization: `bearer ${token}` };
    const counts = [];
    for (const id of [1, 2, 3]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${id}`, headers });
      counts.push(res.json().length);
    }
    expect(counts).toEqual([7, 4, 2]);

    const android = (await ctx.app.inject({ method: 'GET', url: '/api/products/1', headers })).json();
    expect(android[0]).toMatchObject({
      name: 'Samsung Galaxy A52 (8/128 GB)',
      Seller: 'Rahim Uddin',
      isSellerVerified: true,
      imeiLast4: DEMO_PRODUCTS.find((p) => p.name === 'Samsung Galaxy A52 (8/128 GB)')?.imei?.slice(-4),
    });
    const picture = await ctx.app.inject({ method: 'GET', url: android[0].picture });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.rawPayload.length).toBeLessThan(40_000);
  });

  it('gives every listing its gallery, the cover first, each photo served', async () => {
    const token = await signIn(ctx.app, 'arif@phonehaat.test', DEMO_PASSWORD);
    const headers = { authorization: `bearer ${token}` };
    const listed: { _id: string; name: string; picture: string; photos: string[] }[] = [];
    for (const id of [1, 2, 3]) {
      listed.push(...(await ctx.app.inject({ method: 'GET', url: `/api/products/${id}`, headers })).json());
    }
    expect(listed).toHaveLength(DEMO_PRODUCTS.length);
    const photoCounts = new Map(listed.map((p) => [p.name, p.photos.length]));
    for (const demo of DEMO_PRODUCTS) {
      expect(photoCounts.get(demo.name), demo.name).toBe(1 + (demo.gallery?.length ?? 0));
      expect(demo.gallery?.length ?? 0, demo.name).toBeGreaterThanOrEqual(2);
    }
    // The two flagship listings show the most: six photos, as many as Add Product takes.
    expect(photoCounts.get('Samsung Galaxy A52 (8/128 GB)')).toBe(6);
    expect(photoCounts.get('Apple iPhone 13 Pro (256 GB)')).toBe(6);
    for (const p of listed) {
      expect(p.photos[0], p.name).toBe(p.picture);
      // Different pictures of the phone, not one photo repeated.
      expect(new Set(p.photos).size, p.name).toBe(p.photos.length);
    }

    // The listing page has the same gallery, and every photo of it loads.
    const a52 = listed.find((p) => p.name.startsWith('Samsung Galaxy A52'));
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/product/${a52?._id}`, headers })).json();
    expect(detail.product.photos).toEqual(a52?.photos);
    for (const url of detail.product.photos as string[]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('gives the demo buyer and Rahim one conversation about the OnePlus 9, read by both, that either can go on', async () => {
    const inboxOf = async (email: string) => {
      const headers = { authorization: `bearer ${await signIn(ctx.app, email, DEMO_PASSWORD)}` };
      const inbox = await ctx.app.inject({ method: 'GET', url: '/api/conversations', headers });
      const unread = await ctx.app.inject({ method: 'GET', url: '/api/conversations/unread', headers });
      return { headers, inbox: inbox.json(), unread: unread.json().count };
    };
    const buyer = await inboxOf('farhana@phonehaat.test');
    const seller = await inboxOf('rahim@phonehaat.test');
    expect(buyer.inbox).toHaveLength(1);
    expect(buyer.inbox[0]).toMatchObject({
      device: 'OnePlus 9 5G (12/256 GB)',
      price: 27500,
      you: 'buyer',
      other: { name: 'Rahim Uddin' },
      unread: 0,
      lastMessage: { text: DEMO_CONVERSATION.messages.at(-1)?.text },
    });
    expect(seller.inbox.map((c: { you: string; other: { name: string } }) => [c.you, c.other.name])).toEqual([
      ['seller', 'Farhana Akter'],
    ]);
    expect([buyer.unread, seller.unread]).toEqual([0, 0]);
    // No one else was drawn in.
    expect((await inboxOf('arif@phonehaat.test')).inbox).toEqual([]);

    const chat = buyer.inbox[0]._id as string;
    const opened = await ctx.app.inject({ method: 'GET', url: `/api/conversations/${chat}`, headers: buyer.headers });
    expect(opened.json().messages.map((m: { text: string }) => m.text)).toEqual(
      DEMO_CONVERSATION.messages.map((m) => m.text),
    );
    const reply = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${chat}/messages`,
      headers: buyer.headers,
      payload: { text: 'See you at six.' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect((await inboxOf('rahim@phonehaat.test')).unread).toBe(1);
  });

  it('gives the demo buyer one completed cash deal with another seller, rated by both, its phone sold', async () => {
    const as = async (email: string) => ({ authorization: `bearer ${await signIn(ctx.app, email, DEMO_PASSWORD)}` });
    const buyer = await as('farhana@phonehaat.test');
    const seller = await as('nusrat@phonehaat.test');
    const get = async (url: string, headers?: Record<string, string>) => {
      const res = await ctx.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };

    const deals = await get('/api/deals', buyer);
    expect(deals).toHaveLength(1);
    expect(deals[0]).toMatchObject({
      device: 'Nokia 2720 Flip (Black)',
      price: 4500,
      payment: 'cash',
      status: 'completed',
      Seller: 'Nusrat Jahan',
      you: 'buyer',
      actions: [],
      waitingForYou: false,
      meetingLocation: DEMO_SALE.meetingPlace,
    });
    expect(await get('/api/deals', seller)).toMatchObject([
      { _id: deals[0]._id, you: 'seller', buyer: 'Farhana Akter' },
    ]);
    expect((await get('/api/deals/waiting', buyer)).count).toBe(0);

    // The timeline is the machine's: request, accept, the phone handed over, the cash confirmed; met 13 days ago.
    const deal = await get(`/api/deals/${deals[0]._id}`, buyer);
    expect(
      deal.timeline.map((t: { event: string; from: string | null; to: string }) => [t.event, t.from, t.to]),
    ).toEqual([
      ['request', null, 'requested'],
      ['accept', 'requested', 'accepted'],
      ['receive', 'accepted', 'handedOver'],
      ['payCash', 'handedOver', 'completed'],
    ]);
    // At 6 pm in Dhaka (12:00 UTC) on the day 13 days back.
    const daysAgo = (Date.now() - Date.parse(deal.meetingAt)) / 86_400_000;
    expect(Math.abs(daysAgo - DEMO_SALE.meeting.daysAgo)).toBeLessThan(0.75);
    expect(new Date(deal.meetingAt).getUTCHours()).toBe(12);
    expect(deal.ratings.byBuyer).toMatchObject({ stars: 5, comment: expect.stringContaining('KYD') });
    expect(deal.ratings.bySeller).toMatchObject({ stars: 5 });
    // Given more than a week ago: no longer editable, so the demo shows ratings as they stand.
    expect(Date.parse(deal.ratings.byBuyer.editableUntil)).toBeLessThan(Date.now());

    // The order is paid, the sale is on the seller's My Buyers, and her public profile carries the review.
    const orders = await get('/api/orders?email=farhana%40phonehaat.test', buyer);
    expect(orders.map((o: { device: string; status: string }) => [o.device, o.status])).toEqual([
      ['Nokia 2720 Flip (Black)', 'paid'],
    ]);
    const sales = await get('/api/mybuyer', seller);
    expect(sales.map((s: { device: string }) => s.device)).toEqual(['Nokia 2720 Flip (Black)']);
    const page = await get(`/api/product/${deal.productId}`, buyer);
    const profile = await get(`/api/seller/${page.product.sellerId}`);
    expect(profile).toMatchObject({ name: 'Nusrat Jahan', completedSales: 1, rating: { average: 5, count: 1 } });
    expect(profile.reviews).toEqual([expect.objectContaining({ stars: 5, buyer: 'Farhana Akter' })]);

    // The phone is sold: its page says so, and no list offers it (the three categories hold the thirteen on sale).
    expect(page.product).toMatchObject({ name: 'Nokia 2720 Flip (Black)', isProductPurchased: true });
    expect(page.product.sellerRating).toEqual({ average: 5, count: 1 });
    const kaios = await get('/api/products/3', buyer);
    expect(kaios.map((p: { _id: string }) => p._id)).not.toContain(deal.productId);
    // Each bell holds what the sale and the conversation told its owner, newest first, all read.
    const bell = async (headers: Record<string, string>) => {
      const { unread, items } = await get('/api/notifications', headers);
      return {
        unread,
        items: items.map((n: { kind: string; title: string; read: boolean }) => [n.kind, n.title, n.read]),
      };
    };
    const nokia = 'Nokia 2720 Flip (Black)';
    const onePlus = 'OnePlus 9 5G (12/256 GB)';
    expect(await bell(buyer)).toEqual({
      unread: 0,
      items: [
        ['message.received', onePlus, true],
        ['rating.received', nokia, true],
        ['deal.completed', nokia, true],
        ['deal.accepted', nokia, true],
      ],
    });
    expect(await bell(seller)).toEqual({
      unread: 0,
      items: [
        ['rating.received', nokia, true],
        ['deal.completed', nokia, true],
        ['deal.handedOver', nokia, true],
        ['deal.requested', nokia, true],
      ],
    });
    expect((await bell(await as('rahim@phonehaat.test'))).items).toEqual([['message.received', onePlus, true]]);
    // No one else was drawn in.
    expect((await bell(await as('arif@phonehaat.test'))).items).toEqual([]);
    expect(await get('/api/deals', await as('arif@phonehaat.test'))).toEqual([]);
    expect(await get('/api/deals', await as('rahim@phonehaat.test'))).toEqual([]);
  });

  it("finds both Samsung phones when 'samsng' is searched with a typo, and only them", async () => {
    const token = await signIn(ctx.app, 'farhana@phonehaat.test', DEMO_PASSWORD);
    const headers = { authorization: `bearer ${token}` };
    const search = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/search?${query}`, headers });
      expect(res.statusCode, query).toBe(200);
      return (res.json() as { name: string }[]).map((p) => p.name);
    };
    expect((await search('q=samsng')).sort()).toEqual([
      'Samsung Galaxy A32 5G (6/128 GB)',
      'Samsung Galaxy A52 (8/128 GB)',
    ]);
    expect(await search('q=samsng&sort=price-asc')).toEqual([
      'Samsung Galaxy A32 5G (6/128 GB)',
      'Samsung Galaxy A52 (8/128 GB)',
    ]);
    expect(await search('q=samsng%20a52')).toEqual(['Samsung Galaxy A52 (8/128 GB)']);
    expect(await search('q=samsng&maxPrice=20000')).toEqual(['Samsung Galaxy A32 5G (6/128 GB)']);
    expect(await search('q=samsng&location=khulna')).toEqual(['Samsung Galaxy A32 5G (6/128 GB)']);
    expect(await search('q=samsng&verified=true')).toEqual(['Samsung Galaxy A52 (8/128 GB)']);
    expect(await search('q=samsng&category=2')).toEqual([]);
  });

  it('advertises four phones for the home page carousel', async () => {
    const ads = (await ctx.app.inject({ method: 'GET', url: '/api/advertisedproduct' })).json();
    expect(ads).toHaveLength(DEMO_PRODUCTS.filter((p) => p.advertised).length);
    expect(ads.map((a: { name: string }) => a.name)).toContain('Apple iPhone 13 Pro (256 GB)');
  });

  it('leaves a database that already has users alone', async () => {
    const again = await seedDemoData(ctx.app.db, ctx.app.storage);
    expect(again).toEqual({ seeded: false, accounts: [], products: 0 });
  });
});

describe('start-up data', () => {
  it('loads the demo data even when ADMIN_EMAIL names an admin on the very first start', async () => {
    const fresh = await createTestApp();
    try {
      const config = {
        seedDemoData: true,
        auth: { ...fresh.config.auth, admin: { email: 'owner@example.com', password: 'owner password 1' } },
      };
      const { seed, admin } = await prepareData(fresh.app.db, fresh.app.storage, config);
      expect(seed?.seeded).toBe(true);
      expect(admin?.created).toBe(true);
      const token = await signIn(fresh.app, 'owner@example.com', 'owner password 1');
      const sellers = await fresh.app.inject({
        method: 'GET',
        url: '/api/sellers',
        headers: { authorization: `bearer ${token}` },
      });
      expect(sellers.json().map((s: { email: string }) => s.email)).toContain('rahim@phonehaat.test');
      // The next start finds users and loads nothing again.
      expect((await prepareData(fresh.app.db, fresh.app.storage, config)).seed?.seeded).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});

describe('demo listing details (issue 16)', () => {
  it('gives the demo phones their details, the Galaxy A52 a price cut, and every list the shape clients parse', async () => {
    const token = await signIn(ctx.app, 'farhana@phonehaat.test', DEMO_PASSWORD);
    const headers = { authorization: `bearer ${token}` };
    for (const category of [1, 2, 3]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${category}`, headers });
      expect(ProductListSchema.safeParse(res.json()).error).toBeUndefined();
    }
    const android = (await ctx.app.inject({ method: 'GET', url: '/api/products/1', headers })).json();
    const a52 = android.find((p: { name: string }) => p.name.startsWith('Samsung Galaxy A52'));
    expect(a52).toMatchObject({ brand: 'Samsung', model: 'Galaxy A52', storageGb: 128, previousPrice: 23500 });
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/product/${a52._id}` })).json();
    expect(ProductDetailSchema.safeParse(detail).error).toBeUndefined();
    expect(detail.priceHistory.map((p: { price: number }) => p.price)).toEqual([21500, 23500]);
  });
});
