import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { createShortCache, type ShortCache, type ShortCacheOptions } from '../lib/short-cache.js';

/** The Redis channel on which instances tell each other to empty their caches. */
export const INVALIDATION_CHANNEL = 'phonehaat:freshness';
/** How long a change waits for Redis to take its invalidation before answering anyway (the TTL still bounds it). */
const PUBLISH_TIMEOUT_MS = 1000;

export interface Freshness {
  /** A short-lived cache that every invalidation empties. */
  cache<V>(options: ShortCacheOptions): ShortCache<V>;
  /** Empties every cache of this process and tells the other instances (Redis), waiting at most about a second. */
  invalidate(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    freshness: Freshness;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Answers that refuse a request before it changes anything: bad input, no or a wrong token, not allowed, not found,
 * too large, rate limited. They do not empty the caches, so a flood of refused POSTs (no token needed) cannot turn
 * the caches off. Every other answer to a POST, PUT, PATCH or DELETE does, 5xx included.
 */
const REFUSALS = new Set([400, 401, 403, 404, 405, 413, 415, 429]);

const changesState = (request: FastifyRequest, reply: FastifyReply) =>
  !SAFE_METHODS.has(request.method) && !request.is404 && !REFUSALS.has(reply.statusCode);

/**
 * Keeps the short in-memory caches (sessions, category pages) from serving what this process has changed: every
 * state-changing request empties them before its answer leaves, and, when REDIS_URL is set, tells every other
 * instance to do the same. Without Redis the other instances are stale for at most the caches' lifetime.
 */
export const freshnessPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const caches: ShortCache<unknown>[] = [];
    const clearLocal = () => {
      for (const cache of caches) cache.clear();
    };

    const instanceId = randomUUID();
    const redis = config.redisUrl ? connectRedis(app, config.redisUrl, instanceId, clearLocal) : undefined;

    const freshness: Freshness = {
      cache<V>(options: ShortCacheOptions) {
        const cache = createShortCache<V>(options);
        caches.push(cache as ShortCache<unknown>);
        return cache;
      },
      async invalidate() {
        clearLocal();
        await redis?.publish();
      },
    };
    app.decorate('freshness', freshness);

    // Before the answer leaves (onSend), so a client that sees it cannot then be served from a cache filled before
    // the change; again once it has been sent (onResponse), for a request whose answer was never sent (aborted).
    // Callback hooks: they run on every request, and the safe ones must cost nothing.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!changesState(request, reply)) return done(null, payload);
      freshness.invalidate().then(
        () => done(null, payload),
        () => done(null, payload),
      );
    });
    app.addHook('onResponse', (request, reply, done: HookHandlerDoneFunction) => {
      if (changesState(request, reply)) clearLocal();
      done();
    });

    // What this instance wrote before it started answering (demo data, the admin from ADMIN_EMAIL, payments reconciled
    // at start) reaches the caches of the instances already running.
    app.addHook('onReady', async () => {
      await redis?.ready();
      await freshness.invalidate();
    });
  },
  { name: 'freshness' },
);

/** A publisher and a subscriber (a subscribed connection can do nothing else), both closed with the app. */
function connectRedis(app: FastifyInstance, url: string, instanceId: string, clearLocal: () => void) {
  // The publisher fails at once while Redis is away (a change must not wait for it); the subscriber keeps its
  // SUBSCRIBE queued until Redis is back (and ioredis subscribes again after every reconnection).
  const publisher = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: PUBLISH_TIMEOUT_MS,
  });
  const subscriber = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: null });
  publisher.on('error', (err) => app.log.warn({ err }, 'redis (cache invalidation) unavailable'));
  subscriber.on('error', (err) => app.log.warn({ err }, 'redis (cache invalidation) unavailable'));
  subscriber.on('message', (_channel: string, from: string) => {
    if (from !== instanceId) clearLocal();
  });
  // Invalidations sent while the subscriber was away are lost: empty everything when it is back.
  subscriber.on('ready', clearLocal);
  const subscribed = subscriber.subscribe(INVALIDATION_CHANNEL).catch((err: unknown) => {
    app.log.warn({ err }, 'redis (cache invalidation): could not subscribe; other instances are stale up to the TTL');
  });
  app.addHook('onClose', async () => {
    // The subscriber has nothing to flush, and QUIT would wait for a Redis that is away.
    subscriber.disconnect();
    await publisher.quit().catch(() => publisher.disconnect());
  });

  const readyWithin = (client: Redis, ms: number) =>
    client.status === 'ready'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          client.once('ready', () => {
            clearTimeout(timer);
            resolve();
          });
        });

  return {
    /** Both connections up (or 2 s gone by): the subscription is in place before the app answers. */
    async ready() {
      await Promise.all([readyWithin(publisher, 2000), Promise.race([subscribed, readyWithin(subscriber, 2000)])]);
    },
    async publish() {
      await publisher.publish(INVALIDATION_CHANNEL, instanceId).catch((err: unknown) => {
        app.log.warn({ err }, 'redis (cache invalidation): not published; other instances are stale up to the TTL');
      });
    },
  };
}
