/** SQL for the worker processes (job_workers) and the release of the jobs a dead one held. */
import type { Queryable } from '../db/types.js';
import type { ReleaseOptions, WorkerProcess } from './queue.js';

/**
 * Interrupted runs of a resumable job that are not counted as attempts. Past this, a job that
 * keeps dying with its process (say, one that exhausts memory) uses up its attempts and stops.
 */
export const FREE_INTERRUPTIONS = 5;

export async function upsertHeartbeat(db: Queryable, worker: WorkerProcess): Promise<void> {
  await db.query(
    `INSERT INTO job_workers (id, host, pid, pid_scope) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`,
    [worker.id, worker.host, worker.pid, worker.pidScope],
  );
}

export async function selectWorkersInScope(
  db: Queryable,
  pidScope: string,
): Promise<WorkerProcess[]> {
  const rows = await db.query<{ id: string; host: string; pid: number; pid_scope: string }>(
    'SELECT id, host, pid, pid_scope FROM job_workers WHERE pid_scope = $1',
    [pidScope],
  );
  return rows.map((row) => ({ id: row.id, host: row.host, pid: row.pid, pidScope: row.pid_scope }));
}

export async function deleteWorker(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM job_workers WHERE id = $1', [id]);
}

/**
 * Forgets dead workers (stale heartbeat, or named dead) and puts their running jobs back in the
 * queue at once, in one statement. Jobs held by a worker that has no row (one forgotten earlier,
 * which claimed again before its next beat re-registered it) are released once their claim is
 * as old as a stale heartbeat: a worker that registered after this statement's snapshot claimed
 * its jobs later than that, so they are not taken from it.
 *
 * A released run of a resumable queue is an interruption, not an attempt (up to
 * FREE_INTERRUPTIONS); any other run counted as an attempt, and a job without attempts left fails.
 */
export async function releaseAbandonedJobs(
  db: Queryable,
  options: ReleaseOptions,
): Promise<number> {
  const rows = await db.query(
    `WITH gone AS (
       DELETE FROM job_workers
        WHERE id <> $1 AND (heartbeat_at < now() - $2 * interval '1 millisecond' OR id = ANY($3::text[]))
        RETURNING id
     ), released AS (
       SELECT id, queue = ANY($5::text[]) AND interruptions < $6 AS refund FROM jobs
        WHERE status = 'running' AND locked_by IS DISTINCT FROM $1
          AND ($4
               OR locked_by IN (SELECT id FROM gone)
               OR (locked_by IS NOT NULL
                   AND updated_at < now() - $2 * interval '1 millisecond'
                   AND NOT EXISTS (SELECT 1 FROM job_workers w WHERE w.id = jobs.locked_by)))
        FOR UPDATE
     )
     UPDATE jobs SET
            attempts = CASE WHEN released.refund THEN greatest(attempts - 1, 0) ELSE attempts END,
            status = CASE WHEN NOT released.refund AND attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
            interruptions = interruptions + 1, run_at = now(), locked_by = NULL, locked_until = NULL,
            last_error = 'Interrupted: its worker process stopped.', updated_at = now()
       FROM released WHERE jobs.id = released.id
     RETURNING jobs.id`,
    [
      options.self,
      options.staleMs,
      options.deadWorkers ?? [],
      options.all ?? false,
      options.resumableQueues,
      FREE_INTERRUPTIONS,
    ],
  );
  return rows.length;
}
