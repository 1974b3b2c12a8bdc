/**
 * A short-lived, size-capped, in-process cache with single-flight loading (docs/decisions/0005-short-caches.md).
 *
 * - An entry lives `ttlMs` at most; `ttlMs` 0 turns the cache off (every call loads, nothing is shared).
 * - At most `maxEntries` entries: when full, the oldest entry makes room (with entries this short-lived, the oldest
 *   is also the one closest to expiring), so a flood of distinct keys cannot grow memory.
 * - Concurrent misses of one key share one load. An `undefined` answer is handed to the callers waiting for it and
 *   never kept (an unknown session token is looked up again next time).
 * - `clear()` empties it, and a load that began before a clear is answered but not kept: it may have read the data
 *   before the change that caused the clear. Calls after a clear never join a load that began before it.
 */
export interface ShortCache<V> {
  readonly enabled: boolean;
  /** The value for key while it is fresh, else undefined. */
  get(key: string): V | undefined;
  /** The fresh value for key, or the load already under way for it, or a new load by `loader`. */
  load(key: string, loader: () => Promise<V>): Promise<V>;
  clear(): void;
  readonly size: number;
}

export interface ShortCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The clock, for tests. */
  now?: () => number;
}

export function createShortCache<V>({ ttlMs, maxEntries, now = Date.now }: ShortCacheOptions): ShortCache<V> {
  const entries = new Map<string, { value: V; until: number }>();
  const loading = new Map<string, Promise<V>>();
  let generation = 0;
  const enabled = ttlMs > 0 && maxEntries > 0;

  function get(key: string): V | undefined {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until > now()) return entry.value;
    entries.delete(key);
    return undefined;
  }

  function keep(key: string, value: V) {
    entries.delete(key);
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { value, until: now() + ttlMs });
  }

  function load(key: string, loader: () => Promise<V>): Promise<V> {
    if (!enabled) return loader();
    const fresh = get(key);
    if (fresh !== undefined) return Promise.resolve(fresh);
    const pending = loading.get(key);
    if (pending) return pending;
    const started = generation;
    const promise: Promise<V> = loader()
      .then((value) => {
        if (value !== undefined && started === generation) keep(key, value);
        return value;
      })
      .finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
    loading.set(key, promise);
    return promise;
  }

  return {
    enabled,
    get,
    load,
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
