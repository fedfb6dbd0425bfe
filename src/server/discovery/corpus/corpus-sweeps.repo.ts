/**
 * SQL of the corpus's own work: the hourly sweeps (public lists, popular saves, prospects that
 * break the privacy rule) and classification after parse. Only items are read: never who saved
 * anything.
 */
import type { TopicSlug } from '../../../common/topics.js';
import type { Queryable } from '../../db/types.js';
import type { TopicSource } from './corpus.types.js';
import { sharesReadingSql } from '../../settings/settings.read-model.js';
import { instanceFeedEntryJoin } from './corpus.read-model.js';

/** A public item the sweep may propose, with the addresses the privacy rule checks. */
export interface SweptItem {
  itemId: number;
  /** The item's normal URL and, once fetched, where it resolved to. */
  urls: string[];
}

/**
 * A page (after item id `afterItemId`) of public items saved (unread or archived) by at least
 * `minSavers` distinct users who let the instance use their reading, and not yet in the corpus
 * with this source. Only items come back: never who saved them, nor how many.
 */
export async function popularlySavedItems(
  db: Queryable,
  minSavers: number,
  afterItemId: number,
  limit: number,
): Promise<SweptItem[]> {
  const rows = await db.query<{ itemId: number; normalUrl: string; resolvedUrl: string | null }>(
    `SELECT s.item_id::int AS "itemId", min(i.normal_url) AS "normalUrl",
            min(i.resolved_url) AS "resolvedUrl"
       FROM saved_items s JOIN items i ON i.item_id = s.item_id
      WHERE i.owner_user_id IS NULL AND s.status IN ('UNREAD', 'ARCHIVED') AND s.item_id > $3
        AND ${sharesReadingSql('s.user_id')}
        AND NOT EXISTS (SELECT 1 FROM corpus_items ci
                          JOIN corpus_item_sources cs ON cs.corpus_item_id = ci.corpus_item_id
                         WHERE ci.item_id = s.item_id AND cs.source_kind = 'POPULAR_SAVES')
        AND NOT EXISTS (SELECT 1 FROM corpus_items ci
                         WHERE ci.normal_url = i.normal_url AND ci.state = 'REJECTED')
      GROUP BY s.item_id
     HAVING count(DISTINCT s.user_id) >= $1
      ORDER BY s.item_id
      LIMIT $2`,
    [minSavers, limit, afterItemId],
  );
  return rows.map((row) => ({
    itemId: row.itemId,
    urls: row.resolvedUrl === null ? [row.normalUrl] : [row.normalUrl, row.resolvedUrl],
  }));
}

/**
 * A page (after `afterId`) of unreviewed prospects with a source from readers' data (popular
 * saves, a public list, a followed feed), with their addresses: the sweep drops those the
 * privacy rule refuses (corpus-intake.ts dropPrivateProspects).
 */
export async function prospectsFromReaders(
  db: Queryable,
  afterId: number,
  limit: number,
): Promise<Array<SweptItem & { id: number }>> {
  const rows = await db.query<{
    id: number;
    itemId: number;
    normalUrl: string;
    resolvedUrl: string | null;
  }>(
    `SELECT ci.corpus_item_id::int AS id, ci.item_id::int AS "itemId",
            ci.normal_url AS "normalUrl", i.resolved_url AS "resolvedUrl"
       FROM corpus_items ci JOIN items i ON i.item_id = ci.item_id
      WHERE ci.state = 'PROSPECT' AND ci.corpus_item_id > $1
        AND EXISTS (SELECT 1 FROM corpus_item_sources s
                     WHERE s.corpus_item_id = ci.corpus_item_id
                       AND s.source_kind IN (${READER_SOURCES}))
      ORDER BY ci.corpus_item_id
      LIMIT $2`,
    [afterId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    itemId: row.itemId,
    urls: row.resolvedUrl === null ? [row.normalUrl] : [row.normalUrl, row.resolvedUrl],
  }));
}

/** The sources that come from readers' data, as SQL literals. */
const READER_SOURCES = `'POPULAR_SAVES', 'PUBLIC_LIST', 'SUBSCRIBED_FEED'`;

/**
 * Takes readers' sources off these prospects, and deletes those left with no source (an instance
 * feed's or a curator's stays: they may keep their address). Returns how many were deleted.
 */
export async function dropReaderSources(db: Queryable, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.query<{ id: number }>(
    `WITH dropped AS (
       DELETE FROM corpus_item_sources
        WHERE corpus_item_id = ANY($1::bigint[]) AND source_kind IN (${READER_SOURCES})
     )
     DELETE FROM corpus_items ci
      WHERE ci.corpus_item_id = ANY($1::bigint[]) AND ci.state = 'PROSPECT'
        AND NOT EXISTS (SELECT 1 FROM corpus_item_sources s
                         WHERE s.corpus_item_id = ci.corpus_item_id
                           AND s.source_kind NOT IN (${READER_SOURCES}))
     RETURNING ci.corpus_item_id::int AS id`,
    [ids],
  );
  return rows.length;
}

/**
 * A page of the items of public lists that moderation has not hidden, in a stable order: each
 * URL with its list's external id. (A list item's itemId is the client's, so the URL is what
 * names the page.)
 */
