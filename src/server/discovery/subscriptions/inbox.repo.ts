/**
 * SQL for a user's feed inbox (migration 0027's feed_inbox: one row per entry of a followed feed
 * and follower). A page is one range scan of the user's rows in (published_at, entry_id) order,
 * however many feeds they follow, joined to the page's entries, items and the user's saves.
 */
import type { Queryable } from '../../db/types.js';
import { itemColumns, itemFromPrefixed } from '../../items/items.read-model.js';
import type { Cursor } from '../../saves/cursor.js';
import type { InboxEntry } from './subscriptions.types.js';

/** Counting stops here, as for saves (docs/DECISIONS.md §6). */
export const INBOX_COUNT_CAP = 5000;

export interface InboxQuery {
  userId: number;
  feedId?: number;
  unseenOnly: boolean;
  /** The last entry of the previous page (entry id and published_at in microseconds). */
  after?: Cursor;
  limit: number;
}

export type ListedEntry = InboxEntry & { sortKey: string };

/** An entry's columns, from feed_entries e and items i, for the user $1. */
const ENTRY_COLUMNS = `e.url, e.title AS entry_title, e.excerpt, e.item_id AS entry_item_id,
            ${itemColumns('i', 'i_', 'e.url')},
            -- The user's live save of the page: their private copy of it first, as saves do.
            COALESCE(
              (SELECT s.item_id FROM items pi
                 JOIN saved_items s ON s.user_id = $1 AND s.item_id = pi.item_id
                WHERE pi.owner_user_id = $1 AND pi.normal_url = i.normal_url
                  AND s.status <> 'DELETED'),
              (SELECT s.item_id FROM saved_items s
                WHERE s.user_id = $1 AND s.item_id = e.item_id AND s.status <> 'DELETED')
            ) AS saved_item_id`;

export async function listInbox(
  db: Queryable,
  query: InboxQuery,
): Promise<{ rows: ListedEntry[]; total: number }> {
  const params: unknown[] = [query.userId];
  let where = 'fi.user_id = $1';
  if (query.feedId !== undefined) {
    params.push(query.feedId);
    where += ` AND fi.feed_id = $${params.length}`;
  }
  if (query.unseenOnly) where += ' AND fi.seen_at IS NULL';
  let pageWhere = where;
  if (query.after) {
    params.push(query.after.sortKey, query.after.itemId);
    pageWhere += ` AND (fi.published_at, fi.entry_id) <
      ('epoch'::timestamptz + $${params.length - 1}::bigint * interval '1 microsecond',
       $${params.length}::bigint)`;
  }
  params.push(query.limit);
  const rows = await db.query<Record<string, unknown> & { total: number; entry_id: number | null }>(
    `WITH page AS (
       SELECT fi.entry_id, fi.feed_id, fi.published_at, fi.seen_at,
              (extract(epoch FROM fi.published_at) * 1000000)::bigint AS sort_micros
         FROM feed_inbox fi
        WHERE ${pageWhere}
        ORDER BY fi.published_at DESC, fi.entry_id DESC
        LIMIT $${params.length}
     ), total AS (
       -- Read from an index of the user's rows, not found by a scan of everyone's: the page's
       -- order leads the planner there; unseen rows have a partial index of their own.
       SELECT count(*)::int AS total FROM (
         SELECT 1 FROM feed_inbox fi WHERE ${where}
         ${query.unseenOnly ? '' : 'ORDER BY fi.published_at DESC, fi.entry_id DESC'}
          LIMIT ${INBOX_COUNT_CAP}
       ) capped
     )
     SELECT page.entry_id, page.feed_id, page.published_at, page.seen_at,
            page.sort_micros::text AS sort_key,
            ${ENTRY_COLUMNS},
            total.total
       FROM total
       LEFT JOIN page ON true
       LEFT JOIN feed_entries e ON e.entry_id = page.entry_id
       LEFT JOIN items i ON i.item_id = e.item_id
      ORDER BY page.sort_micros DESC, page.entry_id DESC`,
    params,
  );
  const total = rows[0]?.total ?? 0;
  return {
    total,
    rows: rows.filter((row) => row.entry_id !== null).map(toListedEntry),
  };
}

/**
 * The newest entry of the user's inbox that links to the item (the reader of an unsaved entry,
 * docs/FEEDS.md "Reading an entry"); undefined when none does, whoever else's inbox holds it.
 */
export async function inboxEntryOfItem(
  db: Queryable,
  userId: number,
  itemId: number,
): Promise<InboxEntry | undefined> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT fi.entry_id, fi.feed_id, fi.published_at, fi.seen_at, '0' AS sort_key, ${ENTRY_COLUMNS}
       FROM feed_entries e
       JOIN feed_inbox fi ON fi.user_id = $1 AND fi.entry_id = e.entry_id
       JOIN items i ON i.item_id = e.item_id
      WHERE e.item_id = $2
      ORDER BY fi.published_at DESC, fi.entry_id DESC
      LIMIT 1`,
    [userId, itemId],
  );
  if (!rows[0]) return undefined;
  const { sortKey: _sortKey, ...entry } = toListedEntry(rows[0]);
  return entry;
}

function toListedEntry(row: Record<string, unknown>): ListedEntry {
  const item = row.entry_item_id === null ? null : itemFromPrefixed(row, 'i_');
  const url = row.url as string;
  const entryTitle = (row.entry_title as string | null)?.trim();
  return {
    id: Number(row.entry_id),
    feedId: Number(row.feed_id),
    url,
    title: entryTitle || item?.title?.trim() || url,
    excerpt: row.excerpt as string | null,
    publishedAt: row.published_at as Date,
    seen: row.seen_at !== null,
    item,
    savedItemId: row.saved_item_id === null ? null : Number(row.saved_item_id),
    sortKey: row.sort_key as string,
  };
}

/**
 * Marks the user's inbox rows of these entries seen (or not seen again); answers the entry ids
 * that are in the user's inbox. Other ids change nothing, whoever's they are.
 */
export async function setEntriesSeen(
  db: Queryable,
  userId: number,
  entryIds: readonly number[],
  seen: boolean,
): Promise<number[]> {
  if (entryIds.length === 0) return [];
  const rows = await db.query<{ entry_id: number }>(
    `UPDATE feed_inbox SET seen_at = ${seen ? 'COALESCE(seen_at, now())' : 'NULL'}
      WHERE user_id = $1 AND entry_id = ANY($2::bigint[])
      RETURNING entry_id`,
    [userId, entryIds],
  );
  return rows.map((row) => Number(row.entry_id));
}
