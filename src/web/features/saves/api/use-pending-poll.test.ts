import { describe, expect, test } from 'vitest';
import { FAST_POLL_MS, POLL_LIMIT_MS, isPollDue } from './use-pending-poll';

describe('polling cards that are still being fetched', () => {
  test('every tick at first, then every fifth, then never', () => {
    const due = (ageMs: number) =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((tick) => isPollDue(ageMs, tick));
    expect(due(0)).toHaveLength(10);
    expect(due(FAST_POLL_MS - 1)).toHaveLength(10);
    // A fetch retried with backoff (timeouts, 503) ends after 30 s: its card is still asked.
    expect(due(FAST_POLL_MS)).toEqual([5, 10]);
    expect(due(POLL_LIMIT_MS - 1)).toEqual([5, 10]);
    expect(due(POLL_LIMIT_MS)).toEqual([]);
  });
});
