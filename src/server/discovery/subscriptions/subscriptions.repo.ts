/**
 * SQL for users' feed subscriptions (migration 0027). Every statement is scoped by user_id.
 * Inserting a subscription makes its feed followed, so the feeds poller fetches it; deleting the
 * last one stops that (docs/FEEDS.md). The inbox's own SQL is in inbox.repo.ts.
 */
import type { Queryable } from '../../db/types.js';
import type { Feed, FeedStatus } from '../feeds/feeds.types.js';

/** A subscription row with its feed and the user's inbox counts for it. */
export interface SubscriptionRow {
  id: number;
  feedId: number;
  ownTitle: string | null;
  folder: string | null;
  topic: string | null;
  createdAt: Date;
  feed: Feed;
  /** Null when the counts were not asked for. */
  itemCount: number | null;
  unreadCount: number | null;
}

export interface NewSubscription {
  feedId: number;
  title: string | null;
  folder: string | null;
  topic: string | null;
}

/**
 * Holds the user's row until the transaction ends, so that two subscribes (or an import) cannot
 * both pass the subscription limit, and answers how many subscriptions the user has.
 */
export async function lockAndCountSubscriptions(tx: Queryable, userId: number): Promise<number> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  return countSubscriptions(tx, userId);
}

export async function countSubscriptions(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM feed_subscriptions WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/** The user's subscription ids of these feeds, by feed id. */
export async function subscriptionIdsByFeed(
  db: Queryable,
  userId: number,
  feedIds: readonly number[],
): Promise<Map<number, number>> {
  if (feedIds.length === 0) return new Map();
  const rows = await db.query<{ feed_id: number; subscription_id: number }>(
    `SELECT feed_id, subscription_id FROM feed_subscriptions
      WHERE user_id = $1 AND feed_id = ANY($2::bigint[])`,
    [userId, feedIds],
  );
  return new Map(rows.map((row) => [Number(row.feed_id), Number(row.subscription_id)]));
}

/**
 * Inserts the subscriptions the user does not have yet; answers the feed ids inserted (a feed
 * already followed is left as it was).
 */
export async function insertSubscriptions(
  tx: Queryable,
  userId: number,
  subscriptions: readonly NewSubscription[],
): Promise<number[]> {
  if (subscriptions.length === 0) return [];
  const rows = await tx.query<{ feed_id: number }>(
    `INSERT INTO feed_subscriptions (user_id, feed_id, title, folder, topic)
     SELECT $1, n.feed_id, n.title, n.folder, n.topic
       FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[])
            WITH ORDINALITY AS n (feed_id, title, folder, topic, position)
      ORDER BY n.position
     ON CONFLICT (user_id, feed_id) DO NOTHING
     RETURNING feed_id`,
    [
      userId,
      subscriptions.map((s) => s.feedId),
      subscriptions.map((s) => s.title),
      subscriptions.map((s) => s.folder),
      subscriptions.map((s) => s.topic),
    ],
  );
  return rows.map((row) => Number(row.feed_id));
}

/**
 * Brings each feed's latest entries into the user's inbox (new entries arrive by the fan-out
 * trigger of migration 0027; these are the ones stored before the user subscribed).
 */
export async function backfillInbox(
  tx: Queryable,
  userId: number,
  feedIds: readonly number[],
  perFeed: number,
): Promise<void> {
  if (feedIds.length === 0) return;
  await tx.query(
    `INSERT INTO feed_inbox (user_id, entry_id, feed_id, published_at)
     SELECT $1, e.entry_id, e.feed_id, e.published_at
       FROM unnest($2::bigint[]) AS f (feed_id)
       CROSS JOIN LATERAL (
         SELECT entry_id, feed_id, published_at FROM feed_entries
          WHERE feed_id = f.feed_id
          ORDER BY published_at DESC, entry_id DESC
          LIMIT $3
       ) e
     ON CONFLICT DO NOTHING`,
    [userId, feedIds, perFeed],
  );
}

export async function setSubscriptionTopic(
  db: Queryable,
  userId: number,
  subscriptionId: number,
  topic: string,
): Promise<void> {
  await db.query(
    'UPDATE feed_subscriptions SET topic = $3 WHERE user_id = $1 AND subscription_id = $2',
    [userId, subscriptionId, topic],
  );
}

/**
 * Per feed, index-only range scans of the user's inbox rows (all, and the unseen in their partial
 * index): cheaper than grouping everyone's rows, and no more for one subscription.
 */
const COUNTS = `(SELECT count(*) FROM feed_inbox fi
                  WHERE fi.user_id = $1 AND fi.feed_id = s.feed_id)::int AS item_count,
                (SELECT count(*) FROM feed_inbox fi
                  WHERE fi.user_id = $1 AND fi.feed_id = s.feed_id AND fi.seen_at IS NULL)::int
                  AS unread_count`;

/**
 * The user's subscriptions (all, or the ones named) with their feeds and inbox counts, by title.
 * One statement: the counts come from one pass over the user's inbox rows, not one per feed.
 */
export async function listSubscriptions(
  db: Queryable,
  userId: number,
  only: { subscriptionIds?: readonly number[]; feedIds?: readonly number[]; counts?: boolean } = {},
): Promise<SubscriptionRow[]> {
  const params: unknown[] = [userId];
  let subscriptionFilter = '';
  if (only.subscriptionIds) {
    params.push(only.subscriptionIds);
    subscriptionFilter = ` AND s.subscription_id = ANY($${params.length}::bigint[])`;
  }
  if (only.feedIds) {
    params.push(only.feedIds);
    subscriptionFilter += ` AND s.feed_id = ANY($${params.length}::bigint[])`;
  }
  const rows = await db.query<Record<string, unknown>>(
    `SELECT s.subscription_id, s.feed_id, s.title AS own_title, s.folder, s.topic,
            s.created_at AS subscribed_at,
            f.url, f.normal_url, f.format, f.title, f.description, f.site_url, f.icon_url,
            f.language, f.status, f.error_kind, f.error_message, f.failing_since,
            f.last_fetched_at, f.last_success_at, f.next_fetch_at, f.entries_per_day,
            f.created_at,
            ${only.counts === false ? 'NULL::int AS item_count, NULL::int AS unread_count' : COUNTS}
       FROM feed_subscriptions s
       JOIN feeds f ON f.feed_id = s.feed_id
      WHERE s.user_id = $1${subscriptionFilter}
      ORDER BY lower(COALESCE(s.title, f.title, f.url)), s.subscription_id`,
    params,
  );
  return rows.map(toSubscriptionRow);
}

function toSubscriptionRow(row: Record<string, unknown>): SubscriptionRow {
  return {
    id: Number(row.subscription_id),
    feedId: Number(row.feed_id),
    ownTitle: row.own_title as string | null,
    folder: row.folder as string | null,
    topic: row.topic as string | null,
    createdAt: row.subscribed_at as Date,
    itemCount: row.item_count === null ? null : Number(row.item_count),
    unreadCount: row.unread_count === null ? null : Number(row.unread_count),
    feed: {
      id: Number(row.feed_id),
      url: row.url as string,
      normalUrl: row.normal_url as string,
      format: row.format as Feed['format'],
      title: row.title as string | null,
      description: row.description as string | null,
      siteUrl: row.site_url as string | null,
      iconUrl: row.icon_url as string | null,
      language: row.language as string | null,
      status: row.status as FeedStatus,
      errorKind: row.error_kind as string | null,
      errorMessage: row.error_message as string | null,
      failingSince: row.failing_since as Date | null,
      lastFetchedAt: row.last_fetched_at as Date | null,
      lastSuccessAt: row.last_success_at as Date | null,
      nextFetchAt: row.next_fetch_at as Date,
      entriesPerDay: Number(row.entries_per_day),
      createdAt: row.created_at as Date,
    },
  };
}

/**
 * Deletes the user's subscription and its entries from their inbox; answers the feed it
 * followed, or undefined when the user has no such subscription. In the caller's transaction.
 */
export async function deleteSubscription(
  tx: Queryable,
  userId: number,
  subscriptionId: number,
): Promise<number | undefined> {
  const rows = await tx.query<{ feed_id: number }>(
    `DELETE FROM feed_subscriptions WHERE user_id = $1 AND subscription_id = $2
     RETURNING feed_id`,
    [userId, subscriptionId],
  );
  const feedId = rows[0] && Number(rows[0].feed_id);
  if (feedId === undefined) return undefined;
  await tx.query('DELETE FROM feed_inbox WHERE user_id = $1 AND feed_id = $2', [userId, feedId]);
  return feedId;
}

/** Whose subscription an id is and the feed it follows (the service asks the policy). */
export async function findSubscriptionOwner(
  db: Queryable,
  subscriptionId: number,
): Promise<{ userId: number; feedId: number } | undefined> {
  const rows = await db.query<{ user_id: number; feed_id: number }>(
    'SELECT user_id, feed_id FROM feed_subscriptions WHERE subscription_id = $1',
    [subscriptionId],
  );
  const row = rows[0];
  return row && { userId: Number(row.user_id), feedId: Number(row.feed_id) };
}

/** The user's subscriptions as an OPML export lists them, folders together, by title. */
export async function listForExport(
  db: Queryable,
  userId: number,
): Promise<
  Array<{
    title: string | null;
    url: string;
    siteUrl: string | null;
    folder: string | null;
    topic: string | null;
  }>
> {
  const rows = await db.query<{
    title: string | null;
    url: string;
    site_url: string | null;
    folder: string | null;
    topic: string | null;
  }>(
    `SELECT COALESCE(s.title, f.title) AS title, f.url, f.site_url, s.folder, s.topic
       FROM feed_subscriptions s JOIN feeds f ON f.feed_id = s.feed_id
      WHERE s.user_id = $1
      ORDER BY s.folder NULLS FIRST, lower(COALESCE(s.title, f.title, f.url)), s.subscription_id`,
    [userId],
  );
  return rows.map((row) => ({
    title: row.title,
    url: row.url,
    siteUrl: row.site_url,
    folder: row.folder,
    topic: row.topic,
  }));
}
