/**
 * SQL for share links. A share is read together with its target's item (joined on the
 * normalised URL) so the public page and shareSlug take one query.
 */
import type { Queryable } from '../db/types.js';
import { itemColumns, itemFromPrefixed } from '../items/items.read-model.js';
import type { Share, ShareWithItem } from './shares.types.js';

const SHARE_COLUMNS =
  's.slug, s.user_id, s.target_url, s.note, s.quotes, s.created_at, s.updated_at';

const toShare = (row: Record<string, unknown>): Share => ({
  slug: String(row.slug),
  userId: Number(row.user_id),
  targetUrl: row.target_url as string,
  note: (row.note as string | null) ?? null,
  quotes: (row.quotes as string[] | null) ?? null,
  createdAt: row.created_at as Date,
  updatedAt: row.updated_at as Date,
});

export interface NewShare {
  slug: string;
  userId: number;
  targetUrl: string;
  normalUrl: string;
  note: string | null;
  quotes: string[] | null;
}

/** How many share links the user created since `since`. */
export async function countSharesSince(
  db: Queryable,
  userId: number,
  since: Date,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM shares WHERE user_id = $1 AND created_at >= $2',
    [userId, since],
  );
  return row?.n ?? 0;
}

export async function insertShare(db: Queryable, share: NewShare): Promise<Share> {
  const rows = await db.query(
    `INSERT INTO shares AS s (user_id, slug, target_url, normal_url, note, quotes)
     VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${SHARE_COLUMNS}`,
    [share.userId, share.slug, share.targetUrl, share.normalUrl, share.note, share.quotes],
  );
  return toShare(rows[0]!);
}

/** The share with its target's item (if any); undefined for an unknown slug. */
export async function findShare(db: Queryable, slug: string): Promise<ShareWithItem | undefined> {
  const rows = await db.query(
    `SELECT ${SHARE_COLUMNS}, i.item_id AS joined_item, ${itemColumns('i', 'item_', 's.target_url')}
       FROM shares s LEFT JOIN items i ON i.normal_url = s.normal_url AND i.owner_user_id IS NULL
      WHERE s.slug = $1
      LIMIT 1`,
    [slug],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...toShare(row),
    item: row.joined_item === null ? undefined : itemFromPrefixed(row, 'item_'),
  };
}

/**
 * The slug of the user's newest share of this normalised URL with exactly this context, if any:
 * opening Share again reuses that link instead of minting another (shares.service.ts).
 */
export async function findOwnShareSlug(
  db: Queryable,
  userId: number,
  normalUrl: string,
  context: { note: string | null; quotes: string[] | null },
): Promise<string | undefined> {
  const rows = await db.query<{ slug: string }>(
    `SELECT slug FROM shares
      WHERE user_id = $1 AND normal_url = $2
        AND note IS NOT DISTINCT FROM $3 AND quotes IS NOT DISTINCT FROM $4::text[]
      ORDER BY created_at DESC
      LIMIT 1`,
    [userId, normalUrl, context.note, context.quotes],
  );
  return rows[0] ? String(rows[0].slug) : undefined;
}

/** Locks and returns the share (any creator), for an update in the same transaction. */
export async function findShareForUpdate(db: Queryable, slug: string): Promise<Share | undefined> {
  const rows = await db.query(
    `SELECT ${SHARE_COLUMNS} FROM shares s WHERE s.slug = $1 FOR UPDATE`,
    [slug],
  );
  return rows[0] ? toShare(rows[0]) : undefined;
}

export async function updateShareContext(
  db: Queryable,
  userId: number,
  slug: string,
  context: { note: string | null; quotes: string[] | null },
): Promise<void> {
  await db.query(
    `UPDATE shares SET note = $3, quotes = $4, updated_at = now()
      WHERE user_id = $1 AND slug = $2`,
    [userId, slug, context.note, context.quotes],
  );
}
