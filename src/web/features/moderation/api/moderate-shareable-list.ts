/**
 * `moderateShareableList(externalId, moderationStatus, reason)`: an administrator hides a
 * reported list (with a reason) or restores it. The status flips at once (optimistic), goes
 * back with an error toast when the server refuses, and takes the server's answer (who
 * moderated, the stored reason) on success.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { showToast } from '../../../lib/toast';
import { withList, withModeration } from '../state/moderation-cache';
import type { ModerationStatus, PagedLists, ReportedListRow } from '../state/moderation-cache';
import { reportedListsKey } from './admin-reported-lists';
import { toRow } from './reported-list-fields';

const ModerateShareableListDocument = graphql(`
  mutation ModerateShareableList(
    $externalId: ID!
    $moderationStatus: ShareableListModerationStatus!
    $reason: String
  ) {
    moderateShareableList(
      externalId: $externalId
      moderationStatus: $moderationStatus
      reason: $reason
    ) {
      ...AdminReportedListFields
    }
  }
`);

export interface ModerateInput {
  list: ReportedListRow;
  status: ModerationStatus;
  /** Required to hide (checked before sending). */
  reason?: string;
}

export function useModerateList() {
  const client = useQueryClient();
  const update = (change: (data: PagedLists | undefined) => PagedLists | undefined) =>
    client.setQueryData<PagedLists>(reportedListsKey, change);

  return useMutation({
    mutationFn: async ({ list, status, reason }: ModerateInput) =>
      toRow(
        (
          await graphqlRequest(ModerateShareableListDocument, {
            externalId: list.externalId,
            moderationStatus: status,
            reason: status === 'HIDDEN' ? (reason ?? null) : null,
          })
        ).moderateShareableList,
      ),
    onMutate: async ({ list, status, reason }) => {
      await client.cancelQueries({ queryKey: reportedListsKey });
      update((data) =>
        withModeration(data, list.externalId, {
          moderationStatus: status,
          // Who moderated is filled in by the server's answer.
          moderatedBy: status === 'HIDDEN' ? null : list.moderatedBy,
          moderationReason: status === 'HIDDEN' ? (reason ?? null) : null,
        }),
      );
    },
    onError: (error, { list, status }) => {
      update((data) =>
        withModeration(data, list.externalId, {
          moderationStatus: list.moderationStatus,
          moderatedBy: list.moderatedBy,
          moderationReason: list.moderationReason,
        }),
      );
      showToast({
        tone: 'error',
        message: `Could not ${status === 'HIDDEN' ? 'hide' : 'restore'} “${list.title}”. ${error.message}`,
      });
    },
    onSuccess: (next, { status }) => {
      update((data) => withList(data, next));
      showToast({
        message:
          status === 'HIDDEN' ? `“${next.title}” is hidden` : `“${next.title}” is visible again`,
      });
    },
  });
}
