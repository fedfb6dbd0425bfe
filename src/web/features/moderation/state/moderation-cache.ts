/**
 * The reported lists as /admin/moderation keeps them: pages of lists (cursor paging), the pure
 * updates the optimistic Hide / Restore apply (and undo), the check of a hiding reason, and the
 * words shown for each report reason.
 */
import { LIST_MODERATION_REASON_MAX, textLength } from '../../../../common/list-rules';
import type { ListReportReason } from '../../../../common/list-rules';

export type ModerationStatus = 'VISIBLE' | 'HIDDEN';

export interface ListReportRow {
  reason: ListReportReason;
  comment: string | null;
  reporterUsername: string;
  createdAt: string;
}

export interface ReportedListRow {
  externalId: string;
  title: string;
  ownerUsername: string;
  publicPath: string | null;
  moderationStatus: ModerationStatus;
  moderatedBy: string | null;
  moderationReason: string | null;
  reportCount: number;
  lastReportedAt: string;
  reports: ListReportRow[];
}

export interface ReportedListsPage {
  lists: ReportedListRow[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

/** TanStack's infinite-query data of the page. */
export interface PagedLists {
  pages: ReportedListsPage[];
  pageParams: unknown[];
}

export const REASON_LABELS: Record<ListReportReason, string> = {
  SPAM: 'Spam',
  SEXUALLY_EXPLICIT: 'Sexually explicit',
  HATEFUL_OR_ABUSIVE: 'Hateful or abusive',
  MISINFORMATION: 'Misinformation',
  COPYRIGHT: 'Copyright',
  OTHER: 'Other',
};

/** Every list of every page loaded so far. */
export function listsOf(data: PagedLists | undefined): ReportedListRow[] {
  return data?.pages.flatMap((page) => page.lists) ?? [];
}

function mapList(
  data: PagedLists | undefined,
  externalId: string,
  change: (list: ReportedListRow) => ReportedListRow,
): PagedLists | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      lists: page.lists.map((list) => (list.externalId === externalId ? change(list) : list)),
    })),
  };
}

/** The list as the server now has it (after Hide or Restore). */
export function withList(data: PagedLists | undefined, next: ReportedListRow) {
  return mapList(data, next.externalId, () => next);
}

/** The optimistic moderation state of one list; `previous` puts an earlier state back. */
export function withModeration(
  data: PagedLists | undefined,
  externalId: string,
  state: Pick<ReportedListRow, 'moderationStatus' | 'moderatedBy' | 'moderationReason'>,
) {
  return mapList(data, externalId, (list) => ({ ...list, ...state }));
}

export type ReasonCheck = { ok: true; reason: string } | { ok: false; error: string };

/** A reason to hide a list: required, at most 300 characters once trimmed. */
export function checkHideReason(text: string): ReasonCheck {
  const reason = text.trim();
  if (!reason)
    return { ok: false, error: 'Say why the list is hidden (its owner sees the reason).' };
  if (textLength(reason) > LIST_MODERATION_REASON_MAX) {
    return {
      ok: false,
      error: `Keep the reason to ${LIST_MODERATION_REASON_MAX} characters or fewer.`,
    };
  }
  return { ok: true, reason };
}
