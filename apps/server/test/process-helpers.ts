import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, freeStablePort, sleep } from '../../../bench/lib/processes.js';
import {
  createPostgresDatabase,
  multipartBody,
  samplePhoto,
  sessionCookie,
  TEST_DATABASE_URL,
  validProduct,
} from './helpers.js';

/**
 * Helpers for tests that run the server as its own process (`node --import tsx src/server.ts`, as `npm start` does)
 * and talk to it over real HTTP: crashes, shutdown, database outages.
 */
export const SERVER_ENTRY = join(import.meta.dirname, '..', 'src', 'server.ts');

// Free ports and waiting: the same helpers as the bench's server runs.
export { freePort, freeStablePort, sleep };

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  /** How many requests the server has logged as arriving (needs LOG_LEVEL=info or lower). */
  requestsSeen(): number;
  /** SIGKILL if it still runs; safe to call any number of times. */
  kill(): Promise<void>;
}

/**
 * Starts the server process and waits until it says it is running (or fails with its output). A free port can be
 * taken by another process between the check and the server's listen: then it starts again on another one.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { port: fixedPort, timeoutMs = 60_000 }: { port?: number; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env, fixedPort ?? (await freePort()), timeoutMs);
    } catch (err) {
      const portTaken = err instanceof PortTakenError;
      if (!portTaken || fixedPort !== undefined || attempt === 3) throw err;
    }
  }
}

class PortTakenError extends Error {}

async function startOnce(env: Record<string, string>, port: number, timeoutMs: number): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DEV_OIDC_PORT: '0',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      LOGIN_RATE_LIMIT_PER_IP: '100000',
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let partial = '';
  let seen = 0;
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
    const lines = (partial + d.toString()).split('\n');
    partial = lines.pop() ?? '';
    seen += lines.filter((line) => line.includes('"msg":"incoming request"')).length;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    url,
    port,
    child,
    exited,
    output: () => output,
    requestsSeen: () => seen,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (!output.includes('PhoneHaat is running')) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const Failure = output.includes('EADDRINUSE') ? PortTakenError : Error;
      throw new Failure(`the server exited (${child.exitCode ?? child.signalCode}) before it was running:\n${output}`);
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server was not running after ${timeoutMs / 1000} s:\n${output}`);
    }
    await sleep(50);
  }
  return server;
}

/**
 * A database that outlives the server process, on the engine the server suite runs on: a PGlite data folder by
 * default, or a database of its own on the PostgreSQL server of TEST_DATABASE_URL.
 */
export interface ProcessDatabase {
  engine: 'pglite' | 'postgres';
  /** The environment that points the server at it (DATA_DIR, and DATABASE_URL on PostgreSQL). */
  env: Record<string, string>;
  /** Runs SQL against it. With PGlite the server must be stopped (a data folder has one owner). */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  destroy(): Promise<void>;
}

