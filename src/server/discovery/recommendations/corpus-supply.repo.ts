/**
 * What a lineup had to draw from, for a lineup that has no slate (docs/RECOMMENDATIONS.md "When
 * there is no slate"): the corpus's recommendable items, and why those that were no candidate
 * were not. One statement, read only when a lineup came out empty, over at most SUPPLY_LIMIT items.
 */
import type { TopicSlug } from '../../../common/topics.js';
import { recommendableSql } from '../corpus/corpus.read-model.js';
import type { Queryable } from '../../db/types.js';
import { SHOWN_TOO_OFTEN, windowDaysSql } from './candidates.repo.js';

/** Counts stop here: past it, the numbers only say "many". */
export const SUPPLY_LIMIT = 1000;

export interface CorpusSupply {
  /** Recommendable corpus items (in the topic, for a topic page), in any language. */
  recommendable: number;
  /** Of those, in none of the reader's languages. */
  otherLanguages: number;
  /** In the reader's languages but not yet sorted into a topic (slates are made by topic). */
  unclassified: number;
  /** Older than their topic's freshness window. */
  stale: number;
  /** Saved, dismissed or shown too often to this viewer. */
  excluded: number;
  /** What remains: the candidates. */
  available: number;
  /** The most candidates of one topic. */
  largestTopic: number;
}

export interface SupplyScope {
  languages: readonly string[];
  userId: number | null;
  /** A topic page's topic; null for Home and Discover. */
  topic: TopicSlug | null;
}

export async function loadCorpusSupply(db: Queryable, scope: SupplyScope): Promise<CorpusSupply> {
  const [row] = await db.query<Record<keyof CorpusSupply, number>>(
    `WITH r AS (
       SELECT ci.corpus_item_id, ci.item_id, ci.topic, ci.published_at,
              coalesce(ci.language, 'en') = ANY($2::text[]) AS in_language
         FROM corpus_items ci
        WHERE ci.state <> 'REJECTED' AND ($3::text IS NULL OR ci.topic = $3)
          AND ${recommendableSql('ci')}
        LIMIT ${SUPPLY_LIMIT}
     ),
     f AS (
       SELECT r.*, r.topic IS NULL AS unclassified,
              r.published_at <= now() - make_interval(days => ${windowDaysSql('r.topic')}) AS stale,
              (EXISTS (SELECT 1 FROM saved_items s WHERE s.user_id = $1 AND s.item_id = r.item_id
                          AND s.status <> 'DELETED')
               OR EXISTS (SELECT 1 FROM recommendation_dismissals d
                           WHERE d.user_id = $1 AND d.corpus_item_id = r.corpus_item_id)
               OR EXISTS (SELECT 1 FROM user_recommendation_history h
                           WHERE h.user_id = $1 AND h.corpus_item_id = r.corpus_item_id
                             AND h.impressions >= ${SHOWN_TOO_OFTEN} AND h.opens = 0)) AS excluded
         FROM r
     ),
     -- Each item counted once, by the first reason in this order.
     c AS (
       SELECT f.*, CASE WHEN NOT in_language THEN 'language' WHEN unclassified THEN 'unclassified'
                        WHEN excluded THEN 'excluded' WHEN stale THEN 'stale'
                        ELSE 'available' END AS why
         FROM f
     )
     SELECT count(*)::int AS recommendable,
            count(*) FILTER (WHERE why = 'language')::int AS "otherLanguages",
            count(*) FILTER (WHERE why = 'unclassified')::int AS unclassified,
            count(*) FILTER (WHERE why = 'excluded')::int AS excluded,
            count(*) FILTER (WHERE why = 'stale')::int AS stale,
            count(*) FILTER (WHERE why = 'available')::int AS available,
            coalesce((SELECT max(n) FROM (SELECT count(*)::int AS n FROM c WHERE why = 'available'
                                          GROUP BY topic) t), 0)::int AS "largestTopic"
       FROM c`,
    [scope.userId, scope.languages, scope.topic],
  );
  return row!;
}
