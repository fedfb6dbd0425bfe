/** The PostgreSQL-backed Queue (works the same on PGlite). */
import { EventEmitter } from 'node:events';
import type { z } from 'zod';
import type { Db } from '../db/types.js';
import type { JobKind } from '../jobs/job.js';
import { claimHostJobs, deleteIdleHosts, holdHostUntil } from './host-claim.repo.js';
import type {
  ClaimedJob,
  EnqueueManyOptions,
  EnqueueOptions,
  HostLimits,
  Queue,
  ReleaseOptions,
  WorkerProcess,
} from './queue.js';
import {
  claimJobs,
  completeJob,
  deleteFinishedJobs,
  failJob,
  insertJob,
  insertJobs,
  type NewJobOptions,
} from './queue.repo.js';
import {
  deleteWorker,
  releaseAbandonedJobs,
  selectWorkersInScope,
  upsertHeartbeat,
} from './workers.repo.js';

/** The payload as the kind's schema parses it (throws on a bad one) and its idempotency key. */
function newJob<S extends z.ZodType>(
  kind: JobKind<S>,
  payload: z.input<S>,
): { payload: z.output<S>; idempotencyKey: string | null } {
  const parsed = kind.payload.parse(payload);
  return { payload: parsed, idempotencyKey: kind.idempotencyKey?.(parsed) ?? null };
}

function columns(kind: JobKind, options: EnqueueOptions): NewJobOptions {
  return {
    maxAttempts: kind.maxAttempts,
    runAt: options.runAt,
    priority: options.priority,
    owner: options.owner ?? null,
  };
}

/** The first job of each idempotency key: one statement may not update a row twice. */
function distinctKeys<J extends { idempotencyKey: string | null }>(jobs: J[]): J[] {
  const seen = new Set<string>();
  return jobs.filter(({ idempotencyKey: key }) => {
    if (key === null) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export class PgQueue implements Queue {
  private readonly events = new EventEmitter();

  constructor(private readonly db: Db) {}

  async enqueue<S extends z.ZodType>(
    kind: JobKind<S>,
    payload: z.input<S>,
    options: EnqueueOptions = {},
  ): Promise<void> {
    await insertJob(
      options.db ?? this.db,
      kind.queue,
      newJob(kind, payload),
      columns(kind, options),
    );
    this.events.emit('enqueued');
  }

  async enqueueMany<S extends z.ZodType>(
    kind: JobKind<S>,
    payloads: ReadonlyArray<z.input<S>>,
    options: EnqueueManyOptions<z.output<S>> = {},
  ): Promise<number> {
    const jobs = distinctKeys(
      payloads.map((payload) => {
        const job = newJob(kind, payload);
        return { ...job, host: options.hostOf?.(job.payload) ?? null };
      }),
    );
    const added = await insertJobs(options.db ?? this.db, kind.queue, jobs, columns(kind, options));
    if (added > 0) this.events.emit('enqueued');
    return added;
  }

  claim(
    queues: string[],
    limit: number,
    lockMs: number,
    workerId?: string,
    hostless = false,
    perOwner?: number,
  ): Promise<ClaimedJob[]> {
    return claimJobs(this.db, queues, limit, lockMs, workerId ?? null, hostless, perOwner ?? null);
  }

  claimByHost(
    queues: string[],
    limit: number,
    lockMs: number,
    limits: HostLimits,
    workerId?: string,
  ): Promise<ClaimedJob[]> {
    return claimHostJobs(this.db, queues, limit, lockMs, limits, workerId ?? null);
  }

  holdHost(host: string, until: Date): Promise<void> {
    return holdHostUntil(this.db, host, until);
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

  /** Housekeeping: drop finished jobs older than a week, and hosts not asked for a day. */
  async purgeFinished(olderThanDays = 7): Promise<number> {
    await deleteIdleHosts(this.db);
    return deleteFinishedJobs(this.db, olderThanDays);
  }
}
