/** SQL for the jobs table. */
import type { Queryable } from '../db/types.js';
import type { ClaimedJob } from './queue.js';

/** The columns of a new job besides its queue and payload. */
export interface NewJobOptions {
  maxAttempts: number;
  runAt?: Date;
  priority?: number;
}

export async function insertJob(
  db: Queryable,
  queue: string,
  job: { payload: unknown; idempotencyKey: string | null },
  options: NewJobOptions,
): Promise<void> {
  await db.query(
    `INSERT INTO jobs (queue, payload, idempotency_key, run_at, max_attempts, priority)
     VALUES ($1, $2::jsonb, $3, coalesce($4::timestamptz, now()), $5, $6)
     ON CONFLICT (queue, idempotency_key) WHERE idempotency_key IS NOT NULL AND status IN ('queued', 'running')
     DO NOTHING`,
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

/** Enqueues many jobs of one queue in one statement (an import's parse jobs). */
export async function insertJobs(
  db: Queryable,
  queue: string,
  jobs: ReadonlyArray<{ payload: unknown; idempotencyKey: string | null }>,
  options: NewJobOptions,
): Promise<void> {
  if (jobs.length === 0) return;
  await db.query(
    `INSERT INTO jobs (queue, payload, idempotency_key, run_at, max_attempts, priority)
     SELECT $1, j.payload, j.key, coalesce($4::timestamptz, now()), $5, $6
       FROM unnest($2::jsonb[], $3::text[]) AS j (payload, key)
     ON CONFLICT (queue, idempotency_key) WHERE idempotency_key IS NOT NULL AND status IN ('queued', 'running')
     DO NOTHING`,
    [
      queue,
      jobs.map((job) => JSON.stringify(job.payload ?? {})),
      jobs.map((job) => job.idempotencyKey),
      options.runAt ?? null,
      options.maxAttempts,
      options.priority ?? 0,
    ],
  );
}

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED, so several workers never take the same job.
 * A running job whose lock has expired is claimed again: the last resort when its worker died
 * and nobody released it (workers.repo.ts releases a dead worker's jobs within seconds).
 */
export async function claimJobs(
  db: Queryable,
  queues: string[],
  limit: number,
  lockMs: number,
  workerId: string | null,
): Promise<ClaimedJob[]> {
  const rows = await db.query<{
    id: number;
    queue: string;
    payload: unknown;
    attempts: number;
    max_attempts: number;
  }>(
    `UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = $4,
            locked_until = now() + $3 * interval '1 millisecond', updated_at = now()
      WHERE id IN (
        SELECT id FROM jobs
         WHERE queue = ANY($1::text[])
           AND ((status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now()))
         ORDER BY priority DESC, run_at
         LIMIT $2
         FOR UPDATE SKIP LOCKED)
      RETURNING id, queue, payload, attempts, max_attempts`,
    [queues, limit, lockMs, workerId],
  );
  return rows.map((row) => ({
    id: row.id,
    queue: row.queue,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  }));
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
