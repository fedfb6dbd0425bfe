/**
 * How search statements run, for the saves search (search.repo.ts) and corpus search
 * (discovery/search/corpus-search.repo.ts) alike.
 */
import type { Db, Queryable } from '../db/types.js';

/**
 * Runs `fn` with sequential scans and parallel workers off. Matching a row reads its article's
 * vector, stored out of line; search_document's cost (migration 0011) tells the planner so, but
 * for a word found in nearly every document a scan of all of them could still look as cheap as
 * the index, and it would take seconds instead of milliseconds. That cost also makes a bitmap
 * scan of a few thousand matches look big enough for parallel workers, whose start-up cost more
 * than they saved (22 ms instead of 17 for favorites among 11,000 matches) and which would take
 * cores from other users' requests (docs/DECISIONS.md "Search index").
 */
export function withIndexScans<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `SELECT set_config('enable_seqscan', 'off', true),
              set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    return fn(tx);
  });
}
