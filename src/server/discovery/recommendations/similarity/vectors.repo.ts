/**
 * SQL of item-to-item similarity (migration 0033; docs/RECOMMENDATIONS.md "Related stories"):
 * items' term counts and TF-IDF vectors, per-language document frequencies, candidates sharing
 * terms (through the GIN index on corpus_item_vectors.terms), and neighbour lists.
 */
import type { Queryable } from '../../../db/types.js';
import type { Neighbour } from './neighbours.repo.js';
import type { SparseVector, TermCounts } from './tf-idf.js';

/** Held (transaction-scoped) by every writer of vectors, df and neighbour lists: they take turns. */
export const SIMILARITY_LOCK_KEY = 0x51_3117;

export const lockSimilarity = (tx: Queryable) =>
  tx.query('SELECT pg_advisory_xact_lock($1)', [SIMILARITY_LOCK_KEY]);

/** The language code vectors are grouped by: ISO 639-1, or 'und' (undetermined). */
export const vectorLanguage = (language: string | null) =>
  language && /^[a-z]{2,3}$/.test(language) ? language : 'und';

/** The item's stored terms and language (to take its old counts out of df), or undefined. */
export async function storedTerms(
  db: Queryable,
  corpusItemId: number,
): Promise<{ language: string; allTerms: string[] } | undefined> {
  const rows = await db.query<{ language: string; allTerms: string[] }>(
    `SELECT language, all_terms AS "allTerms" FROM corpus_item_vectors WHERE corpus_item_id = $1`,
    [corpusItemId],
  );
  return rows[0];
}

/** Adds `delta` (±1) to the df of each of `terms` in `language`; rows reaching 0 go. */
export async function addDocumentFrequencies(
  db: Queryable,
  language: string,
  terms: readonly string[],
  delta: 1 | -1,
): Promise<void> {
  if (terms.length === 0) return;
  // Sorted, so concurrent writers (if the lock is ever dropped) take row locks in one order.
  const sorted = [...new Set(terms)].sort();
  if (delta === 1) {
    await db.query(
      `INSERT INTO corpus_term_stats AS s (language, term, df)
       SELECT $1, term, 1 FROM unnest($2::text[]) AS term
       ON CONFLICT (language, term) DO UPDATE SET df = s.df + 1`,
      [language, sorted],
    );
  } else {
    await db.query(
      `UPDATE corpus_term_stats SET df = df - 1 WHERE language = $1 AND term = ANY($2::text[])`,
      [language, sorted],
    );
    await db.query(
      `DELETE FROM corpus_term_stats WHERE language = $1 AND term = ANY($2::text[]) AND df <= 0`,
      [language, sorted],
    );
  }
}

