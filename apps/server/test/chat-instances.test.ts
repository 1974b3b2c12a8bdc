import type { Message } from '@phonehaat/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { createLocalStorage } from '../src/adapters/storage/local-storage.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { openSocket, send, startChat } from './chat-helpers.js';
import {
  createPrincipal,
  createTestDatabase,
  listProduct,
  redisAvailable,
  testConfig,
  TEST_DATABASE_URL,
  type TestDatabase,
} from './helpers.js';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = await redisAvailable();

/**
 * Two server instances on one database, each listening on its own port: a message sent through one arrives on a
 * socket held by the other, by PostgreSQL LISTEN/NOTIFY (two connection pools on the PostgreSQL suite's database) or
 * by Redis pub/sub (REDIS_URL set; on PGlite both instances share the one embedded database).
 */
function twoInstances(fanout: 'postgres' | 'redis') {
  let database: TestDatabase;
  let second: DatabaseHandle | undefined;
  let a: App;
  let b: App;
  let addressB: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env: Record<string, string> = fanout === 'redis' ? { REDIS_URL: TEST_REDIS_URL } : {};
    const build = async (db: DatabaseHandle) => {
      const config = testConfig(env);
      return buildApp({ config, database: db, storage: createLocalStorage(config.storageDir) });
    };
    a = await build(database);
    second = database.url ? await openDatabase({ driver: 'postgres', url: database.url }) : undefined;
    b = await build(second ?? database);
    await a.listen({ port: 0, host: '127.0.0.1' });
    addressB = await b.listen({ port: 0, host: '127.0.0.1' });
    await Promise.all([a.chatSockets.ready(), b.chatSockets.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await database?.destroy();
  });

  it(`delivers a message sent to one instance on the other’s socket (${fanout})`, async () => {
    expect(a.chatSockets.fanout).toBe(fanout);
    const seller = await createPrincipal(a, 'Seller', 'Seller On A');
    const buyer = await createPrincipal(a, 'Buyer', 'Buyer On A');
    const productId = await listProduct(a, seller);
    const chat = await startChat(a, buyer, productId);
    const sellerOnB = await openSocket(addressB, seller);
    try {
      // The longest Bengali message (2,000 characters, about 6,000 bytes) still fits one NOTIFY.
      for (const text of ['Is it still for sale?', 'ব্যাটারি'.repeat(250)]) {
        const sent = await send(a, buyer, chat, text);
        expect(sent.statusCode, sent.body).toBe(201);
        const id = sent.json<Message>()._id;
        const frame = await sellerOnB.next((f) => f.type === 'message' && f.message._id === id, 'message');
        expect(frame).toMatchObject({ type: 'message', message: { text, conversationId: chat } });
      }
      expect(b.chatSockets.counts()).toEqual({ users: 1, sockets: 1 });
    } finally {
      await sellerOnB.close();
    }
  });

  it(`closes a person’s sockets on the other instance when they sign out (${fanout})`, async () => {
    const person = await createPrincipal(a, 'Buyer', 'Leaving Buyer');
    const onB = await openSocket(addressB, person);
    const out = await a.inject({ method: 'POST', url: '/api/auth/sign-out', headers: person.headers, payload: {} });
    expect(out.statusCode, out.body).toBe(200);
    expect(await onB.closed).toEqual({ code: 4401, reason: 'Your session has expired. Please sign in again.' });
    await vi.waitFor(() => expect(b.chatSockets.counts().sockets).toBe(0));
  });
}

// LISTEN/NOTIFY is PostgreSQL's: this part belongs to the PostgreSQL pass of the suite (PGlite has no second client).
if (TEST_DATABASE_URL) describe('two instances: PostgreSQL LISTEN/NOTIFY', () => twoInstances('postgres'));
describe.runIf(redis)('two instances: Redis pub/sub', () => twoInstances('redis'));
