import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { debounce, RESIZE_DEBOUNCE_MS } from './use-debounced-resize';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('resize debounce', () => {
  test('the spec value is 100 ms', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(100);
  });

  test('a burst of calls runs once, 100 ms after the last', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, RESIZE_DEBOUNCE_MS);
    debounced(1);
    vi.advanceTimersByTime(60);
    debounced(2);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });

  test('cancel drops a pending call', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, RESIZE_DEBOUNCE_MS);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});