/** How many items of `language` have vectors (the IDF's N). */
export async function documentCount(db: Queryable, language: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM corpus_item_vectors WHERE language = $1`,
    [language],
  );
  return rows[0]?.n ?? 0;
}

/** The df of each of `terms` in `language` (absent terms: 0). */
export async function documentFrequencies(
  db: Queryable,
  language: string,
  terms: readonly string[],
): Promise<Map<string, number>> {
  if (terms.length === 0) return new Map();
  const rows = await db.query<{ term: string; df: number }>(
    `SELECT term, df FROM corpus_term_stats WHERE language = $1 AND term = ANY($2::text[])`,
    [language, [...new Set(terms)]],
  );
  return new Map(rows.map((row) => [row.term, row.df]));
}

/** Writes an item's counts and vector (replacing any). */
export async function storeVector(
  db: Queryable,
  corpusItemId: number,
  language: string,
  counts: TermCounts,
  vector: SparseVector,
): Promise<void> {
  await db.query(
    `INSERT INTO corpus_item_vectors (corpus_item_id, language, all_terms, counts, terms, weights)
     VALUES ($1, $2, $3::text[], $4::int[], $5::text[], $6::real[])
     ON CONFLICT (corpus_item_id) DO UPDATE
       SET language = EXCLUDED.language, all_terms = EXCLUDED.all_terms, counts = EXCLUDED.counts,
           terms = EXCLUDED.terms, weights = EXCLUDED.weights, computed_at = now()`,
    [corpusItemId, language, counts.terms, counts.counts, vector.terms, vector.weights],
  );
}

export interface CandidateVector extends SparseVector {
  corpusItemId: number;
}

/**
 * Up to `limit` items of `language` holding one of `lookup` (not the item itself), those
 * covering most of `vector`'s weight first: the GIN index finds every item holding a lookup
 * term, and the overlap (the sum of `vector`'s weights of the terms shared) picks the likeliest
 * for an exact cosine.
 */
export async function candidateVectors(
  db: Queryable,
  corpusItemId: number,
  language: string,
  lookup: readonly string[],
  vector: SparseVector,
  limit: number,
): Promise<CandidateVector[]> {
  if (lookup.length === 0) return [];
  return db.query<CandidateVector>(
    `SELECT v.corpus_item_id::int AS "corpusItemId", v.terms, v.weights
       FROM corpus_item_vectors v
      WHERE v.terms && $1::text[] AND v.language = $4 AND v.corpus_item_id <> $5
      ORDER BY (SELECT sum(q.weight) FROM unnest($2::text[], $3::real[]) AS q(term, weight)
                 WHERE q.term = ANY(v.terms)) DESC, v.corpus_item_id DESC
      LIMIT $6`,
    [lookup, vector.terms, vector.weights, language, corpusItemId, limit],
  );
}

/** The stored neighbour lists of `ids`, best first (rows of deleted neighbours are gone). */
export async function neighbourLists(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, Neighbour[]>> {
  const lists = new Map<number, Neighbour[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return lists;
  const rows = await db.query<{ id: number; neighbourId: number; score: number }>(
    `SELECT corpus_item_id::int AS id, neighbour_id::int AS "neighbourId", score
       FROM corpus_item_neighbours WHERE corpus_item_id = ANY($1::bigint[])
      ORDER BY corpus_item_id, rank`,
    [ids],
  );
  for (const row of rows) {
    lists.get(row.id)?.push({ corpusItemId: row.neighbourId, score: row.score });
  }
  return lists;
}

/** Replaces the neighbour lists of the map's items (an empty list clears one), ranked from 1. */
export async function replaceNeighbourLists(
  db: Queryable,
  lists: ReadonlyMap<number, readonly Neighbour[]>,
): Promise<void> {
  if (lists.size === 0) return;
  const owners: number[] = [];
  const ranks: number[] = [];
  const neighbours: number[] = [];
  const scores: number[] = [];
  for (const [id, list] of lists) {
    list.forEach((neighbour, index) => {
      owners.push(id);
      ranks.push(index + 1);
      neighbours.push(neighbour.corpusItemId);
      scores.push(neighbour.score);
    });
  }
  await db.query(`DELETE FROM corpus_item_neighbours WHERE corpus_item_id = ANY($1::bigint[])`, [
    [...lists.keys()],
  ]);
  if (owners.length === 0) return;
  // Only items still in the corpus: one deleted since its vector was read would break the FK.
  await db.query(
    `INSERT INTO corpus_item_neighbours (corpus_item_id, rank, neighbour_id, score)
     SELECT n.owner, n.rank, n.neighbour, n.score
       FROM unnest($1::bigint[], $2::smallint[], $3::bigint[], $4::real[])
            AS n(owner, rank, neighbour, score)
      WHERE EXISTS (SELECT 1 FROM corpus_items o WHERE o.corpus_item_id = n.owner)
        AND EXISTS (SELECT 1 FROM corpus_items t WHERE t.corpus_item_id = n.neighbour)`,
    [owners, ranks, neighbours, scores],
  );
}

/** Recounts every language's df from the stored term lists (the nightly rebuild's first step). */
export async function recountDocumentFrequencies(db: Queryable): Promise<void> {
  await db.query('DELETE FROM corpus_term_stats');
  await db.query(
    `INSERT INTO corpus_term_stats (language, term, df)
     SELECT v.language, t.term, count(*)::int
       FROM corpus_item_vectors v, unnest(v.all_terms) AS t(term)
      GROUP BY v.language, t.term`,
  );
}

/** Languages that have vectors, with how many items each. */
export async function vectorLanguages(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ language: string; n: number }>(
    `SELECT language, count(*)::int AS n FROM corpus_item_vectors GROUP BY language`,
  );
  return new Map(rows.map((row) => [row.language, row.n]));
}

/** One page of a language's stored term counts, by id after `afterId`. */
export async function termCountsPage(
  db: Queryable,
  language: string,
  afterId: number,
  limit: number,
): Promise<Array<TermCounts & { corpusItemId: number }>> {
  return db.query(
    `SELECT corpus_item_id::int AS "corpusItemId", all_terms AS terms, counts
       FROM corpus_item_vectors WHERE language = $1 AND corpus_item_id > $2
      ORDER BY corpus_item_id LIMIT $3`,
    [language, afterId, limit],
  );
}

/** One page of a language's vectors, by id after `afterId`. */
export async function vectorsPage(
  db: Queryable,
  language: string,
  afterId: number,
  limit: number,
): Promise<CandidateVector[]> {
  return db.query(
    `SELECT corpus_item_id::int AS "corpusItemId", terms, weights
       FROM corpus_item_vectors WHERE language = $1 AND corpus_item_id > $2
      ORDER BY corpus_item_id LIMIT $3`,
    [language, afterId, limit],
  );
}

/** Rewrites several items' vectors at once (the nightly reweighing). */
export async function updateVectors(
  db: Queryable,
  vectors: ReadonlyArray<SparseVector & { corpusItemId: number }>,
): Promise<void> {
  if (vectors.length === 0) return;
  await db.query(
    `UPDATE corpus_item_vectors v
        SET terms = ARRAY(SELECT e.t FROM jsonb_array_elements_text(x.value -> 't')
                                   WITH ORDINALITY AS e(t, i) ORDER BY e.i),
            weights = ARRAY(SELECT e.w::real FROM jsonb_array_elements_text(x.value -> 'w')
                                     WITH ORDINALITY AS e(w, i) ORDER BY e.i),
            computed_at = now()
       FROM jsonb_array_elements($1::jsonb) AS x
      WHERE v.corpus_item_id = (x.value ->> 'id')::bigint`,
    [
      JSON.stringify(
        vectors.map((vector) => ({ id: vector.corpusItemId, t: vector.terms, w: vector.weights })),
      ),
    ],
  );
}
