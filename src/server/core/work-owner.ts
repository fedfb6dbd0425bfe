/**
 * Whose work is running now: the owner of the job a worker runs (queue.ts JobOwner), carried
 * through the job's async calls so work shared between users (the extraction threads,
 * items/extract/extractor-pool.ts) can take them in turns without every call passing it on.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<string | null>();

/** Runs `work` as `owner`'s (null: the instance's own). */
export function runAsOwner<T>(owner: string | null, work: () => Promise<T>): Promise<T> {
  return current.run(owner, work);
}

/** The owner of the work running now; null outside a job or for the instance's own work. */
export function currentWorkOwner(): string | null {
  return current.getStore() ?? null;
}
