/**
 * How the offline copies are downloaded (docs/OFFLINE.md "Which saves"): a few at a time, each
 * started when the browser is idle and after a pause, and no more than the budget. A fresh session
 * used to ask for a whole library at once (~300 requests in its first minute, two thirds images),
 * competing with the page's own requests. Pure apart from the pace it is given, so it is tested
 * in Node.
 */

export interface PaceOptions {
  /** Most tasks running at once. */
  concurrency: number;
  /** Most tasks that may succeed: none starts once that many succeeded or are running. */
  budget: number;
  /** Resolves when the next task may start (idle time and a pause; see `idlePause`). */
  pace: () => Promise<void>;
  /** True when the work is to stop (the copies were deleted): no task starts after. */
  stopped?: () => boolean;
}

/**
 * Runs `task` over `items` in order, at most `concurrency` at once, until `budget` tasks
 * succeeded (resolved true) or the items run out. A task that fails (false) leaves its place in
 * the budget to the next item. A task that throws stops the others from starting; the first
 * error is thrown once the running ones are done. Resolves with the number that succeeded.
 */
export async function runPaced<T>(
  items: readonly T[],
  task: (item: T) => Promise<boolean>,
  { concurrency, budget, pace, stopped }: PaceOptions,
): Promise<number> {
  let next = 0;
  let running = 0;
  let succeeded = 0;
  let failed = false;
  const lane = async () => {
    for (;;) {
      if (failed || next >= items.length || succeeded + running >= budget) return;
      await pace();
      if (failed || stopped?.() || next >= items.length || succeeded + running >= budget) return;
      const item = items[next]!;
      next += 1;
      running += 1;
      try {
        if (await task(item)) succeeded += 1;
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        running -= 1;
      }
    }
  };
  const lanes = Array.from({ length: Math.max(1, concurrency) }, lane);
  const outcomes = await Promise.allSettled(lanes);
  const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
  if (rejected) throw rejected.reason;
  return succeeded;
}

/**
 * A pace for the browser: waits for an idle period (at most `idleTimeoutMs`), then `pauseMs`,
 * so downloads never run back to back while the person is reading or scrolling.
 */
export function idlePause(pauseMs: number, idleTimeoutMs = 2_000): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      const wait = () => setTimeout(resolve, pauseMs);
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(wait, { timeout: idleTimeoutMs });
      } else {
        wait();
      }
    });
}
