import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, engine, type TestContext } from './helpers.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  // A route that exists only in this test, to drive the shared error handler with a real body schema.
  ctx.app.post(
    '/api/test/echo',
    { schema: { body: z.object({ price: z.number().int().positive() }) } },
    async (req) => req.body,
  );
  await ctx.app.ready();
});
afterAll(() => ctx.close());

describe('health', () => {
  it('reports the database as up, with its engine', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', database: { status: 'up', driver: engine } });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not Found', message: 'No route for GET /api/nothing-here.' });
  });

  it('answers a schema failure with a 400 naming the field, never a 500', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/echo', payload: { price: 'free' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Bad Request',
      message: expect.stringMatching(/^body\.price: /),
      code: 'invalid_field',
      field: 'body.price',
    });
  });

  it('answers malformed JSON with a 400 JSON message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"price": 12',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
  });

  it('answers a wrong content type with a 415 JSON message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<price>1</price>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'Unsupported Media Type' });
  });

  it('answers an oversized body with a 413 JSON message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ price: 1, pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'Payload Too Large' });
  });

  it('passes a valid body through', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/echo', payload: { price: 45000 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ price: 45000 });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same hardening headers on pages, errors and refusals as on the API', async () => {
    const wanted = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/health' }),
      ctx.app.inject({ method: 'GET', url: '/api/nope' }),
      ctx.app.inject({ method: 'GET', url: '/api/products/1' }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/products/add',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    const [health, ...others] = answers;
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 401, 400]);
    for (const name of wanted) expect(health?.headers[name], name).toBeTruthy();
    expect(health?.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(health?.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const res of others)
      for (const name of wanted) expect(res.headers[name], `${res.statusCode} ${name}`).toBe(health?.headers[name]);
  });

  it('adds HSTS and upgrade-insecure-requests when the site is served over HTTPS', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://phonehaat.example' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});
