/**
 * Entries scrolled past are marked seen in batches (docs/PRODUCT.md §10.10): each id waits a
 * moment for others, then one `markFeedEntriesSeen` carries them all; a full batch goes at once,
 * and whatever waits goes when the page is left. The timer is passed in, so tests need no clock.
 */

export interface SeenBatcherOptions {
  send: (ids: string[]) => Promise<unknown> | void;
  /** How long the first id waits for others (default 1500 ms). */
  delayMs?: number;
  /** A batch this large is sent at once (default 50). */
  maxBatch?: number;
  schedule?: (run: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

export interface SeenBatcher {
  /** Queues an entry id (once, however often it is added before the batch goes). */
  add: (id: string) => void;
  /** Takes an id back out (the user marked it unseen before the batch went). */
  remove: (id: string) => void;
  /** Sends what waits now. */
  flush: () => void;
  /** Ids waiting to be sent. */
  pending: () => string[];
}

export const SEEN_BATCH_DELAY_MS = 1_500;
export const SEEN_BATCH_MAX = 50;

export function createSeenBatcher({
  send,
  delayMs = SEEN_BATCH_DELAY_MS,
  maxBatch = SEEN_BATCH_MAX,
  schedule = (run, ms) => setTimeout(run, ms),
  cancel = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: SeenBatcherOptions): SeenBatcher {
  const waiting = new Set<string>();
  let timer: unknown = null;

  const flush = () => {
    if (timer !== null) {
      cancel(timer);
      timer = null;
    }
    if (waiting.size === 0) return;
    const ids = [...waiting];
    waiting.clear();
    // The sender shows its own error and rolls its change back; nothing is retried here.
    void Promise.resolve(send(ids)).catch(() => undefined);
  };

  return {
    add: (id) => {
      if (waiting.has(id)) return;
      waiting.add(id);
      if (waiting.size >= maxBatch) flush();
      else if (timer === null) timer = schedule(flush, delayMs);
    },
    remove: (id) => {
      waiting.delete(id);
    },
    flush,
    pending: () => [...waiting],
  };
}
