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
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>PhoneHaat</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  // The build writes best-level copies beside each text asset (scripts/prerender.mjs).
  const css = `.a{color:red}${'.b{margin:0}'.repeat(400)}`;
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), css);
  writeFileSync(join(dist, 'assets', 'index-abc123.css.br'), brotliCompressSync(css));
  writeFileSync(join(dist, 'assets', 'index-abc123.css.gz'), gzipSync(css, { level: 1 }));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (withPages) {
    mkdirSync(join(dist, 'pages'));
    for (const name of ['home', 'login', 'not-found'])
      writeFileSync(
        join(dist, 'pages', `${name}.html`),
        `<!doctype html><div id="root" data-prerendered>${name}</div>`,
      );
    writeFileSync(
      join(dist, 'pages.json'),
      JSON.stringify({
        pages: { '/': 'pages/home.html', '/login': 'pages/login.html' },
        notFound: 'pages/not-found.html',
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
