/**
 * Reports and moderation of public lists (docs/PRODUCT.md §10.3): a signed-in reader reports
 * someone else's PUBLIC, visible list once (reporting again replaces the report); administrators
 * see reported lists, most recently reported first, and hide or restore them. Hiding takes effect
 * at once because the public view reads moderation_status on every request.
 */
import {
  LIST_MODERATION_REASON_MAX,
  LIST_REPORT_COMMENT_MAX,
  LIST_REPORT_REASONS,
  optionalText,
  publicListPath,
  textLength,
  type ListReportReason,
} from '../../common/list-rules.js';
import type { Actor } from '../core/actor.js';
import { authorize } from '../core/authorize.js';
import { badInput, notFound } from '../core/errors.js';
import type { Db } from '../db/types.js';
import { isExternalId } from './list-input.js';
import { canModerate, canReportList } from './lists.policy.js';
import { anyListByExternalId } from './lists.repo.js';
import type {
  AdminReportedList,
  AdminReportedListPage,
  ModerationStatus,
  ReportedList,
} from './lists.types.js';
import * as repo from './moderation.repo.js';

const PAGE_DEFAULT = 50;
const PAGE_MAX = 100;

const MODERATORS_ONLY = 'Only administrators can moderate lists.';
const NOT_YOUR_OWN = 'You cannot report your own list.';

function encodeCursor(key: [string, number]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeCursor(cursor: string): [string, number] {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === 2 &&
      typeof key[0] === 'string' &&
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d){0,2}$/.test(key[0]) &&
      Number.isInteger(key[1])
    )
      return key as [string, number];
  } catch {
    // fall through
  }
  throw badInput('This page cursor is not valid; start again from the first page.', 'after');
}

/** A report's reason and optional comment, checked once for lists and their items; the comment. */
function checkReport(reason: ListReportReason, comment: string | null | undefined): string | null {
  if (!LIST_REPORT_REASONS.includes(reason)) throw badInput('Choose a reason.', 'reason');
  const text = optionalText(comment);
  if (text && textLength(text) > LIST_REPORT_COMMENT_MAX)
    throw badInput(`A comment can be at most ${LIST_REPORT_COMMENT_MAX} characters.`, 'comment');
  return text;
}

export class ModerationService {
  constructor(private readonly db: Db) {}

  /** reportShareableList: not your own list; only a PUBLIC list that is not hidden. */
  async report(
    actor: Actor,
    externalId: string,
    reason: ListReportReason,
    comment: string | null | undefined,
  ): Promise<void> {
    const text = checkReport(reason, comment);
    const list = isExternalId(externalId)
      ? await anyListByExternalId(this.db, externalId)
      : undefined;
    if (!list || list.status !== 'PUBLIC' || list.moderationStatus === 'HIDDEN')
      throw notFound('This list does not exist or is not public.');
    authorize(canReportList(actor, list.userId), NOT_YOUR_OWN);
    await repo.upsertReport(this.db, {
      userId: actor.userId,
      listUserId: list.userId,
      listId: list.id,
      reason,
      comment: text,
    });
  }

  /**
   * reportShareableListItem: one item of a PUBLIC, visible list that is not the reader's own.
   * Moderators see it among the list's reports, naming the item.
   */
  async reportItem(
    actor: Actor,
    itemExternalId: string,
    reason: ListReportReason,
    comment: string | null | undefined,
  ): Promise<void> {
    const text = checkReport(reason, comment);
    const item = isExternalId(itemExternalId)
      ? await repo.listItemForReport(this.db, itemExternalId)
      : undefined;
    if (!item || item.status !== 'PUBLIC' || item.moderationStatus === 'HIDDEN')
      throw notFound('This item is not on a public list.');
    authorize(canReportList(actor, item.listUserId), NOT_YOUR_OWN);
    await repo.upsertReport(this.db, {
      userId: actor.userId,
      listUserId: item.listUserId,
      listId: item.listId,
      listItemId: item.listItemId,
      reason,
      comment: text,
    });
  }

  /** adminReportedLists: lists with at least one report, most recently reported first. */
  async reportedLists(
    actor: Actor,
    args: { first?: number | null; after?: string | null },
  ): Promise<AdminReportedListPage> {
    authorize(canModerate(actor), MODERATORS_ONLY);
    const first = args.first ?? PAGE_DEFAULT;
    if (!Number.isInteger(first) || first < 1 || first > PAGE_MAX)
      throw badInput(`first must be from 1 to ${PAGE_MAX}.`, 'first');
    const after = args.after ? decodeCursor(args.after) : undefined;
    const [rows, totalCount] = await Promise.all([
      repo.reportedLists(this.db, { limit: first + 1, after }),
      repo.countReportedLists(this.db),
    ]);
    const page = rows.slice(0, first);
    const lists = await this.withReports(page);
    const last = page[page.length - 1];
    return {
      lists,
      totalCount,
      endCursor: last ? encodeCursor([last.lastKey, last.listId]) : null,
      hasNextPage: rows.length > first,
    };
  }

  /** moderateShareableList: HIDDEN needs a reason; sets moderatedBy to the admin's username. */
  async moderate(
    actor: Actor,
    externalId: string,
    status: ModerationStatus,
    reason: string | null | undefined,
  ): Promise<AdminReportedList> {
    authorize(canModerate(actor), MODERATORS_ONLY);
    const text = optionalText(reason);
    if (text && textLength(text) > LIST_MODERATION_REASON_MAX)
      throw badInput(
        `A moderation reason can be at most ${LIST_MODERATION_REASON_MAX} characters.`,
        'reason',
      );
    if (status === 'HIDDEN' && !text)
      throw badInput('Give a reason for hiding this list.', 'reason');
    const missing = () => notFound('No reported list with this id.');
    if (!isExternalId(externalId)) throw missing();
    await this.db.transaction(async (tx) => {
      const row = await repo.reportedList(tx, externalId);
      if (!row) throw missing();
      await repo.setModeration(
        tx,
        { userId: row.listUserId, id: row.listId },
        { status, by: await repo.usernameOf(tx, actor.userId), reason: text },
      );
    });
    const updated = await repo.reportedList(this.db, externalId);
    const [list] = await this.withReports([updated!]);
    return list!;
  }

  private async withReports(rows: ReportedList[]): Promise<AdminReportedList[]> {
    const reports = await repo.reportsOf(
      this.db,
      rows.map((row) => row.listId),
    );
    return rows.map(({ listUserId: _owner, listId, lastKey: _key, ...list }) => ({
      ...list,
      publicPath: list.slug ? publicListPath(list.externalId, list.slug) : null,
      reports: reports.get(listId) ?? [],
    }));
  }
}
