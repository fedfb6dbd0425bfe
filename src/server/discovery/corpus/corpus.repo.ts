/**
 * SQL of the instance corpus (migration 0028): corpus items and their sources, the review list.
 * proposeItems is the one way an item enters the corpus, whatever proposed it; nothing here
 * stores who saved or subscribed to anything (docs/CORPUS.md "Privacy"). Instance feeds are in
 * corpus-feeds.repo.ts, the sweeps' and classification's queries in corpus-sweeps.repo.ts.
 */
import type { TopicSlug } from '../../../common/topics.js';
import type { Queryable } from '../../db/types.js';
import { corpusUrlSql, recommendableSql } from './corpus.read-model.js';
import type {
  AdminCorpusItemFilter,
  CorpusItemState,
  CorpusSourceKind,
  TopicSource,
} from './corpus.types.js';

/** Who or what proposes items, with what it decides about them. */
export interface ProposalSource {
  kind: CorpusSourceKind;
  feedId?: number | null;
  listExternalId?: string | null;
  /** CURATOR only: the curator (never a saver or a subscriber). */
  addedBy?: number | null;
  /** A topic the source gives (the instance feed's, the curator's). */
  topic?: { slug: TopicSlug; source: 'FEED' | 'CURATOR'; confidence: number } | null;
  /** CURATOR: approved at once as a curator's pick. */
  approve?: boolean;
}

/**
 * Proposes public items to the corpus: a new one becomes a prospect (or approved, for a curator),
 * one already there gains the source. A rejected URL stays rejected and gains nothing. A topic is
 * set where there is none; a curator's replaces any. Returns the corpus item ids touched.
 */
export async function proposeItems(
  db: Queryable,
  itemIds: readonly number[],
  source: ProposalSource,
): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const topic = source.topic ?? null;
  const rows = await db.query<{ corpus_item_id: string }>(
    `WITH candidates AS (
       SELECT item_id, normal_url FROM items
        WHERE item_id = ANY($1::bigint[]) AND owner_user_id IS NULL
     ),
     upserted AS (
       INSERT INTO corpus_items AS ci (item_id, normal_url, state, is_curator_pick, topic,
                                       topic_source, topic_confidence, reviewed_by, reviewed_at)
       SELECT item_id, normal_url, CASE WHEN $2 THEN 'APPROVED' ELSE 'PROSPECT' END, $2,
              $3::text, $4::text, $5::real, CASE WHEN $2 THEN $6::bigint END,
              CASE WHEN $2 THEN now() END
         FROM candidates
       ON CONFLICT (normal_url) DO UPDATE SET
         state = CASE WHEN $2 THEN 'APPROVED' ELSE ci.state END,
         is_curator_pick = ci.is_curator_pick OR $2,
         reviewed_by = CASE WHEN $2 THEN $6::bigint ELSE ci.reviewed_by END,
         reviewed_at = CASE WHEN $2 THEN now() ELSE ci.reviewed_at END,
         topic = CASE WHEN $3::text IS NOT NULL AND ($4 = 'CURATOR' OR ci.topic IS NULL)
                      THEN $3::text ELSE ci.topic END,
         topic_source = CASE WHEN $3::text IS NOT NULL AND ($4 = 'CURATOR' OR ci.topic IS NULL)
                             THEN $4::text ELSE ci.topic_source END,
         topic_confidence = CASE WHEN $3::text IS NOT NULL AND ($4 = 'CURATOR' OR ci.topic IS NULL)
                                 THEN $5::real ELSE ci.topic_confidence END
       WHERE ci.state <> 'REJECTED'
       RETURNING corpus_item_id
     ),
     sourced AS (
       INSERT INTO corpus_item_sources (corpus_item_id, source_kind, feed_id, list_external_id,
                                        added_by)
       SELECT corpus_item_id, $7, $8::bigint, $9::uuid, $6::bigint FROM upserted
       ON CONFLICT DO NOTHING
     )
     SELECT corpus_item_id FROM upserted`,
    [
      itemIds,
      source.approve ?? false,
      topic?.slug ?? null,
      topic?.source ?? null,
      topic?.confidence ?? null,
      source.addedBy ?? null,
      source.kind,
      source.feedId ?? null,
      source.listExternalId ?? null,
    ],
  );
  return rows.map((row) => Number(row.corpus_item_id));
}

