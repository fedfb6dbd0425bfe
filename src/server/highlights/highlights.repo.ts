/**
 * SQL for highlights (table from migration 0004): rows are scoped by user_id, and a highlight
 * counts only while its save is not deleted. The saves list reads highlights itself
 * (saves.repo.ts, json_agg); this module writes them and reads them back for mutations.
 */
import type { Queryable } from '../db/types.js';
import type { HighlightJson } from '../saves/saves.service.js';

/** A highlight as mutations return it: the list query's shape plus the save it belongs to. */
export interface Highlight extends HighlightJson {
  itemId: number;
}

interface HighlightRow {
  id: string;
  item_id: string | number;
  quote: string;
  patch: string;
  version: number;
  note: string | null;
  note_created_at: Date | null;
  note_updated_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `h.id, h.item_id, h.quote, h.patch, h.version, h.note, h.note_created_at,
  h.note_updated_at, h.created_at, h.updated_at`;
/** The same columns from a RETURNING clause (no alias there). */
const RETURNING = COLUMNS.replace(/h\./g, '');

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function toHighlight(row: HighlightRow): Highlight {
  return {
    id: row.id,
    itemId: Number(row.item_id),
    quote: row.quote,
    patch: row.patch,
    version: row.version,
    note: row.note,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    noteCreatedAt: iso(row.note_created_at),
    noteUpdatedAt: iso(row.note_updated_at),
  };
}

/**
 * Locks the save row and moves its updated time (one UPDATE: the row lock makes concurrent
 * creates on the save run one after the other), then counts its highlights. Undefined when it is
 * not a live save of the user's. The count must be a second statement: under READ COMMITTED a
 * statement that waited for the lock still reads with the snapshot it started with, and would
 * miss the highlights the lock holder just committed.
 */
export async function lockSaveAndCount(
  db: Queryable,
  userId: number,
  itemId: number,
): Promise<number | undefined> {
  const locked = await db.query(
    `UPDATE saved_items SET updated_at = now()
      WHERE user_id = $1 AND item_id = $2 AND status <> 'DELETED' RETURNING item_id`,
    [userId, itemId],
  );
  if (locked.length === 0) return undefined;
  const rows = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM highlights WHERE user_id = $1 AND item_id = $2',
    [userId, itemId],
  );
  return rows[0]?.total ?? 0;
}

/** The item id of the user's live save of a normalised URL, if there is one. */
export async function saveIdByNormalUrl(
  db: Queryable,
  userId: number,
  normalUrl: string,
): Promise<number | undefined> {
  const rows = await db.query<{ item_id: string | number }>(
    `SELECT s.item_id FROM saved_items s JOIN items i ON i.item_id = s.item_id
      WHERE s.user_id = $1 AND i.normal_url = $2 AND s.status <> 'DELETED'`,
    [userId, normalUrl],
  );
  return rows[0] === undefined ? undefined : Number(rows[0].item_id);
}

export interface NewHighlight {
  /** A UUID (the client's, or one the service made). */
  id: string;
  itemId: number;
  quote: string;
  patch: string;
  version: number;
  note: string | null;
}

/**
 * Inserts highlights in the given order (clock_timestamp, so a batch keeps its order in the
 * list). An id the user already has is skipped, never overwritten: the caller compares the
 * count returned with the count given. Returns them in the given order.
 */
export async function insertHighlights(
  db: Queryable,
  userId: number,
  highlights: readonly NewHighlight[],
): Promise<Highlight[]> {
  if (highlights.length === 0) return [];
  // highlights triggers refresh the save's search document (docs/ARCHITECTURE.md "Triggers").
  const rows = await db.query<HighlightRow>(
    `INSERT INTO highlights (user_id, id, item_id, quote, patch, version, note,
                             note_created_at, note_updated_at, created_at, updated_at)
     SELECT $1, x.id, x.item_id, x.quote, x.patch, x.version, x.note,
            CASE WHEN x.note IS NULL THEN NULL ELSE clock_timestamp() END,
            CASE WHEN x.note IS NULL THEN NULL ELSE clock_timestamp() END,
            clock_timestamp(), clock_timestamp()
       FROM unnest($2::uuid[], $3::bigint[], $4::text[], $5::text[], $6::int[], $7::text[])
            AS x(id, item_id, quote, patch, version, note)
     ON CONFLICT (user_id, id) DO NOTHING
     RETURNING ${RETURNING}`,
    [
      userId,
      highlights.map((h) => h.id),
      highlights.map((h) => h.itemId),
      highlights.map((h) => h.quote),
      highlights.map((h) => h.patch),
      highlights.map((h) => h.version),
      highlights.map((h) => h.note),
    ],
  );
  const byId = new Map(rows.map((row) => [row.id, toHighlight(row)]));
  return highlights.flatMap((h) => byId.get(h.id) ?? []);
}

