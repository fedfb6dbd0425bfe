/**
 * SQL for saved_items: one user's saves, each read together with its item (one join, no N+1).
 * Keyset pagination on (sort column, item_id).
 */
import type { SaveContentType } from '../../common/saved-item-filter.js';
import { prepared } from '../db/client.js';
import type { Queryable } from '../db/types.js';
import { itemColumns } from '../items/items.read-model.js';
import { isCountKept, keptCountSql } from './saved-item-counts.js';
import { SAVE_COLUMNS, toSavedItem } from './saves.read-model.js';
import type { SavedItem, SavedItemStatus } from './saves.types.js';

export type { HighlightJson, SavedItem, SavedItemStatus } from './saves.types.js';

export type SortBy = 'CREATED_AT' | 'UPDATED_AT' | 'FAVORITED_AT' | 'ARCHIVED_AT';
/**
 * Pocket v3's alphabetical sorts (docs/POCKET-COMPATIBILITY.md §3.4), for position paging only (no
 * cursors).
 */
export type TextSortBy = 'TITLE' | 'SITE';
export type SortOrder = 'ASC' | 'DESC';
/** The content-type filter values, defined once with the filter rules both sides share. */
export type ContentType = SaveContentType;

/** A save plus its sort key in microseconds since the epoch (for cursors). */
export type ListedSave = SavedItem & { sortKey: string };

const SELECT_JOINED = `SELECT ${SAVE_COLUMNS}, ${itemColumns('i', 'i_', 's.given_url')} FROM saved_items s JOIN items i ON i.item_id = s.item_id`;

const SORT_COLUMN: Record<SortBy, string> = {
  CREATED_AT: 's.created_at',
  UPDATED_AT: 's.updated_at',
  // Saves never favourited/archived sort as the oldest, like Pocket.
  FAVORITED_AT: "coalesce(s.favorited_at, 'epoch'::timestamptz)",
  ARCHIVED_AT: "coalesce(s.archived_at, 'epoch'::timestamptz)",
};

/**
 * The sort text of v3's sort=title (the title shown, else the URL) and sort=site (the URL without
 * scheme and www., so a site's saves sit together), compared without case.
 */
const TEXT_SORT_SQL: Record<TextSortBy, string> = {
  TITLE: "lower(coalesce(nullif(s.title, ''), nullif(i.title, ''), s.given_url))",
  SITE: "lower(regexp_replace(coalesce(i.resolved_url, s.given_url), '^[a-z][a-z0-9+.-]*://(www\\.)?', '', 'i'))",
};
const isTextSort = (sortBy: SortBy | TextSortBy): sortBy is TextSortBy =>
  sortBy === 'TITLE' || sortBy === 'SITE';

// Articles only, as Pocket's IS_READABLE: images and videos have their own filters.
const CONTENT_TYPE_SQL: Record<ContentType, string> = {
  ARTICLE: 'i.is_article',
  VIDEO: "i.has_video = 'IS_VIDEO'",
  IS_IMAGE: "i.has_image = 'IS_IMAGE'",
  IS_VIDEO: "i.has_video = 'IS_VIDEO'",
  HAS_VIDEO: "i.has_video IN ('HAS_VIDEOS', 'IS_VIDEO')",
  HAS_VIDEO_INCLUSIVE: "i.has_video IN ('HAS_VIDEOS', 'IS_VIDEO')",
  IS_READABLE: 'i.is_article',
  IS_EXTERNAL: "NOT (i.is_article OR i.has_video = 'IS_VIDEO' OR i.has_image = 'IS_IMAGE')",
};

/** The lower-case host of a URL column, without www. */
const hostOf = (column: string) =>
  `lower(substring(${column} from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^/?#@]*@)?(?:www\\.)?([^/:?#]+)'))`;

