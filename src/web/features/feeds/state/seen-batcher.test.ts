import { describe, expect, test } from 'vitest';
import { createSeenBatcher } from './seen-batcher';

/** A hand-driven timer: `fire()` runs what is scheduled. */
function manualTimer() {
  let scheduled: (() => void) | null = null;
  let delay: number | null = null;
  return {
    schedule: (run: () => void, ms: number) => {
      scheduled = run;
      delay = ms;
      return 1;
    },
    cancel: () => {
      scheduled = null;
    },
    fire: () => {
      const run = scheduled;
      scheduled = null;
      run?.();
    },
    get waiting() {
      return scheduled !== null;
    },
    get delay() {
      return delay;
    },
  };
}

describe('seen batcher', () => {
  test('ids scrolled past in a row go in one request, each once', () => {
    const timer = manualTimer();
    const sent: string[][] = [];
    const batcher = createSeenBatcher({ send: (ids) => void sent.push(ids), ...timer });
    batcher.add('7');
    batcher.add('8');
    batcher.add('7');
    batcher.add('entry-٣');
    expect(sent).toEqual([]);
    expect(timer.delay).toBe(1500);
    timer.fire();
    expect(sent).toEqual([['7', '8', 'entry-٣']]);
    expect(batcher.pending()).toEqual([]);
    // A later id starts a new batch.
    batcher.add('9');
    timer.fire();
    expect(sent).toEqual([['7', '8', 'entry-٣'], ['9']]);
  });

  test('a full batch goes at once, without waiting for the timer', () => {
    const timer = manualTimer();
    const sent: string[][] = [];
    const batcher = createSeenBatcher({
      send: (ids) => void sent.push(ids),
      maxBatch: 3,
      ...timer,
    });
    batcher.add('1');
    batcher.add('2');
    batcher.add('3');
    expect(sent).toEqual([['1', '2', '3']]);
    expect(timer.waiting).toBe(false);
    batcher.add('4');
    expect(timer.waiting).toBe(true);
  });

  test('an id marked unseen before the batch goes is not sent', () => {
    const timer = manualTimer();
    const sent: string[][] = [];
    const batcher = createSeenBatcher({ send: (ids) => void sent.push(ids), ...timer });
    batcher.add('1');
    batcher.add('2');
    batcher.remove('1');
    timer.fire();
    expect(sent).toEqual([['2']]);
  });

  test('flush sends what waits (leaving the page) and nothing when empty', () => {
    const timer = manualTimer();
    const sent: string[][] = [];
    const batcher = createSeenBatcher({ send: (ids) => void sent.push(ids), ...timer });
    batcher.flush();
    expect(sent).toEqual([]);
    batcher.add('5');
    batcher.flush();
    expect(sent).toEqual([['5']]);
    expect(timer.waiting).toBe(false);
    timer.fire();
    expect(sent).toEqual([['5']]);
  });

  test('a refused batch does not throw out of the batcher', async () => {
    const timer = manualTimer();
    let calls = 0;
    const batcher = createSeenBatcher({
      send: () => {
        calls += 1;
        return Promise.reject(new Error('offline'));
      },
      ...timer,
    });
    batcher.add('1');
    timer.fire();
    await Promise.resolve();
    expect(calls).toBe(1);
    expect(batcher.pending()).toEqual([]);
  });
});
