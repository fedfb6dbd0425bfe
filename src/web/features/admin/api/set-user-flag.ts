/**
 * `adminSetUserFlag(userId, flag, on)`: an administrator turns Premium, Admin or Pilot on or off
 * for a user. The switch moves at once (optimistic), goes back with an error toast when the
 * server refuses (e.g. removing your own admin rights), and takes the server's answer on
 * success. A change to your own account re-reads who you are, so premium status flips
 * everywhere.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { showToast } from '../../../lib/toast';
import { refreshVisitor } from '../../auth';
import { FLAG_LABELS, withUser, withUserFlag } from '../state/admin-users-cache';
import type { AdminFlag, AdminUserRow, PagedData } from '../state/admin-users-cache';
import { adminUsersKeys, toRow } from './admin-users';
import { viewerKey } from './viewer';
import type { ViewerRoles } from './viewer';

const AdminSetUserFlagDocument = graphql(`
  mutation AdminSetUserFlag($userId: ID!, $flag: UserFlag!, $on: Boolean!) {
    adminSetUserFlag(userId: $userId, flag: $flag, on: $on) {
      id
      username
      email
      isPremium
      isAdmin
      isPilot
      accountCreationDate
    }
  }
`);

export interface SetUserFlagInput {
  user: AdminUserRow;
  flag: AdminFlag;
  on: boolean;
}

export function useSetUserFlag() {
  const client = useQueryClient();
  const update = (change: (data: PagedData | undefined) => PagedData | undefined) =>
    client.setQueriesData<PagedData>({ queryKey: adminUsersKeys.all }, change);

  return useMutation({
    mutationFn: async ({ user, flag, on }: SetUserFlagInput) =>
      toRow(
        (await graphqlRequest(AdminSetUserFlagDocument, { userId: user.id, flag, on }))
          .adminSetUserFlag,
      ),
    onMutate: async ({ user, flag, on }) => {
      await client.cancelQueries({ queryKey: adminUsersKeys.all });
      update((data) => withUserFlag(data, user.id, flag, on));
    },
    onError: (error, { user, flag, on }) => {
      update((data) => withUserFlag(data, user.id, flag, !on));
      const who = user.username ?? user.email ?? 'this user';
      showToast({
        tone: 'error',
        message: `Could not turn ${FLAG_LABELS[flag]} ${on ? 'on' : 'off'} for ${who}. ${error.message}`,
      });
    },
    onSuccess: async (next) => {
      update((data) => withUser(data, next));
      const viewer = client.getQueryData<ViewerRoles | null>(viewerKey);
      if (viewer && viewer.id === next.id) {
        await Promise.all([client.invalidateQueries({ queryKey: viewerKey }), refreshVisitor()]);
      }
    },
  });
}
