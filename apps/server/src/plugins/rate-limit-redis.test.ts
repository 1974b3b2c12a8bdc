import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, redisAvailable, TEST_REDIS_URL, type TestContext } from '../../test/helpers.js';

/** Sign-in limits shared by every instance through Redis (REDIS_URL); CI and these machines have Redis on 6379. */
const REDIS_URL = TEST_REDIS_URL;

const available = await redisAvailable();
if (!available) console.warn(`No Redis at ${REDIS_URL}: the shared rate-limit test does not run here.`);

describe.runIf(available)('sign-in limits across instances (Redis)', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    const env = { REDIS_URL, LOGIN_RATE_LIMIT_PER_ACCOUNT: '3', LOGIN_RATE_LIMIT_PER_IP: '100000' };
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts attempts on one account across two server instances', async () => {
    const email = `target-${randomUUID()}@example.com`;
    const attempt = (ctx: TestContext) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: 'guess' } });
    expect((await attempt(a)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(401);
    expect((await attempt(a)).statusCode).toBe(401);
    const blocked = await attempt(b);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
  });
});
