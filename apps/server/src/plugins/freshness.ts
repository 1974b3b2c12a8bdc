import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { createShortCache, type ShortCache, type ShortCacheOptions } from '../lib/short-cache.js';

/** The Redis channel on which instances tell each other what to drop from their caches. */
export const INVALIDATION_CHANNEL = 'phonehaat:freshness';
/** How long a change waits for Redis to take its invalidation before answering anyway (the TTL still bounds it). */
const PUBLISH_TIMEOUT_MS = 1000;

/** What a change made out of date. */
export type Scope =
  | { kind: 'category'; id: number }
  | { kind: 'advertised' }
  | { kind: 'user'; id: string }
  /** Every category page and the advertised list (a seller's name or badge shows on all of them). */
  | { kind: 'listings' }
  | { kind: 'all' };

/** Which entries of a cache a scope drops: a key test, every entry, or none. */
export type DropRule<V> = (scope: Scope) => ((key: string, value: V | undefined) => boolean) | 'all' | undefined;

/** How one named cache has answered: from memory (`hits`, a load under way joined too) or by loading (`misses`). */
export interface CacheStats {
  name: string;
  hits: number;
  misses: number;
  size: number;
}

export interface Freshness {
  /** A short-lived cache; `drops` says which of its entries each kind of change makes out of date. */
  cache<V>(options: ShortCacheOptions & { name: string; drops: DropRule<V> }): ShortCache<V>;
  /** Every cache's answers so far (for /metrics). */
  stats(): CacheStats[];
  /** Drops what the scope covers in this process and tells the other instances (Redis), waiting about a second. */
  invalidate(scope?: Scope): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    freshness: Freshness;
  }
}

/** The cache, counting a value found (or a load joined) as a hit and a load of its own as a miss. */
function counted<V>(cache: ShortCache<V>, count: { hits: number; misses: number }): ShortCache<V> {
  return {
    get enabled() {
      return cache.enabled;
    },
    get size() {
      return cache.size;
    },
    get(key) {
      const value = cache.get(key);
      if (value !== undefined) count.hits += 1;
      return value;
    },
    load(key, loader) {
      let loaded = false;
      const answer = cache.load(key, () => {
        loaded = true;
        return loader();
      });
      if (loaded) count.misses += 1;
      else count.hits += 1;
      return answer;
    },
    drop: (match) => cache.drop(match),
  };
}

const isScope = (value: unknown): value is Scope =>
  typeof value === 'object' &&
  value !== null &&
  ['category', 'advertised', 'user', 'listings', 'all'].includes((value as { kind?: string }).kind ?? '');

/**
 * Keeps the short in-memory caches (sessions, category pages, the advertised list) from serving what has changed:
 * the domain that changed something says so (app.events), and exactly the pages and sessions it touched are dropped
 * here before the change's answer leaves, and on every other instance through Redis when REDIS_URL is set (without
 * Redis the others are stale for at most the caches' lifetime). A request that changes nothing cached drops nothing.
 */
export const freshnessPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const caches: { cache: ShortCache<unknown>; drops: DropRule<unknown> }[] = [];
    const dropLocal = (scope: Scope) => {
      for (const { cache, drops } of caches) {
        const rule = scope.kind === 'all' ? 'all' : drops(scope);
        if (rule === 'all') cache.drop();
        else if (rule) cache.drop(rule);
      }
    };

    const instanceId = randomUUID();
    const redis = config.redisUrl ? connectRedis(app, config.redisUrl, instanceId, dropLocal) : undefined;

    const counts: { name: string; hits: number; misses: number; cache: ShortCache<unknown> }[] = [];
    const freshness: Freshness = {
      cache<V>({ drops, name, ...options }: ShortCacheOptions & { name: string; drops: DropRule<V> }) {
        const cache = createShortCache<V>(options);
        caches.push({ cache, drops } as unknown as { cache: ShortCache<unknown>; drops: DropRule<unknown> });
        const count = { name, hits: 0, misses: 0, cache: cache as ShortCache<unknown> };
        counts.push(count);
        return counted(cache, count);
      },
      stats: () => counts.map(({ name, hits, misses, cache }) => ({ name, hits, misses, size: cache.size })),
      async invalidate(scope: Scope = { kind: 'all' }) {
        dropLocal(scope);
        await redis?.publish(scope);
      },
    };
    app.decorate('freshness', freshness);

    // What the domains say they changed.
    app.events.on('listing.changed', async ({ categoryId, advertised, change }) => {
      await freshness.invalidate({ kind: 'category', id: categoryId });
      if (advertised || change === 'advertised') await freshness.invalidate({ kind: 'advertised' });
    });
    app.events.on('user.changed', async ({ userId, change }) => {
      await freshness.invalidate({ kind: 'user', id: userId });
      if (change !== 'signed-out') await freshness.invalidate({ kind: 'listings' });
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

/** A message on the invalidation channel: who sent it, and the scope. */
const message = (from: string, scope: Scope) => JSON.stringify({ from, scope });

/** A publisher and a subscriber (a subscribed connection can do nothing else), both closed with the app. */
function connectRedis(app: FastifyInstance, url: string, instanceId: string, dropLocal: (scope: Scope) => void) {
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
  subscriber.on('message', (_channel: string, text: string) => {
    let parsed: { from?: unknown; scope?: unknown } | undefined;
    try {
      parsed = JSON.parse(text) as { from?: unknown; scope?: unknown };
    } catch {
      parsed = undefined;
    }
    if (parsed?.from === instanceId) return;
    // A message this version cannot read drops everything: stale is worse than a miss.
    dropLocal(isScope(parsed?.scope) ? parsed.scope : { kind: 'all' });
  });
  // Invalidations sent while the subscriber was away are lost: drop everything when it is back.
  subscriber.on('ready', () => dropLocal({ kind: 'all' }));
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
    async publish(scope: Scope) {
      await publisher.publish(INVALIDATION_CHANNEL, message(instanceId, scope)).catch((err: unknown) => {
        app.log.warn({ err }, 'redis (cache invalidation): not published; other instances are stale up to the TTL');
      });
    },
  };
}

/** Tells the running instances what a process outside them changed (the admin CLI). */
export async function publishInvalidation(url: string, scope: Scope): Promise<void> {
  const client = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await client.connect();
    await client.publish(INVALIDATION_CHANNEL, message(`cli-${randomUUID()}`, scope));
  } finally {
    client.disconnect();
  }
}
