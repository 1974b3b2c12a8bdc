import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type App } from '../src/app.js';
import { createLocalStorage } from '../src/adapters/storage/local-storage.js';
import { loadConfig, type Config } from '../src/config.js';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { luhnValid } from '@phonehaat/shared';

/**
 * Server tests run on a fresh database per test file: an in-memory PGlite by default, or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a database of its own created on it and dropped afterwards.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const engine = TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and drops the database (PostgreSQL). */
  destroy(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const handle = await openDatabase({ driver: 'pglite', dir: undefined, loadDataDir: await migratedPglite() });
    // Runs whatever the template lacks: nothing, while its name follows the migrations.
    await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }
  const database = await createPostgresDatabase('phonehaat_t');
  const handle = await openDatabase({ driver: 'postgres', url: database.url });
  await handle.migrate();
  return {
    ...handle,
    async destroy() {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * PGlite's data folder with every migration run: made once for these migrations and this lockfile (a file in the temp
 * folder named by their hash), read once per test process, and loaded by each of its databases. A new in-memory PGlite
 * creates its cluster first, about 2 s a file; loading the folder takes under 1 s (docs/decisions/0030).
 */
let template: Promise<Blob> | undefined;
const migratedPglite = () => (template ??= readOrMakeTemplate());

async function readOrMakeTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  // The lockfile names PGlite's version: another version may not read this one's folder.
  hash.update(readFileSync(new URL('../../../package-lock.json', import.meta.url)));
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!/\.(sql|json)$/.test(name)) continue;
    hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  const file = join(tmpdir(), `phonehaat-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not made yet: made here. Files that start together may each make it; the rename keeps any reader from a half.
  }
  const handle = await openDatabase({ driver: 'pglite', dir: undefined });
  await handle.migrate();
  const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await handle.close();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/** A new, empty database of its own on TEST_DATABASE_URL's server: its URL, and `drop()` for afterwards. */
export async function createPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const server = TEST_DATABASE_URL;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'phonehaat-test-'));
  return loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    // Every injected request comes from one address; the limiter's own tests set their limits.
    LOGIN_RATE_LIMIT_PER_IP: '100000',
    LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
    // Due jobs run when a test says so (app.jobs.runDue()), by the test's clock.
    JOBS_POLL_MS: '0',
    ...env,
  });
}

export interface TestContext {
  app: App;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database and a temporary storage folder. Call `close()` in afterAll. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { devOidcIssuer?: string; now?: () => Date } = {},
): Promise<TestContext> {
  const config = testConfig(env);
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    storage: createLocalStorage(config.storageDir),
    devOidcIssuer: options.devOidcIssuer,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.destroy();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export interface Principal {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${process.pid}-${(counter += 1)}@phonehaat.test`;

/** The session cookie (`name=value`) from a better-auth answer. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.map((c) => c.split(';')[0]).join('; ');
}

/** Signs in through the real endpoint and trades the session for the API token, as the web client does. */
export async function signIn(app: App, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const jwt = await app.inject({
    method: 'GET',
    url: `/api/jwt?email=${encodeURIComponent(email)}`,
    headers: { cookie: sessionCookie(res.headers['set-cookie']) },
  });
  if (jwt.statusCode !== 200) throw new Error(`token failed: ${jwt.statusCode} ${jwt.body}`);
  return jwt.json<{ accessToken: string }>().accessToken;
}

/** Registers a Buyer or Seller through the sign-up endpoint (Admins through ensureAdmin) and signs them in. */
export async function createPrincipal(
  app: App,
  role: 'Buyer' | 'Seller' | 'Admin',
  name = `Test ${role}`,
  options: { emailVerified?: boolean } = {},
): Promise<Principal> {
  const email = uniqueEmail(role.toLowerCase());
  const password = 'correct horse battery';
  if (role === 'Admin') {
    const { ensureAdmin } = await import('../src/modules/users/admin-account.js');
    await ensureAdmin(app.db, { email, password, name });
  } else {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name, email, password, role },
    });
    if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    // Setup, not the flow under test: the address counts as proved (account.test.ts follows the emailed link).
    if (options.emailVerified ?? true) {
      await app.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    }
  }
  const token = await signIn(app, email, password);
  const me = await app.inject({
    method: 'GET',
    url: `/api/users?email=${encodeURIComponent(email)}`,
    headers: { authorization: `bearer ${token}` },
  });
  return {
    id: me.json<{ _id: string }>()._id,
    name,
    email,
    password,
    token,
    headers: { authorization: `bearer ${token}` },
  };
}

