import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginxProxy, type Running } from '../../../bench/lib/processes.js';
import { startMailCatcher } from '../src/modules/mail/catcher.js';
import { openSocket } from '../test/chat-helpers.js';
import { sessionCookie } from '../test/helpers.js';
import {
  call,
  chargeAtGateway,
  listProductOverHttp,
  placeOrderOverHttp,
  recordPayment,
  sleep,
  startServerProcess,
  type RemotePrincipal,
  type ServerProcess,
} from '../test/process-helpers.js';

/**
 * Issue 19: Debian's nginx in front of two server processes sharing PostgreSQL (a database of its own on
 * 127.0.0.1:5432), Redis (127.0.0.1:6379) and an S3 store (s3rver), each check alternating between the instances
 * (a chat message sent through one reaches a socket held by the other).
 * Ports 3500..3509 only: nginx 3500, the instances 3502 and 3503, s3rver 3506, the mail catcher 3507.
 */
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NGINX_PORT = 3500;
const PORTS = [3502, 3503] as const;
const LOGIN_LIMIT = 6;

const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<unknown>;
  close(): Promise<void>;
};

let database: { url: string; drop(): Promise<void> };
let s3: InstanceType<typeof S3rver>;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let nginx: Running | undefined;
const instances: ServerProcess[] = [];
const dirs: string[] = [];
const temp = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
const lb = `http://127.0.0.1:${NGINX_PORT}`;
const at = (i: number) => instances[i % 2]!.url;