export interface ListFilter {
  statuses?: SavedItemStatus[] | undefined;
  isFavorite?: boolean | undefined;
  isArchived?: boolean | undefined;
  isHighlighted?: boolean | undefined;
  contentType?: ContentType | undefined;
  /** Saves with any of these tags; `untagged` adds saves with no tag at all (Pocket's `_untagged_`). */
  tags?: { names: string[]; untagged: boolean } | undefined;
  updatedSince?: Date | undefined;
  updatedBefore?: Date | undefined;
  /** Saves of this site (a lower-case host without www.) or its subdomains, given or resolved URL. */
  domain?: string | undefined;
}

export interface ListQuery {
  userId: number;
  filter: ListFilter;
  /** A text sort takes position paging (`offset`) only. */
  sortBy: SortBy | TextSortBy;
  /** The order rows are read in (already flipped for backward pages). */
  direction: SortOrder;
  /** Read rows strictly after this (sort key in µs, item id) in `direction`. */
  after?: { sortKey: string; itemId: number } | undefined;
  limit: number;
  /** Skip this many rows first (Pocket v3's offset paging); cursors are the usual way. */
  offset?: number | undefined;
}

function whereClause(filter: ListFilter, params: unknown[]): string {
  const conditions = ['s.user_id = $1'];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filter.statuses?.length) add((p) => `s.status = ANY(${p}::text[])`, filter.statuses);
  if (filter.isFavorite !== undefined) add((p) => `s.is_favorite = ${p}`, filter.isFavorite);
  if (filter.isArchived !== undefined)
    add((p) => `(s.status = 'ARCHIVED') = ${p}`, filter.isArchived);
  if (filter.updatedSince) add((p) => `s.updated_at > ${p}`, filter.updatedSince);
  if (filter.updatedBefore) add((p) => `s.updated_at < ${p}`, filter.updatedBefore);
  if (filter.contentType) conditions.push(CONTENT_TYPE_SQL[filter.contentType]);
  if (filter.domain) {
    params.push(filter.domain);
    const domain = `$${params.length}::text`;
    const matches = (host: string) =>
      `(${host} = ${domain} OR right(${host}, length(${domain}) + 1) = '.' || ${domain})`;
    conditions.push(`(${matches(hostOf('s.given_url'))} OR ${matches(hostOf('i.resolved_url'))})`);
  }
  if (filter.isHighlighted !== undefined) {
    const exists =
      'EXISTS (SELECT 1 FROM highlights h WHERE h.user_id = s.user_id AND h.item_id = s.item_id)';
    conditions.push(filter.isHighlighted ? exists : `NOT ${exists}`);
  }
  if (filter.tags) {
    const parts: string[] = [];
    if (filter.tags.names.length) {
      params.push(filter.tags.names);
      parts.push(
        `EXISTS (SELECT 1 FROM saved_item_tags t WHERE t.user_id = s.user_id AND t.item_id = s.item_id AND t.name = ANY($${params.length}::text[]))`,
      );
    }
    if (filter.tags.untagged) {
      parts.push(
        'NOT EXISTS (SELECT 1 FROM saved_item_tags t WHERE t.user_id = s.user_id AND t.item_id = s.item_id)',
      );
    }
    if (parts.length) conditions.push(`(${parts.join(' OR ')})`);
  }
  return conditions.join(' AND ');
}

/** Pocket caps totalCount at 5,000 so that counting stays cheap for big libraries. */
export const TOTAL_COUNT_CAP = 5000;

/**
 * The capped count of the saves matching `where`: read from the counts kept by triggers when the
 * filter allows (saved-item-counts.ts), else counted, stopping at the cap.
 */
function totalSql(filter: ListFilter, where: string): string {
  if (isCountKept(filter)) return keptCountSql(where, TOTAL_COUNT_CAP);
  // Only the content-type and domain filters read items; counting 5,000 saves without the join is cheaper.
  const join = filter.contentType || filter.domain ? 'JOIN items i ON i.item_id = s.item_id' : '';
  return `SELECT count(*)::int AS total FROM (
         SELECT 1 FROM saved_items s ${join} WHERE ${where} LIMIT ${TOTAL_COUNT_CAP}
       ) capped`;
}

