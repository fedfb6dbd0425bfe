/**
 * SQL for a user's tags. A tag is a name on saved_item_tags (Pocket derives the tag id from the
 * name). The `tags` table holds the user's live tags — names on at least one save that is not
 * deleted — kept true by triggers (migration 0006), so listing and counting them reads about one
 * index entry per tag however many saves carry it.
 */
import type { Queryable } from '../db/types.js';

/** Up to `limit` tag names after `after` (exclusive), in name order. */
export async function listTagNames(
  db: Queryable,
  userId: number,
  after: string,
  limit: number,
): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    'SELECT name FROM tags WHERE user_id = $1 AND name > $2 ORDER BY name LIMIT $3',
    [userId, after, limit],
  );
  return rows.map((row) => row.name);
}

export async function countTags(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM tags WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.total ?? 0;
}

/** How many of the user's saves (not deleted) carry each of `names`. */
export async function countSavesByTag(
  db: Queryable,
  userId: number,
  names: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db.query<{ name: string; count: number }>(
    `SELECT t.name, count(*)::int AS count
       FROM saved_item_tags t
       JOIN saved_items s ON s.user_id = t.user_id AND s.item_id = t.item_id
      WHERE t.user_id = $1 AND t.name = ANY($2::text[]) AND s.status <> 'DELETED'
      GROUP BY t.name`,
    [userId, names],
  );
  return new Map(rows.map((row) => [row.name, row.count]));
}

