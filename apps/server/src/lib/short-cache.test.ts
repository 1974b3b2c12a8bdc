import { describe, expect, it } from 'vitest';
import { createShortCache } from './short-cache.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createShortCache', () => {
  it('keeps a loaded value for ttlMs, then loads it again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createShortCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const loader = async () => `value ${(loads += 1)}`;
    expect(await cache.load('k', loader)).toBe('value 1');
    clock = 999;
    expect(await cache.load('k', loader)).toBe('value 1');
    expect(cache.get('k')).toBe('value 1');
    clock = 1000;
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

  it('after clear(), loads again and never keeps an answer whose load began before the clear', async () => {
    const cache = createShortCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const before = deferred<string>();
    const stale = cache.load('k', () => before.promise);
    cache.clear();
    // A call after the clear does not join the load that began before it.
    const fresh = cache.load('k', async () => 'after the change');
    before.resolve('before the change');
    expect(await stale).toBe('before the change');
    expect(await fresh).toBe('after the change');
    expect(cache.get('k')).toBe('after the change');

    cache.clear();
    expect(cache.get('k')).toBeUndefined();
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
