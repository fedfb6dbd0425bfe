/**
 * The account as /account shows it: GraphQL `user { firstName lastName description username email
 * avatarUrl accountCreationDate isPremium }`. After a change the page patches this query's data
 * and the visitor store together, so the account menu shows the new name or avatar at once.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { useVisitorStore } from '../../auth';
import type { Account } from '../state/account';

const AccountSettingsDocument = graphql(`
  query AccountSettings {
    user {
      id
      firstName
      lastName
      description
      username
      email
      avatarUrl
      accountCreationDate
      isPremium
    }
  }
`);

export const accountKey = ['account'] as const;

export async function fetchAccount(): Promise<Account> {
  const data = await graphqlRequest(AccountSettingsDocument);
  const user = data.user;
  if (!user) throw new Error('You are not signed in.');
  return {
    id: user.id,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    description: user.description ?? '',
    username: user.username ?? null,
    email: user.email ?? null,
    avatarUrl: user.avatarUrl ?? null,
    accountCreationDate:
      typeof user.accountCreationDate === 'string' ? user.accountCreationDate : null,
    isPremium: user.isPremium === true,
  };
}

export function useAccount() {
  return useQuery({ queryKey: accountKey, queryFn: fetchAccount });
}

export type AccountPatch = Partial<
  Pick<Account, 'firstName' | 'lastName' | 'description' | 'username' | 'email' | 'avatarUrl'>
>;

/** Puts a confirmed change into the cached account and the signed-in visitor (the menu). */
export function patchAccount(client: QueryClient, patch: AccountPatch): void {
  client.setQueryData<Account>(accountKey, (account) =>
    account ? { ...account, ...patch } : account,
  );
  useVisitorStore.setState((state) => {
    if (!state.user) return {};
    const user = { ...state.user };
    if (patch.firstName !== undefined) user.firstName = patch.firstName || null;
    if (patch.lastName !== undefined) user.lastName = patch.lastName || null;
    if (patch.username !== undefined) user.username = patch.username || null;
    if (patch.email !== undefined) user.email = patch.email || null;
    if (patch.avatarUrl !== undefined) user.avatarUrl = patch.avatarUrl || null;
    return { user };
  });
}

/** `patchAccount` bound to the app's query client. */
export function usePatchAccount(): (patch: AccountPatch) => void {
  const client = useQueryClient();
  return useCallback((patch: AccountPatch) => patchAccount(client, patch), [client]);
}
