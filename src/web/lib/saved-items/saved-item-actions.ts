/**
 * The actions on one save of the saves views (docs/POCKET-COMPATIBILITY.md §1.3): archive,
 * unarchive, favorite and unfavorite (toggle-saved-item.ts) and delete (delete-saved-item.ts), each
 * with Undo in its toast, and refresh (retry a page that failed), which shows "fetching…" again and
 * puts the save back as it was, with an error toast, if the server refuses.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { graphql } from '../../gql';
import { graphqlRequest } from '../graphql-client';
import { deleteSavedItem } from './delete-saved-item';
import type { SavedItemSummary } from './saved-items-page';
import { showMutationError } from './mutation-error';
import { markStale, patchItem } from './saved-items-cache';
import { toggleSavedItem } from './toggle-saved-item';

const ItemRefreshDocument = graphql(`
  mutation ItemRefresh($url: String!) {
    refreshItemArticle(url: $url) {
      savedItem {
        ...SavedItemSummary
      }
    }
  }
`);

async function refresh(client: QueryClient, item: SavedItemSummary): Promise<void> {
  const url = (item.item.__typename === 'Item' ? item.item.givenUrl : null) ?? item.url;
  // Shows "fetching…" again while the page is fetched anew.
  patchItem(client, item.id, (current) =>
    current.item.__typename === 'Item'
      ? { ...current, item: { ...current.item, parseStatus: 'PENDING', parseError: null } }
      : current,
  );
  try {
    const saved = (await graphqlRequest(ItemRefreshDocument, { url })).refreshItemArticle.savedItem;
    if (saved) patchItem(client, item.id, (current) => ({ ...current, ...saved }));
  } catch (error) {
    patchItem(client, item.id, () => item);
    showMutationError('load this page again', error);
  } finally {
    await markStale(client);
  }
}

export interface SavedItemActions {
  archive: (item: SavedItemSummary) => Promise<void>;
  unarchive: (item: SavedItemSummary) => Promise<void>;
  favorite: (item: SavedItemSummary) => Promise<void>;
  unfavorite: (item: SavedItemSummary) => Promise<void>;
  remove: (item: SavedItemSummary) => Promise<void>;
  refresh: (item: SavedItemSummary) => Promise<void>;
}

/** The card actions (toggle-saved-item.ts, delete-saved-item.ts, refresh), bound to the query cache. */
export function useSavedItemActions(): SavedItemActions {
  const client = useQueryClient();
  return useMemo(
    () => ({
      archive: (item) => toggleSavedItem(client, item, 'archive'),
      unarchive: (item) => toggleSavedItem(client, item, 'unarchive'),
      favorite: (item) => toggleSavedItem(client, item, 'favorite'),
      unfavorite: (item) => toggleSavedItem(client, item, 'unfavorite'),
      remove: async (item) => {
        await deleteSavedItem(client, item.id);
      },
      refresh: (item) => refresh(client, item),
    }),
    [client],
  );
}
