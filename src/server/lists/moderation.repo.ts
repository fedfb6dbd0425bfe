/** SQL for reports of public lists and their moderation (migration 0008). */
import type { ListReportReason } from '../../common/list-rules.js';
import type { Queryable } from '../db/types.js';
import type { ListReport, ModerationStatus, ReportedList } from './lists.types.js';

/**
 * Records or replaces a reader's report of a list, or of one of its items (`listItemId`; 0 is the
 * list itself, migration 0023), re-opened and dated now.
 */
export async function upsertReport(
  db: Queryable,
  report: {
    userId: number;
    listUserId: number;
    listId: number;
    listItemId?: number;
    reason: ListReportReason;
    comment: string | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO shareable_list_reports (user_id, list_user_id, list_id, list_item_id, reason, comment)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, list_id, list_item_id) DO UPDATE
       SET reason = EXCLUDED.reason, comment = EXCLUDED.comment, created_at = now(),
           resolved_at = NULL`,
    [
      report.userId,
      report.listUserId,
      report.listId,
      report.listItemId ?? 0,
      report.reason,
      report.comment,
    ],
  );
}

/** A list item by its externalId, with what reporting it needs to know of its list. */
export async function listItemForReport(
  db: Queryable,
  itemExternalId: string,
): Promise<
  | {
      listUserId: number;
      listId: number;
      listItemId: number;
      status: string;
      moderationStatus: ModerationStatus;
    }
  | undefined
> {
  const rows = await db.query<{
    list_user_id: number;
    list_id: number;
    list_item_id: number;
    status: string;
    moderation_status: ModerationStatus;
  }>(
    `SELECT l.user_id AS list_user_id, l.id AS list_id, li.id AS list_item_id, l.status,
            l.moderation_status
       FROM shareable_list_items li
       JOIN shareable_lists l ON l.user_id = li.user_id AND l.id = li.list_id
      WHERE li.external_id = $1::uuid`,
    [itemExternalId],
  );
  const row = rows[0];
  return row
    ? {
        listUserId: Number(row.list_user_id),
        listId: Number(row.list_id),
        listItemId: Number(row.list_item_id),
        status: row.status,
        moderationStatus: row.moderation_status,
      }
    : undefined;
}

const REPORTED = `
  SELECT r.list_user_id, r.list_id, count(*)::int AS report_count,
         max(r.created_at) AS last_reported_at
    FROM shareable_list_reports r
   GROUP BY r.list_user_id, r.list_id`;

/** The columns of a ReportedList, each aliased to its field (so no row is mapped in JS). */
const REPORTED_COLUMNS = `g.list_user_id AS "listUserId", g.list_id AS "listId",
  l.external_id::text AS "externalId", l.title, l.slug, u.username AS "ownerUsername",
  l.moderation_status AS "moderationStatus", l.moderated_by AS "moderatedBy",
  l.moderation_reason AS "moderationReason", g.report_count AS "reportCount",
  g.last_reported_at AS "lastReportedAt", g.last_reported_at::text AS "lastKey"`;

/** Reported lists, most recently reported first, after a (last_reported_at, list_id) key. */
export async function reportedLists(
  db: Queryable,
  page: { limit: number; after: [string, number] | undefined },
): Promise<ReportedList[]> {
  const params: unknown[] = [page.limit];
  let where = '';
  if (page.after) {
    params.push(...page.after);
    where = 'WHERE (g.last_reported_at, g.list_id) < ($2::timestamptz, $3::bigint)';
  }
  return db.query<ReportedList>(
    `SELECT ${REPORTED_COLUMNS}
       FROM (${REPORTED}) g
       JOIN shareable_lists l ON l.user_id = g.list_user_id AND l.id = g.list_id
       JOIN users u ON u.id = l.user_id
      ${where}
      ORDER BY g.last_reported_at DESC, g.list_id DESC
      LIMIT $1`,
    params,
  );
}

export async function countReportedLists(db: Queryable): Promise<number> {
  const rows = await db.query<{ total: number }>(
    'SELECT count(DISTINCT list_id)::int AS total FROM shareable_list_reports',
  );
  return rows[0]?.total ?? 0;
}

/** One reported list by externalId (undefined when it has no report). */
export async function reportedList(
  db: Queryable,
  externalId: string,
): Promise<ReportedList | undefined> {
  const rows = await db.query<ReportedList>(
    `SELECT ${REPORTED_COLUMNS}
       FROM shareable_lists l
       JOIN LATERAL (
         SELECT r.list_user_id, r.list_id, count(*)::int AS report_count,
                max(r.created_at) AS last_reported_at
           FROM shareable_list_reports r
          WHERE r.list_user_id = l.user_id AND r.list_id = l.id
          GROUP BY r.list_user_id, r.list_id) g ON true
       JOIN users u ON u.id = l.user_id
      WHERE l.external_id = $1::uuid`,
    [externalId],
  );
  return rows[0];
}

/** The reports of these lists, newest first, keyed by list id. */
export async function reportsOf(
  db: Queryable,
  listIds: number[],
): Promise<Map<number, ListReport[]>> {
  const rows = await db.query<{
    list_id: number;
    reason: ListReportReason;
    comment: string | null;
    username: string;
    created_at: Date;
    list_item_id: number;
    item_external_id: string | null;
    item_title: string | null;
    item_url: string | null;
  }>(
    `SELECT r.list_id, r.reason, r.comment, u.username, r.created_at, r.list_item_id,
            li.external_id::text AS item_external_id, li.title AS item_title, li.url AS item_url
       FROM shareable_list_reports r JOIN users u ON u.id = r.user_id
       LEFT JOIN shareable_list_items li
         ON li.user_id = r.list_user_id AND li.list_id = r.list_id AND li.id = r.list_item_id
      WHERE r.list_id = ANY($1::bigint[])
      ORDER BY r.created_at DESC, r.user_id DESC`,
    [listIds],
  );
  const byList = new Map<number, ListReport[]>();
  for (const row of rows) {
    const reports = byList.get(row.list_id) ?? [];
    reports.push({
      reason: row.reason,
      comment: row.comment,
      reporterUsername: row.username,
      createdAt: new Date(row.created_at),
      item:
        Number(row.list_item_id) === 0
          ? null
          : row.item_external_id
            ? { externalId: row.item_external_id, title: row.item_title, url: row.item_url }
            : { externalId: null, title: null, url: null },
    });
    byList.set(row.list_id, reports);
  }
  return byList;
}

/** Hides or restores a list and resolves its open reports. */
export async function setModeration(
  db: Queryable,
  list: { userId: number; id: number },
  moderation: { status: ModerationStatus; by: string; reason: string | null },
): Promise<void> {
  await db.query(
    `UPDATE shareable_lists
        SET moderation_status = $3, moderated_by = $4, moderation_reason = $5, moderated_at = now()
      WHERE user_id = $1 AND id = $2`,
    [list.userId, list.id, moderation.status, moderation.by, moderation.reason],
  );
  await db.query(
    `UPDATE shareable_list_reports SET resolved_at = now()
      WHERE list_user_id = $1 AND list_id = $2 AND resolved_at IS NULL`,
    [list.userId, list.id],
  );
}

export async function usernameOf(db: Queryable, userId: number): Promise<string> {
  const rows = await db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.username ?? '';
}
