import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPrincipal,
  createTestApp,
  listProduct,
  sessionCookie,
  payOrder,
  placeOrder,
  type Principal,
  type TestContext,
} from './helpers.js';

/**
 * A listing's public page (issue 22): drawn by the server with the listing in its HTML and a link preview, 410 when
 * removed, and the sitemap and robots.txt. The web build's renderer is stood in for by a small module that writes
 * what it was given; the real one is tried in the browser (apps/web/e2e/public-listing.spec.ts).
 */
function writeDist(): string {
  const dist = join(process.env.TMPDIR ?? '/tmp', `phonehaat-pages-${process.pid}-${Date.now()}`);
  mkdirSync(join(dist, 'pages'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>PhoneHaat</title></head><body><div id="root"></div></body></html>',
  );
  for (const name of ['home', 'not-found'])
    writeFileSync(join(dist, 'pages', `${name}.html`), `<!doctype html><div id="root" data-prerendered>${name}</div>`);
  writeFileSync(
    join(dist, 'pages', 'listing.html'),
    [
      '<!doctype html><html lang="en"><head>',
      '<meta name="description" content="The shell\'s description" />',
      '<title><!--page-title--></title>',
      '  <!--page-head-->',
      '</head><body><div id="root" data-prerendered><!--page-body--></div><!--page-data--></body></html>',
    ].join('\n'),
  );
  writeFileSync(
    join(dist, 'pages', 'category.html'),
    '<!doctype html><html lang="en"><head><title><!--page-title--></title><!--page-head--></head>' +
      '<body><div id="root" data-prerendered><!--page-body--></div><!--page-data--></body></html>',
  );
  writeFileSync(
    join(dist, 'pages', 'my-orders.html'),
    '<!doctype html><html lang="en"><head><title><!--page-title--></title><!--page-head--></head>' +
      '<body><div id="root" data-prerendered><!--page-body--></div><!--page-data--></body></html>',
  );
  writeFileSync(
    join(dist, 'renderer.mjs'),
    `export async function render(path, data, locale = 'en') {
       const [key, value] = data.queries[0];
       const drawn = typeof value === 'string' ? value : Array.isArray(value)
         ? value.map((order) => order.device).join(', ')
         : value.pages
         ? value.pages[0].items.map((p) => p.name).join(', ')
         : value.product.name + ' for ' + value.product.resalePrice + ' tk';
       // React puts the preload of a page's first photo before its <title>.
       const preload = path.startsWith('/category/') ? '<link rel="preload" as="image" href="/photo.webp"/>' : '';
       return preload + '<title>Drawn</title><main data-path="' + path + '" data-key="' + key.join('/') + '" data-locale="' +
         locale + '">' + drawn + '</main>';
     }
     export function categoryPageData(categoryId, products, nextCursor) {
       return {
         queries: [[['products', 'category', categoryId], { pages: [{ items: products, nextCursor }], pageParams: [null] }]],
         signedInAt: '/category/' + categoryId,
       };
     }
     export function myOrdersPageData(user, orders) {
       return { queries: [[['orders', 'list', user.email], orders]], signedInAs: user };
     }
     export function listingPageData(id, detail) {
       return { queries: [typeof detail === 'string' ? [['products', 'gone', id], detail] : [['products', 'detail', id], detail]] };
     }`,
  );
  writeFileSync(
    join(dist, 'pages.json'),
    JSON.stringify({
      pages: { '/': 'pages/home.html' },
      notFound: 'pages/not-found.html',
      appRoutes: ['/', '/product/:id', '/category/:id', '/dashboard', '/dashboard/myorders', '/dashboard/deals'],
      listing: { template: 'pages/listing.html', renderer: 'renderer.mjs' },
      category: { template: 'pages/category.html' },
      myOrders: { template: 'pages/my-orders.html' },
      routePreloads: { '/dashboard/deals': ['/assets/deals-Abc123_x.js', '/assets/deal-Def456_y.js'] },
    }),
  );
  return dist;
}

let ctx: TestContext;
let seller: Principal;
let buyer: Principal;
const SELLER_CONTACT = '01755-123987';

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The `content` of a meta tag, or of the canonical link. */
function tag(html: string, attr: 'property' | 'name', key: string): string | undefined {
  return new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`).exec(html)?.[1];
}

function jsonLd(html: string) {
  const text = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
}

function pageData(html: string) {
  const text = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(text ?? 'null') as { queries: [string[], unknown][] };
}

beforeAll(async () => {
  // Kept a minute: a page that changes must be dropped by the change's event, not by its time running out.
  ctx = await createTestApp({
    WEB_DIST_DIR: writeDist(),
    PUBLIC_URL: 'https://phonehaat.example',
    LISTING_CACHE_MS: '60000',
  });
  seller = await createPrincipal(ctx.app, 'Seller', 'Rahim Uddin');
  buyer = await createPrincipal(ctx.app, 'Buyer', 'Farhana Akter');
});
afterAll(() => ctx.close());

describe("a listing's public page", () => {
  it('opens signed out with the listing drawn in, its link preview, its canonical address and a schema.org Offer', async () => {
    const id = await listProduct(ctx.app, seller, {
      name: 'Pixel 7 "Pro" <Obsidian> & $& more',
      orginalPrice: 90000,
      resalePrice: 45000,
      contact: SELLER_CONTACT,
    });
    const res = await get(`/product/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    const url = `https://phonehaat.example/product/${id}`;

    // The page drawn with the listing, escaped where it is text, and its title in the head.
    expect(html).toContain(
      `data-path="/product/${id}" data-key="products/detail/${id}" data-locale="en">Pixel 7 "Pro" <Obsidian>`,
    );
    expect(html).toContain('<title>Pixel 7 &quot;Pro&quot; &lt;Obsidian&gt; &amp; $&amp; more · PhoneHaat</title>');
    expect(html).not.toContain('<title>Drawn</title>');
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(tag(html, 'property', 'og:url')).toBe(url);
    expect(tag(html, 'property', 'og:title')).toBe('Pixel 7 &quot;Pro&quot; &lt;Obsidian&gt; &amp; $&amp; more');
    expect(tag(html, 'property', 'og:description')).toContain('45,000 tk');
    expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toMatch(/<meta name="description" content="45,000 tk · Good condition/);
    expect(html).not.toContain("The shell's description");

    const product = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Pixel 7 "Pro" <Obsidian> & $& more',
      offers: {
        '@type': 'Offer',
        price: '45000',
        priceCurrency: 'BDT',
        itemCondition: 'https://schema.org/UsedCondition',
        availability: 'https://schema.org/InStock',
      },
    });
    // Nothing in the JSON blocks can end the <script> element early.
    expect(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1]).not.toMatch(/[<>]/);

    // What a signed-out visitor must not see: the seller's number and email, the report flag.
    expect(html).not.toContain(SELLER_CONTACT);
    expect(html).not.toContain(seller.email);
    const [[key, detail]] = pageData(html).queries as [[string[], { product: Record<string, unknown> }]];
    expect(key).toEqual(['products', 'detail', id]);
    expect(detail.product).not.toHaveProperty('contact');
    expect(detail.product).not.toHaveProperty('reported');
  });

  it('links a photo that every link preview shows: a JPEG at least 600 px wide', async () => {
    const id = await listProduct(ctx.app, seller);
    const image = tag((await get(`/product/${id}`)).body, 'property', 'og:image') ?? '';
    expect(image).toMatch(/^https:\/\/phonehaat\.example\/api\/images\/[a-f0-9]{64}-1024\.jpg$/);
    const res = await ctx.app.inject({ method: 'GET', url: image.replace('https://phonehaat.example', '') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeGreaterThanOrEqual(600);
    // Asked again, the same bytes (kept, not made again).
    const again = await ctx.app.inject({ method: 'GET', url: image.replace('https://phonehaat.example', '') });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('says Sold on a sold listing and still opens it', async () => {
    const id = await listProduct(ctx.app, seller);
    expect(jsonLd((await get(`/product/${id}`)).body)?.offers).toMatchObject({
      availability: 'https://schema.org/InStock',
    });
    await payOrder(ctx.app, buyer, await placeOrder(ctx.app, buyer, id));
    const res = await get(`/product/${id}`);
    expect(res.statusCode).toBe(200);
    expect(jsonLd(res.body)?.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(tag(res.body, 'property', 'og:description')).toMatch(/^Sold\. /);
    // The buyer's name is nobody else's business.
    expect(res.body).not.toContain(buyer.name);
    expect(res.body).not.toContain(buyer.email);
  });

  it('answers a removed listing with 410 and a page that says so, an unknown one with the same page and 404, a held one as under review', async () => {
    const id = await listProduct(ctx.app, seller);
    expect((await get(`/product/${id}`)).statusCode).toBe(200);
    const removal = await ctx.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: seller.headers });
    expect(removal.statusCode).toBe(200);
    const gone = await get(`/product/${id}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain(`data-key="products/gone/${id}" data-locale="en">removed</main>`);
    expect(gone.body).not.toContain('og:title');

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await get(`/product/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body, id).toContain(`data-key="products/gone/${id}" data-locale="en">removed</main>`);
    }
    // Hidden by a hold (three people's reports): under review, 404, and back once the admin dismisses the reports.
    const held = await listProduct(ctx.app, seller);
    for (let i = 0; i < 3; i += 1) {
      const reporter = await createPrincipal(ctx.app, 'Buyer', `Reporter ${i}`);
      const report = await ctx.app.inject({
        method: 'PUT',
        url: `/api/reports/${held}`,
        headers: reporter.headers,
        payload: { reported: true, reason: 'fake' },
      });
      expect(report.statusCode).toBe(200);
    }
    const review = await get(`/product/${held}`);
    expect(review.statusCode).toBe(404);
    expect(review.body).toContain(`data-key="products/gone/${held}" data-locale="en">hidden</main>`);
    const elsewhere = await get('/product/a/b');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toContain('data-prerendered>not-found<');
  });

  it('is compressed as asked, and answers 304 while it has not changed, then the new page once it has', async () => {
    const id = await listProduct(ctx.app, seller);
    const first = await get(`/product/${id}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe((await get(`/product/${id}`)).body);
    const etag = String(first.headers.etag);
    expect((await get(`/product/${id}`, { 'if-none-match': etag })).statusCode).toBe(304);

    await payOrder(ctx.app, buyer, await placeOrder(ctx.app, buyer, id));
    const after = await get(`/product/${id}`, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(jsonLd(after.body)?.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });

  it("is drawn in the person's language, kept per language, with its address in each language", async () => {
    const id = await listProduct(ctx.app, seller, { name: 'Galaxy A54' });
    const url = `https://phonehaat.example/product/${id}`;
    const en = await get(`/product/${id}`, { 'accept-language': 'en-GB,en' });
    const bn = await get(`/product/${id}`, { 'accept-language': 'bn-BD,bn;q=0.9' });
    // Asked in the other order too: the first drawing kept is not answered to the other language.
    const enAgain = await get(`/product/${id}`, { cookie: 'lang=en', 'accept-language': 'bn-BD' });
    const bnByAddress = await get(`/product/${id}?lang=bn`, { cookie: 'lang=en' });
    for (const [res, lang] of [
      [en, 'en'],
      [bn, 'bn'],
      [enAgain, 'en'],
      [bnByAddress, 'bn'],
    ] as const) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<html lang="${lang}">`);
      expect(res.body).toContain(`data-locale="${lang}">Galaxy A54`);
      expect(tag(res.body, 'property', 'og:locale')).toBe(lang === 'bn' ? 'bn_BD' : 'en_US');
      expect(tag(res.body, 'property', 'og:locale:alternate')).toBe(lang === 'bn' ? 'en_US' : 'bn_BD');
      expect(res.body).toContain(`<link rel="alternate" hreflang="en" href="${url}?lang=en">`);
      expect(res.body).toContain(`<link rel="alternate" hreflang="bn" href="${url}?lang=bn">`);
      expect(res.body).toContain(`<link rel="alternate" hreflang="x-default" href="${url}">`);
      expect(String(res.headers.vary)).toMatch(/cookie.*accept-language|accept-language.*cookie/);
      // The link preview stays in the spec's English.
      expect(tag(res.body, 'property', 'og:description')).toContain('Good condition');
    }
    expect(en.headers.etag).toBe(enAgain.headers.etag);
    expect(bn.headers.etag).toBe(bnByAddress.headers.etag);
    expect(en.headers.etag).not.toBe(bn.headers.etag);
    expect([bnByAddress.headers['set-cookie']].flat()).toContain(
      'lang=bn; Path=/; Max-Age=34560000; SameSite=Lax; Secure',
    );

    const gone = await get('/product/not-an-id', { cookie: 'lang=bn' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<html lang="bn">');
    expect(gone.body).toContain('data-locale="bn">removed');
  });

  it('never takes its absolute addresses from the Host header', async () => {
    const id = await listProduct(ctx.app, seller);
    const res = await get(`/product/${id}`, { host: 'evil.example' });
    expect(tag(res.body, 'property', 'og:url')).toBe(`https://phonehaat.example/product/${id}`);
    expect(res.body).not.toContain('evil.example');
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.body).toContain('Sitemap: https://phonehaat.example/sitemap.xml');
  });

  it('answers any id a visitor can type with a page or a refusal, never a failure', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          fc.uuid(),
          fc.constantFrom('..', '%2e%2e', '%ZZ', 'a'.repeat(2000), '00000000-0000-0000-0000-000000000000'),
        ),
        async (id) => {
          const res = await get(`/product/${encodeURIComponent(id)}`);
          // 400: a NUL or broken encoding in the address; 414: an id longer than any route takes.
          expect([200, 400, 404, 410, 414], id).toContain(res.statusCode);
          if (res.statusCode === 404) expect(res.body, id).toMatch(/data-prerendered>(not-found<|<main)/);
        },
      ),
      { numRuns: 150 },
    );
  });
});

