/** SQL for "which of these pages has the user saved?" (the public pages' Save/Saved toggles). */
import type { Queryable } from '../db/types.js';

/** normal_url → item id, for the user's saves (not deleted) among the given normalised URLs. */
export async function savedItemIdsByNormalUrl(
  db: Queryable,
  userId: number,
  normalUrls: readonly string[],
): Promise<Map<string, number>> {
  if (normalUrls.length === 0) return new Map();
  const rows = await db.query<{ normal_url: string; item_id: number }>(
    `SELECT i.normal_url, s.item_id
       FROM items i
       JOIN saved_items s ON s.user_id = $1 AND s.item_id = i.item_id
      WHERE i.normal_url = ANY($2::text[]) AND s.status <> 'DELETED'`,
    [userId, normalUrls],
  );
  return new Map(rows.map((row) => [row.normal_url, Number(row.item_id)]));
}

/**
 * The user's save of a normalised URL, on their private item or the public one, in any status
 * (a user has at most one: saves.service.ts keeps it so).
 */
export async function findSaveOfUrl(
  db: Queryable,
  userId: number,
  normalUrl: string,
): Promise<{ itemId: number; status: string; createdAt: Date } | undefined> {
  const rows = await db.query<{ item_id: number; status: string; created_at: Date }>(
    `SELECT s.item_id, s.status, s.created_at
       FROM saved_items s JOIN items i ON i.item_id = s.item_id
      WHERE s.user_id = $1 AND i.normal_url = $2
        AND (i.owner_user_id IS NULL OR i.owner_user_id = $1)
      ORDER BY i.owner_user_id NULLS LAST
      LIMIT 1`,
    [userId, normalUrl],
  );
  const row = rows[0];
  return row && { itemId: Number(row.item_id), status: row.status, createdAt: row.created_at };
}

/**
 * Moves the user's save of the public item of a URL (if any) to their private item, with its
 * tags, highlights and search document (migration 0025: ON UPDATE CASCADE). In the caller's
 * transaction.
 */
export async function moveSaveToPrivateItem(
  db: Queryable,
  userId: number,
  normalUrl: string,
  privateItemId: number,
): Promise<void> {
  await db.query(
    `UPDATE saved_items s SET item_id = $3
       FROM items i
      WHERE s.user_id = $1 AND s.item_id = i.item_id
        AND i.normal_url = $2 AND i.owner_user_id IS NULL`,
    [userId, normalUrl, privateItemId],
  );
}
