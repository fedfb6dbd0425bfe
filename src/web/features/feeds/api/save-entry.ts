/**
 * Save an entry: the saves feature's own `upsertSavedItem` with the entry's URL (so it lands at
 * the top of Saves like any save), then the entry shows Saved with a link to the reader. Saving
 * an entry already saved re-adds it, which changes nothing the user would lose.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GraphQLRequestError } from '../../../lib/graphql-client';
import { showToast } from '../../../lib/toast';
import { useUpsertSavedItem } from '../../../lib/saved-items';
import type { FeedEntry } from './get-feed-items';
import { setEntrySaved } from './inbox-cache';

export function useSaveEntry() {
  const queryClient = useQueryClient();
  const upsert = useUpsertSavedItem();
  return useMutation<string, GraphQLRequestError, FeedEntry>({
    mutationFn: async (entry) => (await upsert.mutateAsync({ url: entry.url })).id,
    onSuccess: (savedItemId, entry) => {
      setEntrySaved(queryClient, entry.url, savedItemId);
      showToast({ message: entry.isSaved ? 'Already in Saves' : 'Saved' });
    },
    onError: (error) => {
      showToast({ tone: 'error', message: error.message || 'Could not save the entry.' });
    },
  });
}