/** A session cookie of the person, as the browser holds it after signing in. */
async function cookieOf(who: Principal): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: who.email, password: who.password },
  });
  expect(res.statusCode).toBe(200);
  return sessionCookie(res.headers['set-cookie']);
}
const SHELL = '<div id="root"></div>';

/**
 * Whatever a visitor types after a page's address (`pathOf` of a part, odd or one of `known`), with a query and the
 * buyer's cookie or a made-up one: a page or a refusal, never a failure. 400: a NUL or broken encoding in the address;
 * 404: an address that is no page of the app.
 */
async function expectPageForAnyAddress(pathOf: (part: string) => string, known: fc.Arbitrary<string>) {
  const cookie = await cookieOf(buyer);
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(fc.string({ maxLength: 40 }), known),
      fc.oneof(
        fc.constant(''),
        fc.string({ maxLength: 30 }).map((q) => `?q=${encodeURIComponent(q)}`),
      ),
      fc.oneof(
        fc.constant(cookie),
        fc.string({ maxLength: 60 }).map((v) => `better-auth.session_token=${encodeURIComponent(v)}`),
      ),
      async (part, query, sent) => {
        const res = await get(`${pathOf(encodeURIComponent(part))}${query}`, { cookie: sent });
        expect([200, 400, 404], `${part}${query}`).toContain(res.statusCode);
      },
    ),
    { numRuns: 100 },
  );
}