/** A database of its own on the PostgreSQL server, dropped afterwards. */
async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `phonehaat_scale_${Date.now().toString(36)}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: POSTGRES });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** A made-up client address (X-Forwarded-For, trusted as from nginx), so this run's rate limits are its own. */
const address = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

async function signIn(via: string, email: string, password: string, ip: string): Promise<string> {
  const headers = { 'x-forwarded-for': ip };
  const res = await call(via, 'POST', '/api/auth/sign-in/email', { body: { email, password }, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const jwt = await call<{ accessToken: string }>(via, 'GET', `/api/jwt?email=${encodeURIComponent(email)}`, {
    headers: { ...headers, cookie: sessionCookie(res.headers.getSetCookie()) },
  });
  expect(jwt.status).toBe(200);
  return jwt.body.accessToken;
}

async function verify(email: string) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    // Setup, not the flow under test (process.test.ts follows the emailed link): the address counts as proved.
    await client.query('update "user" set email_verified = true where email = $1', [email]);
  } finally {
    await client.end();
  }
}
async function person(role: 'Buyer' | 'Seller', via: string): Promise<RemotePrincipal> {
  const email = `${role.toLowerCase()}-scale-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@phonehaat.test`;
  const password = 'correct horse battery';
  const ip = address();
  const up = await call(via, 'POST', '/api/auth/sign-up/email', {
    body: { name: `Scale ${role}`, email, password, role },
    headers: { 'x-forwarded-for': ip },
  });
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  await verify(email);
  return { email, name: `Scale ${role}`, token: await signIn(via, email, password, ip) };
}

beforeAll(async () => {
  database = await createDatabase();
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 3506,
    silent: true,
    directory: temp('phonehaat-scale-s3-'),
    configureBuckets: [{ name: 'phonehaat-scale' }],
  });
  await s3.run();
  mail = await startMailCatcher({ dir: temp('phonehaat-scale-mail-'), port: 3507 });
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    S3_BUCKET: 'phonehaat-scale',
    S3_ENDPOINT: 'http://127.0.0.1:3506',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SMTP_URL: 'smtp://127.0.0.1:3507',
    AUTH_SECRET: 'scale-out-test-secret-0123456789abcdef',
    TRUST_PROXY: 'true',
    LOGIN_RATE_LIMIT_PER_IP: String(LOGIN_LIMIT),
    LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
    JOBS_POLL_MS: '1000',
  };
  // One at a time: the first applies the migrations.
  for (const [i, port] of PORTS.entries()) {
    instances.push(
      await startServerProcess(
        { ...shared, DATA_DIR: temp(`phonehaat-scale-${i}-`), DEV_OIDC_PORT: String(3504 + i), PUBLIC_URL: '' },
        { port, timeoutMs: 300_000 },
      ),
    );
  }
  nginx = await startNginxProxy(temp('phonehaat-scale-nginx-'), {
    port: NGINX_PORT,
    upstreams: PORTS.map((port) => `127.0.0.1:${port}`),
  });
}, 600_000);

afterAll(async () => {
  await nginx?.stop();
  for (const server of instances) await server.kill();
  await mail?.close();
  await s3?.close();
  await database?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('two instances behind nginx', () => {
  let seller: RemotePrincipal;
  let buyer: RemotePrincipal;

  it('takes a token made on one instance on the other', async () => {
    seller = await person('Seller', at(0));
    buyer = await person('Buyer', at(1));
    for (const [who, i] of [
      [seller, 1],
      [buyer, 0],
    ] as const) {
      const me = await call(at(i), 'GET', `/api/users?email=${encodeURIComponent(who.email)}`, { token: who.token });
      expect(me.status).toBe(200);
    }
  });

  it('shows a listing and its photo listed on one instance on the other at once', async () => {
    const productId = await listProductOverHttp(at(0), seller, { name: 'Scale-out Pixel 7' });
    const seen = await call<{ product: { name: string; picture: string } }>(at(1), 'GET', `/api/product/${productId}`, {
      token: buyer.token,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.product.name).toBe('Scale-out Pixel 7');
    const photo = await fetch(at(1) + seen.body.product.picture);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
  });

  it('orders on one instance and pays on the other: the order is paid and the phone sold on both', async () => {
    const productId = await listProductOverHttp(at(1), seller, { name: 'Scale-out Galaxy A52' });
    const orderId = await placeOrderOverHttp(at(0), buyer, productId);
    const charged = await chargeAtGateway(at(1), buyer, orderId);
    const recorded = await recordPayment(at(0), buyer, orderId, charged.intentId);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    for (const i of [0, 1]) {
      const order = await call<{ paid: boolean }>(at(i), 'GET', `/api/orders/${orderId}`, { token: buyer.token });
      expect(order.body).toMatchObject({ paid: true });
      const listing = await call<{ product: { isProductPurchased: boolean } }>(
        at(i),
        'GET',
        `/api/product/${productId}`,
        {
          token: buyer.token,
        },
      );
      expect(listing.body.product).toMatchObject({ isProductPurchased: true });
    }
  });

  it('refuses a token signed out on one instance on the other at once', async () => {
    const leaving = await person('Buyer', at(0));
    const out = await call(at(0), 'POST', '/api/auth/sign-out', { token: leaving.token, body: {} });
    expect(out.status).toBe(200);
    const after = await call(at(1), 'GET', `/api/users?email=${encodeURIComponent(leaving.email)}`, {
      token: leaving.token,
    });
    expect(after.status).toBe(401);
  });

  it('counts sign-in attempts from one address across both instances', async () => {
    const statuses: number[] = [];
    const ip = address();
    for (let i = 0; i < LOGIN_LIMIT + 2; i += 1) {
      const res = await call(at(i), 'POST', '/api/auth/sign-in/email', {
        body: { email: 'nobody-scale@phonehaat.test', password: 'wrong password here' },
        headers: { 'x-forwarded-for': ip },
      });
      statuses.push(res.status);
    }
    // Each instance alone saw at most LOGIN_LIMIT / 2 + 1 attempts: only a shared count refuses.
    expect(statuses.slice(0, LOGIN_LIMIT - 2).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('delivers a chat message sent through one instance to a socket held by the other at once', async () => {
    const productId = await listProductOverHttp(at(0), seller, { name: 'Scale-out chat Pixel 7' });
    const sellerOnB = await openSocket(at(1), seller);
    try {
      const chat = await call<{ _id: string }>(at(0), 'POST', '/api/conversations', {
        token: buyer.token,
        body: { productId },
      });
      expect(chat.status, JSON.stringify(chat.body)).toBe(200);
      const sent = await call<{ _id: string }>(at(0), 'POST', `/api/conversations/${chat.body._id}/messages`, {
        token: buyer.token,
        body: { text: 'Is the battery original? Can we meet at Farmgate?' },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const frame = await sellerOnB.next((f) => f.type === 'message' && f.message._id === sent.body._id, 'message');
      expect(frame).toMatchObject({
        type: 'message',
        message: { conversationId: chat.body._id, text: 'Is the battery original? Can we meet at Farmgate?' },
      });
    } finally {
      await sellerOnB.close();
    }
  });

  it('loses no GET when an instance is killed under a read load (nginx retries on the other)', async () => {
    const failures: string[] = [];
    let answered = 0;
    let stop = false;
    const reader = async () => {
      while (!stop) {
        const res = await fetch(`${lb}/api/advertisedproduct`).catch((err: unknown) => String(err));
        if (typeof res === 'string') failures.push(res);
        else if (res.status !== 200) failures.push(`${res.status}`);
        else {
          answered += 1;
          await res.arrayBuffer();
        }
      }
    };
    const readers = Array.from({ length: 8 }, reader);
    await sleep(1500);
    await instances[1]!.kill();
    await sleep(3000);
    stop = true;
    await Promise.all(readers);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(20);
  });
});
