/** SQL for feeds and feed_entries (migration 0026). Feeds are instance data: no user_id here. */
import type { Queryable } from '../../db/types.js';
import type { Feed, FeedStatus, PollState, StoredEntry } from './feeds.types.js';
import type { FeedFormat } from './parse-feed.js';

const FEED_COLUMNS = `f.feed_id::int AS "id", f.url, f.normal_url AS "normalUrl", f.format, f.title,
  f.description, f.site_url AS "siteUrl", f.icon_url AS "iconUrl", f.language, f.status,
  f.error_kind AS "errorKind", f.error_message AS "errorMessage", f.failing_since AS "failingSince",
  f.last_fetched_at AS "lastFetchedAt", f.last_success_at AS "lastSuccessAt",
  f.next_fetch_at AS "nextFetchAt", f.entries_per_day AS "entriesPerDay", f.created_at AS "createdAt"`;

const POLL_COLUMNS = `${FEED_COLUMNS}, f.etag, f.last_modified AS "lastModified",
  f.ttl_minutes AS "ttlMinutes", f.consecutive_failures AS "consecutiveFailures", f.last_new_entry_at AS "lastNewEntryAt"`;

/** A feed is followed while a user subscribes to it or the corpus lists it. */
const FOLLOWED = `(EXISTS (SELECT 1 FROM feed_subscriptions s WHERE s.feed_id = f.feed_id)
  OR EXISTS (SELECT 1 FROM corpus_feeds c WHERE c.feed_id = f.feed_id))`;

export async function findFeed(db: Queryable, feedId: number): Promise<PollState | undefined> {
  const rows = await db.query<PollState>(
    `SELECT ${POLL_COLUMNS} FROM feeds f WHERE f.feed_id = $1`,
    [feedId],
  );
  return rows[0];
}

export async function findFeedByNormalUrl(
  db: Queryable,
  normalUrl: string,
): Promise<Feed | undefined> {
  const rows = await db.query<Feed>(
    `SELECT ${FEED_COLUMNS} FROM feeds f WHERE f.normal_url = $1 OR f.url = $1
      ORDER BY (f.normal_url = $1) DESC LIMIT 1`,
    [normalUrl],
  );
  return rows[0];
}

/** The feed row for a normalised URL, created (PENDING, due now) the first time. */
export async function findOrCreateFeed(
  db: Queryable,
  url: string,
  normalUrl: string,
): Promise<Feed> {
  const rows = await db.query<Feed>(
    `WITH inserted AS (
       INSERT INTO feeds (url, normal_url) VALUES ($1, $2)
       ON CONFLICT (normal_url) DO NOTHING
       RETURNING *
     )
     SELECT ${FEED_COLUMNS} FROM inserted f
     UNION ALL
     SELECT ${FEED_COLUMNS} FROM feeds f WHERE f.normal_url = $2
     LIMIT 1`,
    [url, normalUrl],
  );
  return rows[0]!;
}

export interface FeedMetadata {
  format: FeedFormat;
  title: string | null;
  description: string | null;
  siteUrl: string | null;
  iconUrl: string | null;
  language: string | null;
}

/** What the feed says about itself (discovery, each successful poll). */
export async function updateFeedMetadata(
  db: Queryable,
  feedId: number,
  meta: FeedMetadata,
): Promise<void> {
  await db.query(
    `UPDATE feeds SET format = $2, title = $3, description = $4, site_url = $5, icon_url = $6,
            language = $7
      WHERE feed_id = $1`,
    [feedId, meta.format, meta.title, meta.description, meta.siteUrl, meta.iconUrl, meta.language],
  );
}

