import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('ConcurrencyLimit', () => {
  it('never runs more than max tasks at once, and runs them all in order', async () => {
    const limit = new ConcurrencyLimit(2);
    let peak = 0;
    const order: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        limit
          .run(async () => {
            peak = Math.max(peak, limit.active);
            order.push(i);
            await tick();
            if (i === 3) throw new Error('task 3 fails');
            return i;
          })
          .catch((error: Error) => error.message),
      ),
    );
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results).toEqual([0, 1, 2, 'task 3 fails', 4, 5, 6]);
    expect(limit.active).toBe(0);
  });
});