describe('the category page for a signed-in visitor', () => {
  it("is drawn with the category's first phones when the request carries a live session, and for nobody else", async () => {
    const name = `Redmi Note ${Date.now()}`;
    await listProduct(ctx.app, seller, { name });
    const cookie = await cookieOf(buyer);

    const res = await get('/category/1', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // The page's title in the head, once, though React wrote a photo's preload before it.
    expect(res.body).toContain('<title>Drawn</title>');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain(`data-path="/category/1" data-key="products/category/1" data-locale="en">${name}`);
    const data = pageData(res.body) as unknown as {
      queries: [[unknown[], { pages: { items: { name: string; categoryID: number }[] }[] }]];
      signedInAt: string;
    };
    expect(data.signedInAt).toBe('/category/1');
    const [[key, list]] = data.queries;
    expect(key).toEqual(['products', 'category', 1]);
    expect(list.pages[0]?.items[0]).toMatchObject({ name, categoryID: 1 });
    // Nothing of who asked is in it: the same page for every signed-in visitor.
    expect(res.body).not.toContain(buyer.email);
    expect(res.body).not.toContain(buyer.name);

    // Signed out, an ended session, a search in the address, not a category: the app's shell (the client guards).
    for (const [url, headers] of [
      ['/category/1', {}],
      ['/category/1', { cookie: 'better-auth.session_token=ended.session' }],
      ['/category/1?q=redmi', { cookie }],
      ['/category/9', { cookie }],
      ['/category/android', { cookie }],
    ] as const) {
      const shell = await get(url, headers);
      expect(shell.statusCode, url).toBe(200);
      expect(shell.body, url).toContain(SHELL);
      expect(shell.body, url).not.toContain(name);
    }
  });

  it('shows a phone listed or removed in the category at once, and is drawn in the language asked', async () => {
    const cookie = await cookieOf(buyer);
    const first = await get('/category/1', { cookie });
    const id = await listProduct(ctx.app, seller, { name: `Galaxy S21 ${Date.now()}` });
    const added = await get('/category/1', { cookie, 'if-none-match': first.headers.etag as string });
    expect(added.statusCode).toBe(200);
    expect(added.body).toContain('Galaxy S21');
    // Unchanged since: 304.
    expect((await get('/category/1', { cookie, 'if-none-match': added.headers.etag as string })).statusCode).toBe(304);

    await ctx.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: seller.headers });
    expect((await get('/category/1', { cookie })).body).not.toContain(`"_id":"${id}"`);

    const bengali = await get('/category/1', { cookie: `${cookie}; lang=bn` });
    expect(bengali.statusCode).toBe(200);
    expect(bengali.body).toContain('data-locale="bn"');
    expect(bengali.body).toContain('<html lang="bn"');
  });

  it("is kept through a sign-out and dropped when a seller's name changes", async () => {
    const cookie = await cookieOf(buyer);
    const stats = () => ctx.app.freshness.stats().find(({ name }) => name === 'category-drawn-pages')!;
    await get('/category/1', { cookie });
    const kept = stats().hits;
    // Someone else signs out: the page is the same for everyone, and is kept.
    const leaving = await createPrincipal(ctx.app, 'Buyer', 'Leaving Buyer');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: await cookieOf(leaving), origin: 'https://phonehaat.example' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    await get('/category/1', { cookie });
    expect(stats().hits).toBe(kept + 1);

    // The seller's name is on the cards: a new one is drawn at once.
    const renamed = `Rahim Uddin ${Date.now()}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: seller.headers,
      payload: { name: renamed, email: seller.email, role: 'Seller' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('/category/1', { cookie })).body).toContain(renamed);
  });

  it('knows a session cookie again without asking the identity provider, until its person signs out; another signature on its token is checked afresh', async () => {
    const visitor = await createPrincipal(ctx.app, 'Buyer', 'Cookie Buyer');
    const cookie = await cookieOf(visitor);
    const stats = () => ctx.app.freshness.stats().find(({ name }) => name === 'cookie-sessions')!;
    const drawn = (body: string) => body.includes('data-path="/category/1"');

    expect(drawn((await get('/category/1', { cookie })).body)).toBe(true);
    const { hits, misses } = stats();
    expect(drawn((await get('/category/1', { cookie })).body)).toBe(true);
    expect(stats()).toMatchObject({ hits: hits + 1, misses });

    // The same session token signed otherwise (a guess, or an old secret's signature): not the kept one.
    const [name, value] = cookie.split('=', 2) as [string, string];
    const token = decodeURIComponent(value).split('.')[0];
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    const refused = await get('/category/1', { cookie: forged });
    expect(refused.body).toContain(SHELL);
    expect(drawn(refused.body)).toBe(false);

    // Signed out: the cookie the browser may still send opens nothing drawn for a signed-in visitor.
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'https://phonehaat.example' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const after = await get('/category/1', { cookie });
    expect(after.body).toContain(SHELL);
    expect(drawn(after.body)).toBe(false);
  });

  it('answers any id, query and cookie a visitor can send with a page, never a failure', () =>
    expectPageForAnyAddress(
      (id) => `/category/${id}`,
      fc.constantFrom('1', '2', '3', '0', '4', '99999', '1.5', '-1', '%ZZ'),
    ));
});

describe('the dashboard for a signed-in person', () => {
  /** The person's token and record the page carries, if it carries them. */
  function signedInBlock(html: string) {
    const text = /<script type="application\/json" id="signed-in">(.*?)<\/script>/s.exec(html)?.[1];
    return text === undefined
      ? undefined
      : (JSON.parse(text) as { accessToken: string; user: { email: string; role: string; name: string } });
  }

  it("draws My Orders for the buyer with their orders and their token, kept by no cache, and nobody else's orders", async () => {
    const device = `Nokia 105 drawn ${Date.now()}`;
    const productId = await listProduct(ctx.app, seller, { name: device, category: 'kaiOS' });
    const orderer = await createPrincipal(ctx.app, 'Buyer', 'Shirin Akter');
    await placeOrder(ctx.app, orderer, productId);

    const res = await get('/dashboard/myorders', { cookie: await cookieOf(orderer) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(`data-path="/dashboard/myorders" data-key="orders/list/${orderer.email}"`);
    expect(res.body).toContain(device);
    const data = pageData(res.body) as unknown as { signedInAs: { email: string; role: string } };
    expect(data.signedInAs).toMatchObject({ email: orderer.email, role: 'Buyer' });
    // The token it carries is the person's own: the API answers them with it, as it would /jwt's.
    const block = signedInBlock(res.body);
    expect(block?.user).toMatchObject({ email: orderer.email, name: 'Shirin Akter', role: 'Buyer' });
    const orders = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders?email=${encodeURIComponent(orderer.email)}`,
      headers: { authorization: `bearer ${block?.accessToken}` },
    });
    expect(orders.statusCode).toBe(200);
    expect(orders.json<{ device: string }[]>().map((o) => o.device)).toContain(device);

    // Another buyer: their own page, nothing of the first one's.
    const other = await get('/dashboard/myorders', { cookie: await cookieOf(buyer) });
    expect(other.body).toContain(buyer.email);
    expect(other.body).not.toContain(device);
    expect(other.body).not.toContain(orderer.email);

    // A seller (the client sends them home): the shell with who they are, no orders.
    const sellers = await get('/dashboard/myorders', { cookie: await cookieOf(seller) });
    expect(sellers.body).toContain(SHELL);
    expect(signedInBlock(sellers.body)?.user.role).toBe('Seller');
    expect(sellers.body).not.toContain(device);

    // Signed out or an ended session: the app's shell, nobody in it, and the client asks to sign in.
    for (const cookie of ['', 'better-auth.session_token=ended.session']) {
      const shell = await get('/dashboard/myorders', cookie ? { cookie } : {});
      expect(shell.statusCode).toBe(200);
      expect(shell.body).toContain(SHELL);
      expect(signedInBlock(shell.body)).toBeUndefined();
      expect(shell.headers['cache-control']).toBe('no-cache');
    }
  });

  it("sends the other dashboard pages as the shell with the person and the page's code preloaded; no page is a 404", async () => {
    const cookie = await cookieOf(buyer);
    const deals = await get('/dashboard/deals', { cookie });
    expect(deals.statusCode).toBe(200);
    expect(deals.headers['cache-control']).toBe('private, no-store');
    expect(deals.body).toContain(SHELL);
    expect(deals.body).toContain('<link rel="modulepreload" crossorigin href="/assets/deals-Abc123_x.js">');
    expect(deals.body).toContain('<link rel="modulepreload" crossorigin href="/assets/deal-Def456_y.js">');
    expect(signedInBlock(deals.body)?.user.email).toBe(buyer.email);
    // The dashboard's home has no code listed: the person only.
    const home = await get('/dashboard', { cookie });
    expect(home.body).not.toContain('modulepreload');
    expect(signedInBlock(home.body)?.user.email).toBe(buyer.email);

    const signedOut = await get('/dashboard/deals');
    expect(signedOut.body).not.toContain('modulepreload');
    expect(signedInBlock(signedOut.body)).toBeUndefined();

    const unknown = await get('/dashboard/no-such-page', { cookie });
    expect(unknown.statusCode).toBe(404);
    expect(signedInBlock(unknown.body)).toBeUndefined();
  });

  it('answers any address under /dashboard and any cookie with a page, never a failure', () =>
    expectPageForAnyAddress(
      (rest) => `/dashboard/${rest}`,
      fc.constantFrom('myorders', 'deals', 'myorders/', 'deals/x', '%ZZ'),
    ));
});

