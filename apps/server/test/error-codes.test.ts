import { ApiErrorSchema } from '@phonehaat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createPrincipal,
  createTestApp,
  listProduct,
  payOrder,
  placeOrder,
  type Principal,
  type TestContext,
} from './helpers.js';

/**
 * Issue 18: a refusal a person meets often carries a stable `code` beside its English message, so the web client can
 * say it in Bengali. Each answer here also parses as the API's error shape.
 */
let ctx: TestContext;
let buyer: Principal;
let otherBuyer: Principal;
let seller: Principal;

beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_RATE_LIMIT_PER_IP: '1000', LOGIN_RATE_LIMIT_PER_ACCOUNT: '2' });
  ctx.app.post(
    '/api/test/echo',
    { schema: { body: z.object({ price: z.number().int().positive() }) } },
    async (req) => req.body,
  );
  await ctx.app.ready();
  buyer = await createPrincipal(ctx.app, 'Buyer');
  otherBuyer = await createPrincipal(ctx.app, 'Buyer', 'Other Buyer');
  seller = await createPrincipal(ctx.app, 'Seller');
});
afterAll(() => ctx.close());

const refusal = (body: unknown) => ApiErrorSchema.parse(body);

describe('the codes of the refusals a person meets most', () => {
  it('asks someone with no token to sign in first, and tells a stale token its session expired', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: `/api/orders?email=${buyer.email}` });
    expect(none.statusCode).toBe(401);
    expect(refusal(none.json())).toMatchObject({ code: 'sign_in_required' });

    const stale = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders?email=${buyer.email}`,
      headers: { authorization: 'bearer not-a-session-token' },
    });
    expect(stale.statusCode).toBe(401);
    expect(refusal(stale.json())).toEqual({
      error: 'Unauthorized',
      message: 'Your session has expired. Please sign in again.',
      code: 'session_expired',
    });
  });

  it("refuses another role's page with the role's code and the spec's words", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/buyers', headers: buyer.headers });
    expect(res.statusCode).toBe(403);
    expect(refusal(res.json())).toEqual({ error: 'Forbidden', message: 'You are not Admin', code: 'not_admin' });
  });

  it('names the field of a request that does not validate', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/echo', payload: { price: 'free' } });
    expect(res.statusCode).toBe(400);
    expect(refusal(res.json())).toMatchObject({ code: 'invalid_field', field: 'body.price' });
  });

  it('answers what does not exist with not_found', async () => {
    const admin = await createPrincipal(ctx.app, 'Admin');
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/buyers/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(refusal(res.json())).toMatchObject({ code: 'not_found' });
  });

  it('refuses an order for a phone already sold with already_sold', async () => {
    const productId = await listProduct(ctx.app, seller);
    const orderId = await placeOrder(ctx.app, buyer, productId);
    const paid = await payOrder(ctx.app, buyer, orderId);
    expect(paid.response.statusCode).toBe(200);

    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: otherBuyer.headers,
      payload: { productId, contact: '01811-223344', meetingLocation: 'Dhanmondi 27, Dhaka' },
    });
    expect(late.statusCode).toBe(409);
    expect(refusal(late.json())).toEqual({
      error: 'Conflict',
      message: 'This phone has already been sold.',
      code: 'already_sold',
    });
  });

  it('slows a guesser down with too_many_requests', async () => {
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '10.9.0.1',
        payload: { email: otherBuyer.email, password: 'a wrong guess' },
      });
    let res = await attempt();
    for (let i = 0; i < 5 && res.statusCode !== 429; i += 1) res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(refusal(res.json())).toMatchObject({ code: 'too_many_requests' });
  });

  it('codes an ownership refusal as forbidden, and leaves a rarer one uncoded (the client shows its English)', async () => {
    const productId = await listProduct(ctx.app, seller);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders?email=${encodeURIComponent(otherBuyer.email)}`,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(refusal(res.json())).toMatchObject({ code: 'forbidden' });
    await placeOrder(ctx.app, otherBuyer, productId);
    const twice = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: otherBuyer.headers,
      payload: { productId, contact: '01811-223344', meetingLocation: 'Dhanmondi 27, Dhaka' },
    });
    expect(twice.statusCode).toBe(409);
    expect(refusal(twice.json())).toEqual({
      error: 'Conflict',
      message: 'You have already ordered this phone. Pay for it from My Orders.',
    });
  });
});
