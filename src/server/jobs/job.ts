/**
 * Job kinds and their handlers. A kind (defineJobKind) is everything the queue and its callers
 * need: queue name, payload schema, attempts, backoff, idempotency key, resumability. It has no
 * service dependencies, so the service that enqueues it imports it; `Queue.enqueue(kind, payload)`
 * checks the payload against the schema. The handler (defineJob) is built from services by the
 * worker's registry (registry.ts) and lives in the same file as its kind.
 */
import type { z } from 'zod';

export interface JobKind<S extends z.ZodType = z.ZodType> {
  /** The jobs table's `queue` column: queued jobs carry it, so it is never renamed. */
  readonly queue: string;
  readonly payload: S;
  /** Runs before the job is marked failed (stored per job as `max_attempts`). */
  readonly maxAttempts: number;
  /** While a job with this key is queued or running in the queue, enqueuing it again is a no-op. */
  idempotencyKey?(payload: z.output<S>): string;
  /**
   * The handler continues from a checkpoint, so a run lost with its worker process (killed,
   * crashed) is an interruption, not a failed attempt (queue/workers.repo.ts).
   */
  readonly resumable?: boolean;
  /** Delay before retry number `attempt` (1-based); the default backs off exponentially from 5 s. */
  backoffMs?(attempt: number): number;
  /**
   * A recurring kind: the run to queue at `now`. A worker process queues every kind's run when it
   * starts and hourly after (schedules.ts); the payload names the run's period and is its
   * idempotency key, so every call but the first of a period is a no-op.
   */
  readonly schedule?: (now: Date) => ScheduledRun<z.input<S>>;
}

/** One run of a recurring kind: its payload, and when it is due (now when absent). */
export interface ScheduledRun<P> {
  payload: P;
  runAt?: Date;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  readonly kind: JobKind<S>;
  /** Runs the job; `attempt` counts from 1, so `attempt === maxAttempts` is the last try. */
  handle(payload: z.output<S>, run: { attempt: number; maxAttempts: number }): Promise<void>;
}

export const defaultBackoffMs = (attempt: number): number =>
  Math.min(5_000 * 2 ** (attempt - 1), 3_600_000);

/** Helps TypeScript infer the payload type from the schema. */
export function defineJobKind<S extends z.ZodType>(kind: JobKind<S>): JobKind<S> {
  return kind;
}

/** A kind's handler, built from the services it needs. */
export function defineJob<S extends z.ZodType>(
  kind: JobKind<S>,
  handle: JobDefinition<S>['handle'],
): JobDefinition<S> {
  return { kind, handle };
}
