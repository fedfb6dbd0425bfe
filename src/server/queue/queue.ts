/**
 * The job queue seen by services and workers. One implementation (pg-queue.ts) stores jobs in
 * PostgreSQL, so PGlite and server deployments behave the same; tests use it too.
 */
import type { Queryable } from '../db/types.js';

export interface EnqueueOptions {
  /** While a job with this key is queued or running in the same queue, enqueueing it again is a no-op. */
  idempotencyKey?: string;
  runAt?: Date;
  maxAttempts?: number;
  /** Higher runs first among due jobs; 0 by default, negative for background work (imports). */
  priority?: number;
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  db?: Queryable;
}

export interface ClaimedJob {
  id: number;
  queue: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

export interface Queue {
  enqueue(queue: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
  /** Enqueues many jobs of one queue at once, each with its idempotency key. */
  enqueueMany(
    queue: string,
    jobs: ReadonlyArray<{ payload: unknown; idempotencyKey: string }>,
    options?: EnqueueOptions,
  ): Promise<void>;
  /** Claims up to `limit` due jobs of the named queues, locking them for `lockMs`. */
  claim(queues: string[], limit: number, lockMs: number): Promise<ClaimedJob[]>;
  complete(id: number): Promise<void>;
  /** Records a failure: the job runs again at `retryAt`, or is marked failed when that is null. */
  fail(id: number, error: string, retryAt: Date | null): Promise<void>;
  /** Calls `listener` when a job is enqueued by this process (lets an idle worker wake at once). */
  onEnqueue(listener: () => void): () => void;
}
