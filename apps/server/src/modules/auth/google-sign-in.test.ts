import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../db/schema/index.js';
import { buildApp, type App } from '../../app.js';
import { createLocalStorage } from '../../adapters/storage/local-storage.js';
import { startDevOidcProvider, type DevOidcProvider } from '../../adapters/identity/dev-oidc-provider.js';
import {
  createTestDatabase,
  sessionCookie,
  testConfig,
  throughProvider,
  type TestDatabase,
} from '../../../test/helpers.js';

/**
 * "Sign in With Google" end to end on the server: our OIDC client (better-auth genericOAuth, authorization code +
 * PKCE, ID token verified) against the development OpenID provider over real HTTP, as it runs under `npm start`.
 */
const PUBLIC_URL = 'http://localhost:3999';
let provider: DevOidcProvider;
let database: TestDatabase;
let app: App;
let dataDir: string;

beforeAll(async () => {
  provider = await startDevOidcProvider({
    port: 0,
    redirectUris: [`${PUBLIC_URL}/api/auth/callback/google`],
    production: false,
  });
  const config = testConfig({ PUBLIC_URL });
  dataDir = config.dataDir;
  database = await createTestDatabase();
  app = await buildApp({
    config,
    database,
    storage: createLocalStorage(config.storageDir),
    devOidcIssuer: provider.issuer,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.destroy();
  await provider.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function googleSignIn(name: string, email: string) {
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/login' },
  });
  expect(start.statusCode).toBe(200);
  const { url } = start.json<{ url: string }>();
  expect(url).toContain('code_challenge_method=S256');
  const back = await throughProvider(url, PUBLIC_URL, { name, email });
  const callback = await app.inject({
    method: 'GET',
    url: back.slice(PUBLIC_URL.length),
    headers: { cookie: sessionCookie(start.headers['set-cookie']) },
  });
  return callback;
}

describe('Sign in With Google (development provider)', () => {
  it('creates a Buyer named from the profile on first sign-in, and hands out a working token', async () => {
    const callback = await googleSignIn('Sadia Islam', 'Sadia.Islam@Gmail.com');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/dashboard');
    const cookie = sessionCookie(callback.headers['set-cookie']);

    const jwt = await app.inject({ method: 'GET', url: '/api/jwt?email=sadia.islam@gmail.com', headers: { cookie } });
    expect(jwt.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users?email=sadia.islam@gmail.com',
      headers: { authorization: `bearer ${jwt.json().accessToken}` },
    });
    expect(me.json()).toMatchObject({
      name: 'Sadia Islam',
      email: 'sadia.islam@gmail.com',
      role: 'Buyer',
      verified: false,
    });
  });

  it('signs the same person in again without creating a second account', async () => {
    const callback = await googleSignIn('Sadia Islam', 'sadia.islam@gmail.com');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/dashboard');
    const rows = await app.db.select().from(users).where(eq(users.email, 'sadia.islam@gmail.com'));
    expect(rows).toHaveLength(1);
    const links = await app.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, rows[0]?.id ?? ''));
    expect(links.map((l) => l.providerId)).toEqual(['google']);
  });

  it('does not take over an existing password account with the same email', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Owner', email: 'owner@example.com', password: 'owner password', role: 'Seller' },
    });
    const callback = await googleSignIn('Impostor', 'owner@example.com');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toContain('error=account_not_linked');
  });

  it('refuses to start in production', async () => {
    await expect(startDevOidcProvider({ port: 0, redirectUris: ['http://x/cb'], production: true })).rejects.toThrow(
      /does not run with NODE_ENV=production/,
    );
  });
});
