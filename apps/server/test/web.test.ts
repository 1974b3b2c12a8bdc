import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';

/**
 * The built web client on the API's port: assets cached for good; the public pages answered with their prerendered
 * HTML, the app's other pages with its shell (index.html), and unknown paths with the prerendered 404 page.
 */
function writeDist(withPages: boolean): string {
  const dist = join(process.env.TMPDIR ?? '/tmp', `phonehaat-dist-${process.pid}-${Date.now()}-${withPages}`);
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>PhoneHaat</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  // The build writes best-level copies beside each text asset (scripts/prerender.mjs).
  const css = `.a{color:red}${'.b{margin:0}'.repeat(400)}`;
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), css);
  writeFileSync(join(dist, 'assets', 'index-abc123.css.br'), brotliCompressSync(css));
  writeFileSync(join(dist, 'assets', 'index-abc123.css.gz'), gzipSync(css, { level: 1 }));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (withPages) {
    mkdirSync(join(dist, 'pages'));
    // Each page in English and in Bengali (home.html, home.bn.html), as the build draws them.
    for (const name of ['home', 'login', 'not-found'])
      for (const [suffix, lang] of [
        ['', 'en'],
        ['.bn', 'bn'],
      ])
        writeFileSync(
          join(dist, 'pages', `${name}${suffix}.html`),
          `<!doctype html><html lang="${lang}"><head><title>${name}</title></head>` +
            `<body><div id="root" data-prerendered>${name}${suffix}</div></body></html>`,
        );
    // The app's shell in each language, its words its own (index.html is English).
    for (const [suffix, lang, words] of [
      ['', 'en', 'PhoneHaat needs JavaScript'],
      ['.bn', 'bn', 'PhoneHaat চালাতে JavaScript লাগে'],
    ])
      writeFileSync(
        join(dist, 'pages', `shell${suffix}.html`),
        `<!doctype html><html lang="${lang}"><head><title>PhoneHaat</title></head>` +
          `<body><div id="root"></div><noscript>${words}</noscript></body></html>`,
      );
    const both = (name: string) => ({ en: `pages/${name}.html`, bn: `pages/${name}.bn.html` });
    writeFileSync(
      join(dist, 'pages.json'),
      JSON.stringify({
        pages: { '/': both('home'), '/login': both('login') },
        notFound: both('not-found'),
        shell: both('shell'),
        appRoutes: ['/', '/login', '/category/:id', '/search', '/dashboard', '/dashboard/payment/:id'],
        styleHash: STYLE_HASH,
      }),
    );
  }
  return dist;
}

/** The stylesheet the build writes into its pages, by its CSP hash. */
const STYLE_HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

