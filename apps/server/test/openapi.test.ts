import { Validator } from '@seriousme/openapi-schema-validator';
import { ApiErrorSchema } from '@phonehaat/shared';
import type { InjectOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_ENDPOINTS, DOCS_PATH, OPENAPI_PATH } from '../src/plugins/openapi.js';
import { createPrincipal, createTestApp, sessionCookie, type TestContext } from './helpers.js';
import { apiRoutes, documentPath, isDocumentRoute, undescribedAnswers } from './route-log.js';

/**
 * The OpenAPI document: generated from the route schemas, valid OpenAPI 3.1, every API route in it with its method,
 * and its reference page served from our own origin under the site's CSP. Whether every status a route sends is
 * described is checked where the statuses are seen: the authorization matrix and the hostile-input generator.
 */
vi.mock('fastify', async (original) => (await import('./route-log.js')).withRouteLog(await original()));

let ctx: TestContext;
/** The Stripe gateway's configuration registers other payment routes: its document must hold them. */
let stripeCtx: TestContext;
let documents: OpenAPIV3_1.Document[];

async function documentOf(context: TestContext): Promise<OpenAPIV3_1.Document> {
  const res = await context.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json<OpenAPIV3_1.Document>();
}

const operationsOf = (document: OpenAPIV3_1.Document) =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {})
      .filter(([, value]) => typeof value === 'object' && value !== null && 'responses' in value)
      .map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        operation: operation as OpenAPIV3_1.OperationObject,
      })),
  );

