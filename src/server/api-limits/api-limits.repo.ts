/**
 * SQL for the API call counters (migration 0021): one upsert counts a call in every bucket it
 * belongs to and returns the counts, so a request costs one statement. Windows are judged by the
 * database clock, which every process shares.
 */
import type { Queryable } from '../db/types.js';

export interface BucketCount {
  bucket: string;
  /** Calls in the current window, this one included. */
  calls: number;
  /** Whole seconds until the window ends (at least 1). */
  resetSeconds: number;
}

/**
 * Counts one call in each bucket (distinct names) for the fixed window of `windowSeconds` that
 * holds now(). A row from an older window starts again at 1; a statement that started just
 * before a newer window began (another process) adds to the newer one rather than reset it.
 */
export async function countCall(
  db: Queryable,
  buckets: readonly string[],
  windowSeconds: number,
): Promise<BucketCount[]> {
  const rows = await db.query<{ bucket: string; calls: number; reset: number }>(
    `INSERT INTO api_call_counts AS c (bucket, window_start, calls)
     SELECT b, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), 1
       FROM unnest($1::text[]) WITH ORDINALITY AS u(b, n) ORDER BY n
     ON CONFLICT (bucket) DO UPDATE SET
       calls = CASE WHEN EXCLUDED.window_start > c.window_start THEN 1 ELSE c.calls + 1 END,
       window_start = greatest(c.window_start, EXCLUDED.window_start)
     RETURNING bucket, calls,
       greatest(1, ceil(extract(epoch FROM c.window_start - now()) + $2))::int AS reset`,
    [buckets, windowSeconds],
  );
  return rows.map((row) => ({
    bucket: row.bucket,
    calls: Number(row.calls),
    resetSeconds: Number(row.reset),
  }));
}

/** Deletes buckets whose last window began more than `days` ago. */
export async function deleteIdleBuckets(db: Queryable, days: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM api_call_counts WHERE window_start < now() - make_interval(days => $1) RETURNING 1`,
    [days],
  );
  return rows.length;
}
