import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';

/**
 * The web build's service worker and manifest (issue 18, docs/decisions/0021-offline-and-install.md): served from the
 * root (the worker's scope is the whole site), never cached for long (a new version must be seen), the manifest with
 * its type, and the CSP allowing both from this origin.
 */
describe('serving the service worker and the web app manifest', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const dist = join(process.env.TMPDIR ?? '/tmp', `phonehaat-dist-pwa-${process.pid}-${Date.now()}`);
    mkdirSync(join(dist, 'icons'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>PhoneHaat</title><div id="root"></div>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'PhoneHaat', start_url: '/' }));
    writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    ctx = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => ctx.close());

  it('sends sw.js as JavaScript from the root, revalidated on every load', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toMatch(/max-age=0|no-cache/);
    expect(String(res.headers['cache-control'])).not.toContain('immutable');
  });

  it('sends the manifest as application/manifest+json, revalidated, and its icons', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toMatch(/max-age=0|no-cache/);
    expect(res.json()).toMatchObject({ name: 'PhoneHaat' });
    const icon = await ctx.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it("has a CSP that lets this origin's worker and manifest load", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((part) => part.trim().startsWith(`${name} `));
    // Neither set: both fall back to default-src, which is 'self'.
    for (const name of ['worker-src', 'manifest-src'])
      expect(directive(name) ?? directive('default-src')).toContain("'self'");
    expect(directive('default-src')).toContain("'self'");
  });
});