beforeAll(async () => {
  ctx = await createTestApp();
  stripeCtx = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_openapi',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_openapi',
    STRIPE_WEBHOOK_SECRET: 'whsec_openapi',
  });
  await ctx.app.ready();
  await stripeCtx.app.ready();
  documents = [await documentOf(ctx), await documentOf(stripeCtx)];
});
afterAll(async () => {
  await ctx?.close();
  await stripeCtx?.close();
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1, in both payment configurations', async () => {
    for (const document of documents) {
      const validator = new Validator();
      const result = await validator.validate(document);
      expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 2000)).toEqual([]);
      expect(result.valid).toBe(true);
      expect(validator.version).toBe('3.1');
    }
  });

  it('has every /api route the app registers, with its method, and no operation the app does not have', () => {
    const registered = [...apiRoutes()].filter((r) => !isDocumentRoute(r.split(' ')[1] ?? ''));
    const documented = new Set(documents.flatMap((d) => operationsOf(d).map((o) => o.key)));
    const expected = new Set<string>();
    for (const route of registered) {
      const [method = '', url = ''] = route.split(' ');
      if (url === '/api/auth/*') {
        // better-auth's catch-all: the endpoints the clients use, one operation each.
        const endpoints = AUTH_ENDPOINTS.filter((e) => e.method.toUpperCase() === method);
        expect(endpoints.length, `documented endpoints of ${route}`).toBeGreaterThan(0);
        for (const e of endpoints) expected.add(`${method} ${e.path}`);
      } else {
        expected.add(`${method} ${documentPath(url)}`);
      }
    }
    expect(
      [...expected].filter((k) => !documented.has(k)),
      'routes missing from the document',
    ).toEqual([]);
    expect(
      [...documented].filter((k) => !expected.has(k)),
      'operations of no route',
    ).toEqual([]);
    expect(documented.has('POST /api/stripe/webhook')).toBe(true);
    expect(documented.size).toBeGreaterThanOrEqual(35);
  });

  it('tags every operation with a described domain, and names how each is signed in', () => {
    for (const document of documents) {
      const tags = new Set((document.tags ?? []).map((t) => t.name));
      for (const { key, operation } of operationsOf(document)) {
        expect(operation.tags?.length, key).toBe(1);
        expect(tags.has(operation.tags?.[0] ?? ''), `${key} has an undescribed tag ${operation.tags?.[0]}`).toBe(true);
      }
      expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
      const security = (path: string, method: 'get' | 'post') =>
        (document.paths?.[path] as Record<string, OpenAPIV3_1.OperationObject> | undefined)?.[method]?.security;
      expect(security('/api/orders', 'get')).toEqual([{ bearerAuth: [] }]);
      expect(security('/api/products/add', 'post')).toEqual([{ bearerAuth: [] }]);
      expect(security('/api/health', 'get')).toBeUndefined();
      expect(security('/api/advertisedproduct', 'get')).toBeUndefined();
      expect(security('/api/jwt', 'get')).toEqual([{ sessionCookie: [] }]);
    }
  });

  it('describes every answer of the documented better-auth endpoints, with the fields they carry', async () => {
    const person = await createPrincipal(ctx.app, 'Buyer', 'Doc Reader');
    const call = async (options: InjectOptions) => {
      const res = await ctx.app.inject(options);
      const path = String(options.url).split('?')[0] ?? '';
      const endpoint = AUTH_ENDPOINTS.find((e) => e.path === path && e.method.toUpperCase() === options.method);
      expect(endpoint, path).toBeDefined();
      const schema = endpoint?.responses[res.statusCode];
      expect(schema, `${options.method} ${path} answered ${res.statusCode}, not described: ${res.body}`).toBeDefined();
      const parsed = (schema ?? ApiErrorSchema).safeParse(res.json());
      expect(parsed.success, `${path} ${res.statusCode}: ${res.body.slice(0, 300)}`).toBe(true);
      return res;
    };
    const signUp = await call({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'New Reader', email: 'new.reader@phonehaat.test', password: 'a long password', role: 'Seller' },
    });
    expect(signUp.statusCode).toBe(200);
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: { name: 'Again', email: 'new.reader@phonehaat.test', password: 'a long password', role: 'Buyer' },
        })
      ).statusCode,
    ).toBe(422);
    const refused = await call({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: person.email, password: 'not the password' },
    });
    expect(refused.statusCode).toBe(401);
    const signIn = await call({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: person.email, password: person.password },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = sessionCookie(signIn.headers['set-cookie']);
    const byCookie = await call({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(byCookie.json<{ user: { email: string } }>().user.email).toBe(person.email);
    const byToken = await call({ method: 'GET', url: '/api/auth/get-session', headers: person.headers });
    expect(byToken.json<{ user: { role: string } }>().user.role).toBe('Buyer');
    expect((await call({ method: 'GET', url: '/api/auth/get-session' })).json()).toBeNull();
    const renamed = await call({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: person.headers,
      payload: { name: 'Doc Reader Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await call({ method: 'POST', url: '/api/auth/update-user', payload: { name: 'Nobody' } })).statusCode).toBe(
      401,
    );
    await call({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/', errorCallbackURL: '/login' },
    });
    const signOut = await call({ method: 'POST', url: '/api/auth/sign-out', headers: person.headers, payload: {} });
    expect(signOut.statusCode).toBe(200);
    expect(undescribedAnswers(documents)).toEqual([]);
  });
});

describe('the reference page', () => {
  it(`${DOCS_PATH} is served with its own files only, under the site's CSP`, async () => {
    const page = await ctx.app.inject({ method: 'GET', url: DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const sitePolicy = (await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
    expect(page.headers['content-security-policy']).toBe(sitePolicy);
    expect(String(sitePolicy)).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);

    // Nothing inline: every script is a file, no style element or attribute, every address on our own origin.
    const html = page.body;
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/\ssrc="/);
      expect(body.trim()).toBe('');
    }
    const addresses = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(addresses.length).toBeGreaterThanOrEqual(4);
    for (const address of addresses) {
      expect(address, 'an address on our own origin').toMatch(new RegExp(`^${DOCS_PATH}/static/`));
      const asset = await ctx.app.inject({ method: 'GET', url: address });
      expect(asset.statusCode, address).toBe(200);
      expect(asset.headers['content-security-policy']).toBe(sitePolicy);
      if (address.endsWith('.js')) expect(asset.headers['content-type']).toMatch(/javascript/);
      if (address.endsWith('.css')) expect(asset.headers['content-type']).toMatch(/^text\/css/);
    }

    // The page reads the same generated document.
    const initializer = await ctx.app.inject({ method: 'GET', url: `${DOCS_PATH}/static/swagger-initializer.js` });
    expect(initializer.body).toContain("resolveUrl('./json')");
    const shown = await ctx.app.inject({ method: 'GET', url: `${DOCS_PATH}/json` });
    expect(shown.json()).toEqual(documents[0]);
  });
});
