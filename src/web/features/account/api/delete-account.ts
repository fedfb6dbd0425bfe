/**
 * `POST /v3/accountDelete {password}`: removes the account and everything in it. On success the
 * browser loads the login page with `src=web-delete-success` (docs/PRODUCT.md §2), which says so; a
 * full load drops every cached query and the visitor state with the account.
 */
import { useMutation } from '@tanstack/react-query';
import { deletedAccountPath } from '../state/account';
import { accountRequest } from './account-request';
import type { AccountError } from './account-request';

export async function deleteAccount(password: string): Promise<void> {
  await accountRequest('/v3/accountDelete', { password });
}

export function useDeleteAccount() {
  return useMutation<void, AccountError, string>({
    mutationFn: deleteAccount,
    onSuccess: () => {
      window.location.assign(deletedAccountPath(window.location.pathname));
    },
  });
}