/** The corpus state of the public item of a URL, if it is in the corpus. */
export async function corpusItemByItemId(
  db: Queryable,
  itemId: number,
): Promise<{ id: number; state: CorpusItemState } | undefined> {
  const rows = await db.query<{ id: string; state: CorpusItemState }>(
    'SELECT corpus_item_id AS id, state FROM corpus_items WHERE item_id = $1',
    [itemId],
  );
  return rows[0] && { id: Number(rows[0].id), state: rows[0].state };
}

// ---- Review list ----------------------------------------------------------------------------

export interface CorpusItemRow {
  id: number;
  itemId: number;
  url: string;
  title: string | null;
  itemTitle: string | null;
  excerpt: string | null;
  itemExcerpt: string | null;
  imageUrl: string | null;
  itemImageUrl: string | null;
  publisher: string | null;
  language: string | null;
  itemLanguage: string | null;
  topic: TopicSlug | null;
  topicSource: TopicSource | null;
  topicConfidence: number | null;
  state: CorpusItemState;
  isCuratorPick: boolean;
  recommendable: boolean;
  sources: Array<{ kind: CorpusSourceKind; label: string | null; addedAt: string }>;
  parseStatus: string;
  createdAt: Date;
  reviewedAt: Date | null;
  /** created_at in microseconds, for keyset cursors. */
  sortKey: string;
}

const ITEM_COLUMNS = `ci.corpus_item_id::int AS id, ci.item_id::int AS "itemId",
  ${corpusUrlSql('i')} AS url, ci.title, i.title AS "itemTitle",
  ci.excerpt, i.excerpt AS "itemExcerpt", ci.image_url AS "imageUrl",
  i.top_image_url AS "itemImageUrl", i.site_name AS publisher, ci.language,
  i.language AS "itemLanguage", ci.topic, ci.topic_source AS "topicSource",
  ci.topic_confidence::float8 AS "topicConfidence", ci.state,
  ci.is_curator_pick AS "isCuratorPick", ${recommendableSql('ci')} AS recommendable,
  i.parse_status AS "parseStatus", ci.created_at AS "createdAt", ci.reviewed_at AS "reviewedAt",
  (extract(epoch FROM ci.created_at) * 1000000)::bigint::text AS "sortKey",
  (SELECT coalesce(json_agg(json_build_object(
            'kind', s.source_kind,
            'label', CASE s.source_kind
              WHEN 'INSTANCE_FEED' THEN coalesce(sf.title, sf.url)
              WHEN 'SUBSCRIBED_FEED' THEN 'Followed by readers: ' || coalesce(sf.title, sf.url)
              WHEN 'PUBLIC_LIST' THEN 'Public list: ' || coalesce(sl.title, 'removed')
              WHEN 'POPULAR_SAVES' THEN 'Saved by several readers'
              WHEN 'CURATOR' THEN 'Added by ' || coalesce(su.username, 'a former curator')
            END,
            'addedAt', s.added_at) ORDER BY s.added_at), '[]'::json)
     FROM corpus_item_sources s
     LEFT JOIN feeds sf ON sf.feed_id = s.feed_id
     LEFT JOIN shareable_lists sl ON sl.external_id = s.list_external_id
     LEFT JOIN users su ON su.id = s.added_by AND s.source_kind = 'CURATOR'
    WHERE s.corpus_item_id = ci.corpus_item_id) AS sources`;

/** The filter as SQL over `ci` and `i`, its parameters numbered from `first`. */
function filterSql(filter: AdminCorpusItemFilter, first: number) {
  const search =
    filter.search
      ?.trim()
      .toLowerCase()
      .replace(/[\\%_]/g, '\\$&') || null;
  const where = `($${first}::text IS NULL OR ci.state = $${first})
    AND ($${first + 1}::text IS NULL OR ci.topic = $${first + 1})
    AND ($${first + 2}::text IS NULL OR EXISTS (SELECT 1 FROM corpus_item_sources fs
         WHERE fs.corpus_item_id = ci.corpus_item_id AND fs.source_kind = $${first + 2}))
    AND ($${first + 3}::text IS NULL OR lower(coalesce(ci.language, i.language)) = lower($${first + 3})
         OR lower(coalesce(ci.language, i.language)) LIKE lower($${first + 3}) || '-%')
    AND ($${first + 4}::text IS NULL
         OR lower(coalesce(ci.title, i.title, '')) LIKE '%' || $${first + 4} || '%'
         OR lower(${corpusUrlSql('i')}) LIKE '%' || $${first + 4} || '%')`;
  const params = [
    filter.state ?? null,
    filter.topic ?? null,
    filter.source ?? null,
    filter.language?.trim() || null,
    search,
  ];
  return { where, params };
}