/** Tags first used since a time (all without one); Pocket's tagsList(syncSince). */
export async function tagNamesSince(
  db: Queryable,
  userId: number,
  since: Date | undefined,
): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT name FROM tags
      WHERE user_id = $1 AND ($2::timestamptz IS NULL OR created_at > $2)
      ORDER BY name`,
    [userId, since ?? null],
  );
  return rows.map((row) => row.name);
}

/** The ids among `itemIds` that are saves of the user's (any status but DELETED). */
export async function ownedSaveIds(
  db: Queryable,
  userId: number,
  itemIds: readonly number[],
): Promise<Set<number>> {
  const rows = await db.query<{ item_id: string | number }>(
    `SELECT item_id FROM saved_items
      WHERE user_id = $1 AND item_id = ANY($2::bigint[]) AND status <> 'DELETED'`,
    [userId, itemIds],
  );
  return new Set(rows.map((row) => Number(row.item_id)));
}

/**
 * Adds every name to every save (existing pairs are kept). Like every write here it leaves the
 * saves' updated time to the service (SavesService.touch, in the same transaction).
 */
export async function addTags(
  db: Queryable,
  userId: number,
  itemIds: readonly number[],
  names: readonly string[],
): Promise<void> {
  if (itemIds.length === 0 || names.length === 0) return;
  // saved_item_tags triggers update tags and search_documents (docs/ARCHITECTURE.md "Triggers").
  await db.query(
    `INSERT INTO saved_item_tags (user_id, item_id, name)
     SELECT $1, item_id, name FROM unnest($2::bigint[]) AS item_id, unnest($3::text[]) AS name
     ON CONFLICT DO NOTHING`,
    [userId, itemIds, names],
  );
}

/** Makes `names` the save's exact tags (an empty list removes them all). */
export async function replaceTags(
  db: Queryable,
  userId: number,
  itemId: number,
  names: readonly string[],
): Promise<void> {
  // saved_item_tags triggers update tags and search_documents (docs/ARCHITECTURE.md "Triggers").
  await db.query(
    `DELETE FROM saved_item_tags
      WHERE user_id = $1 AND item_id = $2 AND NOT (name = ANY($3::text[]))`,
    [userId, itemId, names],
  );
  await addTags(db, userId, [itemId], names);
}

/** Removes `names` (all of them when null) from the save. */
export async function removeTags(
  db: Queryable,
  userId: number,
  itemId: number,
  names: readonly string[] | null,
): Promise<void> {
  // saved_item_tags triggers update tags and search_documents (docs/ARCHITECTURE.md "Triggers").
  await db.query(
    `DELETE FROM saved_item_tags
      WHERE user_id = $1 AND item_id = $2 AND ($3::text[] IS NULL OR name = ANY($3::text[]))`,
    [userId, itemId, names],
  );
}

/** True when any save of the user's (even a deleted one) carries the tag. */
export async function tagExists(db: Queryable, userId: number, name: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM saved_item_tags WHERE user_id = $1 AND name = $2 LIMIT 1',
    [userId, name],
  );
  return rows.length > 0;
}

/**
 * Renames a tag on every save. Saves that already carry the new name keep one copy, so renaming
 * onto an existing tag merges the two. Returns the ids of the saves whose tags changed (their
 * updated time is moved by a job: touch-saves.job.ts).
 */
export async function renameTag(
  db: Queryable,
  userId: number,
  from: string,
  to: string,
): Promise<number[]> {
  // saved_item_tags triggers update tags and search_documents (docs/ARCHITECTURE.md "Triggers").
  const rows = await db.query<{ item_id: string | number }>(
    `WITH merged AS (
       DELETE FROM saved_item_tags old
        WHERE old.user_id = $1 AND old.name = $2
          AND EXISTS (SELECT 1 FROM saved_item_tags n
                       WHERE n.user_id = $1 AND n.item_id = old.item_id AND n.name = $3)
       RETURNING old.item_id
     ), renamed AS (
       UPDATE saved_item_tags SET name = $3
        WHERE user_id = $1 AND name = $2
          AND item_id NOT IN (SELECT item_id FROM merged)
       RETURNING item_id
     )
     SELECT item_id FROM renamed UNION ALL SELECT item_id FROM merged`,
    [userId, from, to],
  );
  return rows.map((row) => Number(row.item_id));
}

/** Removes a tag from every save; returns the ids of the saves that carried it. */
export async function deleteTag(db: Queryable, userId: number, name: string): Promise<number[]> {
  // saved_item_tags triggers update tags and search_documents (docs/ARCHITECTURE.md "Triggers").
  const rows = await db.query<{ item_id: string | number }>(
    'DELETE FROM saved_item_tags WHERE user_id = $1 AND name = $2 RETURNING item_id',
    [userId, name],
  );
  return rows.map((row) => Number(row.item_id));
}

/** What suggestions are computed from: the item's text and the user's tagging habits. */
export interface SuggestionSource {
  title: string | null;
  excerpt: string | null;
  siteName: string | null;
  url: string;
  /** The start of the article's text (HTML stripped), if parsed. */
  text: string;
  /** The save's current tags. */
  current: string[];
  /** The user's tags with how many saves carry each (the most used first, at most 1,000). */
  userTags: Array<{ name: string; count: number }>;
  /** Tags on the user's other saves from the same site, with how many of them carry each. */
  sameSite: Array<{ name: string; count: number }>;
  /** How many of the user's other saves come from the same site. */
  sameSiteSaves: number;
}

const HOST = `lower(substring(coalesce(i.resolved_url, s.given_url) from '^[a-z]+://(?:www\\.)?([^/:?#]+)'))`;

/** Reads what tag suggestions for one save are computed from; undefined if no such save. */
export async function suggestionSource(
  db: Queryable,
  userId: number,
  itemId: number,
): Promise<SuggestionSource | undefined> {
  const [save] = await db.query<{
    title: string | null;
    excerpt: string | null;
    site_name: string | null;
    url: string;
    text: string | null;
    host: string | null;
    current: string[];
  }>(
    `SELECT coalesce(s.title, i.title) AS title, i.excerpt, i.site_name,
            coalesce(i.resolved_url, s.given_url) AS url,
            left(regexp_replace(coalesce(i.article, ''), '<[^>]*>', ' ', 'g'), 20000) AS text,
            ${HOST} AS host,
            ARRAY(SELECT t.name FROM saved_item_tags t
                   WHERE t.user_id = s.user_id AND t.item_id = s.item_id) AS current
       FROM saved_items s JOIN items i ON i.item_id = s.item_id
      WHERE s.user_id = $1 AND s.item_id = $2 AND s.status <> 'DELETED'`,
    [userId, itemId],
  );
  if (!save) return undefined;
  const userTags = await db.query<{ name: string; count: number }>(
    `SELECT name, count(*)::int AS count FROM saved_item_tags WHERE user_id = $1
      GROUP BY name ORDER BY count(*) DESC, name LIMIT 1000`,
    [userId],
  );
  // The user's 2,000 most recent other saves from the same site, and their tags.
  const site = await db.query<{ name: string | null; count: number; saves: number }>(
    `WITH same AS (
       SELECT s.item_id FROM saved_items s JOIN items i ON i.item_id = s.item_id
        WHERE s.user_id = $1 AND s.item_id <> $2 AND s.status <> 'DELETED' AND ${HOST} = $3
        ORDER BY s.created_at DESC LIMIT 2000
     )
     SELECT t.name, count(t.name)::int AS count, (SELECT count(*)::int FROM same) AS saves
       FROM same LEFT JOIN saved_item_tags t ON t.user_id = $1 AND t.item_id = same.item_id
      GROUP BY t.name`,
    [userId, itemId, save.host ?? ''],
  );
  return {
    title: save.title,
    excerpt: save.excerpt,
    siteName: save.site_name,
    url: save.url,
    text: save.text ?? '',
    current: save.current,
    userTags,
    sameSite: site.flatMap((row) => (row.name ? [{ name: row.name, count: row.count }] : [])),
    sameSiteSaves: site[0]?.saves ?? 0,
  };
}
