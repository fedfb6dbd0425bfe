/** The PostgreSQL-backed Queue (works the same on PGlite). */
import { EventEmitter } from 'node:events';
import type { Db } from '../db/types.js';
import type { ClaimedJob, EnqueueOptions, Queue } from './queue.js';
import {
  claimJobs,
  completeJob,
  deleteFinishedJobs,
  failJob,
  insertJob,
  insertJobs,
} from './queue.repo.js';

export class PgQueue implements Queue {
  private readonly events = new EventEmitter();

  constructor(private readonly db: Db) {}

  async enqueue(queue: string, payload: unknown, options: EnqueueOptions = {}): Promise<void> {
    await insertJob(options.db ?? this.db, queue, payload, options);
    this.events.emit('enqueued');
  }

  async enqueueMany(
    queue: string,
    jobs: ReadonlyArray<{ payload: unknown; idempotencyKey: string }>,
    options: EnqueueOptions = {},
  ): Promise<void> {
    await insertJobs(options.db ?? this.db, queue, jobs, options);
    if (jobs.length > 0) this.events.emit('enqueued');
  }

  claim(queues: string[], limit: number, lockMs: number): Promise<ClaimedJob[]> {
    return claimJobs(this.db, queues, limit, lockMs);
  }

  complete(id: number): Promise<void> {
    return completeJob(this.db, id);
  }

  fail(id: number, error: string, retryAt: Date | null): Promise<void> {
    return failJob(this.db, id, error, retryAt);
  }

  onEnqueue(listener: () => void): () => void {
    this.events.on('enqueued', listener);
    return () => this.events.off('enqueued', listener);
  }

  /** Housekeeping: drop finished jobs older than a week. */
  purgeFinished(olderThanDays = 7): Promise<number> {
    return deleteFinishedJobs(this.db, olderThanDays);
  }
}
