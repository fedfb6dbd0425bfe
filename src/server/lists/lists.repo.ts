/**
 * SQL for shareable lists and their items (migration 0008). Every statement is scoped by the
 * owner's user_id except the public lookup by externalId; rules live in lists.service.ts.
 */
import type { Queryable } from '../db/types.js';
import type {
  ListVisibility,
  ModerationStatus,
  ShareableList,
  ShareableListItem,
} from './lists.types.js';

interface ListRow {
  user_id: number;
  id: number;
  external_id: string;
  title: string;
  description: string | null;
  status: ListVisibility;
  slug: string | null;
  list_item_note_visibility: ListVisibility;
  moderation_status: ModerationStatus;
  moderated_by: string | null;
  moderation_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

interface ItemRow {
  id: number;
  list_id: number;
  external_id: string;
  item_id: number;
  url: string;
  title: string | null;
  excerpt: string | null;
  note: string | null;
  image_url: string | null;
  publisher: string | null;
  authors: string | null;
  sort_order: number;
  created_at: Date;
  updated_at: Date;
  /** created_at as text, full precision, for cursors. */
  created_key: string;
}

/** The list columns, optionally qualified by a table alias (`l.`). */
const listColumns = (
  p = '',
) => `${p}user_id, ${p}id, ${p}external_id::text AS external_id, ${p}title,
  ${p}description, ${p}status, ${p}slug, ${p}list_item_note_visibility, ${p}moderation_status,
  ${p}moderated_by, ${p}moderation_reason, ${p}created_at, ${p}updated_at`;
const LIST_COLUMNS = listColumns();

const ITEM_COLUMNS = `id, list_id, external_id::text AS external_id, item_id, url, title, excerpt,
  note, image_url, publisher, authors, sort_order, created_at, updated_at,
  created_at::text AS created_key`;

export function toList(row: ListRow): ShareableList {
  return {
    id: row.id,
    userId: row.user_id,
    externalId: row.external_id,
    title: row.title,
    description: row.description,
    status: row.status,
    slug: row.slug,
    listItemNoteVisibility: row.list_item_note_visibility,
    moderationStatus: row.moderation_status,
    moderatedBy: row.moderated_by,
    moderationReason: row.moderation_reason,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** An item plus the key its cursor encodes. */
export interface KeyedItem extends ShareableListItem {
  key: ItemKey;
}

/** The position of an item in display order: sortOrder, createdAt (as text), itemId, id. */
export type ItemKey = [number, string, number, number];

function toItem(row: ItemRow): KeyedItem {
  return {
    id: row.id,
    listId: row.list_id,
    externalId: row.external_id,
    itemId: String(row.item_id),
    url: row.url,
    title: row.title,
    excerpt: row.excerpt,
    note: row.note,
    imageUrl: row.image_url,
    publisher: row.publisher,
    authors: row.authors,
    sortOrder: row.sort_order,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    key: [row.sort_order, row.created_key, Number(row.item_id), row.id],
  };
}

export async function listsOfUser(db: Queryable, userId: number): Promise<ShareableList[]> {
  const rows = await db.query<ListRow>(
    `SELECT ${LIST_COLUMNS} FROM shareable_lists WHERE user_id = $1
      ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows.map(toList);
}

/** One of the user's lists; `lock` takes a row lock so concurrent changes run one by one. */
export async function listByExternalId(
  db: Queryable,
  userId: number,
  externalId: string,
  lock = false,
): Promise<ShareableList | undefined> {
  const rows = await db.query<ListRow>(
    `SELECT ${LIST_COLUMNS} FROM shareable_lists WHERE user_id = $1 AND external_id = $2::uuid
     ${lock ? 'FOR UPDATE' : ''}`,
    [userId, externalId],
  );
  return rows[0] && toList(rows[0]);
}

/** Any user's list by externalId, with its owner's public fields (public view, moderation). */
export async function anyListByExternalId(
  db: Queryable,
  externalId: string,
): Promise<(ShareableList & { ownerUsername: string; ownerAvatarUrl: string | null }) | undefined> {
  const rows = await db.query<ListRow & { username: string; avatar_url: string | null }>(
    `SELECT ${listColumns('l.')}, u.username, u.avatar_url
       FROM shareable_lists l JOIN users u ON u.id = l.user_id
      WHERE l.external_id = $1::uuid`,
    [externalId],
  );
  const row = rows[0];
  return row && { ...toList(row), ownerUsername: row.username, ownerAvatarUrl: row.avatar_url };
}

export async function titleTaken(
  db: Queryable,
  userId: number,
  title: string,
  exceptListId?: number,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM shareable_lists WHERE user_id = $1 AND lower(title) = lower($2)
        AND id IS DISTINCT FROM $3`,
    [userId, title, exceptListId ?? null],
  );
  return rows.length > 0;
}

export async function insertList(
  db: Queryable,
  userId: number,
  fields: { title: string; description: string | null; listItemNoteVisibility: ListVisibility },
): Promise<ShareableList> {
  const rows = await db.query<ListRow>(
    `INSERT INTO shareable_lists (user_id, title, description, list_item_note_visibility)
     VALUES ($1, $2, $3, $4) RETURNING ${LIST_COLUMNS}`,
    [userId, fields.title, fields.description, fields.listItemNoteVisibility],
  );
  return toList(rows[0]!);
}

export interface ListChanges {
  title: string;
  description: string | null;
  status: ListVisibility;
  slug: string | null;
  listItemNoteVisibility: ListVisibility;
}

/** Writes every field of a list and moves its updatedAt. */
export async function updateList(
  db: Queryable,
  userId: number,
  listId: number,
  changes: ListChanges,
): Promise<ShareableList> {
  const rows = await db.query<ListRow>(
    `UPDATE shareable_lists
        SET title = $3, description = $4, status = $5, slug = $6, list_item_note_visibility = $7,
            updated_at = now()
      WHERE user_id = $1 AND id = $2 RETURNING ${LIST_COLUMNS}`,
    [
      userId,
      listId,
      changes.title,
      changes.description,
      changes.status,
      changes.slug,
      changes.listItemNoteVisibility,
    ],
  );
  return toList(rows[0]!);
}

/** Moves a list's updatedAt (its items changed) and returns it. */
export async function touchList(
  db: Queryable,
  userId: number,
  listId: number,
): Promise<ShareableList> {
  const rows = await db.query<ListRow>(
    `UPDATE shareable_lists SET updated_at = now() WHERE user_id = $1 AND id = $2
     RETURNING ${LIST_COLUMNS}`,
    [userId, listId],
  );
  return toList(rows[0]!);
}

/** The user's slugs equal to `base` or `base-N` (to de-duplicate a new one). */
export async function slugsLike(db: Queryable, userId: number, base: string): Promise<string[]> {
  const rows = await db.query<{ slug: string }>(
    `SELECT slug FROM shareable_lists
      WHERE user_id = $1 AND (slug = $2 OR slug LIKE $3 ESCAPE '\\')`,
    [userId, base, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`],
  );
  return rows.map((row) => row.slug);
}

export async function deleteList(db: Queryable, userId: number, listId: number): Promise<void> {
  await db.query('DELETE FROM shareable_lists WHERE user_id = $1 AND id = $2', [userId, listId]);
}

export async function countItems(db: Queryable, userId: number, listId: number): Promise<number> {
  const rows = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM shareable_list_items WHERE user_id = $1 AND list_id = $2',
    [userId, listId],
  );
  return rows[0]?.total ?? 0;
}

/** Which of these URLs the list already holds. */
export async function urlsInList(
  db: Queryable,
  userId: number,
  listId: number,
  urls: string[],
): Promise<string[]> {
  const rows = await db.query<{ url: string }>(
    `SELECT url FROM shareable_list_items
      WHERE user_id = $1 AND list_id = $2 AND url = ANY($3::text[])`,
    [userId, listId, urls],
  );
  return rows.map((row) => row.url);
}

/** An item's fields as a client gives them (the ids and times are the database's). */
export type NewItem = Omit<
  ShareableListItem,
  'id' | 'listId' | 'externalId' | 'createdAt' | 'updatedAt'
>;

export async function insertItem(
  db: Queryable,
  userId: number,
  listId: number,
  item: NewItem,
): Promise<KeyedItem> {
  const rows = await db.query<ItemRow>(
    `INSERT INTO shareable_list_items (user_id, list_id, item_id, url, title, excerpt, note,
       image_url, publisher, authors, sort_order)
     VALUES ($1, $2, $3::bigint, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${ITEM_COLUMNS}`,
    [
      userId,
      listId,
      item.itemId,
      item.url,
      item.title,
      item.excerpt,
      item.note,
      item.imageUrl,
      item.publisher,
      item.authors,
      item.sortOrder,
    ],
  );
  return toItem(rows[0]!);
}

/** The user's items with these externalIds (in no particular order); `lock` locks them. */
export async function itemsByExternalIds(
  db: Queryable,
  userId: number,
  externalIds: string[],
  lock = false,
): Promise<KeyedItem[]> {
  const rows = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM shareable_list_items
      WHERE user_id = $1 AND external_id = ANY($2::uuid[]) ${lock ? 'FOR UPDATE' : ''}`,
    [userId, externalIds],
  );
  return rows.map(toItem);
}

/** Locks one of the user's lists by internal id and returns it. */
export async function lockListById(
  db: Queryable,
  userId: number,
  listId: number,
): Promise<ShareableList> {
  const rows = await db.query<ListRow>(
    `SELECT ${LIST_COLUMNS} FROM shareable_lists WHERE user_id = $1 AND id = $2 FOR UPDATE`,
    [userId, listId],
  );
  return toList(rows[0]!);
}

/** Sets an item's note and sort order and moves its updatedAt. */
export async function updateItem(
  db: Queryable,
  userId: number,
  itemRowId: number,
  fields: { note: string | null; sortOrder: number },
): Promise<KeyedItem> {
  const rows = await db.query<ItemRow>(
    `UPDATE shareable_list_items SET note = $3, sort_order = $4, updated_at = now()
      WHERE user_id = $1 AND id = $2 RETURNING ${ITEM_COLUMNS}`,
    [userId, itemRowId, fields.note, fields.sortOrder],
  );
  return toItem(rows[0]!);
}

export async function deleteItem(db: Queryable, userId: number, itemRowId: number): Promise<void> {
  await db.query('DELETE FROM shareable_list_items WHERE user_id = $1 AND id = $2', [
    userId,
    itemRowId,
  ]);
}

const ORDER = 'sort_order, created_at, item_id, id';
const ORDER_DESC = 'sort_order DESC, created_at DESC, item_id DESC, id DESC';

/**
 * Up to `limit` items after (forward) or before (backward) a key, in display order.
 * Backward pages are read in reverse and turned around, so both come back in display order.
 */
export async function itemsPage(
  db: Queryable,
  userId: number,
  listId: number,
  page: { direction: 'forward' | 'backward'; key: ItemKey | undefined; limit: number },
): Promise<KeyedItem[]> {
  const params: unknown[] = [userId, listId, page.limit];
  let where = '';
  if (page.key) {
    params.push(...page.key);
    const op = page.direction === 'forward' ? '>' : '<';
    where = `AND (${ORDER}) ${op} ($4::int, $5::timestamptz, $6::bigint, $7::bigint)`;
  }
  const rows = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM shareable_list_items
      WHERE user_id = $1 AND list_id = $2 ${where}
      ORDER BY ${page.direction === 'forward' ? ORDER : ORDER_DESC} LIMIT $3`,
    params,
  );
  const items = rows.map(toItem);
  return page.direction === 'forward' ? items : items.reverse();
}

/**
 * The first `limit` items of each of these lists, in display order, and each list's item count,
 * in one statement (All Lists shows a page of every list).
 */
export async function firstItemsOfLists(
  db: Queryable,
  userId: number,
  listIds: number[],
  limit: number,
): Promise<{ items: Map<number, KeyedItem[]>; totals: Map<number, number> }> {
  const items = new Map<number, KeyedItem[]>();
  const totals = new Map<number, number>();
  if (listIds.length === 0) return { items, totals };
  const rows = await db.query<ItemRow & { position: number; total: number }>(
    `SELECT * FROM (
       SELECT ${ITEM_COLUMNS},
              row_number() OVER (PARTITION BY list_id ORDER BY ${ORDER})::int AS position,
              count(*) OVER (PARTITION BY list_id)::int AS total
         FROM shareable_list_items WHERE user_id = $1 AND list_id = ANY($2::bigint[])) ranked
      WHERE position <= $3 ORDER BY list_id, position`,
    [userId, listIds, limit],
  );
  for (const row of rows) {
    totals.set(row.list_id, row.total);
    const list = items.get(row.list_id) ?? [];
    list.push(toItem(row));
    items.set(row.list_id, list);
  }
  return { items, totals };
}

/** Every item of a list in display order. */
export async function allItems(
  db: Queryable,
  userId: number,
  listId: number,
): Promise<KeyedItem[]> {
  const rows = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM shareable_list_items WHERE user_id = $1 AND list_id = $2
      ORDER BY ${ORDER}`,
    [userId, listId],
  );
  return rows.map(toItem);
}

/** Whether the user is enrolled in the lists pilot by an administrator. */
export async function isPilotUser(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query<{ is_pilot: boolean }>('SELECT is_pilot FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.is_pilot ?? false;
}