/**
 * One page of saves and the (capped) count of all that match the filter, in one round trip.
 * The count ignores the cursor; the outer join keeps the count row when the page is empty.
 */
export async function listSavedItems(
  db: Queryable,
  query: ListQuery,
): Promise<{ rows: ListedSave[]; total: number }> {
  const params: unknown[] = [query.userId];
  const textSort = isTextSort(query.sortBy) ? TEXT_SORT_SQL[query.sortBy] : undefined;
  const sortColumn = isTextSort(query.sortBy)
    ? TEXT_SORT_SQL[query.sortBy]
    : SORT_COLUMN[query.sortBy];
  const where = whereClause(query.filter, params);
  let pageWhere = where;
  if (query.after) {
    if (textSort) throw new Error('A text sort pages by offset, not by cursor.');
    params.push(query.after.sortKey, query.after.itemId);
    const comparison = query.direction === 'DESC' ? '<' : '>';
    const sortKeyParam = `$${params.length - 1}`;
    pageWhere += ` AND (${sortColumn}, s.item_id) ${comparison} ('epoch'::timestamptz + ${sortKeyParam}::bigint * interval '1 microsecond', $${params.length}::bigint)`;
  }
  params.push(query.limit);
  const limitParam = `$${params.length}`;
  let offsetSql = '';
  if (query.offset) {
    params.push(query.offset);
    offsetSql = ` OFFSET $${params.length}`;
  }
  const direction = query.direction;
  const sql = `WITH page AS (
       SELECT ${SAVE_COLUMNS}, ${itemColumns('i', 'i_', 's.given_url')},
              ${textSort ? `NULL::bigint AS sort_micros, ${textSort} AS sort_text` : `(extract(epoch FROM ${sortColumn}) * 1000000)::bigint AS sort_micros`}
         FROM saved_items s JOIN items i ON i.item_id = s.item_id
        WHERE ${pageWhere}
        ORDER BY ${sortColumn} ${direction}, s.item_id ${direction}
        LIMIT ${limitParam}${offsetSql}
     ), total AS (${totalSql(query.filter, where)})
     SELECT page.*, page.sort_micros::text AS "sortKey", total.total
       FROM total LEFT JOIN page ON true
      ORDER BY page.${textSort ? 'sort_text' : 'sort_micros'} ${direction}, page."itemId" ${direction}`;
  // The Saves views' own lists (status and favourite filters, time sorts, cursors) read the
  // user's index in order whatever the library's size: one generic plan suits every user.
  const usual = isCountKept(query.filter) && !textSort && !query.offset;
  const result = await db.query<
    Record<string, unknown> & { total: number; itemId: number | null; sortKey: string }
  >(usual ? prepared(sql) : sql, params);
  const total = result[0]?.total ?? 0;
  const rows = result.filter((row) => row.itemId !== null).map((row) => toSavedItem(row));
  return { rows, total };
}

export async function findSavedItem(
  db: Queryable,
  userId: number,
  itemId: number,
): Promise<SavedItem | undefined> {
  const rows = await db.query(`${SELECT_JOINED} WHERE s.user_id = $1 AND s.item_id = $2`, [
    userId,
    itemId,
  ]);
  return rows[0] && toSavedItem(rows[0]);
}

export interface UpsertSave {
  userId: number;
  itemId: number;
  givenUrl: string;
  title: string | null;
  /** undefined keeps the current favourite state of an existing save. */
  isFavorite: boolean | undefined;
  /** The time added; undefined means now (the database clock). */
  savedAt: Date | undefined;
}

/**
 * Saves a URL for a user. Saving an existing save again re-adds it: status back to UNREAD and
 * the time added moved to `savedAt`, so it rises to the top; the favourite is kept unless given.
 */
