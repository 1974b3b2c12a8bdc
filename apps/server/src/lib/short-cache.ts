import { LRUCache } from 'lru-cache';

/**
 * A short-lived, size-capped, in-process cache with single-flight loading (docs/decisions/0005-short-caches.md).
 *
 * - An entry lives `ttlMs` at most; `ttlMs` 0 turns the cache off (every call loads, nothing is shared).
 * - At most `maxEntries` entries (lru-cache): a flood of distinct keys cannot grow memory.
 * - Concurrent misses of one key share one load. An `undefined` answer is handed to the callers waiting for it and
 *   never kept (an unknown session token is looked up again next time).
 * - `drop(match)` removes the entries that match. A load under way when a drop comes is answered but kept only if
 *   what it read does not match that drop (it may have read the data before the change), and no call after a drop
 *   joins it: a load's value is not known until it is read, so a rule that looks at values (a user's sessions)
 *   decides when the load ends.
 */
export interface ShortCache<V> {
  readonly enabled: boolean;
  /** The value for key while it is fresh, else undefined. */
  get(key: string): V | undefined;
  /** The fresh value for key, or the load already under way for it, or a new load by `loader`. */
  load(key: string, loader: () => Promise<V>): Promise<V>;
  /** Drops the entries that match (every one when no match is given); loads under way are checked when they end. */
  drop(match?: (key: string, value: V | undefined) => boolean): void;
  readonly size: number;
}

export interface ShortCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The clock, for tests. */
  now?: () => number;
}

interface Load<V> {
  promise: Promise<V>;
  /** The drops that came while it was under way: it is kept only if none of them matches what it read. */
  drops: ((key: string, value: V | undefined) => boolean)[];
}

const everything = () => true;

export function createShortCache<V>({ ttlMs, maxEntries, now }: ShortCacheOptions): ShortCache<V> {
  const enabled = ttlMs > 0 && maxEntries > 0;
  // lru-cache keeps no undefined values: each value is boxed.
  const entries = new LRUCache<string, { value: V }>({
    max: Math.max(1, maxEntries),
    ttl: Math.max(1, ttlMs),
    ttlResolution: 0,
    updateAgeOnGet: false,
    ...(now ? { perf: { now } } : {}),
  });
  const loading = new Map<string, Load<V>>();

  function load(key: string, loader: () => Promise<V>): Promise<V> {
    if (!enabled) return loader();
    const fresh = entries.get(key);
    if (fresh) return Promise.resolve(fresh.value);
    const pending = loading.get(key);
    if (pending) return pending.promise;
    const entry: Load<V> = { promise: Promise.resolve() as Promise<never>, drops: [] };
    entry.promise = loader()
      .then((value) => {
        if (value !== undefined && !entry.drops.some((drop) => drop(key, value))) entries.set(key, { value });
        return value;
      })
      .finally(() => {
        if (loading.get(key) === entry) loading.delete(key);
      });
    loading.set(key, entry);
    return entry.promise;
  }

  return {
    enabled,
    get: (key) => entries.get(key)?.value,
    load,
    drop(match) {
      for (const load of loading.values()) load.drops.push(match ?? everything);
      loading.clear();
      if (!match) {
        entries.clear();
        return;
      }
      for (const [key, { value }] of entries.entries()) if (match(key, value)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
