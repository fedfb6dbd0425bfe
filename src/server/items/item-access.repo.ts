/** SQL for item-access.ts: the facts the rule needs, the caller's save of an item or an entry of it in their feed inbox. */
import type { Queryable } from '../db/types.js';

/** The status of the user's save of the item (any status), or undefined when they have none. */
export async function saveStatusOf(
  db: Queryable,
  userId: number,
  itemId: number,
): Promise<string | undefined> {
  const rows = await db.query<{ status: string }>(
    'SELECT status FROM saved_items WHERE user_id = $1 AND item_id = $2',
    [userId, itemId],
  );
  return rows[0]?.status;
}

/**
 * Whether an entry of the user's feed inbox links to the item (feed_entries_item_idx, then the
 * inbox's primary key).
 */
export async function inInboxOf(db: Queryable, userId: number, itemId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM feed_entries e
       JOIN feed_inbox fi ON fi.user_id = $1 AND fi.entry_id = e.entry_id
      WHERE e.item_id = $2 LIMIT 1`,
    [userId, itemId],
  );
  return rows.length > 0;
}
