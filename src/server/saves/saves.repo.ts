/** SQL for saved_items: one user's saves. Keyset pagination on (sort column, item_id). */
import type { Queryable } from '../db/types.js';

export type SavedItemStatus = 'UNREAD' | 'ARCHIVED' | 'DELETED' | 'HIDDEN';
export type SortBy = 'CREATED_AT' | 'UPDATED_AT' | 'FAVORITED_AT' | 'ARCHIVED_AT';
export type SortOrder = 'ASC' | 'DESC';

export interface SavedItemRow {
  item_id: number;
  given_url: string;
  title: string | null;
  status: SavedItemStatus;
  is_favorite: boolean;
  favorited_at: Date | null;
  archived_at: Date | null;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A row plus its sort key in microseconds since the epoch (for cursors). */
export type ListedRow = SavedItemRow & { sort_key: string };

const COLUMNS = `item_id, given_url, title, status, is_favorite, favorited_at, archived_at, deleted_at,
  created_at, updated_at`;

const SORT_COLUMN: Record<SortBy, string> = {
  CREATED_AT: 'created_at',
  UPDATED_AT: 'updated_at',
  // Saves never favourited/archived sort as the oldest, like Pocket.
  FAVORITED_AT: "coalesce(favorited_at, 'epoch'::timestamptz)",
  ARCHIVED_AT: "coalesce(archived_at, 'epoch'::timestamptz)",
};

export interface ListFilter {
  statuses?: SavedItemStatus[] | undefined;
  isFavorite?: boolean | undefined;
  isArchived?: boolean | undefined;
  updatedSince?: Date | undefined;
  updatedBefore?: Date | undefined;
}

export interface ListQuery {
  userId: number;
  filter: ListFilter;
  sortBy: SortBy;
  /** The order rows are read in (already flipped for backward pages). */
  direction: SortOrder;
  /** Read rows strictly after this (sort key in µs, item id) in `direction`. */
  after?: { sortKey: string; itemId: number } | undefined;
  limit: number;
}

function whereClause(filter: ListFilter, params: unknown[]): string {
  const conditions = ['user_id = $1'];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filter.statuses?.length) add((p) => `status = ANY(${p}::text[])`, filter.statuses);
  if (filter.isFavorite !== undefined) add((p) => `is_favorite = ${p}`, filter.isFavorite);
  if (filter.isArchived !== undefined)
    add((p) => `(status = 'ARCHIVED') = ${p}`, filter.isArchived);
  if (filter.updatedSince) add((p) => `updated_at > ${p}`, filter.updatedSince);
  if (filter.updatedBefore) add((p) => `updated_at < ${p}`, filter.updatedBefore);
  return conditions.join(' AND ');
}

/** Pocket caps totalCount at 5,000 so that counting stays cheap for big libraries. */
export const TOTAL_COUNT_CAP = 5000;

/**
 * One page of saves and the (capped) count of all that match the filter, in one round trip.
 * The count ignores the cursor; the outer join keeps the count row when the page is empty.
 */
export async function listSavedItems(
  db: Queryable,
  query: ListQuery,
): Promise<{ rows: ListedRow[]; total: number }> {
  const params: unknown[] = [query.userId];
  const sortColumn = SORT_COLUMN[query.sortBy];
  const where = whereClause(query.filter, params);
  let pageWhere = where;
  if (query.after) {
    params.push(query.after.sortKey, query.after.itemId);
    const comparison = query.direction === 'DESC' ? '<' : '>';
    const sortKeyParam = `$${params.length - 1}`;
    pageWhere += ` AND (${sortColumn}, item_id) ${comparison} ('epoch'::timestamptz + ${sortKeyParam}::bigint * interval '1 microsecond', $${params.length}::bigint)`;
  }
  params.push(query.limit);
  const direction = query.direction;
  const result = await db.query<ListedRow & { total: number; sort_micros: string | null }>(
    `WITH page AS (
       SELECT ${COLUMNS}, (extract(epoch FROM ${sortColumn}) * 1000000)::bigint AS sort_micros
         FROM saved_items
        WHERE ${pageWhere}
        ORDER BY ${sortColumn} ${direction}, item_id ${direction}
        LIMIT $${params.length}
     ), total AS (
       SELECT count(*)::int AS total FROM (SELECT 1 FROM saved_items WHERE ${where} LIMIT ${TOTAL_COUNT_CAP}) capped
     )
     SELECT page.*, page.sort_micros::text AS sort_key, total.total
       FROM total LEFT JOIN page ON true
      ORDER BY page.sort_micros ${direction}, page.item_id ${direction}`,
    params,
  );
  const total = result[0]?.total ?? 0;
  const rows = result.filter((row) => row.item_id !== null);
  return { rows, total };
}

export async function findSavedItem(
  db: Queryable,
  userId: number,
  itemId: number,
): Promise<SavedItemRow | undefined> {
  const rows = await db.query<SavedItemRow>(
    `SELECT ${COLUMNS} FROM saved_items WHERE user_id = $1 AND item_id = $2`,
    [userId, itemId],
  );
  return rows[0];
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
export async function upsertSavedItem(db: Queryable, save: UpsertSave): Promise<SavedItemRow> {
  const rows = await db.query<SavedItemRow>(
    `INSERT INTO saved_items AS s (user_id, item_id, given_url, title, is_favorite, favorited_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, coalesce($5::boolean, false), CASE WHEN $5::boolean THEN coalesce($6::timestamptz, now()) END, coalesce($6::timestamptz, now()), coalesce($6::timestamptz, now()))
     ON CONFLICT (user_id, item_id) DO UPDATE SET
       status = 'UNREAD',
       archived_at = NULL,
       deleted_at = NULL,
       title = coalesce(EXCLUDED.title, s.title),
       is_favorite = coalesce($5::boolean, s.is_favorite),
       favorited_at = CASE
         WHEN $5::boolean IS NULL THEN s.favorited_at
         WHEN $5::boolean THEN coalesce(s.favorited_at, EXCLUDED.created_at)
       END,
       created_at = EXCLUDED.created_at,
       updated_at = EXCLUDED.created_at
     RETURNING ${COLUMNS}`,
    [
      save.userId,
      save.itemId,
      save.givenUrl,
      save.title,
      save.isFavorite ?? null,
      save.savedAt ?? null,
    ],
  );
  return rows[0]!;
}
