/** SQL for the jobs table. */
import type { Queryable } from '../db/types.js';
import type { ClaimedJob } from './queue.js';

/** The columns of a new job besides its queue and payload. */
export interface NewJobOptions {
  maxAttempts: number;
  runAt?: Date;
  priority?: number;
}

/**
 * Enqueues one job. When its idempotency key is already queued at a lower priority (a page an
 * import queued, then saved by hand), the queued job takes this one's priority and leaves its
 * host's politeness queue: the user waits for no backlog.
 */
export async function insertJob(
  db: Queryable,
  queue: string,
  job: { payload: unknown; idempotencyKey: string | null },
  options: NewJobOptions,
): Promise<void> {
  await db.query(
    `INSERT INTO jobs AS j (queue, payload, idempotency_key, run_at, max_attempts, priority)
     VALUES ($1, $2::jsonb, $3, coalesce($4::timestamptz, now()), $5, $6)
     ON CONFLICT (queue, idempotency_key) WHERE idempotency_key IS NOT NULL AND status IN ('queued', 'running')
     DO UPDATE SET priority = EXCLUDED.priority, host = NULL, run_at = least(j.run_at, EXCLUDED.run_at)
     WHERE j.status = 'queued' AND j.priority < EXCLUDED.priority`,
    [
      queue,
      JSON.stringify(job.payload ?? {}),
      job.idempotencyKey,
      options.runAt ?? null,
      options.maxAttempts,
      options.priority ?? 0,
    ],
  );
}

/**
 * Enqueues many jobs of one queue in one statement (an import's parse jobs), each with its host
 * or null; returns how many were new.
 */
export async function insertJobs(
  db: Queryable,
  queue: string,
  jobs: ReadonlyArray<{ payload: unknown; idempotencyKey: string | null; host?: string | null }>,
  options: NewJobOptions,
): Promise<number> {
  if (jobs.length === 0) return 0;
  const rows = await db.query(
    `INSERT INTO jobs (queue, payload, idempotency_key, run_at, max_attempts, priority, host)
     SELECT $1, j.payload, j.key, coalesce($4::timestamptz, now()), $5, $6, j.host
       FROM unnest($2::jsonb[], $3::text[], $7::text[]) AS j (payload, key, host)
     ON CONFLICT (queue, idempotency_key) WHERE idempotency_key IS NOT NULL AND status IN ('queued', 'running')
     DO NOTHING
     RETURNING 1`,
    [
      queue,
      jobs.map((job) => JSON.stringify(job.payload ?? {})),
      jobs.map((job) => job.idempotencyKey),
      options.runAt ?? null,
      options.maxAttempts,
      options.priority ?? 0,
      jobs.map((job) => job.host ?? null),
    ],
  );
  return rows.length;
}

/** A claimed row as the claim statements return it. */
export interface ClaimedRow {
  id: number;
  queue: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  host: string | null;
}

export function toClaimedJob(row: ClaimedRow): ClaimedJob {
  return {
    id: row.id,
    queue: row.queue,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    host: row.host,
  };
}

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED, so several workers never take the same job.
 * A running job whose lock has expired is claimed again: the last resort when its worker died
 * and nobody released it (workers.repo.ts releases a dead worker's jobs within seconds).
 * `hostless` leaves jobs with a host to claimHostJobs (host-claim.repo.ts).
 */
export async function claimJobs(
  db: Queryable,
  queues: string[],
  limit: number,
  lockMs: number,
  workerId: string | null,
  hostless = false,
): Promise<ClaimedJob[]> {
  const rows = await db.query<ClaimedRow>(
    `UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = $4,
            locked_until = now() + $3 * interval '1 millisecond', updated_at = now()
      WHERE id IN (
        SELECT id FROM jobs
         WHERE queue = ANY($1::text[])
           AND ((status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now()))
           AND (NOT $5 OR host IS NULL)
         ORDER BY priority DESC, run_at
         LIMIT $2
         FOR UPDATE SKIP LOCKED)
      RETURNING id, queue, payload, attempts, max_attempts, host`,
    [queues, limit, lockMs, workerId, hostless],
  );
  return rows.map(toClaimedJob);
}

// complete and fail change a job only while `workerId` still holds it: a worker taken for dead
// (its jobs released, perhaps claimed by another) must not finish a run that is no longer its own.

export async function completeJob(
  db: Queryable,
  id: number,
  workerId: string | null,
): Promise<void> {
  await db.query(
    `UPDATE jobs SET status = 'done', locked_until = NULL, locked_by = NULL, updated_at = now()
      WHERE id = $1 AND locked_by IS NOT DISTINCT FROM $2`,
    [id, workerId],
  );
}

export async function failJob(
  db: Queryable,
  id: number,
  error: string,
  retryAt: Date | null,
  workerId: string | null,
): Promise<void> {
  await db.query(
    `UPDATE jobs SET status = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE 'queued' END,
            run_at = coalesce($3::timestamptz, run_at), last_error = $2, locked_until = NULL,
            locked_by = NULL, updated_at = now()
      WHERE id = $1 AND locked_by IS NOT DISTINCT FROM $4`,
    [id, error.slice(0, 2000), retryAt, workerId],
  );
}

/** Deletes finished jobs older than the given age, keeping the table small. */
export async function deleteFinishedJobs(db: Queryable, olderThanDays: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM jobs WHERE status IN ('done', 'failed') AND updated_at < now() - $1 * interval '1 day' RETURNING 1`,
    [olderThanDays],
  );
  return rows.length;
}
