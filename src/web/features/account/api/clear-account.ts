/**
 * `POST /v3/accountClear {password}`: removes every save, tag, highlight, list, share link and
 * import of the account (the account stays). Afterwards every cached query is marked stale, so
 * Saves, Tags, Lists and search show the empty account.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountRequest } from './account-request';
import type { AccountError } from './account-request';

export interface ClearedCounts {
  saves: number;
  lists: number;
}

export async function clearAccount(password: string): Promise<ClearedCounts> {
  const reply = await accountRequest<{ cleared?: Partial<ClearedCounts> }>('/v3/accountClear', {
    password,
  });
  return { saves: reply.cleared?.saves ?? 0, lists: reply.cleared?.lists ?? 0 };
}

export function useClearAccount() {
  const client = useQueryClient();
  return useMutation<ClearedCounts, AccountError, string>({
    mutationFn: clearAccount,
    // All of them: saves, tags, lists, search, the reader, highlights and imports all held data
    // that is gone now, and the account query is cheap to ask again.
    onSuccess: () => client.invalidateQueries(),
  });
}
