import type { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevOidcProvider, type DevOidcProvider } from '../../adapters/identity/dev-oidc-provider.js';
import { loadConfig } from '../../config.js';
import { createTestApp, sessionCookie, throughProvider, type TestContext } from '../../../test/helpers.js';
import { AUTH_ERROR_MESSAGES } from './auth-errors.js';
import { developmentRedirectUris } from './auth.js';

/**
 * The address a person opens works: without PUBLIC_URL, a page served at localhost, 127.0.0.1 or the machine's LAN
 * address signs up, signs in and signs in with Google there; a page of another origin is refused. With PUBLIC_URL,
 * only that address.
 */
const LAN = '192.168.1.23';
const LAN_INTERFACES = {
  lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
  wlan0: [
    { address: LAN, family: 'IPv4', internal: false },
    { address: 'fe80::1', family: 'IPv6', internal: false },
  ],
} as unknown as ReturnType<typeof networkInterfaces>;
const PASSWORD = 'a good password';

/** The headers Chromium sends with the web client's fetch from a page served at `origin`. */
function fromPage(host: string, origin: string, cookie?: string) {
  return {
    host,
    origin,
    'sec-fetch-site': origin === `http://${host}` ? 'same-origin' : 'cross-site',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
    ...(cookie ? { cookie } : {}),
  };
}

describe('PUBLIC_URL unset: the site works at the address it was opened at', () => {
  let ctx: TestContext;
  let provider: DevOidcProvider;
  beforeAll(async () => {
    provider = await startDevOidcProvider({
      port: 0,
      redirectUris: developmentRedirectUris(loadConfig({}), LAN_INTERFACES),
      production: false,
    });
    ctx = await createTestApp({}, { devOidcIssuer: provider.issuer });
  });
  afterAll(async () => {
    await ctx.close();
    await provider.close();
  });

  const signUp = (host: string, origin: string, email: string, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: fromPage(host, origin, cookie),
      payload: { name: 'Nadia Rahman', email, password: PASSWORD, role: 'Buyer' },
    });

  it('registers and signs in from a page at 127.0.0.1, localhost or the LAN address', async () => {
    for (const [i, host] of ['127.0.0.1:3000', 'localhost:3000', `${LAN}:3000`].entries()) {
      const email = `nadia${i}@example.com`;
      const created = await signUp(host, `http://${host}`, email);
      expect(created.statusCode, `${host}: ${created.body}`).toBe(200);
      const signedIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: fromPage(host, `http://${host}`, sessionCookie(created.headers['set-cookie'])),
        payload: { email, password: PASSWORD },
      });
      expect(signedIn.statusCode, `${host}: ${signedIn.body}`).toBe(200);
      expect(signedIn.json().user.email).toBe(email);
    }
  });

  it('refuses a page of another website, and one of our other addresses, with a sentence', async () => {
    for (const origin of ['http://evil.example', `http://${LAN}:3000`, 'http://127.0.0.1:3001']) {
      const res = await signUp('127.0.0.1:3000', origin, 'mallory@example.com', 'x=1');
      expect(res.statusCode, origin).toBe(403);
      expect(res.json(), origin).toEqual({ error: 'INVALID_ORIGIN', message: AUTH_ERROR_MESSAGES.INVALID_ORIGIN });
    }
  });

  it('refuses a cookie POST that does not say where it came from', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { host: '127.0.0.1:3000', cookie: 'x=1' },
      payload: { email: 'nadia0@example.com', password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'MISSING_OR_NULL_ORIGIN',
      message: AUTH_ERROR_MESSAGES.MISSING_OR_NULL_ORIGIN,
    });
  });

  it('signs in with Google from 127.0.0.1 and comes back to 127.0.0.1, where its state cookie is', async () => {
    const host = '127.0.0.1:3000';
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: fromPage(host, `http://${host}`),
      payload: { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/login' },
    });
    expect(start.statusCode, start.body).toBe(200);
    const authorize = new URL(start.json<{ url: string }>().url);
    expect(authorize.hostname).toBe('127.0.0.1');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`http://${host}/api/auth/callback/google`);

    const back = await throughProvider(authorize.toString(), `http://${host}`, {
      name: 'Farzana Akter',
      email: 'farzana@example.com',
    });
    expect(back.startsWith(`http://${host}/api/auth/callback/google?`)).toBe(true);
    const callback = await ctx.app.inject({
      method: 'GET',
      url: back.slice(`http://${host}`.length),
      headers: { host, cookie: sessionCookie(start.headers['set-cookie']) },
    });
    expect(callback.statusCode, callback.body).toBe(302);
    expect(callback.headers.location).toBe('/dashboard');
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { host, cookie: sessionCookie(callback.headers['set-cookie']) },
    });
    expect(session.json()).toMatchObject({ user: { email: 'farzana@example.com', name: 'Farzana Akter' } });
  });

  it('sends a phone on the Wi-Fi to the provider at the LAN address, which takes our callback there', async () => {
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: fromPage(`${LAN}:3000`, `http://${LAN}:3000`),
      payload: { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/login' },
    });
    expect(start.statusCode, start.body).toBe(200);
    const authorize = new URL(start.json<{ url: string }>().url);
    expect(authorize.hostname).toBe(LAN);
    expect(authorize.port).toBe(new URL(provider.issuer).port);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`http://${LAN}:3000/api/auth/callback/google`);
    // (Nothing answers at the made-up LAN address here: the same provider is asked at 127.0.0.1.)
    authorize.hostname = '127.0.0.1';
    const page = await fetch(authorize, { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toMatch(/^\/interaction\//);
  });

  it("the development provider refuses a callback at an address that is not this machine's", async () => {
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: fromPage('phonehaat.evil.example', 'http://phonehaat.evil.example'),
      payload: { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/login' },
    });
    const authorize = new URL(start.json<{ url: string }>().url);
    authorize.hostname = '127.0.0.1';
    const page = await fetch(authorize, { redirect: 'manual' });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('redirect_uri');
  });
});

