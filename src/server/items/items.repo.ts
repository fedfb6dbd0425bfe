/** SQL for the global items table (one row per normalised URL). */
import type { Queryable } from '../db/types.js';

/** Returns the item id for a URL, creating the item the first time the URL is seen. */
export async function findOrCreateItem(
  db: Queryable,
  givenUrl: string,
  normalUrl: string,
): Promise<number> {
  const rows = await db.query<{ item_id: number }>(
    `WITH inserted AS (
       INSERT INTO items (given_url, normal_url) VALUES ($1, $2)
       ON CONFLICT (normal_url) DO NOTHING
       RETURNING item_id
     )
     SELECT item_id FROM inserted
     UNION ALL
     SELECT item_id FROM items WHERE normal_url = $2
     LIMIT 1`,
    [givenUrl, normalUrl],
  );
  return rows[0]!.item_id;
}
