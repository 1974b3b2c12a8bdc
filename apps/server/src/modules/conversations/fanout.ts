import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * How a chat change reaches the sockets of every instance (decision 0011): Redis pub/sub when REDIS_URL is set,
 * PostgreSQL LISTEN/NOTIFY on PostgreSQL, in-process on PGlite (one instance). Every instance, the sender's included,
 * hears each envelope once through the same path, so delivery does not depend on where the sender's request landed.
 */
export interface Fanout {
  readonly kind: 'local' | 'postgres' | 'redis';
  publish(envelope: string): Promise<void>;
  /** Resolves once this instance listens (a message published after it is heard). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export const CHANNEL = 'phonehaat_chat';
/** NOTIFY's payload must stay under 8,000 bytes: larger envelopes carry the message's id instead of the message. */
export const NOTIFY_MAX_BYTES = 7_500;

export function localFanout(deliver: (envelope: string) => void): Fanout {
  return {
    kind: 'local',
    async publish(envelope) {
      // After the current request's work, as a remote instance would hear it.
      queueMicrotask(() => deliver(envelope));
    },
    ready: async () => undefined,
    close: async () => undefined,
  };
}

export function redisFanout(url: string, deliver: (envelope: string) => void, log: FastifyBaseLogger): Fanout {
  const publisher = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: null });
  publisher.on('error', (err) => log.warn({ err }, 'redis (chat) unavailable'));
  subscriber.on('error', (err) => log.warn({ err }, 'redis (chat) unavailable'));
  subscriber.on('message', (_channel: string, text: string) => deliver(text));
  const subscribed = subscriber.subscribe(CHANNEL);
  return {
    kind: 'redis',
    async publish(envelope) {
      await publisher.publish(CHANNEL, envelope);
    },
    ready: async () => {
      await subscribed;
    },
    async close() {
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would lose it); NOTIFY through a short-lived pooled query. A lost
 * listening connection is opened again after a second; what was sent meanwhile reaches clients by their polling.
 */
export function postgresFanout(
  url: string,
  notify: (channel: string, payload: string) => Promise<void>,
  deliver: (envelope: string) => void,
  log: FastifyBaseLogger,
): Fanout {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('notification', (n) => {
      if (n.channel === CHANNEL && n.payload) deliver(n.payload);
    });
    next.on('error', (err) => {
      log.warn({ err }, 'chat LISTEN connection lost; reconnecting');
      void next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };
  const listening = connect().catch((err: unknown) => {
    log.warn({ err }, 'chat LISTEN connection failed; retrying');
    if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
  });
  return {
    kind: 'postgres',
    publish: (envelope) => notify(CHANNEL, envelope),
    ready: () => listening,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