describe('PUBLIC_URL set: only that address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: 'http://localhost:3999' });
  });
  afterAll(() => ctx.close());

  it('refuses a page at another address, and takes one at PUBLIC_URL', async () => {
    const payload = { name: 'Imran Hossain', email: 'imran@example.com', password: PASSWORD };
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: fromPage('127.0.0.1:3999', 'http://127.0.0.1:3999'),
      payload,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'INVALID_ORIGIN', message: AUTH_ERROR_MESSAGES.INVALID_ORIGIN });
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: fromPage('localhost:3999', 'http://localhost:3999'),
      payload,
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe("better-auth's refusals reach a person as our sentences", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: unknown) => ctx.app.inject({ method: 'POST', url, payload: payload as object });

  it('says what happened and what to do, keeping the code', async () => {
    const account = { name: 'Rina Begum', email: 'rina@example.com', password: PASSWORD };
    expect((await post('/api/auth/sign-up/email', account)).statusCode).toBe(200);
    const cases: [string, unknown, number, string, string][] = [
      ['/api/auth/sign-up/email', account, 422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', ''],
      [
        '/api/auth/sign-up/email',
        { ...account, email: 'x@example.com', password: 'short' },
        400,
        'PASSWORD_TOO_SHORT',
        '',
      ],
      [
        '/api/auth/sign-in/email',
        { email: account.email, password: 'not the password' },
        401,
        'INVALID_EMAIL_OR_PASSWORD',
        '',
      ],
      // No Google provider in this app.
      ['/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' }, 404, 'PROVIDER_NOT_FOUND', ''],
      [
        '/api/auth/sign-in/social',
        { provider: 'google', callbackURL: 'http://evil.example/' },
        403,
        'INVALID_CALLBACK_URL',
        '',
      ],
      ['/api/auth/update-user', { name: 'Someone' }, 401, 'UNAUTHORIZED', ''],
      // Our own checks, inside better-auth: their sentence is ours already.
      [
        '/api/auth/sign-up/email',
        { ...account, email: 'not an email' },
        400,
        'INVALID_FIELD',
        'Enter a valid email address.',
      ],
      [
        '/api/auth/sign-up/email',
        { ...account, email: 'a@example.com', role: 'Admin' },
        400,
        'INVALID_FIELD',
        'Account type must be Buyer or Seller.',
      ],
    ];
    for (const [url, payload, status, error, own] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${error}: ${res.body}`).toBe(status);
      expect(res.json(), error).toEqual({ error, message: own || AUTH_ERROR_MESSAGES[error] });
    }
  });

  it('answers an endpoint better-auth does not have with our sentence', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/no-such-endpoint' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Error', message: 'There is no such address. Check the link and try again.' });
  });

  it("sends a failed redirect to our sign-in page, never better-auth's error page", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/error?error=state_mismatch' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=state_mismatch');
  });
});
