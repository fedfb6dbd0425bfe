/**
 * Satchel's extension for reporting public lists and moderating them (docs/PRODUCT.md §10.3):
 * readers report, administrators see reported lists on /admin/moderation and hide or restore them.
 * Rules live in lists/moderation.service.ts.
 */
import { LIST_REPORT_REASONS } from '../../common/list-rules.js';
import type {
  AdminReportedList as ReportedListModel,
  AdminReportedListPage as ReportedListPageModel,
  ListReport,
} from '../lists/lists.types.js';
import { requireActor } from './auth.js';
import { builder } from './builder.js';
import { ShareableListModerationStatus } from './lists.js';

const ShareableListReportReason = builder.enumType('ShareableListReportReason', {
  values: LIST_REPORT_REASONS,
});

const ShareableListReportedItem = builder
  .objectRef<NonNullable<ListReport['item']>>('ShareableListReportedItem')
  .implement({
    description: 'The item a report is about; its fields are null once the owner removed it.',
    fields: (t) => ({
      externalId: t.exposeID('externalId'),
      title: t.exposeString('title'),
      url: t.exposeString('url'),
    }),
  });

const ShareableListReport = builder.objectRef<ListReport>('ShareableListReport').implement({
  fields: (t) => ({
    item: t.field({
      type: ShareableListReportedItem,
      nullable: true,
      description: 'For a report of one item of the list (reportShareableListItem); else null.',
      resolve: (report) => report.item,
    }),
    reason: t.expose('reason', { type: ShareableListReportReason, nullable: false }),
    comment: t.exposeString('comment'),
    reporterUsername: t.exposeString('reporterUsername', { nullable: false }),
    createdAt: t.expose('createdAt', { type: 'ISOString', nullable: false }),
  }),
});

const AdminReportedList = builder.objectRef<ReportedListModel>('AdminReportedList').implement({
  description: 'A list readers reported, as administrators see it.',
  fields: (t) => ({
    externalId: t.exposeID('externalId', { nullable: false }),
    title: t.exposeString('title', { nullable: false }),
    slug: t.exposeString('slug'),
    ownerUsername: t.exposeString('ownerUsername', { nullable: false }),
    publicPath: t.exposeString('publicPath', {
      description: '/sharedlists/{externalId}/{slug} when the list has a slug.',
    }),
    moderationStatus: t.expose('moderationStatus', {
      type: ShareableListModerationStatus,
      nullable: false,
    }),
    moderatedBy: t.exposeString('moderatedBy'),
    moderationReason: t.exposeString('moderationReason'),
    reportCount: t.exposeInt('reportCount', { nullable: false }),
    lastReportedAt: t.expose('lastReportedAt', { type: 'ISOString', nullable: false }),
    reports: t.expose('reports', {
      type: [ShareableListReport],
      nullable: false,
      description: 'Newest first.',
    }),
  }),
});

const AdminReportedListPage = builder
  .objectRef<ReportedListPageModel>('AdminReportedListPage')
  .implement({
    fields: (t) => ({
      lists: t.expose('lists', { type: [AdminReportedList], nullable: false }),
      totalCount: t.exposeInt('totalCount', { nullable: false }),
      endCursor: t.exposeString('endCursor'),
      hasNextPage: t.exposeBoolean('hasNextPage', { nullable: false }),
    }),
  });

builder.queryField('adminReportedLists', (t) =>
  t.field({
    type: AdminReportedListPage,
    nullable: false,
    description:
      'Administrators only: lists with at least one report, most recently reported first.',
    args: {
      first: t.arg.int({ description: '1–100, default 50.' }),
      after: t.arg.string({ description: 'endCursor of the previous page.' }),
    },
    resolve: (_root, args, context) =>
      context.services.moderation.reportedLists(requireActor(context), args),
  }),
);

builder.mutationFields((t) => {
  /** A reader's report of a public list or of one of its items (`reportItem`), by externalId. */
  const report = (kind: 'report' | 'reportItem', description: string) =>
    t.boolean({
      nullable: false,
      description,
      args: {
        externalId: t.arg.id({ required: true }),
        reason: t.arg({ type: ShareableListReportReason, required: true }),
        comment: t.arg.string({ description: 'Up to 500 characters, trimmed.' }),
      },
      resolve: async (_root, { externalId, reason, comment }, context) => {
        const actor = requireActor(context);
        await context.services.moderation[kind](actor, String(externalId), reason, comment);
        return true;
      },
    });
  return {
    reportShareableList: report(
      'report',
      'Reports a public list (not your own). Reporting again replaces your reason and comment.',
    ),
    reportShareableListItem: report(
      'reportItem',
      "Reports one item of a public list (not your own), by the item's externalId. Reporting it again replaces your reason and comment.",
    ),
    moderateShareableList: t.field({
      type: AdminReportedList,
      nullable: false,
      description:
        'Administrators only: hides (reason required, up to 300 characters) or restores a reported list, at once.',
      args: {
        externalId: t.arg.id({ required: true }),
        moderationStatus: t.arg({ type: ShareableListModerationStatus, required: true }),
        reason: t.arg.string(),
      },
      resolve: (_root, { externalId, moderationStatus, reason }, context) =>
        context.services.moderation.moderate(
          requireActor(context),
          String(externalId),
          moderationStatus,
          reason,
        ),
    }),
  };
});