export async function upsertSavedItem(db: Queryable, save: UpsertSave): Promise<SavedItem> {
  // saved_items triggers update search_documents and tags (docs/ARCHITECTURE.md "Triggers").
  const rows = await db.query(
    `WITH s AS (
       INSERT INTO saved_items AS s (user_id, item_id, given_url, title, is_favorite, favorited_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, coalesce($5::boolean, false),
               CASE WHEN $5::boolean THEN coalesce($6::timestamptz, now()) END,
               coalesce($6::timestamptz, now()), coalesce($6::timestamptz, now()))
       ON CONFLICT (user_id, item_id) DO UPDATE SET
         status = 'UNREAD',
         archived_at = NULL,
         deleted_at = NULL,
         status_before_delete = NULL,
         title = coalesce(EXCLUDED.title, s.title),
         is_favorite = coalesce($5::boolean, s.is_favorite),
         favorited_at = CASE
           WHEN $5::boolean IS NULL THEN s.favorited_at
           WHEN $5::boolean THEN coalesce(s.favorited_at, EXCLUDED.created_at)
         END,
         created_at = EXCLUDED.created_at,
         updated_at = EXCLUDED.created_at
       RETURNING *
     )
     SELECT ${SAVE_COLUMNS}, ${itemColumns('i', 'i_', 's.given_url')} FROM s JOIN items i ON i.item_id = s.item_id`,
    [
      save.userId,
      save.itemId,
      save.givenUrl,
      save.title,
      save.isFavorite ?? null,
      save.savedAt ?? null,
    ],
  );
  return toSavedItem(rows[0]!);
}

/** The single-item state changes of the Saves views (Pocket's updateSavedItem* mutations). */
export type SaveChange =
  'ARCHIVE' | 'UNARCHIVE' | 'FAVORITE' | 'UNFAVORITE' | 'DELETE' | 'UNDELETE';

const CHANGE_SQL: Record<SaveChange, string> = {
  ARCHIVE:
    "status = 'ARCHIVED', archived_at = coalesce(CASE WHEN status = 'ARCHIVED' THEN archived_at END, now())",
  UNARCHIVE: "status = 'UNREAD', archived_at = NULL",
  FAVORITE: 'is_favorite = true, favorited_at = coalesce(favorited_at, now())',
  UNFAVORITE: 'is_favorite = false, favorited_at = NULL',
  DELETE:
    "status_before_delete = CASE WHEN status = 'DELETED' THEN status_before_delete ELSE status END, status = 'DELETED', deleted_at = coalesce(deleted_at, now())",
  UNDELETE:
    "status = CASE WHEN status = 'DELETED' THEN coalesce(status_before_delete, 'UNREAD') ELSE status END, status_before_delete = NULL, deleted_at = NULL",
};

/** Applies one change to a save of the user's; undefined when the user has no such save. */
export async function changeSavedItem(
  db: Queryable,
  userId: number,
  itemId: number,
  change: SaveChange,
): Promise<SavedItem | undefined> {
  // saved_items triggers update search_documents and tags (docs/ARCHITECTURE.md "Triggers").
  const rows = await db.query(
    `WITH s AS (
       UPDATE saved_items SET ${CHANGE_SQL[change]}, updated_at = now()
        WHERE user_id = $1 AND item_id = $2
       RETURNING *
     )
     SELECT ${SAVE_COLUMNS}, ${itemColumns('i', 'i_', 's.given_url')} FROM s JOIN items i ON i.item_id = s.item_id`,
    [userId, itemId],
  );
  return rows[0] && toSavedItem(rows[0]);
}

/** Moves the saves' updated time to now (Pocket's _updatedAt, which delta sync reads). */
export async function touchSavedItems(
  db: Queryable,
  userId: number,
  itemIds: readonly number[],
): Promise<number> {
  if (itemIds.length === 0) return 0;
  const rows = await db.query(
    `UPDATE saved_items SET updated_at = now()
      WHERE user_id = $1 AND item_id = ANY($2::bigint[]) RETURNING item_id`,
    [userId, itemIds],
  );
  return rows.length;
}