export async function publicListItemsPage(
  db: Queryable,
  after: { listExternalId: string; id: number } | null,
  limit: number,
): Promise<Array<{ id: number; url: string; listExternalId: string }>> {
  return db.query<{ id: number; url: string; listExternalId: string }>(
    `SELECT li.id::int AS id, li.url, l.external_id::text AS "listExternalId"
       FROM shareable_lists l
       JOIN shareable_list_items li ON li.user_id = l.user_id AND li.list_id = l.id
      WHERE l.status = 'PUBLIC' AND l.moderation_status = 'VISIBLE'
        AND ($1::uuid IS NULL OR (l.external_id, li.id) > ($1::uuid, $2::bigint))
      ORDER BY l.external_id, li.id
      LIMIT $3`,
    [after?.listExternalId ?? null, after?.id ?? null, limit],
  );
}

/**
 * Of these normal URLs, the ones already in the corpus: whether rejected, and the public lists
 * that proposed each.
 */
export async function corpusUrlsAmong(
  db: Queryable,
  normalUrls: readonly string[],
): Promise<Map<string, { rejected: boolean; lists: Set<string> }>> {
  const rows = await db.query<{ normal_url: string; state: string; lists: string[] }>(
    `SELECT ci.normal_url, ci.state,
            coalesce(array_agg(cs.list_external_id::text)
                       FILTER (WHERE cs.list_external_id IS NOT NULL), '{}') AS lists
       FROM corpus_items ci
       LEFT JOIN corpus_item_sources cs
         ON cs.corpus_item_id = ci.corpus_item_id AND cs.source_kind = 'PUBLIC_LIST'
      WHERE ci.normal_url = ANY($1::text[])
      GROUP BY ci.normal_url, ci.state`,
    [normalUrls],
  );
  return new Map(
    rows.map((row) => [
      row.normal_url,
      { rejected: row.state === 'REJECTED', lists: new Set(row.lists) },
    ]),
  );
}

// ---- Classification -------------------------------------------------------------------------

/** Corpus items whose item is parsed and that are not classified yet (the sweep). */
export async function unclassifiedItems(db: Queryable, limit: number): Promise<number[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT ci.corpus_item_id AS id FROM corpus_items ci JOIN items i ON i.item_id = ci.item_id
      WHERE ci.classified_at IS NULL AND i.parse_status IN ('PARSED', 'FAILED')
        AND ci.state <> 'REJECTED'
      ORDER BY ci.corpus_item_id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => Number(row.id));
}

export interface ClassificationInput {
  id: number;
  itemId: number;
  url: string;
  title: string | null;
  excerpt: string | null;
  pageLanguage: string | null;
  parseStatus: string;
  sections: string[];
  keywords: string[];
  categories: string[];
  topic: TopicSlug | null;
  topicSource: TopicSource | null;
  feedTopic: TopicSlug | null;
}

export async function classificationInput(
  db: Queryable,
  id: number,
): Promise<ClassificationInput | undefined> {
  const rows = await db.query<ClassificationInput>(
    `SELECT ci.corpus_item_id::int AS id, ci.item_id::int AS "itemId",
            coalesce(i.resolved_url, i.given_url) AS url, coalesce(ci.title, i.title, fe.title) AS title,
            coalesce(ci.excerpt, i.excerpt, fe.excerpt) AS excerpt, i.language AS "pageLanguage",
            i.parse_status AS "parseStatus", i.meta_sections AS sections,
            i.meta_keywords AS keywords,
            coalesce((SELECT array_agg(DISTINCT c) FROM feed_entries e, unnest(e.categories) c
                       WHERE e.item_id = ci.item_id), '{}') AS categories,
            ci.topic, ci.topic_source AS "topicSource",
            (SELECT cf.topic FROM corpus_item_sources s JOIN corpus_feeds cf ON cf.feed_id = s.feed_id
              WHERE s.corpus_item_id = ci.corpus_item_id AND s.source_kind = 'INSTANCE_FEED'
              ORDER BY s.added_at LIMIT 1) AS "feedTopic"
       FROM corpus_items ci JOIN items i ON i.item_id = ci.item_id
       ${instanceFeedEntryJoin('i', 'fe')}
      WHERE ci.corpus_item_id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * Stores language and topic and marks the item classified. A curator's topic is never
 * replaced (the condition is in SQL, so a curator's edit racing the job still wins).
 */
export async function storeClassification(
  db: Queryable,
  id: number,
  result: {
    language: string | null;
    languageConfidence: number | null;
    topic: { slug: TopicSlug; source: TopicSource; confidence: number } | null;
  },
): Promise<void> {
  await db.query(
    `UPDATE corpus_items SET
       language = $2, language_confidence = $3, classified_at = now(),
       -- Freshness counts from the page's own date, never later than the corpus first saw it.
       published_at = coalesce(
         (SELECT least(i.date_published, corpus_items.created_at) FROM items i
           WHERE i.item_id = corpus_items.item_id), published_at),
       topic = CASE WHEN topic_source = 'CURATOR' OR $4::text IS NULL THEN topic ELSE $4 END,
       topic_source = CASE WHEN topic_source = 'CURATOR' OR $4::text IS NULL THEN topic_source
                      ELSE $5 END,
       topic_confidence = CASE WHEN topic_source = 'CURATOR' OR $4::text IS NULL
                          THEN topic_confidence ELSE $6 END
     WHERE corpus_item_id = $1`,
    [
      id,
      result.language,
      result.languageConfidence,
      result.topic?.slug ?? null,
      result.topic?.source ?? null,
      result.topic?.confidence ?? null,
    ],
  );
}
