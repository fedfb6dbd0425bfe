/**
 * SQL for the library export (export.service.ts): a user's saves, highlights and lists, read in
 * keyset pages so that a library of any size is never held in memory at once. Deleted saves, and
 * the highlights on them, are left out, as Pocket's export did.
 */
import type { Queryable } from '../db/types.js';

/** The title Pocket's export wrote: the save's, else the article's, else the URL. */
const TITLE = `coalesce(nullif(btrim(s.title), ''), nullif(btrim(i.title), ''), s.given_url)`;

export interface ExportSave {
  url: string;
  title: string;
  /** Unix seconds. */
  timeAdded: number;
  archived: boolean;
  favorite: boolean;
  tags: string[];
}

/** Where the next page of saves starts: after this save in (created_at DESC, item_id DESC). */
export interface SaveCursor {
  /** created_at as PostgreSQL prints it, so no microseconds are lost in a JS Date. */
  createdAt: string;
  itemId: string;
}

interface SaveRow {
  item_id: string | number;
  created_at_text: string;
  created_at: Date | string;
  url: string;
  title: string;
  status: string;
  is_favorite: boolean;
  tags: string[] | null;
}

/** One page of saves, newest first, with their tags. */
export async function savesPage(
  db: Queryable,
  userId: number,
  after: SaveCursor | undefined,
  limit: number,
): Promise<{ saves: ExportSave[]; next: SaveCursor | undefined }> {
  const rows = await db.query<SaveRow>(
    `SELECT s.item_id, s.created_at::text AS created_at_text, s.created_at, s.given_url AS url,
            ${TITLE} AS title, s.status, s.is_favorite,
            (SELECT array_agg(t.name ORDER BY t.name) FROM saved_item_tags t
              WHERE t.user_id = s.user_id AND t.item_id = s.item_id) AS tags
       FROM saved_items s JOIN items i ON i.item_id = s.item_id
      WHERE s.user_id = $1 AND s.status <> 'DELETED'
        AND ($2::timestamptz IS NULL OR (s.created_at, s.item_id) < ($2::timestamptz, $3::bigint))
      ORDER BY s.created_at DESC, s.item_id DESC
      LIMIT $4`,
    [userId, after?.createdAt ?? null, after?.itemId ?? null, limit],
  );
  const last = rows.at(-1);
  return {
    saves: rows.map((row) => ({
      url: row.url,
      title: row.title,
      timeAdded: Math.floor(new Date(row.created_at).getTime() / 1000),
      archived: row.status === 'ARCHIVED',
      favorite: row.is_favorite,
      tags: row.tags ?? [],
    })),
    next:
      rows.length === limit && last
        ? { createdAt: last.created_at_text, itemId: String(last.item_id) }
        : undefined,
  };
}

export interface ExportHighlight {
  quote: string;
  /** Unix seconds. */
  created_at: number;
  note: string | null;
}

export interface ExportAnnotated {
  url: string;
  title: string;
  highlights: ExportHighlight[];
}

interface AnnotatedRow {
  item_id: string | number;
  url: string;
  title: string;
  highlights: ExportHighlight[] | string;
}

/** One page of saves that have highlights (by item id), each with its highlights in order. */
export async function highlightsPage(
  db: Queryable,
  userId: number,
  afterItemId: string,
  limit: number,
): Promise<{ saves: ExportAnnotated[]; next: string | undefined }> {
  const rows = await db.query<AnnotatedRow>(
    `SELECT h.item_id, s.given_url AS url, ${TITLE} AS title,
            json_agg(json_build_object(
              'quote', h.quote,
              'created_at', floor(extract(epoch FROM h.created_at))::bigint,
              'note', h.note) ORDER BY h.created_at, h.quote, h.id) AS highlights
       FROM highlights h
       JOIN saved_items s ON s.user_id = h.user_id AND s.item_id = h.item_id
       JOIN items i ON i.item_id = h.item_id
      WHERE h.user_id = $1 AND s.status <> 'DELETED' AND h.item_id > $2::bigint
      GROUP BY h.item_id, s.given_url, s.title, i.title
      ORDER BY h.item_id
      LIMIT $3`,
    [userId, afterItemId, limit],
  );
  const last = rows.at(-1);
  return {
    saves: rows.map((row) => ({
      url: row.url,
      title: row.title,
      highlights:
        typeof row.highlights === 'string'
          ? (JSON.parse(row.highlights) as ExportHighlight[])
          : row.highlights,
    })),
    next: rows.length === limit && last ? String(last.item_id) : undefined,
  };
}

export interface ExportList {
  id: string;
  slug: string | null;
  title: string;
  description: string | null;
  createdAt: Date;
}

/** The user's lists, oldest first (a user has a few dozen at most). */
export async function lists(db: Queryable, userId: number): Promise<ExportList[]> {
  const rows = await db.query<{
    id: string | number;
    slug: string | null;
    title: string;
    description: string | null;
    created_at: Date | string;
  }>(
    `SELECT id, slug, title, description, created_at FROM shareable_lists
      WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
  return rows.map((row) => ({
    id: String(row.id),
    slug: row.slug,
    title: row.title,
    description: row.description,
    createdAt: new Date(row.created_at),
  }));
}

export interface ExportListItem {
  url: string;
  title: string | null;
  excerpt: string | null;
  note: string | null;
}

/** A list's items in list order (lists/lists.repo.ts orders them the same way). */
export function listItems(
  db: Queryable,
  userId: number,
  listId: string,
): Promise<ExportListItem[]> {
  return db.query<ExportListItem>(
    `SELECT url, title, excerpt, note FROM shareable_list_items
      WHERE user_id = $1 AND list_id = $2
      ORDER BY sort_order, created_at, item_id, id`,
    [userId, listId],
  );
}
