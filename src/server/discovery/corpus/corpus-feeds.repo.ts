/**
 * SQL of the instance feeds (migration 0028 corpus_feeds): which feeds the instance follows for
 * its corpus, with their topic, language and tier, and their health for administrators.
 */
import type { TopicSlug } from '../../../common/topics.js';
import type { Queryable } from '../../db/types.js';
import { sharesReadingSql } from '../../settings/settings.read-model.js';
import type { CorpusQualityTier, FeedRecord } from './corpus.types.js';

export interface CorpusFeedSettings {
  topic: TopicSlug;
  language: string | null;
  qualityTier: CorpusQualityTier;
}

/** Makes a feed an instance feed; false when it already was one (nothing changed). */
export async function insertCorpusFeed(
  db: Queryable,
  feedId: number,
  settings: CorpusFeedSettings,
  addedBy: number | null,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO corpus_feeds (feed_id, topic, language, quality_tier, added_by)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (feed_id) DO NOTHING RETURNING feed_id`,
    [feedId, settings.topic, settings.language, settings.qualityTier, addedBy],
  );
  return rows.length > 0;
}

/**
 * Inserts corpus rows for feeds not yet in the corpus, in one statement (OPML files); answers the
 * feed ids inserted, in the given order (a feed listed twice counts once).
 */
export async function insertCorpusFeeds(
  db: Queryable,
  feeds: ReadonlyArray<CorpusFeedSettings & { feedId: number }>,
  addedBy: number | null,
): Promise<number[]> {
  if (feeds.length === 0) return [];
  const rows = await db.query<{ feed_id: number }>(
    `INSERT INTO corpus_feeds (feed_id, topic, language, quality_tier, added_by)
     SELECT DISTINCT ON (n.feed_id) n.feed_id, n.topic, n.language, n.quality_tier, $5
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[])
            WITH ORDINALITY AS n (feed_id, topic, language, quality_tier, position)
      ORDER BY n.feed_id, n.position
     ON CONFLICT (feed_id) DO NOTHING
     RETURNING feed_id`,
    [
      feeds.map((feed) => feed.feedId),
      feeds.map((feed) => feed.topic),
      feeds.map((feed) => feed.language),
      feeds.map((feed) => feed.qualityTier),
      addedBy,
    ],
  );
  const inserted = new Set(rows.map((row) => Number(row.feed_id)));
  return [...new Set(feeds.map((feed) => feed.feedId))].filter((id) => inserted.has(id));
}

/**
 * The newest `perFeed` stored entries with an item of each of these feeds, newest first: what the
 * polls made for the feed's subscribers already stored before it became an instance feed.
 */
export async function storedEntriesOf(
  db: Queryable,
  feedIds: readonly number[],
  perFeed: number,
): Promise<Array<{ feedId: number; itemId: number; url: string }>> {
  if (feedIds.length === 0) return [];
  return db.query<{ feedId: number; itemId: number; url: string }>(
    `SELECT feed_id::int AS "feedId", item_id::int AS "itemId", url FROM (
       SELECT e.feed_id, e.item_id, e.url, e.published_at, e.entry_id,
              row_number() OVER (PARTITION BY e.feed_id ORDER BY e.published_at DESC, e.entry_id DESC) AS n
         FROM feed_entries e
        WHERE e.feed_id = ANY($1::bigint[]) AND e.item_id IS NOT NULL) x
      WHERE n <= $2
      ORDER BY feed_id, published_at DESC, entry_id DESC`,
    [feedIds, perFeed],
  );
}

export async function updateCorpusFeed(
  db: Queryable,
  feedId: number,
  patch: Partial<CorpusFeedSettings>,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE corpus_feeds SET topic = coalesce($2, topic),
            language = CASE WHEN $5 THEN $3 ELSE language END,
            quality_tier = coalesce($4, quality_tier)
      WHERE feed_id = $1 RETURNING feed_id`,
    [
      feedId,
      patch.topic ?? null,
      patch.language ?? null,
      patch.qualityTier ?? null,
      patch.language !== undefined,
    ],
  );
  return rows.length > 0;
}

/** The feed stops being followed by the instance; its corpus items keep their provenance. */
export async function deleteCorpusFeed(db: Queryable, feedId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM corpus_feeds WHERE feed_id = $1 RETURNING feed_id', [
    feedId,
  ]);
  return rows.length > 0;
}

export async function corpusFeedSettings(
  db: Queryable,
  feedId: number,
): Promise<CorpusFeedSettings | undefined> {
  const rows = await db.query<CorpusFeedSettings>(
    `SELECT topic, language, quality_tier AS "qualityTier" FROM corpus_feeds WHERE feed_id = $1`,
    [feedId],
  );
  return rows[0];
}

/**
 * How many users subscribe to a feed, counting only those who let the instance use their reading
 * (a number only: who they are is never read).
 */
export async function subscriberCount(db: Queryable, feedId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM feed_subscriptions s
      WHERE s.feed_id = $1 AND ${sharesReadingSql('s.user_id')}`,
    [feedId],
  );
  return rows[0]?.n ?? 0;
}

export type CorpusFeedRow = FeedRecord & CorpusFeedSettings & { itemCount: number };

const FEED_COLUMNS = `f.feed_id::int AS id, f.url, f.normal_url AS "normalUrl", f.format, f.title,
  f.description, f.site_url AS "siteUrl", f.icon_url AS "iconUrl", f.language AS "feedLanguage",
  f.status, f.error_kind AS "errorKind", f.error_message AS "errorMessage",
  f.failing_since AS "failingSince", f.last_fetched_at AS "lastFetchedAt",
  f.last_success_at AS "lastSuccessAt", f.next_fetch_at AS "nextFetchAt",
  f.entries_per_day::float8 AS "entriesPerDay", cf.created_at AS "createdAt",
  cf.topic, cf.language, cf.quality_tier AS "qualityTier",
  (SELECT count(DISTINCT s.corpus_item_id)::int FROM corpus_item_sources s
    WHERE s.feed_id = f.feed_id AND s.source_kind = 'INSTANCE_FEED') AS "itemCount"`;

type FeedRowWithFeedLanguage = Omit<CorpusFeedRow, never> & { feedLanguage: string | null };

const toFeedRow = ({ feedLanguage, ...row }: FeedRowWithFeedLanguage): CorpusFeedRow => ({
  ...row,
  // `language` is the instance's setting; the feed's own only fills FeedRecord's meaning.
  language: row.language ?? feedLanguage,
});

/** Instance feeds with the feed's health and how many corpus items each brought, newest first. */
export async function listCorpusFeeds(db: Queryable, feedId?: number): Promise<CorpusFeedRow[]> {
  const rows = await db.query<FeedRowWithFeedLanguage>(
    `SELECT ${FEED_COLUMNS} FROM corpus_feeds cf JOIN feeds f ON f.feed_id = cf.feed_id
      WHERE $1::bigint IS NULL OR cf.feed_id = $1
      ORDER BY cf.created_at DESC, cf.feed_id DESC`,
    [feedId ?? null],
  );
  return rows.map(toFeedRow);
}

/** How many of these feed URLs (as given or normalised) are instance feeds. */
export async function countCorpusFeedsAmong(
  db: Queryable,
  urls: readonly string[],
  normalUrls: readonly string[],
): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM corpus_feeds cf JOIN feeds f ON f.feed_id = cf.feed_id
      WHERE f.url = ANY($1::text[]) OR f.normal_url = ANY($2::text[])`,
    [urls, normalUrls],
  );
  return rows[0]?.n ?? 0;
}
