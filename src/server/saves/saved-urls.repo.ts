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
