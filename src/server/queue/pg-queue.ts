/** The PostgreSQL-backed Queue (works the same on PGlite). */
import { EventEmitter } from 'node:events';
import type { Db } from '../db/types.js';
import type { ClaimedJob, EnqueueOptions, Queue, ReleaseOptions, WorkerProcess } from './queue.js';
import {
  claimJobs,
  completeJob,
  deleteFinishedJobs,
  failJob,
  insertJob,
  insertJobs,
} from './queue.repo.js';
import {
  deleteWorker,
  releaseAbandonedJobs,
  selectWorkersInScope,
  upsertHeartbeat,
} from './workers.repo.js';

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

  claim(queues: string[], limit: number, lockMs: number, workerId?: string): Promise<ClaimedJob[]> {
    return claimJobs(this.db, queues, limit, lockMs, workerId ?? null);
  }

  complete(id: number, workerId?: string): Promise<void> {
    return completeJob(this.db, id, workerId ?? null);
  }

  fail(id: number, error: string, retryAt: Date | null, workerId?: string): Promise<void> {
    return failJob(this.db, id, error, retryAt, workerId ?? null);
  }

  heartbeat(worker: WorkerProcess): Promise<void> {
    return upsertHeartbeat(this.db, worker);
  }

  workersInScope(pidScope: string): Promise<WorkerProcess[]> {
    return selectWorkersInScope(this.db, pidScope);
  }

  releaseAbandoned(options: ReleaseOptions): Promise<number> {
    return releaseAbandonedJobs(this.db, options);
  }

  unregisterWorker(id: string): Promise<void> {
    return deleteWorker(this.db, id);
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
