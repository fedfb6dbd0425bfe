/**
 * SQL for feed-copies.ts: which feed entry may speak for an item's page, for whom, and its parsed
 * copy (feed_entry_copies, migration 0040). A follower's lookup is scoped by their user id.
 */
import type { Queryable } from '../../db/types.js';
import type { TextDirection } from '../../items/extract/direction.js';

/** The entry a copy would come from, with its feed's name and its parsed copy once there is one. */
export interface CopySource {
  entryId: number;
  feedTitle: string;
  copy: StoredCopy | null;
}

export interface StoredCopy {
  article: string | null;
  title: string | null;
  excerpt: string | null;
  wordCount: number;
  timeToRead: number;
  language: string | null;
  direction: TextDirection | null;
}

const SOURCE_COLUMNS = `e.entry_id::int AS "entryId", (c.entry_id IS NOT NULL) AS parsed,
  c.article, c.title, c.excerpt, c.word_count AS "wordCount", c.time_to_read AS "timeToRead",
  c.language, c.direction`;

type SourceRow = StoredCopy & { entryId: number; feedTitle: string; parsed: boolean };

function sourceOf(row: SourceRow | undefined): CopySource | undefined {
  if (!row) return undefined;
  const { entryId, feedTitle, parsed, ...copy } = row;
  return { entryId, feedTitle, copy: parsed ? copy : null };
}

/**
 * The newest entry with full content for the item among the feeds the user subscribes to, named
 * as their subscription names it (their own title, else the feed's, else its address).
 */
export async function followedSource(
  db: Queryable,
  userId: number,
  itemId: number,
): Promise<CopySource | undefined> {
  const rows = await db.query<SourceRow>(
    `SELECT ${SOURCE_COLUMNS},
            coalesce(nullif(btrim(s.title), ''), nullif(btrim(f.title), ''), f.url) AS "feedTitle"
       FROM feed_subscriptions s
       JOIN feed_entries e ON e.feed_id = s.feed_id
       JOIN feeds f ON f.feed_id = e.feed_id
       LEFT JOIN feed_entry_copies c ON c.entry_id = e.entry_id
      WHERE s.user_id = $1 AND e.item_id = $2 AND e.content_html IS NOT NULL
      ORDER BY e.entry_id DESC LIMIT 1`,
    [userId, itemId],
  );
  return sourceOf(rows[0]);
}

/** The newest entry with full content for the item among the instance's own feeds (corpus_feeds). */
export async function instanceSource(
  db: Queryable,
  itemId: number,
): Promise<CopySource | undefined> {
  const rows = await db.query<SourceRow>(
    `SELECT ${SOURCE_COLUMNS}, coalesce(nullif(btrim(f.title), ''), f.url) AS "feedTitle"
       FROM corpus_feeds cf
       JOIN feed_entries e ON e.feed_id = cf.feed_id
       JOIN feeds f ON f.feed_id = e.feed_id
       LEFT JOIN feed_entry_copies c ON c.entry_id = e.entry_id
      WHERE e.item_id = $1 AND e.content_html IS NOT NULL
      ORDER BY e.entry_id DESC LIMIT 1`,
    [itemId],
  );
  return sourceOf(rows[0]);
}

/** The entry's content as the feed gave it (unsanitised: only ever read to be parsed). */
export async function entryContent(
  db: Queryable,
  entryId: number,
): Promise<{ title: string | null; url: string; contentHtml: string } | undefined> {
  const rows = await db.query<{ title: string | null; url: string; contentHtml: string }>(
    `SELECT title, url, content_html AS "contentHtml" FROM feed_entries
      WHERE entry_id = $1 AND content_html IS NOT NULL`,
    [entryId],
  );
  return rows[0];
}

/** Keeps an entry's parsed copy; a copy another request stored first wins (same input). */
export async function storeCopy(db: Queryable, entryId: number, copy: StoredCopy): Promise<void> {
  await db.query(
    `INSERT INTO feed_entry_copies (entry_id, article, title, excerpt, word_count, time_to_read,
                                    language, direction)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (entry_id) DO NOTHING`,
    [
      entryId,
      copy.article,
      copy.title,
      copy.excerpt,
      copy.wordCount,
      copy.timeToRead,
      copy.language,
      copy.direction,
    ],
  );
}
