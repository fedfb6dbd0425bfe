/**
 * Stored nearest neighbours of corpus items (corpus_item_neighbours, migration 0033;
 * docs/RECOMMENDATIONS.md "Related stories"). Lists are stored unfiltered; readers filter what
 * may be shown (recommendable, not saved, not dismissed) since that changes.
 */
import type { Queryable } from '../../../db/types.js';

export interface Neighbour {
  corpusItemId: number;
  /** Cosine similarity of the two items' TF-IDF vectors, in (0, 1]. */
  score: number;
}

/**
 * The stored neighbours of each of `corpusItemIds`, best first, at most `perItem` each, never
 * the item itself. Items without neighbours (not computed yet) are absent from the map.
 */
export async function loadNeighbours(
  db: Queryable,
  corpusItemIds: readonly number[],
  perItem: number,
): Promise<Map<number, Array<{ corpusItemId: number; score: number }>>> {
  const result = new Map<number, Neighbour[]>();
  if (corpusItemIds.length === 0 || perItem <= 0) return result;
  const rows = await db.query<{ id: number; neighbourId: number; score: number }>(
    `SELECT n.corpus_item_id::int AS id, n.neighbour_id::int AS "neighbourId", n.score
       FROM corpus_item_neighbours n
      WHERE n.corpus_item_id = ANY($1::bigint[]) AND n.neighbour_id <> n.corpus_item_id
      ORDER BY n.corpus_item_id, n.rank`,
    [[...new Set(corpusItemIds)]],
  );
  // Ranks may have gaps (a deleted neighbour's row cascades away), so the cut is made here.
  for (const row of rows) {
    const list = result.get(row.id) ?? [];
    if (list.length < perItem) list.push({ corpusItemId: row.neighbourId, score: row.score });
    result.set(row.id, list);
  }
  return result;
}
