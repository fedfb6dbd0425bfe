/** SQL for item-access.ts: the one fact the rule needs, the caller's save of an item. */
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
