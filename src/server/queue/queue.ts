/**
 * The job queue seen by services and workers. One implementation (pg-queue.ts) stores jobs in
 * PostgreSQL, so PGlite and server deployments behave the same; tests use it too.
 */
import type { z } from 'zod';
import type { Queryable } from '../db/types.js';
import type { JobKind } from '../jobs/job.js';

/**
 * Whose job it is: the user whose save, capture or import queued it, or the feed whose poll did.
 * Due jobs of equal priority are claimed in turns between owners, and an owner's queued jobs end
 * with it (a deleted account, a feed nobody follows any more: migration 0041).
 */
export type JobOwner = `user:${number}` | `feed:${number}`;

export const userOwner = (userId: number): JobOwner => `user:${userId}`;
export const feedOwner = (feedId: number): JobOwner => `feed:${feedId}`;

/** Per call; attempts, backoff and the idempotency key belong to the job kind (jobs/job.ts). */
export interface EnqueueOptions {
  /** Whose job it is; none for the instance's own work (maintenance, sweeps). */
  owner?: JobOwner;
  runAt?: Date;
  /** Higher runs first among due jobs; 0 by default, negative for background work (imports). */
  priority?: number;
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  db?: Queryable;
}

/**
 * enqueueMany's options: `hostOf` names the host a job will fetch from (an import's page
 * fetches), so the queue keeps each host to a few requests in flight with a pause between them
 * (claimByHost). Jobs without a host are claimed by `claim`.
 */
export interface EnqueueManyOptions<P> extends EnqueueOptions {
  hostOf?: (payload: P) => string | null;
}

/** Politeness per host for claimByHost. */
export interface HostLimits {
  /** Jobs of one host running at once, across every worker. */
  inFlight: number;
  /** The least time between two claims for one host. */
  spacingMs: number;
}

export interface ClaimedJob {
  id: number;
  queue: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  /** The host a fetch job contacts (claimed by claimByHost); null for any other job. */
  host: string | null;
  /** Whose job it is (JobOwner), null for the instance's own. */
  owner: string | null;
}

/** A worker process as registered in the queue (queue/workers.repo.ts). */
export interface WorkerProcess {
  id: string;
  host: string;
  pid: number;
  /** The boot and pid namespace `pid` belongs to (worker-host.ts); null when unknown. */
  pidScope: string | null;
}

export interface ReleaseOptions {
  /** The releasing worker: its own jobs are never released. */
  self: string;
  /** A worker whose last heartbeat is older than this is taken for dead. */
  staleMs: number;
  /** Workers known to be dead (same host, their pid is gone): released whatever their heartbeat. */
  deadWorkers?: string[];
  /** Release every running job of other workers (PGlite: the one process owns them all). */
  all?: boolean;
  /** Queues whose jobs resume from a checkpoint: a lost run is an interruption, not an attempt. */
  resumableQueues: string[];
}

export interface Queue {
  /**
   * Enqueues a job of `kind` with the kind's attempts and idempotency key. The payload is
   * checked against the kind's schema here, so a bad one fails the caller, not the worker.
   */
  enqueue<S extends z.ZodType>(
    kind: JobKind<S>,
    payload: z.input<S>,
    options?: EnqueueOptions,
  ): Promise<void>;
  /**
   * Enqueues many jobs of one kind in one statement; returns how many were new (a job whose
   * idempotency key is already queued or running is not enqueued twice).
   */
  enqueueMany<S extends z.ZodType>(
    kind: JobKind<S>,
    payloads: ReadonlyArray<z.input<S>>,
    options?: EnqueueManyOptions<z.output<S>>,
  ): Promise<number>;
  /**
   * Claims up to `limit` due jobs of the named queues, highest priority first and owners in
   * turns, locking them for `lockMs`; `workerId` records who holds them, so they are released
   * soon after that worker dies. With `hostless`, only jobs without a host (the worker's general
   * slots; claimByHost takes the others). With `perOwner`, no owner gets more than that many
   * running jobs (of the same kind: hostless or not).
   */
  claim(
    queues: string[],
    limit: number,
    lockMs: number,
    workerId?: string,
    hostless?: boolean,
    perOwner?: number,
  ): Promise<ClaimedJob[]>;
  /**
   * Claims up to `limit` due jobs that have a host, at most one per host, only of hosts with
   * fewer than `limits.inFlight` running and not asked in the last `limits.spacingMs` (nor held
   * by holdHost); highest priority first. Holds across every worker process.
   */
  claimByHost(
    queues: string[],
    limit: number,
    lockMs: number,
    limits: HostLimits,
    workerId?: string,
  ): Promise<ClaimedJob[]>;
  /** Asks nothing of `host` before `until` (a 429 or 503 answer's Retry-After). */
  holdHost(host: string, until: Date): Promise<void>;
  /** Marks a job done, unless it was released from `workerId` meanwhile. */
  complete(id: number, workerId?: string): Promise<void>;
  /**
   * Records a failure: the job runs again at `retryAt`, or is marked failed when that is null
   * (unless it was released from `workerId` meanwhile).
   */
  fail(id: number, error: string, retryAt: Date | null, workerId?: string): Promise<void>;
  /** A worker's heartbeat; the first one registers it. */
  heartbeat(worker: WorkerProcess): Promise<void>;
  /** The registered workers whose pids are in this scope (this machine, this pid namespace). */
  workersInScope(pidScope: string): Promise<WorkerProcess[]>;
  /** Puts the running jobs of dead workers back in the queue; returns how many. */
  releaseAbandoned(options: ReleaseOptions): Promise<number>;
  /** Removes a worker that stopped cleanly (it holds no jobs any more). */
  unregisterWorker(id: string): Promise<void>;
  /** Calls `listener` when a job is enqueued by this process (lets an idle worker wake at once). */
  onEnqueue(listener: () => void): () => void;
}
