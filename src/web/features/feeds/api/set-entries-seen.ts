/**
 * `markFeedEntriesSeen` / `markFeedEntriesUnseen`: the cache changes at once (the rows fade or
 * brighten, the unread counts move), and goes back with an error toast when the server refuses.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { showToast } from '../../../lib/toast';
import { setEntriesSeen } from './inbox-cache';
import { feedsKeys } from './query-keys';

const MarkSeenDocument = graphql(`
  mutation MarkFeedEntriesSeen($ids: [ID!]!) {
    markFeedEntriesSeen(ids: $ids)
  }
`);

const MarkUnseenDocument = graphql(`
  mutation MarkFeedEntriesUnseen($ids: [ID!]!) {
    markFeedEntriesUnseen(ids: $ids)
  }
`);

/** Ids sent in one request at most (the server's page size). */
export const SEEN_BATCH_LIMIT = 100;

/** The seen state last asked for, per entry id, so a late answer never undoes a newer toggle. */
const latestIntent = new Map<string, boolean>();

export async function sendEntriesSeen(
  queryClient: QueryClient,
  ids: readonly string[],
  seen: boolean,
): Promise<void> {
  for (const id of ids) latestIntent.set(id, seen);
  // An inbox read already under way would bring back the old state over the change.
  await queryClient.cancelQueries({ queryKey: feedsKeys.entries });
  const changed = setEntriesSeen(queryClient, ids, seen);
  try {
    for (let start = 0; start < ids.length; start += SEEN_BATCH_LIMIT) {
      const batch = ids.slice(start, start + SEEN_BATCH_LIMIT);
      if (seen) await graphqlRequest(MarkSeenDocument, { ids: batch });
      else await graphqlRequest(MarkUnseenDocument, { ids: batch });
    }
    // A refresh that started while the request was out (the inbox is re-read every few seconds
    // after a subscribe) answered from before it: the change is applied again, unless a later
    // toggle of the same entry has changed what the reader wants.
    const still = ids.filter((id) => latestIntent.get(id) === seen);
    setEntriesSeen(queryClient, still, seen);
  } catch (error) {
    setEntriesSeen(queryClient, changed, !seen);
    showToast({
      tone: 'error',
      message:
        error instanceof Error && error.message
          ? error.message
          : `Could not mark ${ids.length === 1 ? 'the entry' : 'the entries'} as ${seen ? 'seen' : 'unseen'}.`,
    });
    throw error;
  } finally {
    // The counts come from the server again; the entries stay as they are on screen.
    void queryClient.invalidateQueries({ queryKey: feedsKeys.subscriptions });
  }
}

/** `(ids, seen) => Promise`: marks entries seen or unseen. */
export function useSetEntriesSeen() {
  const queryClient = useQueryClient();
  return useCallback(
    (ids: readonly string[], seen: boolean) => sendEntriesSeen(queryClient, ids, seen),
    [queryClient],
  );
}
