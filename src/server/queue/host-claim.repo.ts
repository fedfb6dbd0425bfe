/**
 * SQL for jobs that fetch from a host (an import's pages): claimed many hosts at a time, each
 * host kept to a few requests in flight and a pause between two of them, across every worker
 * process (migration 0037). Politeness lives in the claim, not in the job: a job never holds a
 * worker slot while it waits for its host, so one busy host cannot starve the others.
 */
import type { Queryable } from '../db/types.js';
import type { ClaimedJob, HostLimits } from './queue.js';
import { toClaimedJob, type ClaimedRow } from './queue.repo.js';

/**
 * One claim: the best due job of each host that is neither paused (fetch_hosts.next_at, set by
 * the last claim or a Retry-After) nor at its in-flight limit, the best hosts first, up to
 * `limit`, by priority then fair tag (owners take turns, migration 0041). Each claimed host's next_at moves `spacingMs` on; the upsert re-checks next_at on the
 * latest row, so two workers claiming at once never both ask one host.
 */
export async function claimHostJobs(
  db: Queryable,
  queues: string[],
  limit: number,
  lockMs: number,
  limits: HostLimits,
  workerId: string | null,
): Promise<ClaimedJob[]> {
  const rows = await db.query<ClaimedRow>(
    `WITH blocked AS (
       SELECT host FROM fetch_hosts WHERE next_at > now()
       UNION ALL
       SELECT host FROM jobs
        WHERE status = 'running' AND host IS NOT NULL AND locked_until >= now()
        GROUP BY host HAVING count(*) >= $5
     ), best_per_host AS (
       SELECT DISTINCT ON (host) id, priority, fair_tag, run_at FROM jobs
        WHERE queue = ANY($1::text[]) AND host IS NOT NULL
          AND ((status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now()))
          AND host NOT IN (SELECT host FROM blocked)
        ORDER BY host, priority DESC, fair_tag, run_at
     ), chosen AS (
       SELECT j.id, j.host FROM jobs j
        WHERE j.id IN (SELECT id FROM best_per_host ORDER BY priority DESC, fair_tag, run_at LIMIT $2)
          AND ((j.status = 'queued' AND j.run_at <= now()) OR (j.status = 'running' AND j.locked_until < now()))
        FOR UPDATE SKIP LOCKED
     ), spaced AS (
       INSERT INTO fetch_hosts AS h (host, next_at)
       SELECT host, now() + $6 * interval '1 millisecond' FROM chosen
       ON CONFLICT (host) DO UPDATE SET next_at = EXCLUDED.next_at WHERE h.next_at <= now()
       RETURNING host
     )
     UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = $4,
            locked_until = now() + $3 * interval '1 millisecond', updated_at = now()
       FROM chosen
      WHERE jobs.id = chosen.id AND chosen.host IN (SELECT host FROM spaced)
      RETURNING jobs.id, jobs.queue, jobs.payload, jobs.attempts, jobs.max_attempts, jobs.host, jobs.owner`,
    [queues, limit, lockMs, workerId, limits.inFlight, limits.spacingMs],
  );
  return rows.map(toClaimedJob);
}

/** Asks nothing of `host` before `until` (never shortens a pause already longer). */
export async function holdHostUntil(db: Queryable, host: string, until: Date): Promise<void> {
  await db.query(
    `INSERT INTO fetch_hosts AS h (host, next_at) VALUES ($1, $2)
     ON CONFLICT (host) DO UPDATE SET next_at = greatest(h.next_at, EXCLUDED.next_at)`,
    [host, until],
  );
}

/** Forgets hosts not asked for a day (housekeeping, with the finished jobs). */
export async function deleteIdleHosts(db: Queryable): Promise<number> {
  const rows = await db.query(
    `DELETE FROM fetch_hosts WHERE next_at < now() - interval '1 day' RETURNING 1`,
  );
  return rows.length;
}
