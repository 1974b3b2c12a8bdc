import { describe, expect, it } from 'vitest';
import { createShortCache } from './short-cache.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createShortCache', () => {
  it('keeps a loaded value for ttlMs, then loads it again', async () => {
    let clock = 1;
    let loads = 0;
    const cache = createShortCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const loader = async () => `value ${(loads += 1)}`;
    expect(await cache.load('k', loader)).toBe('value 1');
    clock = 1000;
    expect(await cache.load('k', loader)).toBe('value 1');
    expect(cache.get('k')).toBe('value 1');
    clock = 1002;
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.load('k', loader)).toBe('value 2');
  });

  it('shares one load among concurrent misses of a key', async () => {
    const cache = createShortCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const gate = deferred<number>();
    let loads = 0;
    const loader = () => {
      loads += 1;
      return gate.promise;
    };
    const waiting = Array.from({ length: 50 }, () => cache.load('k', loader));
    gate.resolve(7);
    expect(await Promise.all(waiting)).toEqual(Array(50).fill(7));
    expect(loads).toBe(1);
  });

  it('hands an undefined answer to its waiters but never keeps it', async () => {
    const cache = createShortCache<string | undefined>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const loader = async () => {
      loads += 1;
      return undefined;
    };
    expect(await Promise.all([cache.load('k', loader), cache.load('k', loader)])).toEqual([undefined, undefined]);
    expect(loads).toBe(1);
    await cache.load('k', loader);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('shares a failed load with its waiters, keeps nothing, and tries again next time', async () => {
    const cache = createShortCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const failing = () => Promise.reject(new Error('down'));
    await expect(Promise.all([cache.load('k', failing), cache.load('k', failing)])).rejects.toThrow('down');
    expect(await cache.load('k', async () => 'back')).toBe('back');
  });

  it('never holds more than maxEntries: the oldest makes room', async () => {
    const cache = createShortCache<number>({ ttlMs: 60_000, maxEntries: 3 });
    for (let i = 0; i < 1000; i += 1) await cache.load(`k${i}`, async () => i);
    expect(cache.size).toBe(3);
    expect(cache.get('k999')).toBe(999);
    expect(cache.get('k996')).toBeUndefined();
  });

  it('after drop(), loads again and never keeps an answer whose load began before the drop', async () => {
    const cache = createShortCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const before = deferred<string>();
    const stale = cache.load('k', () => before.promise);
    cache.drop();
    // A call after the clear does not join the load that began before it.
    const fresh = cache.load('k', async () => 'after the change');
    before.resolve('before the change');
    expect(await stale).toBe('before the change');
    expect(await fresh).toBe('after the change');
    expect(cache.get('k')).toBe('after the change');

    cache.drop();
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops only the keys that match, and only their loads under way', async () => {
    const cache = createShortCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await cache.load('1|', async () => 'category 1');
    await cache.load('2|', async () => 'category 2');
    const before = deferred<string>();
    const pending = cache.load('1|next', () => before.promise);
    const other = deferred<string>();
    const otherPending = cache.load('2|next', () => other.promise);
    cache.drop((key) => key.startsWith('1|'));
    before.resolve('read before the change');
    other.resolve('category 2, page 2');
    expect(await pending).toBe('read before the change');
    expect(await otherPending).toBe('category 2, page 2');
    expect(cache.get('1|')).toBeUndefined();
    expect(cache.get('1|next')).toBeUndefined();
    expect(cache.get('2|')).toBe('category 2');
    expect(cache.get('2|next')).toBe('category 2, page 2');
  });

  it('a drop decided by the value (a user signed out) keeps nothing a load under way read for them, and no later call joins that load', async () => {
    const cache = createShortCache<{ user: string } | undefined>({ ttlMs: 60_000, maxEntries: 10 });
    const hers = deferred<{ user: string }>();
    const his = deferred<{ user: string }>();
    const herStale = cache.load('her token', () => hers.promise);
    const hisPending = cache.load('his token', () => his.promise);
    // Her session was read before she signed out, and its answer arrives after: the value is not known at the drop.
    cache.drop((_key, session) => session?.user === 'her');
    const herNext = cache.load('her token', async () => undefined);
    hers.resolve({ user: 'her' });
    his.resolve({ user: 'him' });
    expect(await herStale).toEqual({ user: 'her' });
    expect(await herNext).toBeUndefined();
    expect(await hisPending).toEqual({ user: 'him' });
    expect(cache.get('her token')).toBeUndefined();
    expect(cache.get('his token')).toEqual({ user: 'him' });
  });

  it('with ttlMs 0 loads every time and shares nothing', async () => {
    const cache = createShortCache<number>({ ttlMs: 0, maxEntries: 10 });
    let loads = 0;
    const loader = async () => (loads += 1);
    await Promise.all([cache.load('k', loader), cache.load('k', loader)]);
    await cache.load('k', loader);
    expect(loads).toBe(3);
    expect(cache.enabled).toBe(false);
  });
});
