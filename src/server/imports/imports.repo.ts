/** SQL for the imports table: one row per uploaded file, its state and its counts. */
import type { Queryable } from '../db/types.js';
import { IMPORT_LIMITS, type ImportProblem } from './import-record.js';
import type { ImportJob } from './imports.types.js';

const COLUMNS = `id::int AS "id", user_id::int AS "userId", import_type AS "importType", format,
  file_name AS "fileName", file_key AS "fileKey", status, total, processed, created, existing, failed,
  lists_created AS "listsCreated", pages_total AS "pagesTotal", pages_fetched AS "pagesFetched",
  pages_failed AS "pagesFailed", problems, problem_count AS "problemCount", error, created_at AS "createdAt",
  started_at AS "startedAt", finished_at AS "finishedAt"`;

export interface NewImport {
  userId: number;
  importType: string;
  format: string;
  fileName: string | null;
  total: number;
  failed: number;
  problems: ImportProblem[];
  problemCount: number;
}

/** The new import, or undefined when the user no longer exists (an upload link outlives it). */
export async function insertImport(db: Queryable, row: NewImport): Promise<ImportJob | undefined> {
  const rows = await db.query<ImportJob>(
    `INSERT INTO imports (user_id, import_type, format, file_name, total, failed, problems, problem_count)
     SELECT $1, $2, $3, $4, $5, $6, $7::jsonb, $8 WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)
     RETURNING ${COLUMNS}`,
    [
      row.userId,
      row.importType,
      row.format,
      row.fileName,
      row.total,
      row.failed,
      JSON.stringify(row.problems),
      row.problemCount,
    ],
  );
  return rows[0];
}

export async function setImportFile(db: Queryable, id: number, fileKey: string): Promise<void> {
  await db.query('UPDATE imports SET file_key = $2 WHERE id = $1', [id, fileKey]);
}

export async function findImport(db: Queryable, id: number): Promise<ImportJob | undefined> {
  return (await db.query<ImportJob>(`SELECT ${COLUMNS} FROM imports WHERE id = $1`, [id]))[0];
}

/** Locks the row for the rest of the transaction, so two runs of one import never interleave. */
export async function lockImport(db: Queryable, id: number): Promise<ImportJob | undefined> {
  return (
    await db.query<ImportJob>(`SELECT ${COLUMNS} FROM imports WHERE id = $1 FOR UPDATE`, [id])
  )[0];
}

