/** SQL for the jobs table. */
import type { Queryable } from '../db/types.js';
import type { ClaimedJob } from './queue.js';

/** The columns of a new job besides its queue and payload. */
export interface NewJobOptions {
  maxAttempts: number;
  runAt?: Date;
  priority?: number;
  /** Whose job it is (queue.ts JobOwner); null for the instance's own work. */
  owner?: string | null;
}

/**
 * Enqueues one job, tagged in its owner's line (migration 0041). When its idempotency key is
 * already queued at a lower priority (a page an import queued, then saved by hand), the queued job
 * takes this one's priority and tag and leaves its host's politeness queue: the user waits for no
 * backlog. Asked for by another owner, the job's owner follows job_owner_merge (a user's request
 * takes it over from a feed; two users share it), so ending one owner's jobs keeps the other's.
 */
export async function insertJob(
  db: Queryable,
  queue: string,
  job: { payload: unknown; idempotencyKey: string | null },
  options: NewJobOptions,
): Promise<void> {
  await db.query(
    `INSERT INTO jobs AS j (queue, payload, idempotency_key, run_at, max_attempts, priority, owner, fair_tag)
     VALUES ($1, $2::jsonb, $3, coalesce($4::timestamptz, now()), $5, $6, $7, job_fair_start($7))
     ON CONFLICT (queue, idempotency_key) WHERE idempotency_key IS NOT NULL AND status IN ('queued', 'running')
     DO UPDATE SET
       owner = job_owner_merge(j.owner, EXCLUDED.owner),
       priority = greatest(j.priority, EXCLUDED.priority),
       host = CASE WHEN j.priority < EXCLUDED.priority THEN NULL ELSE j.host END,
       fair_tag = CASE WHEN j.priority < EXCLUDED.priority THEN EXCLUDED.fair_tag ELSE j.fair_tag END,
       run_at = CASE WHEN j.priority < EXCLUDED.priority THEN least(j.run_at, EXCLUDED.run_at) ELSE j.run_at END
     WHERE j.status = 'queued'
       AND (j.priority < EXCLUDED.priority OR j.owner IS DISTINCT FROM job_owner_merge(j.owner, EXCLUDED.owner))`,
    [
      queue,
      JSON.stringify(job.payload ?? {}),
      job.idempotencyKey,
      options.runAt ?? null,
      options.maxAttempts,
      options.priority ?? 0,
      options.owner ?? null,
    ],
  );
}

/**
 * Enqueues many jobs of one queue in one statement (an import's parse jobs), each with its host
 * or null, tagged one after another in their owner's line; returns how many were new. A key
 * already queued keeps its priority and place, and only its owner follows job_owner_merge. Keys
 * must be distinct within one call (pg-queue.ts drops repeats).
 */
export async function insertJobs(
  db: Queryable,
  queue: string,
  jobs: ReadonlyArray<{ payload: unknown; idempotencyKey: string | null; host?: string | null }>,
  options: NewJobOptions,
): Promise<number> {
  if (jobs.length === 0) return 0;
  const rows = await db.query<{ inserted: boolean }>(
    `WITH s AS MATERIALIZED (SELECT job_fair_start($8) AS start)
     INSERT INTO jobs AS t (queue, payload, idempotency_key, run_at, max_attempts, priority, host, owner, fair_tag)
     SELECT $1, j.payload, j.key, coalesce($4::timestamptz, now()), $5, $6, j.host, $8, s.start + j.n - 1
       FROM s, unnest($2::jsonb[], $3::text[], $7::text[]) WITH ORDINALITY AS j (payload, key, host, n)
     ON CONFLICT (queue, idempotency_key) WHERE idempotency_key IS NOT NULL AND status IN ('queued', 'running')
     DO UPDATE SET owner = job_owner_merge(t.owner, EXCLUDED.owner)
     WHERE t.status = 'queued' AND t.owner IS DISTINCT FROM job_owner_merge(t.owner, EXCLUDED.owner)
     RETURNING (xmax = 0) AS inserted`,
    [
      queue,
      jobs.map((job) => JSON.stringify(job.payload ?? {})),
      jobs.map((job) => job.idempotencyKey),
      options.runAt ?? null,
      options.maxAttempts,
      options.priority ?? 0,
      jobs.map((job) => job.host ?? null),
      options.owner ?? null,
    ],
  );
  return rows.filter((row) => row.inserted).length;
}

/** A claimed row as the claim statements return it. */
export interface ClaimedRow {
  id: number;
  queue: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  host: string | null;
  owner: string | null;
}

export function toClaimedJob(row: ClaimedRow): ClaimedJob {
  return {
    id: row.id,
    queue: row.queue,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    host: row.host,
    owner: row.owner,
  };
}

/** The rows a claim looks at beyond its limit, so owners at their share can be passed over. */
const CLAIM_WINDOW = 8;

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED, so several workers never take the same job:
 * highest priority first, then by fair tag (migration 0041: owners take turns), never more than
 * `perOwner` running jobs of one owner, so one user's work cannot hold every slot while another's
 * waits. A running job whose lock has expired is claimed again: the last resort when its worker
 * died and nobody released it (workers.repo.ts releases a dead worker's jobs within seconds).
 * `hostless` leaves jobs with a host to claimHostJobs (host-claim.repo.ts).
 */
export async function claimJobs(
  db: Queryable,
  queues: string[],
  limit: number,
  lockMs: number,
  workerId: string | null,
  hostless = false,
  perOwner: number | null = null,
): Promise<ClaimedJob[]> {
  const hostRule = hostless ? 'AND host IS NULL' : '';
  const rows = await db.query<ClaimedRow>(
    `WITH candidates AS (
       (SELECT id, owner, priority, fair_tag, run_at FROM jobs
         WHERE status = 'queued' AND run_at <= now() AND queue = ANY($1::text[]) ${hostRule}
         ORDER BY priority DESC, fair_tag, run_at LIMIT $2 * ${CLAIM_WINDOW})
       UNION ALL
       (SELECT id, owner, priority, fair_tag, run_at FROM jobs
         WHERE status = 'running' AND locked_until < now() AND queue = ANY($1::text[]) ${hostRule}
         ORDER BY priority DESC, fair_tag, run_at LIMIT $2)
     ), running AS (
       SELECT owner, count(*) AS n FROM jobs
        WHERE status = 'running' AND locked_until >= now() ${hostRule}
          AND owner IN (SELECT owner FROM candidates)
        GROUP BY owner
     ), ranked AS (
       SELECT c.id, c.owner, c.priority, c.fair_tag, c.run_at,
              coalesce(r.n, 0) + row_number() OVER (PARTITION BY c.owner ORDER BY c.priority DESC, c.fair_tag, c.run_at) AS load
         FROM candidates c LEFT JOIN running r ON r.owner = c.owner
     ), chosen AS (
       SELECT id FROM jobs
        WHERE id IN (SELECT id FROM ranked
                      WHERE $5::int IS NULL OR owner IS NULL OR load <= $5::int
                      ORDER BY priority DESC, fair_tag, run_at LIMIT $2)
          AND ((status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now()))
        FOR UPDATE SKIP LOCKED
     )
     UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = $4,
            locked_until = now() + $3 * interval '1 millisecond', updated_at = now()
       FROM chosen
      WHERE jobs.id = chosen.id
      RETURNING jobs.id, jobs.queue, jobs.payload, jobs.attempts, jobs.max_attempts, jobs.host, jobs.owner`,
    [queues, limit, lockMs, workerId, perOwner],
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
