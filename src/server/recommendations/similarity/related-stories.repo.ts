/**
 * SQL of the reader's related stories (docs/RECOMMENDATIONS.md "Related stories"): an article's
 * stored neighbours in one statement, and the fallbacks (same site within 30 days, the newest of
 * its corpus topic, the newest overall) in another. Every candidate is recommendable now, is not
 * the article, and is neither saved (any status but DELETED) nor dismissed by the viewer.
 */
import type { TopicSlug } from '../../../common/topics.js';
import { recommendableSql } from '../../corpus/corpus.repo.js';
import type { Queryable } from '../../db/types.js';
import { publisherSql, siteSql } from '../corpus-item-views.repo.js';

/** "More from <publisher>" looks this far back. */
export const SAME_PUBLISHER_DAYS = 30;

/** What may be shown instead of the article `$1` to the viewer `$2` (null: logged out). */
const showable = (ci: string) => `${recommendableSql(ci)}
   AND ${ci}.item_id <> $1
   AND NOT EXISTS (SELECT 1 FROM saved_items s
                    WHERE s.user_id = $2 AND s.item_id = ${ci}.item_id AND s.status <> 'DELETED')
   AND NOT EXISTS (SELECT 1 FROM recommendation_dismissals d
                    WHERE d.user_id = $2 AND d.corpus_item_id = ${ci}.corpus_item_id)`;

/** The article's stored neighbours that may be shown, best first, at most `limit`. */
export async function showableNeighbours(
  db: Queryable,
  itemId: number,
  viewerUserId: number | null,
  limit: number,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT ci.corpus_item_id::int AS id
       FROM corpus_items self
       JOIN corpus_item_neighbours n ON n.corpus_item_id = self.corpus_item_id
       JOIN corpus_items ci ON ci.corpus_item_id = n.neighbour_id
      WHERE self.item_id = $1 AND ${showable('ci')}
      ORDER BY n.rank
      LIMIT $3`,
    [itemId, viewerUserId, limit],
  );
  return rows.map((row) => row.id);
}

export type FallbackStep = 'SAME_PUBLISHER' | 'TOPIC' | 'NEWEST';

export interface FallbackCandidate {
  id: number;
  step: FallbackStep;
}

export interface FallbackAnswer {
  /** The article's publisher (for "More from …"), null when the item is unknown. */
  publisher: string | null;
  /** The article's corpus topic, null when it has none or is not in the corpus. */
  topic: TopicSlug | null;
  /** Candidates of every step, step by step, each step newest first (ids may repeat). */
  candidates: FallbackCandidate[];
}

/**
 * The fallbacks' candidates in one statement: up to `perStep` items of each step, leaving out
 * `exclude` (already chosen). An item only in a user's library (not in the corpus) has no topic.
 */
export async function fallbackCandidates(
  db: Queryable,
  itemId: number,
  viewerUserId: number | null,
  perStep: number,
  exclude: readonly number[],
): Promise<FallbackAnswer> {
  const rows = await db.query<{
    publisher: string | null;
    topic: TopicSlug | null;
    ids: number[] | null;
    steps: FallbackStep[] | null;
  }>(
    `WITH article AS (
       SELECT ${siteSql('i')} AS site, ${publisherSql('i')} AS publisher, ac.topic
         FROM items i LEFT JOIN corpus_items ac ON ac.item_id = i.item_id
        WHERE i.item_id = $1
     ),
     -- Scalar subqueries, not joins: the planner then walks the site and (topic, published_at)
     -- indexes with the article's values, and finds nothing at once when there are none.
     same_site AS (
       SELECT ci.corpus_item_id, 'SAME_PUBLISHER' AS step, 1 AS step_order, ci.published_at
         FROM items si
         JOIN corpus_items ci ON ci.item_id = si.item_id
        WHERE si.owner_user_id IS NULL AND ${siteSql('si')} = (SELECT site FROM article)
          AND ci.state <> 'REJECTED'
          AND ci.published_at > now() - make_interval(days => ${SAME_PUBLISHER_DAYS})
          AND ci.corpus_item_id <> ALL($4::bigint[]) AND ${showable('ci')}
        ORDER BY ci.published_at DESC LIMIT $3
     ),
     same_topic AS (
       SELECT ci.corpus_item_id, 'TOPIC' AS step, 2 AS step_order, ci.published_at
         FROM corpus_items ci
        WHERE ci.topic = (SELECT topic FROM article) AND ci.state <> 'REJECTED'
          AND ci.corpus_item_id <> ALL($4::bigint[]) AND ${showable('ci')}
        ORDER BY ci.published_at DESC LIMIT $3
     ),
     newest AS (
       SELECT ci.corpus_item_id, 'NEWEST' AS step, 3 AS step_order, ci.published_at
         FROM corpus_items ci
        WHERE ci.state <> 'REJECTED' AND ci.corpus_item_id <> ALL($4::bigint[]) AND ${showable('ci')}
        ORDER BY ci.published_at DESC LIMIT $3
     ),
     steps AS (
       SELECT * FROM same_site UNION ALL SELECT * FROM same_topic UNION ALL SELECT * FROM newest
     )
     SELECT a.publisher, a.topic,
            (SELECT array_agg(s.corpus_item_id::int ORDER BY s.step_order, s.published_at DESC)
               FROM steps s) AS ids,
            (SELECT array_agg(s.step ORDER BY s.step_order, s.published_at DESC)
               FROM steps s) AS steps
       FROM (SELECT 1) AS one LEFT JOIN article a ON true`,
    [itemId, viewerUserId, perStep, exclude],
  );
  const row = rows[0];
  const ids = row?.ids ?? [];
  const steps = row?.steps ?? [];
  return {
    publisher: row?.publisher ?? null,
    topic: row?.topic ?? null,
    candidates: ids.map((id, index) => ({ id, step: steps[index]! })),
  };
}