/** One highlight of the user's on a live save, locked for the rest of the transaction. */
export async function findHighlightForUpdate(
  db: Queryable,
  userId: number,
  id: string,
): Promise<Highlight | undefined> {
  const rows = await db.query<HighlightRow>(
    `SELECT ${COLUMNS} FROM highlights h
       JOIN saved_items s ON s.user_id = h.user_id AND s.item_id = h.item_id
      WHERE h.user_id = $1 AND h.id = $2 AND s.status <> 'DELETED'
      FOR UPDATE OF h`,
    [userId, id],
  );
  return rows[0] && toHighlight(rows[0]);
}

/** The ids among `ids` that are highlights of the user's on live saves. */
export async function liveHighlightIds(
  db: Queryable,
  userId: number,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `SELECT h.id FROM highlights h
       JOIN saved_items s ON s.user_id = h.user_id AND s.item_id = h.item_id
      WHERE h.user_id = $1 AND h.id = ANY($2::uuid[]) AND s.status <> 'DELETED'`,
    [userId, ids],
  );
  return new Set(rows.map((row) => row.id));
}

export interface HighlightChange {
  quote: string;
  patch: string;
  version: number;
  /** undefined: keep the note; a string: set it (its created time is kept when it existed). */
  note: string | undefined;
}

/** Replaces a highlight's quote, patch and version (and its note when given). */
export async function updateHighlight(
  db: Queryable,
  userId: number,
  id: string,
  change: HighlightChange,
): Promise<Highlight> {
  // highlights triggers refresh the save's search document (docs/ARCHITECTURE.md "Triggers").
  const rows = await db.query<HighlightRow>(
    `UPDATE highlights SET quote = $3, patch = $4, version = $5,
            note = coalesce($6, note),
            note_created_at = CASE WHEN $6::text IS NULL THEN note_created_at
                                   ELSE coalesce(note_created_at, now()) END,
            note_updated_at = CASE WHEN $6::text IS NULL THEN note_updated_at ELSE now() END,
            updated_at = now()
      WHERE user_id = $1 AND id = $2
      RETURNING ${RETURNING}`,
    [userId, id, change.quote, change.patch, change.version, change.note ?? null],
  );
  return toHighlight(rows[0]!);
}

/** Sets (text) or removes (null) a highlight's note. */
export async function setHighlightNote(
  db: Queryable,
  userId: number,
  id: string,
  note: string | null,
): Promise<Highlight> {
  // highlights triggers refresh the save's search document (docs/ARCHITECTURE.md "Triggers").
  const rows = await db.query<HighlightRow>(
    `UPDATE highlights SET note = $3::text,
            note_created_at = CASE WHEN $3::text IS NULL THEN NULL ELSE coalesce(note_created_at, now()) END,
            note_updated_at = CASE WHEN $3::text IS NULL THEN NULL ELSE now() END,
            updated_at = now()
      WHERE user_id = $1 AND id = $2
      RETURNING ${RETURNING}`,
    [userId, id, note],
  );
  return toHighlight(rows[0]!);
}

/** Deletes highlights by id; returns the save ids they were on. */
export async function deleteHighlights(
  db: Queryable,
  userId: number,
  ids: readonly string[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  // highlights triggers refresh the save's search document (docs/ARCHITECTURE.md "Triggers").
  const rows = await db.query<{ item_id: string | number }>(
    'DELETE FROM highlights WHERE user_id = $1 AND id = ANY($2::uuid[]) RETURNING item_id',
    [userId, ids],
  );
  return [...new Set(rows.map((row) => Number(row.item_id)))];
}
