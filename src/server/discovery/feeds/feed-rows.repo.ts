/**
 * Feed rows by the hundred (OPML imports): found or created in one statement per chunk, and
 * their first polls spread over time in one statement. Instance data, as in feeds.repo.ts.
 */
import type { Queryable } from '../../db/types.js';

export interface FeedRow {
  id: number;
  nextFetchAt: Date;
}

/**
 * The feed rows for these URLs, in their order, each created (PENDING, due now) the first time.
 * `normalUrls[i]` is `urls[i]` normalised; the same normal URL twice answers the same row.
 */
export async function findOrCreateFeeds(
  db: Queryable,
  urls: readonly string[],
  normalUrls: readonly string[],
): Promise<FeedRow[]> {
  if (urls.length === 0) return [];
  const rows = await db.query<{ position: number; id: number; nextFetchAt: Date }>(
    `WITH wanted AS (
       SELECT w.url, w.normal_url, w.position
         FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS w (url, normal_url, position)
     ), inserted AS (
       INSERT INTO feeds (url, normal_url)
       SELECT DISTINCT ON (normal_url) url, normal_url FROM wanted ORDER BY normal_url, position
       ON CONFLICT (normal_url) DO NOTHING
       RETURNING feed_id, normal_url, next_fetch_at
     )
     SELECT w.position::int AS position,
            coalesce(i.feed_id, f.feed_id)::int AS id,
            coalesce(i.next_fetch_at, f.next_fetch_at) AS "nextFetchAt"
       FROM wanted w
       LEFT JOIN inserted i ON i.normal_url = w.normal_url
       LEFT JOIN feeds f ON f.normal_url = w.normal_url
      ORDER BY w.position`,
    [urls, normalUrls],
  );
  return rows.map((row) => ({ id: row.id, nextFetchAt: new Date(row.nextFetchAt) }));
}

/**
 * Spreads first polls: a feed never fetched is next fetched at its time in `at`; another is
 * brought forward to it (never later than it was). The minute sweep polls them as they come
 * due; one statement for the lot.
 */
export async function fetchFeedsBy(
  db: Queryable,
  feedIds: readonly number[],
  at: readonly Date[],
): Promise<void> {
  if (feedIds.length === 0) return;
  await db.query(
    `UPDATE feeds f SET next_fetch_at = CASE WHEN f.last_fetched_at IS NULL THEN s.at
                                          ELSE least(f.next_fetch_at, s.at) END
       FROM unnest($1::bigint[], $2::timestamptz[]) AS s (feed_id, at)
      WHERE f.feed_id = s.feed_id`,
    [feedIds, at.map((date) => date.toISOString())],
  );
}
