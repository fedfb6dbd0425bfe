/**
 * SQL for "not interested" (recommendation_dismissals, migration 0032): one row per user and
 * corpus item, stamped with the day it was dismissed (docs/RECOMMENDATIONS.md "Signals,
 * preferences and privacy"). Ranking reads the table itself to leave these items out.
 */
import type { Queryable } from '../../../db/types.js';

/** Remembers the dismissal; a second dismissal keeps the first day. */
export async function insertDismissal(
  db: Queryable,
  userId: number,
  corpusItemId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO recommendation_dismissals (user_id, corpus_item_id, dismissed_on)
     VALUES ($1, $2, current_date)
     ON CONFLICT (user_id, corpus_item_id) DO NOTHING`,
    [userId, corpusItemId],
  );
}

/** Forgets the dismissal; true when there was one. */
export async function deleteDismissal(
  db: Queryable,
  userId: number,
  corpusItemId: number,
): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM recommendation_dismissals WHERE user_id = $1 AND corpus_item_id = $2
     RETURNING corpus_item_id`,
    [userId, corpusItemId],
  );
  return rows.length > 0;
}
