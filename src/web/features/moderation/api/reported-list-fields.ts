/**
 * The fields of a reported list that /admin/moderation shows, shared by the list query and the
 * Hide / Restore mutation (which answers with the list as it now is).
 */
import { graphql } from '../../../gql';
import type { AdminReportedListFieldsFragment } from '../../../gql/graphql';
import type { ReportedListRow } from '../state/moderation-cache';

export const AdminReportedListFieldsDocument = graphql(`
  fragment AdminReportedListFields on AdminReportedList {
    externalId
    title
    ownerUsername
    publicPath
    moderationStatus
    moderatedBy
    moderationReason
    reportCount
    lastReportedAt
    reports {
      reason
      comment
      reporterUsername
      createdAt
    }
  }
`);

const iso = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The server's list as a row (the date scalars arrive as ISO strings). */
export function toRow(list: AdminReportedListFieldsFragment): ReportedListRow {
  return {
    externalId: list.externalId,
    title: list.title,
    ownerUsername: list.ownerUsername,
    publicPath: list.publicPath ?? null,
    moderationStatus: list.moderationStatus,
    moderatedBy: list.moderatedBy ?? null,
    moderationReason: list.moderationReason ?? null,
    reportCount: list.reportCount,
    lastReportedAt: iso(list.lastReportedAt),
    reports: list.reports.map((report) => ({
      reason: report.reason,
      comment: report.comment ?? null,
      reporterUsername: report.reporterUsername,
      createdAt: iso(report.createdAt),
    })),
  };
}