export async function createProcessDatabase(): Promise<ProcessDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'phonehaat-process-'));
  if (!TEST_DATABASE_URL) {
    return {
      engine: 'pglite',
      env: { DATA_DIR: dataDir },
      async query<T>(text: string, params: unknown[] = []) {
        const { PGlite } = await import('@electric-sql/pglite');
        const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
        const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
        try {
          return (await db.query<T>(text, params)).rows;
        } finally {
          await db.close();
        }
      },
      async destroy() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = await createPostgresDatabase('phonehaat_p');
  return {
    engine: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    async query<T>(text: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query(text, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async destroy() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One JSON call over HTTP, as the web client makes it. */
export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  {
    body,
    token,
    headers = {},
    signal,
  }: { body?: unknown; token?: string; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Answer<T>> {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `bearer ${token}` } : {}),
      origin: base,
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    ...(signal ? { signal } : {}),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: the caller sees the text
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

function expectStatus(answer: Answer, status: number, what: string) {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

export interface RemotePrincipal {
  email: string;
  name: string;
  token: string;
}

let counter = 0;

/** Signs up over HTTP, then signs in and trades the session for the API token, as the web client does. */
export async function signUpOverHttp(base: string, role: 'Buyer' | 'Seller', name = `Remote ${role}`) {
  const email = `${role.toLowerCase()}-${process.pid}-${Date.now()}-${(counter += 1)}@phonehaat.test`;
  const password = 'correct horse battery';
  expectStatus(
    await call(base, 'POST', '/api/auth/sign-up/email', { body: { name, email, password, role } }),
    200,
    'sign-up',
  );
  await verifyOverHttp(base, email);
  return { email, name, token: await signInOverHttp(base, email, password) } satisfies RemotePrincipal;
}

/** Opens the verification link emailed to `email`, read from the server's mail catcher (/dev/mail), as a person does. */
export async function verifyOverHttp(base: string, email: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const list = await (await fetch(`${base}/dev/mail`)).text();
    const id = list
      .split('<li>')
      .find((row) => row.includes(`To ${email}`))
      ?.match(/href="\/dev\/mail\/([^"]+)"/)?.[1];
    if (id) {
      const mail = await (await fetch(`${base}/dev/mail/${id}`)).text();
      const token = /verify-email\?token=([^"&<\s]+)/.exec(mail)?.[1];
      if (!token) throw new Error(`no verification link in the email to ${email}`);
      const verified = await fetch(`${base}/api/auth/verify-email?token=${token}`, { redirect: 'manual' });
      if (verified.status !== 200) throw new Error(`verify-email: ${verified.status} ${await verified.text()}`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`no verification email reached ${email} within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function signInOverHttp(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  const cookie = sessionCookie(res.headers.getSetCookie());
  const jwt = await call<{ accessToken: string }>(base, 'GET', `/api/jwt?email=${encodeURIComponent(email)}`, {
    headers: { cookie },
  });
  expectStatus(jwt, 200, 'token');
  return jwt.body.accessToken;
}

/** Uploads a fresh photo and lists a phone with it; answers the product id. */
export async function listProductOverHttp(base: string, seller: RemotePrincipal, overrides: Record<string, unknown>) {
  const form = multipartBody('image', 'phone.jpg', 'image/jpeg', await samplePhoto(undefined, 640, 480));
  const upload = await fetch(`${base}/api/images`, {
    method: 'POST',
    headers: { ...form.headers, authorization: `bearer ${seller.token}` },
    body: form.payload,
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const { data } = (await upload.json()) as { data: { url: string } };
  const add = await call<{ insertedId: string }>(base, 'POST', '/api/products/add', {
    token: seller.token,
    body: { add: { ...validProduct(data.url), ...overrides } },
  });
  expectStatus(add, 201, 'add product');
  return add.body.insertedId;
}

export async function placeOrderOverHttp(base: string, buyer: RemotePrincipal, productId: string) {
  const res = await call<{ insertedId: string }>(base, 'POST', '/api/orders', {
    token: buyer.token,
    body: { productId, contact: '01811-223344', meetingLocation: 'Dhanmondi 27, Dhaka' },
  });
  expectStatus(res, 201, 'order');
  return res.body.insertedId;
}

/**
 * The browser's half of a card payment: the intent, the card (a payment method) and the confirmation at the sandbox
 * gateway. After this the buyer has been charged (or, for a deal, the amount is held on the card); only
 * `POST /api/payment` (the record) is left.
 */
export async function chargeAtGateway(base: string, buyer: RemotePrincipal, orderId: string) {
  const intent = await call<{ intentId: string; clientSecret: string; amount: number }>(
    base,
    'POST',
    '/api/create-payment-intent',
    { token: buyer.token, body: { orderId } },
  );
  expectStatus(intent, 200, 'payment intent');
  const method = await call<{ id: string }>(base, 'POST', '/api/sandbox/payment-methods', {
    token: buyer.token,
    body: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expectStatus(method, 200, 'payment method');
  const confirm = await call<{ status: string }>(
    base,
    'POST',
    `/api/sandbox/payment-intents/${intent.body.intentId}/confirm`,
    { token: buyer.token, body: { clientSecret: intent.body.clientSecret, paymentMethod: method.body.id } },
  );
  expectStatus(confirm, 200, 'confirm');
  // Charged (an order without a deal), or held on the card until the handover (a deal's payment).
  if (!['succeeded', 'requires_capture'].includes(confirm.body.status))
    throw new Error(`confirm: ${confirm.body.status}`);
  return { intentId: intent.body.intentId, amount: intent.body.amount, status: confirm.body.status };
}

export function recordPayment(base: string, buyer: RemotePrincipal, orderId: string, intentId: string) {
  return call<{ insertedId: string }>(base, 'POST', '/api/payment', {
    token: buyer.token,
    body: { orderID: orderId, transaction: intentId },
  });
}