/** Corpus items newest first, filtered, after a keyset position. */
export async function listCorpusItems(
  db: Queryable,
  filter: AdminCorpusItemFilter,
  after: { sortKey: string; id: number } | undefined,
  limit: number,
): Promise<CorpusItemRow[]> {
  const { where, params } = filterSql(filter, 4);
  return db.query<CorpusItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM corpus_items ci JOIN items i ON i.item_id = ci.item_id
      WHERE ${where}
        AND ($1::bigint IS NULL
             OR ((extract(epoch FROM ci.created_at) * 1000000)::bigint, ci.corpus_item_id)
                < ($1::bigint, $2::bigint))
      ORDER BY ci.created_at DESC, ci.corpus_item_id DESC
      LIMIT $3`,
    [after?.sortKey ?? null, after?.id ?? null, limit, ...params],
  );
}

export async function countCorpusItems(
  db: Queryable,
  filter: AdminCorpusItemFilter,
): Promise<number> {
  const { where, params } = filterSql(filter, 1);
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM corpus_items ci JOIN items i ON i.item_id = ci.item_id
      WHERE ${where}`,
    params,
  );
  return rows[0]?.n ?? 0;
}

export async function findCorpusItem(
  db: Queryable,
  id: number,
): Promise<CorpusItemRow | undefined> {
  const rows = await db.query<CorpusItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM corpus_items ci JOIN items i ON i.item_id = ci.item_id
      WHERE ci.corpus_item_id = $1`,
    [id],
  );
  return rows[0];
}

export async function setCorpusItemState(
  db: Queryable,
  id: number,
  state: CorpusItemState,
  reviewedBy: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE corpus_items SET state = $2, reviewed_by = $3, reviewed_at = now()
      WHERE corpus_item_id = $1 RETURNING corpus_item_id`,
    [id, state, reviewedBy],
  );
  return rows.length > 0;
}

export interface CorpusItemEdit {
  title?: string | null;
  excerpt?: string | null;
  imageUrl?: string | null;
  topic?: TopicSlug | null;
  isCuratorPick?: boolean;
}

/**
 * A curator's edits: a field given (null clears the override) replaces the stored one; a topic
 * becomes the curator's (confidence 1), a null topic clears it.
 */
export async function editCorpusItem(
  db: Queryable,
  id: number,
  edit: CorpusItemEdit,
  reviewedBy: number,
): Promise<boolean> {
  const has = (key: keyof CorpusItemEdit) => edit[key] !== undefined;
  const rows = await db.query(
    `UPDATE corpus_items SET
       title = CASE WHEN $2 THEN $3 ELSE title END,
       excerpt = CASE WHEN $4 THEN $5 ELSE excerpt END,
       image_url = CASE WHEN $6 THEN $7 ELSE image_url END,
       topic = CASE WHEN $8 THEN $9 ELSE topic END,
       topic_source = CASE WHEN $8 THEN CASE WHEN $9::text IS NULL THEN NULL ELSE 'CURATOR' END
                      ELSE topic_source END,
       topic_confidence = CASE WHEN $8 THEN CASE WHEN $9::text IS NULL THEN NULL ELSE 1 END
                          ELSE topic_confidence END,
       is_curator_pick = coalesce($10, is_curator_pick),
       reviewed_by = $11, reviewed_at = now()
     WHERE corpus_item_id = $1 RETURNING corpus_item_id`,
    [
      id,
      has('title'),
      edit.title ?? null,
      has('excerpt'),
      edit.excerpt ?? null,
      has('imageUrl'),
      edit.imageUrl ?? null,
      has('topic'),
      edit.topic ?? null,
      edit.isCuratorPick ?? null,
      reviewedBy,
    ],
  );
  return rows.length > 0;
}

export async function corpusCounts(
  db: Queryable,
): Promise<{ prospects: number; approved: number; rejected: number; feeds: number }> {
  const rows = await db.query<{
    prospects: number;
    approved: number;
    rejected: number;
    feeds: number;
  }>(
    `SELECT count(*) FILTER (WHERE state = 'PROSPECT')::int AS prospects,
            count(*) FILTER (WHERE state = 'APPROVED')::int AS approved,
            count(*) FILTER (WHERE state = 'REJECTED')::int AS rejected,
            (SELECT count(*)::int FROM corpus_feeds) AS feeds
       FROM corpus_items`,
  );
  return rows[0]!;
}
