import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru.js';

const bytes = (n: number) => Buffer.alloc(n);

describe('ByteLru', () => {
  it('evicts the least recently used entries beyond its byte budget', () => {
    const lru = new ByteLru(100, 50);
    lru.set('a', bytes(40));
    lru.set('b', bytes(40));
    expect(lru.get('a')?.length).toBe(40); // a is now the most recent
    lru.set('c', bytes(40));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.size).toBe(80);
  });

  it('skips entries over the per-entry limit, replaces and deletes', () => {
    const lru = new ByteLru(100, 50);
    lru.set('big', bytes(60));
    expect(lru.get('big')).toBeUndefined();
    lru.set('k', bytes(10));
    lru.set('k', bytes(20));
    expect(lru.size).toBe(20);
    lru.delete('k');
    expect([lru.get('k'), lru.size]).toEqual([undefined, 0]);
  });

  it('holds nothing with a budget of 0', () => {
    const lru = new ByteLru(0);
    lru.set('k', bytes(1));
    expect(lru.get('k')).toBeUndefined();
  });
});
