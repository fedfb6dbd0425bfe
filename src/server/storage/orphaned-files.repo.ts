/** SQL for orphaned_files (migration 0030): stored files whose rows were deleted by cascade. */
import type { Queryable } from '../db/types.js';

/** Up to `limit` keys waiting to be deleted from FileStorage, oldest first. */
export async function findOrphanedFiles(db: Queryable, limit: number): Promise<string[]> {
  const rows = await db.query<{ key: string }>(
    'SELECT key FROM orphaned_files ORDER BY orphaned_at, key LIMIT $1',
    [limit],
  );
  return rows.map((row) => row.key);
}

/** Forgets keys whose files are gone. */
export async function forgetOrphanedFiles(db: Queryable, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.query('DELETE FROM orphaned_files WHERE key = ANY($1::text[])', [keys]);
}