/** A real JPEG photo made on the fly (sharp), distinct per call so each upload is a new image. */
export async function samplePhoto(
  seed = Math.floor(Math.random() * 1_000_000),
  width = 1200,
  height = 900,
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const r = seed % 256;
  const g = Math.floor(seed / 256) % 256;
  return sharp({ create: { width, height, channels: 3, background: { r, g, b: 140 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#223"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipartBody(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----phonehaat${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a photo as this seller and lists a product with it; answers the new product's id. */
export async function listProduct(
  app: App,
  seller: Principal,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const body = multipartBody('image', 'phone.jpg', 'image/jpeg', await samplePhoto());
  const upload = await app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...seller.headers },
  });
  if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.statusCode} ${upload.body}`);
  const add = await app.inject({
    method: 'POST',
    url: '/api/products/add',
    headers: seller.headers,
    payload: { add: { ...validProduct(upload.json().data.url), ...overrides } },
  });
  if (add.statusCode !== 201) throw new Error(`add failed: ${add.statusCode} ${add.body}`);
  return add.json<{ insertedId: string }>().insertedId;
}

/** A valid IMEI (15 digits, Luhn) no other test made: 35 (a GSMA reporting body), 12 random digits, the check digit. */
export function testImei(): string {
  const body = `35${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
  for (let d = 0; ; d += 1) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
}

export const validProduct = (picture: string) => ({
  name: 'Samsung Galaxy A52',
  picture,
  category: 'Android',
  yearOfUse: 2,
  orginalPrice: 38999,
  resalePrice: 21500,
  location: 'Mirpur 10, Dhaka',
  productCondition: 'Good',
  contact: '01712-345678',
  imei: testImei(),
});

/** The buyer's payment intent for an order (its id and client secret), as the payment page asks for it. */
export async function startPayment(app: App, buyer: Principal, orderId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: buyer.headers,
    payload: { orderId },
  });
  if (res.statusCode !== 200) throw new Error(`intent failed: ${res.statusCode} ${res.body}`);
  return res.json<{ intentId: string; clientSecret: string }>();
}

/** A test card entered by this buyer at the sandbox (4242… succeeds); answers the payment method's id. */
export async function enterCard(app: App, buyer: Principal, number = '4242424242424242'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sandbox/payment-methods',
    headers: buyer.headers,
    payload: { card: { number, expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  if (res.statusCode !== 200) throw new Error(`card refused: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

/** The sandbox confirms (charges) an intent with a payment method, as Stripe.js would. */
export function confirmAtGateway(
  app: App,
  buyer: Principal,
  intent: { intentId: string; clientSecret: string },
  paymentMethod: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/sandbox/payment-intents/${intent.intentId}/confirm`,
    headers: buyer.headers,
    payload: { clientSecret: intent.clientSecret, paymentMethod },
  });
}

/** The buyer is charged at the gateway and the tab closes before POST /payment: answers the charged intent. */
export async function chargeWithoutReporting(app: App, buyer: Principal, orderId: string) {
  const intent = await startPayment(app, buyer, orderId);
  const confirm = await confirmAtGateway(app, buyer, intent, await enterCard(app, buyer));
  if (confirm.json<{ status?: string }>().status !== 'succeeded') {
    throw new Error(`charge failed: ${confirm.statusCode} ${confirm.body}`);
  }
  return intent;
}

/** Pays for an order the way the web client does: intent, card payment method, confirmation, payment record. */
export async function payOrder(app: App, buyer: Principal, orderId: string, cardNumber = '4242424242424242') {
  const intent = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: buyer.headers,
    payload: { orderId, price: 1 },
  });
  if (intent.statusCode !== 200) return { stage: 'intent' as const, response: intent };
  const { clientSecret, intentId } = intent.json<{ clientSecret: string; intentId: string }>();
  const method = await app.inject({
    method: 'POST',
    url: '/api/sandbox/payment-methods',
    headers: buyer.headers,
    payload: { card: { number: cardNumber, expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  if (method.statusCode !== 200) return { stage: 'method' as const, response: method };
  const confirm = await app.inject({
    method: 'POST',
    url: `/api/sandbox/payment-intents/${intentId}/confirm`,
    headers: buyer.headers,
    payload: { clientSecret, paymentMethod: method.json().id },
  });
  if (confirm.statusCode !== 200) return { stage: 'confirm' as const, response: confirm };
  const record = await app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: buyer.headers,
    payload: { orderID: orderId, transaction: intentId },
  });
  return { stage: 'record' as const, response: record, intentId };
}

export async function placeOrder(app: App, buyer: Principal, productId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: { productId, contact: '01811-223344', meetingLocation: 'Dhanmondi 27, Dhaka' },
  });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json<{ insertedId: string }>().insertedId;
}

/** The Redis that CI and these machines have (tests of what instances share through REDIS_URL). */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether TEST_REDIS_URL answers; a machine without Redis skips those tests and says so. */
export async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Follows an OpenID provider's redirects like a browser would, keeping its cookies and posting `form` to the page's
 * form when there is one, until it is sent back to `site`; answers that address.
 */
export async function throughProvider(start: string, site: string, form?: Record<string, string>): Promise<string> {
  const jar = new Map<string, string>();
  let url = start;
  let body: string | undefined;
  let method = 'GET';
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(site)) return url;
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (name) jar.set(name, value ?? '');
    }
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await res.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action || !form) throw new Error(`stuck at ${url}: ${res.status} ${html.slice(0, 200)}`);
    url = new URL(action, url).toString();
    method = 'POST';
    body = new URLSearchParams(form).toString();
  }
  throw new Error('too many redirects');
}
