/** The bounds of the in-process session cache: time, session expiry, size, and invalidation races. */
import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.js';

function cacheAt(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: 1_000_000 };
  const cache = new SessionCache<string>({
    ttlMs: options.ttlMs ?? 15_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => clock.now,
  });
  return { cache, clock };
}

const FAR = new Date(Date.UTC(2100, 0, 1));

describe('SessionCache', () => {
  it('answers within the ttl and forgets after it', () => {
    const { cache, clock } = cacheAt();
    cache.set('1.a', 1, 'alice', cache.ticket(), FAR);
    clock.now += 14_999;
    expect(cache.get('1.a')).toBe('alice');
    clock.now += 1;
    expect(cache.get('1.a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never outlives the session it holds', () => {
    const { cache, clock } = cacheAt();
    cache.set('1.a', 1, 'alice', cache.ticket(), new Date(clock.now + 5_000));
    clock.now += 5_000;
    expect(cache.get('1.a')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const { cache } = cacheAt({ maxEntries: 2 });
    for (const key of ['1.a', '2.b', '3.c'])
      cache.set(key, Number(key[0]), key, cache.ticket(), FAR);
    expect(cache.size).toBe(2);
    expect(cache.get('1.a')).toBeUndefined();
    expect(cache.get('3.c')).toBe('3.c');
  });

  it("forgets one session, or all of a user's", () => {
    const { cache } = cacheAt();
    cache.set('1.a', 1, 'a', cache.ticket(), FAR);
    cache.set('1.b', 1, 'b', cache.ticket(), FAR);
    cache.set('2.c', 2, 'c', cache.ticket(), FAR);
    cache.forgetSession('1.a');
    expect(cache.get('1.a')).toBeUndefined();
    expect(cache.get('1.b')).toBe('b');
    cache.forgetUser(1);
    expect(cache.get('1.b')).toBeUndefined();
    expect(cache.get('2.c')).toBe('c');
  });

  it('does not store a lookup that began before an invalidation', () => {
    const { cache } = cacheAt();
    const ticket = cache.ticket();
    // The lookup's SELECT ran, then a logout committed and forgot the session, then it stores.
    cache.forgetSession('1.a');
    cache.set('1.a', 1, 'stale', ticket, FAR);
    expect(cache.get('1.a')).toBeUndefined();
  });
});