describe('the sitemap and robots.txt', () => {
  it('lists the public pages and every live listing, and drops a listing once it is removed or sold', async () => {
    const live = await listProduct(ctx.app, seller);
    const removed = await listProduct(ctx.app, seller);
    const sold = await listProduct(ctx.app, seller);
    const other = await createPrincipal(ctx.app, 'Seller', 'Kamal Hossain');
    const onlyPhone = await listProduct(ctx.app, other);
    const sitemap = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/xml');
      return res.body;
    };
    const before = await sitemap();
    expect(before).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(before).toContain('<loc>https://phonehaat.example/</loc>');
    // Each address in both languages and the one that picks the visitor's (decision 0020).
    expect(before).toContain(
      '<url><loc>https://phonehaat.example/blog</loc>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://phonehaat.example/blog?lang=en"/>' +
        '<xhtml:link rel="alternate" hreflang="bn" href="https://phonehaat.example/blog?lang=bn"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://phonehaat.example/blog"/></url>',
    );
    expect(before).toContain(
      `<xhtml:link rel="alternate" hreflang="bn" href="https://phonehaat.example/product/${live}?lang=bn"/>`,
    );
    expect(before).toContain('<loc>https://phonehaat.example/blog</loc>');
    expect(before).toContain('<loc>https://phonehaat.example/check-phone</loc>');
    // The seller's profile, once, while they have a phone for sale.
    expect(before.split(`<loc>https://phonehaat.example/seller/${seller.id}</loc>`)).toHaveLength(2);
    expect(before).toContain(`<loc>https://phonehaat.example/seller/${other.id}</loc>`);
    for (const id of [live, removed, sold])
      expect(before).toContain(`<loc>https://phonehaat.example/product/${id}</loc>`);

    await ctx.app.inject({ method: 'DELETE', url: `/api/products/${removed}`, headers: seller.headers });
    await payOrder(ctx.app, buyer, await placeOrder(ctx.app, buyer, sold));
    await ctx.app.inject({ method: 'DELETE', url: `/api/products/${onlyPhone}`, headers: other.headers });
    const after = await sitemap();
    expect(after).toContain(`/product/${live}</loc>`);
    expect(after).not.toContain(`/product/${removed}</loc>`);
    expect(after).not.toContain(`/product/${sold}</loc>`);
    expect(after).toContain(`/seller/${seller.id}</loc>`);
    expect(after).not.toContain(`/seller/${other.id}</loc>`);
  });

  it('robots.txt keeps crawlers out of the dashboard and the API but lets previews fetch photos', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\n')).toEqual(
      expect.arrayContaining([
        'Disallow: /dashboard',
        'Disallow: /api/',
        'Allow: /api/images/',
        'Sitemap: https://phonehaat.example/sitemap.xml',
      ]),
    );
  });
});