export async function listImports(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<ImportJob[]> {
  return db.query<ImportJob>(
    `SELECT ${COLUMNS} FROM imports WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
}

/** Imports the user started since `since` (the daily limit). */
export async function countImportsSince(
  db: Queryable,
  userId: number,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const rows = await db.query<{ count: number; oldest: Date | null }>(
    `SELECT count(*)::int AS count, min(created_at) AS oldest
       FROM imports WHERE user_id = $1 AND created_at > $2`,
    [userId, since],
  );
  return rows[0] ?? { count: 0, oldest: null };
}

export async function markImportRunning(db: Queryable, id: number): Promise<void> {
  await db.query(
    `UPDATE imports SET status = 'RUNNING', started_at = coalesce(started_at, now())
      WHERE id = $1 AND status IN ('QUEUED', 'RUNNING')`,
    [id],
  );
}

export interface BatchProgress {
  processed: number;
  /** Page fetches the batch queued. */
  pagesQueued: number;
  created: number;
  existing: number;
  failed: number;
  /** The row's whole problem list after this batch (already capped by the caller). */
  problems: ImportProblem[];
  problemCount: number;
}

/** Records one written batch; called in the batch's transaction. */
export async function recordBatch(db: Queryable, id: number, batch: BatchProgress): Promise<void> {
  await db.query(
    `UPDATE imports SET processed = $2, created = created + $3, existing = existing + $4,
            failed = failed + $5, problems = $6::jsonb, problem_count = $7,
            pages_total = pages_total + $8
      WHERE id = $1`,
    [
      id,
      batch.processed,
      batch.created,
      batch.existing,
      batch.failed,
      JSON.stringify(batch.problems),
      batch.problemCount,
      batch.pagesQueued,
    ],
  );
}

/** Counts one ended page fetch of the import (never past the pages it queued). */
export async function countPageFetched(
  db: Queryable,
  id: number,
  outcome: 'PARSED' | 'FAILED',
): Promise<void> {
  await db.query(
    `UPDATE imports SET pages_fetched = pages_fetched + CASE WHEN $2 THEN 1 ELSE 0 END,
            pages_failed = pages_failed + CASE WHEN $2 THEN 0 ELSE 1 END
      WHERE id = $1 AND pages_fetched + pages_failed < pages_total`,
    [id, outcome === 'PARSED'],
  );
}

export interface Finish {
  status: 'DONE' | 'FAILED';
  error: string | null;
  listsCreated?: number;
  /** Problems found at the end (the lists'), added to the row's. */
  problems?: ImportProblem[];
}

export async function finishImport(db: Queryable, id: number, finish: Finish): Promise<void> {
  const problems = finish.problems ?? [];
  await db.query(
    `UPDATE imports SET status = $2, error = $3, file_key = NULL, finished_at = now(),
            lists_created = $4, problem_count = problem_count + $5,
            problems = (SELECT coalesce(jsonb_agg(p ORDER BY n), '[]'::jsonb)
                          FROM jsonb_array_elements(problems || $6::jsonb) WITH ORDINALITY AS e (p, n)
                         WHERE n <= $7)
      WHERE id = $1`,
    [
      id,
      finish.status,
      finish.error,
      finish.listsCreated ?? 0,
      problems.length,
      JSON.stringify(problems),
      IMPORT_LIMITS.maxProblems,
    ],
  );
}

/**
 * Unfinished imports with no run of theirs queued or running in `queue` (runImportKind's): the
 * queue gave up on their job (a run lost with its worker too many times, jobs/job.ts
 * `resumable`). Older than `graceMinutes`, so an import whose first run is being queued is not
 * caught.
 */
export async function findAbandonedImports(
  db: Queryable,
  queue: string,
  graceMinutes: number,
): Promise<ImportJob[]> {
  return db.query<ImportJob>(
    `SELECT ${COLUMNS} FROM imports i
      WHERE i.status IN ('QUEUED', 'RUNNING')
        AND coalesce(i.started_at, i.created_at) < now() - make_interval(mins => $2)
        AND NOT EXISTS (SELECT 1 FROM jobs j
                         WHERE j.queue = $1 AND j.status IN ('queued', 'running')
                           AND j.payload->>'importId' = i.id::text)`,
    [queue, graceMinutes],
  );
}

/**
 * Spends an upload link (migration 0018): 'spent' the first time, 'used' when it was spent
 * before, 'no-user' when its account is gone. Also forgets the user's links that have expired.
 */
export async function spendUploadLink(
  db: Queryable,
  userId: number,
  nonce: string,
  expiresAt: Date,
): Promise<'spent' | 'used' | 'no-user'> {
  const rows = await db.query<{ spent: boolean; user: boolean }>(
    `WITH forgotten AS (
       DELETE FROM import_upload_links WHERE user_id = $1 AND expires_at < now() - interval '1 hour'
     ), spent AS (
       INSERT INTO import_upload_links (user_id, nonce, expires_at)
       SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)
       ON CONFLICT DO NOTHING RETURNING 1
     )
     SELECT EXISTS (SELECT 1 FROM spent) AS spent, EXISTS (SELECT 1 FROM users WHERE id = $1) AS "user"`,
    [userId, nonce, expiresAt],
  );
  const row = rows[0];
  if (row?.spent) return 'spent';
  return row?.user ? 'used' : 'no-user';
}