const page = (ctx: TestContext, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('serving the web client with prerendered pages', () => {
  let ctx: TestContext;
  let dist = '';
  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST_DIR: (dist = writeDist(true)) });
  });
  afterAll(() => ctx.close());

  it('answers a prerendered page with its own HTML, query string and trailing slash or not', async () => {
    for (const [url, body] of [
      ['/', 'home'],
      ['/?utm=x', 'home'],
      ['/login', 'login'],
      ['/login/', 'login'],
      ['/login?next=%2Fdashboard', 'login'],
    ] as const) {
      const res = await page(ctx, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`data-prerendered>${body}<`);
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('sends every page compressed as the browser asks, with an ETag that answers 304 when it has not changed', async () => {
    for (const url of ['/', '/login', '/category/1', '/no/such/page']) {
      const plain = await page(ctx, url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary, url).toContain('accept-encoding');
      for (const [asked, coding, decode] of [
        ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
        ['gzip, deflate', 'gzip', gunzipSync],
        ['br;q=0, gzip', 'gzip', gunzipSync],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html', 'accept-encoding': asked },
        });
        expect(res.statusCode, url).toBe(plain.statusCode);
        expect(res.headers['content-encoding'], `${url} ${asked}`).toBe(coding);
        expect(decode(res.rawPayload).toString(), url).toBe(plain.body);
      }
      const etag = String(plain.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      if (plain.statusCode === 200) {
        expect(again.statusCode, url).toBe(304);
        expect(again.body, url).toBe('');
      } else expect(again.statusCode, url).toBe(404);
      const other = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
      expect(other.statusCode, url).toBe(plain.statusCode);
    }
  });

  it("allows the stylesheet the build wrote into its pages, by its hash, in those pages' CSP only", async () => {
    for (const url of ['/', '/login', '/no/such/page']) {
      const csp = String((await page(ctx, url)).headers['content-security-policy']);
      expect(csp, url).toContain(`style-src 'self' '${STYLE_HASH}';`);
      expect(csp, url).toContain("script-src 'self';");
    }
    const shell = String((await page(ctx, '/category/1')).headers['content-security-policy']);
    expect(shell).toContain("style-src 'self';");
    const api = String(
      (await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(api).toContain("style-src 'self';");
  });

  it("answers the app's other pages with its shell, for the client's router to draw", async () => {
    for (const url of ['/category/1', '/category/1/', '/search?q=samsung', '/dashboard', '/dashboard/payment/abc']) {
      const res = await page(ctx, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('answers a path that is no page with the prerendered 404 page and status 404', async () => {
    for (const url of ['/no/such/page', '/category', '/category/1/more', '/dashboard/nope', '/pages/x']) {
      const res = await page(ctx, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body, url).toContain('data-prerendered>not-found<');
    }
  });

  it('serves hashed assets for a year, compressed', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's own compressed copy of an asset when there is one", async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.css' });
    for (const [asked, coding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.css',
        headers: { 'accept-encoding': asked },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/css');
      expect(res.headers['content-encoding']).toBe(coding);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
      // The very bytes the build wrote, not a copy compressed again for this answer.
      expect(
        res.rawPayload.equals(readFileSync(join(dist, 'assets', `index-abc123.css.${coding === 'br' ? 'br' : 'gz'}`))),
      ).toBe(true);
    }
  });

  it('serves other static files with revalidation', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('keeps unknown API paths a JSON 404, not the page', async () => {
    const res = await page(ctx, '/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found' });
  });
});

/** The `lang` attribute of a page's <html>. */
const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
/** The cookie an answer sets, if any. */
const setCookie = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie']].flat().filter(Boolean);

describe("pages in the person's language (one address per page, docs/decisions/0020)", () => {
  let ctx: TestContext;
  let origin = '';
  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST_DIR: writeDist(true) });
    origin = ctx.app.config.publicUrl;
  });
  afterAll(() => ctx.close());

  const visit = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('answers in Bengali a browser whose first language of ours is Bengali, in English one whose is English', async () => {
    for (const [acceptLanguage, lang] of [
      ['bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7', 'bn'],
      ['bn', 'bn'],
      ['fr-FR, bn;q=0.9, en;q=0.8', 'bn'],
      ['en-GB,en;q=0.9,bn;q=0.8', 'en'],
      // By preference (q), not by the order the header lists them in.
      ['en;q=0.5, bn-BD', 'bn'],
      ['fr, de;q=0.9', 'en'],
      ['', 'en'],
    ] as const) {
      const res = await visit('/login', acceptLanguage ? { 'accept-language': acceptLanguage } : {});
      expect(res.statusCode, acceptLanguage).toBe(200);
      expect(htmlLang(res.body), acceptLanguage).toBe(lang);
      expect(res.body, acceptLanguage).toContain(`data-prerendered>${lang === 'bn' ? 'login.bn' : 'login'}<`);
      // The client reads the cookie first: it draws the page in the language the server chose.
      expect(setCookie(res), acceptLanguage).toEqual([`lang=${lang}; Path=/; Max-Age=34560000; SameSite=Lax`]);
    }
  });

  it('keeps to the language the person chose with the switch (the lang cookie), whatever the browser prefers', async () => {
    const bn = await visit('/', { cookie: 'session=x; lang=bn', 'accept-language': 'en-US,en' });
    expect(htmlLang(bn.body)).toBe('bn');
    expect(bn.body).toContain('data-prerendered>home.bn<');
    expect(setCookie(bn)).toEqual([]);
    const en = await visit('/', { cookie: 'lang=en', 'accept-language': 'bn-BD,bn' });
    expect(htmlLang(en.body)).toBe('en');
    expect(en.body).toContain('data-prerendered>home<');
    expect(setCookie(en)).toEqual([]);
    // A cookie that names no language of ours is not a choice.
    const odd = await visit('/', { cookie: 'lang=fr', 'accept-language': 'bn-BD' });
    expect(htmlLang(odd.body)).toBe('bn');
    expect(setCookie(odd)).toEqual(['lang=bn; Path=/; Max-Age=34560000; SameSite=Lax']);
  });

  it('answers ?lang= in that language over the cookie and the browser, and remembers it in the cookie', async () => {
    const res = await visit('/login?lang=bn', { cookie: 'lang=en', 'accept-language': 'en' });
    expect(htmlLang(res.body)).toBe('bn');
    expect(res.body).toContain('data-prerendered>login.bn<');
    expect(setCookie(res)).toEqual(['lang=bn; Path=/; Max-Age=34560000; SameSite=Lax']);
    const back = await visit('/login?next=%2Fdashboard&lang=EN', { cookie: 'lang=bn' });
    expect(htmlLang(back.body)).toBe('en');
    expect(setCookie(back)).toEqual(['lang=en; Path=/; Max-Age=34560000; SameSite=Lax']);
    const unknown = await visit('/login?lang=fr', { cookie: 'lang=bn' });
    expect(htmlLang(unknown.body)).toBe('bn');
  });

  it('links each public page to itself in each language (hreflang) and to the address that picks one (x-default)', async () => {
    for (const [url, path] of [
      ['/', '/'],
      ['/login', '/login'],
      ['/login/?lang=bn', '/login'],
    ] as const)
      for (const cookie of ['lang=en', 'lang=bn']) {
        const html = (await visit(url, { cookie })).body;
        const head = html.slice(0, html.indexOf('</head>'));
        expect(head, `${url} ${cookie}`).toContain(
          `<link rel="alternate" hreflang="en" href="${origin}${path}?lang=en">`,
        );
        expect(head, `${url} ${cookie}`).toContain(
          `<link rel="alternate" hreflang="bn" href="${origin}${path}?lang=bn">`,
        );
        expect(head, `${url} ${cookie}`).toContain(
          `<link rel="alternate" hreflang="x-default" href="${origin}${path}">`,
        );
      }
    // The 404 page and the app's shell have no address of their own to offer in another language.
    for (const url of ['/no/such/page', '/category/1']) expect((await visit(url)).body, url).not.toContain('hreflang');
  });

  it("sets the language on the 404 page and the app's shell too", async () => {
    for (const [url, status] of [
      ['/no/such/page', 404],
      ['/category/1', 200],
    ] as const)
      for (const lang of ['en', 'bn']) {
        const res = await visit(url, { cookie: `lang=${lang}` });
        expect(res.statusCode, url).toBe(status);
        expect(htmlLang(res.body), `${url} ${lang}`).toBe(lang);
      }
    expect((await visit('/no/such/page', { cookie: 'lang=bn' })).body).toContain('data-prerendered>not-found.bn<');
    // The shell's own words: what it says with JavaScript off.
    expect((await visit('/category/1', { cookie: 'lang=bn' })).body).toContain(
      '<noscript>PhoneHaat চালাতে JavaScript লাগে',
    );
    expect((await visit('/category/1', { cookie: 'lang=en' })).body).toContain('<noscript>PhoneHaat needs JavaScript');
  });

  it("tells caches the page depends on the cookie and the browser's languages, with an ETag per language", async () => {
    for (const url of ['/', '/login', '/category/1', '/no/such/page']) {
      const en = await visit(url, { cookie: 'lang=en' });
      const bn = await visit(url, { cookie: 'lang=bn' });
      for (const res of [en, bn]) {
        expect(String(res.headers.vary), url).toContain('accept-encoding');
        expect(String(res.headers.vary), url).toContain('cookie');
        expect(String(res.headers.vary), url).toContain('accept-language');
      }
      expect(en.headers.etag, url).not.toBe(bn.headers.etag);
      if (en.statusCode !== 200) continue;
      // The English copy a cache holds is not the Bengali page: 200 with the Bengali one, 304 for its own.
      const switched = await visit(url, { cookie: 'lang=bn', 'if-none-match': String(en.headers.etag) });
      expect(switched.statusCode, url).toBe(200);
      expect(htmlLang(switched.body), url).toBe('bn');
      const same = await visit(url, { cookie: 'lang=bn', 'if-none-match': String(bn.headers.etag) });
      expect(same.statusCode, url).toBe(304);
    }
  });
});

describe('serving a web build without prerendered pages', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST_DIR: writeDist(false) });
  });
  afterAll(() => ctx.close());

  it('answers every page with index.html (the client decides, 404 included)', async () => {
    for (const url of ['/', '/blog', '/category/1', '/no/such/page']) {
      const res = await page(ctx, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});
