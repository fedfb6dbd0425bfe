/**
 * SQL of the reader's related stories (docs/RECOMMENDATIONS.md "Related stories"): an article's
 * stored neighbours in one statement, and the fallbacks (same site within 30 days, the newest of
 * its corpus topic, the newest overall) in another. Every candidate is recommendable now, is not
 * the article, and is neither saved (any status but DELETED) nor dismissed by the viewer.
 */
import type { TopicSlug } from '../../../../common/topics.js';
import { recommendableSql } from '../../corpus/corpus.read-model.js';
import type { Queryable } from '../../../db/types.js';
import { publisherSql, siteSql } from '../corpus-item-views.read-model.js';

/** "More from <publisher>" looks this far back. */
export const SAME_PUBLISHER_DAYS = 30;

/** What may be shown instead of the article `$1` to the viewer `$2` (null: logged out). */
const showable = (ci: string) => `${recommendableSql(ci)}
   AND ${ci}.item_id <> $1
   AND NOT EXISTS (SELECT 1 FROM saved_items s
                    WHERE s.user_id = $2 AND s.item_id = ${ci}.item_id AND s.status <> 'DELETED')
   AND NOT EXISTS (SELECT 1 FROM recommendation_dismissals d
                    WHERE d.user_id = $2 AND d.corpus_item_id = ${ci}.corpus_item_id)`;

/**
 * The article's stored neighbours that may be shown, best first, at most `limit`. Only a
 * published article's: an unreviewed prospect's would tell the reader that others saved it
 * (docs/CORPUS.md "Privacy").
 */
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
      WHERE self.item_id = $1 AND ${recommendableSql('self')} AND ${showable('ci')}
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

/**
 * What the fallbacks go by: the article's site, publisher and corpus topic; and what tells its
 * page (its address, title and excerpt: same-page.ts), so that no copy of it is shown.
 */
export interface ArticleFacts {
  site: string | null;
  publisher: string | null;
  /** The site name the page declares; null when it declares none (the publisher is its host). */
  siteName: string | null;
  /** Null when the article has no topic or is not published in the corpus (see above). */
  topic: TopicSlug | null;
  url: string;
  title: string | null;
  excerpt: string | null;
}

/** The article's facts, or undefined when the item does not exist. */
export async function articleFacts(
  db: Queryable,
  itemId: number,
): Promise<ArticleFacts | undefined> {
  const rows = await db.query<ArticleFacts>(
    `SELECT ${siteSql('i')} AS site, ${publisherSql('i')} AS publisher,
            nullif(btrim(i.site_name), '') AS "siteName", c.topic,
            corpus_url(i.resolved_url, i.given_url) AS url,
            coalesce(nullif(btrim(c.title), ''), nullif(btrim(i.title), '')) AS title,
            coalesce(nullif(btrim(c.excerpt), ''), i.excerpt) AS excerpt
       FROM items i LEFT JOIN corpus_items c ON c.item_id = i.item_id AND ${recommendableSql('c')}
      WHERE i.item_id = $1`,
    [itemId],
  );
  return rows[0];
}

/**
 * The fallbacks' candidates in one statement: up to `perStep` items of each step (its publisher
 * within 30 days, the article's topic, the corpus), each newest first, leaving out `exclude`
 * (already chosen). The site and topic are parameters, not joins, so the planner sees their
 * values and walks the site index and the (topic, published_at) index with them. "Its publisher"
 * is the site's items that declare the article's site name (a host can carry several
 * publishers), or the site's items when the article declares none.
 */
export async function fallbackCandidates(
  db: Queryable,
  itemId: number,
  viewerUserId: number | null,
  facts: ArticleFacts,
  perStep: number,
  exclude: readonly number[],
): Promise<FallbackCandidate[]> {
  return db.query<FallbackCandidate>(
    // The site's public items first (MATERIALIZED: through the site index, never by walking the
    // newest of the corpus and testing each one's URL).
    `WITH site_items AS MATERIALIZED (
       SELECT si.item_id FROM items si
        WHERE $5::text IS NOT NULL AND si.owner_user_id IS NULL AND ${siteSql('si')} = $5
          AND ($7::text IS NULL OR lower(${publisherSql('si')}) = lower($7))
     )
     SELECT id, step FROM (
     (SELECT ci.corpus_item_id::int AS id, 'SAME_PUBLISHER' AS step, 1 AS step_order,
             ci.published_at
        FROM site_items si
        JOIN corpus_items ci ON ci.item_id = si.item_id
       WHERE ci.state <> 'REJECTED'
         AND ci.published_at > now() - make_interval(days => ${SAME_PUBLISHER_DAYS})
         AND ci.corpus_item_id <> ALL($4::bigint[]) AND ${showable('ci')}
       ORDER BY ci.published_at DESC LIMIT $3)
     UNION ALL
     (SELECT ci.corpus_item_id::int, 'TOPIC', 2, ci.published_at
        FROM corpus_items ci
       WHERE ci.topic = $6 AND ci.state <> 'REJECTED'
         AND ci.corpus_item_id <> ALL($4::bigint[]) AND ${showable('ci')}
       ORDER BY ci.published_at DESC LIMIT $3)
     UNION ALL
     (SELECT ci.corpus_item_id::int, 'NEWEST', 3, ci.published_at
        FROM corpus_items ci
       WHERE ci.state <> 'REJECTED' AND ci.corpus_item_id <> ALL($4::bigint[]) AND ${showable('ci')}
       ORDER BY ci.published_at DESC LIMIT $3)
     ) steps
     ORDER BY step_order, published_at DESC`,
    [itemId, viewerUserId, perStep, exclude, facts.site, facts.topic, facts.siteName],
  );
}