export async function isFollowed(db: Queryable, feedId: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM feeds f WHERE f.feed_id = $1 AND ${FOLLOWED}`, [
    feedId,
  ]);
  return rows.length > 0;
}

/**
 * Takes up to `limit` followed feeds whose next fetch is due, leasing them (next_fetch_at moves
 * `leaseMs` ahead) so an overlapping sweep does not take them too; the poll sets the real time.
 */
export async function leaseDueFeeds(
  db: Queryable,
  limit: number,
  leaseMs: number,
): Promise<number[]> {
  const rows = await db.query<{ feed_id: number }>(
    `UPDATE feeds SET next_fetch_at = now() + $2 * interval '1 millisecond'
      WHERE feed_id IN (
        SELECT f.feed_id FROM feeds f
         WHERE f.next_fetch_at <= now() AND ${FOLLOWED}
         ORDER BY f.next_fetch_at
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
      RETURNING feed_id::int AS feed_id`,
    [limit, leaseMs],
  );
  return rows.map((row) => row.feed_id);
}

/** A 200 or 304: the feed is OK, its validators and schedule updated. */
export async function recordSuccess(
  db: Queryable,
  feedId: number,
  result: {
    url: string;
    etag: string | null;
    lastModified: string | null;
    nextFetchAt: Date;
    entriesPerDay: number;
    newEntries: boolean;
    fetchedAt: Date;
    /** The feed's ttl from a 200 answer (null: it has none); absent for a 304 (kept as it was). */
    ttlMinutes?: number | null;
  },
): Promise<void> {
  await db.query(
    `UPDATE feeds SET url = $2, etag = $3, last_modified = $4, next_fetch_at = $5,
            ttl_minutes = CASE WHEN $9 THEN $10 ELSE ttl_minutes END,
            entries_per_day = $6, status = 'OK', error_kind = NULL, error_message = NULL,
            failing_since = NULL, consecutive_failures = 0, last_fetched_at = $8,
            last_success_at = $8,
            last_new_entry_at = CASE WHEN $7 THEN $8 ELSE last_new_entry_at END
      WHERE feed_id = $1`,
    [
      feedId,
      result.url,
      result.etag,
      result.lastModified,
      result.nextFetchAt,
      result.entriesPerDay,
      result.newEntries,
      result.fetchedAt,
      result.ttlMinutes !== undefined,
      result.ttlMinutes ?? null,
    ],
  );
}

export async function recordFailure(
  db: Queryable,
  feedId: number,
  failure: {
    url: string;
    status: FeedStatus;
    errorKind: string;
    errorMessage: string;
    failingSince: Date;
    nextFetchAt: Date;
    fetchedAt: Date;
  },
): Promise<void> {
  await db.query(
    `UPDATE feeds SET url = $2, status = $3, error_kind = $4, error_message = $5,
            failing_since = $6, next_fetch_at = $7, consecutive_failures = consecutive_failures + 1,
            last_fetched_at = $8
      WHERE feed_id = $1`,
    [
      feedId,
      failure.url,
      failure.status,
      failure.errorKind,
      failure.errorMessage,
      failure.failingSince,
      failure.nextFetchAt,
      failure.fetchedAt,
    ],
  );
}

/** Which of `guids` the feed has stored already. */
export async function knownGuids(
  db: Queryable,
  feedId: number,
  guids: string[],
): Promise<Set<string>> {
  if (guids.length === 0) return new Set();
  const rows = await db.query<{ guid: string }>(
    'SELECT guid FROM feed_entries WHERE feed_id = $1 AND guid = ANY($2::text[])',
    [feedId, guids],
  );
  return new Set(rows.map((row) => row.guid));
}

export interface NewEntry {
  guid: string;
  url: string;
  itemId: number | null;
  title: string | null;
  excerpt: string | null;
  contentHtml: string | null;
  author: string | null;
  categories: string[];
  imageUrl: string | null;
  publishedAt: Date;
}

/** Inserts entries in one statement; returns those new to the feed (a known guid is skipped). */
export async function insertEntries(
  db: Queryable,
  feedId: number,
  entries: NewEntry[],
): Promise<StoredEntry[]> {
  if (entries.length === 0) return [];
  return db.query<StoredEntry>(
    `INSERT INTO feed_entries (feed_id, guid, url, item_id, title, excerpt, content_html, author,
                               categories, image_url, published_at)
     SELECT $1, e.guid, e.url, e.item_id, e.title, e.excerpt, e.content_html, e.author,
            ARRAY(SELECT jsonb_array_elements_text(e.categories)), e.image_url, e.published_at
       FROM jsonb_to_recordset($2::jsonb) AS e (guid text, url text, item_id bigint, title text,
            excerpt text, content_html text, author text, categories jsonb, image_url text,
            published_at timestamptz)
     ON CONFLICT (feed_id, guid) DO NOTHING
     RETURNING entry_id::int AS "id", feed_id::int AS "feedId", guid, url, item_id::int AS "itemId",
               title, excerpt, categories, published_at AS "publishedAt"`,
    [
      feedId,
      JSON.stringify(
        entries.map((entry) => ({
          guid: entry.guid,
          url: entry.url,
          item_id: entry.itemId,
          title: entry.title,
          excerpt: entry.excerpt,
          content_html: entry.contentHtml,
          author: entry.author,
          categories: entry.categories,
          image_url: entry.imageUrl,
          published_at: entry.publishedAt.toISOString(),
        })),
      ),
    ],
  );
}

/** Entries a day over the feed's last 30 days of entries (at least a day of span). */
export async function entryRate(db: Queryable, feedId: number): Promise<number> {
  const rows = await db.query<{ rate: number | null }>(
    `SELECT round((count(*) / greatest(1, extract(epoch FROM now() - min(published_at)) / 86400))::numeric, 2)::float8 AS rate
       FROM feed_entries
      WHERE feed_id = $1 AND published_at > now() - interval '30 days'`,
    [feedId],
  );
  return rows[0]?.rate ?? 0;
}
