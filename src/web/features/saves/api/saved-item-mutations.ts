/**
 * Single-item mutations of the saves views (pocket-api.md §1.3): archive, unarchive, favorite,
 * unfavorite and delete, each with Undo in its toast, and refresh (retry a page that failed).
 * Each one updates every cached view at once (optimistic), rolls back and shows an error toast
 * if the server refuses.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { showToast } from '../../../lib/toast';
import type { SavedItemSummary } from './get-saved-items';
import {
  cancelSavedItems,
  markStale,
  patchItem,
  positionsOf,
  reinsertItem,
  removeItem,
  restore,
  snapshot,
} from './saved-items-cache';
import { showToggleToast, UNDO_OF } from '../state/toggle-feedback';
import type { ToggleAction } from '../state/toggle-feedback';

const ItemArchiveDocument = graphql(`
  mutation ItemArchive($itemId: ID!) {
    updateSavedItemArchive(id: $itemId) {
      ...SavedItemSummary
    }
  }
`);

const ItemUnArchiveDocument = graphql(`
  mutation ItemUnArchive($itemId: ID!) {
    updateSavedItemUnArchive(id: $itemId) {
      ...SavedItemSummary
    }
  }
`);

const ItemFavoriteDocument = graphql(`
  mutation ItemFavorite($itemId: ID!) {
    updateSavedItemFavorite(id: $itemId) {
      ...SavedItemSummary
    }
  }
`);

const ItemUnFavoriteDocument = graphql(`
  mutation ItemUnFavorite($itemId: ID!) {
    updateSavedItemUnFavorite(id: $itemId) {
      ...SavedItemSummary
    }
  }
`);

const ItemDeleteDocument = graphql(`
  mutation ItemDelete($itemId: ID!) {
    deleteSavedItem(id: $itemId)
  }
`);

const ItemUnDeleteDocument = graphql(`
  mutation ItemUnDelete($itemId: ID!) {
    updateSavedItemUnDelete(id: $itemId) {
      ...SavedItemSummary
    }
  }
`);

const ItemRefreshDocument = graphql(`
  mutation ItemRefresh($url: String!) {
    refreshItemArticle(url: $url) {
      savedItem {
        ...SavedItemSummary
      }
    }
  }
`);

const now = () => Math.floor(Date.now() / 1000);

function errorToast(what: string, error: unknown) {
  const reason = error instanceof Error ? ` ${error.message}` : '';
  showToast({ message: `Couldn't ${what}.${reason}`, tone: 'error' });
}

/** Optimistic patch → request → server truth, or rollback and an error toast. */
async function optimistic(
  client: QueryClient,
  item: SavedItemSummary,
  what: string,
  change: (item: SavedItemSummary) => SavedItemSummary,
  request: () => Promise<SavedItemSummary>,
): Promise<boolean> {
  await cancelSavedItems(client);
  const before = snapshot(client);
  patchItem(client, item.id, change);
  try {
    const saved = await request();
    patchItem(client, item.id, (current) => ({ ...current, ...saved }));
    return true;
  } catch (error) {
    restore(client, before);
    errorToast(what, error);
    return false;
  } finally {
    await markStale(client);
  }
}

const TOGGLES: Record<
  ToggleAction,
  {
    what: string;
    change: (item: SavedItemSummary) => SavedItemSummary;
    request: (itemId: string) => Promise<SavedItemSummary>;
  }
> = {
  archive: {
    what: 'archive this item',
    change: (current) => ({ ...current, status: 'ARCHIVED', isArchived: true, archivedAt: now() }),
    request: async (itemId) =>
      (await graphqlRequest(ItemArchiveDocument, { itemId })).updateSavedItemArchive,
  },
  unarchive: {
    what: 'add this item back to Saves',
    change: (current) => ({ ...current, status: 'UNREAD', isArchived: false, archivedAt: null }),
    request: async (itemId) =>
      (await graphqlRequest(ItemUnArchiveDocument, { itemId })).updateSavedItemUnArchive,
  },
  favorite: {
    what: 'favorite this item',
    change: (current) => ({ ...current, isFavorite: true, favoritedAt: now() }),
    request: async (itemId) =>
      (await graphqlRequest(ItemFavoriteDocument, { itemId })).updateSavedItemFavorite,
  },
  unfavorite: {
    what: 'remove this favorite',
    change: (current) => ({ ...current, isFavorite: false, favoritedAt: null }),
    request: async (itemId) =>
      (await graphqlRequest(ItemUnFavoriteDocument, { itemId })).updateSavedItemUnFavorite,
  },
};

/**
 * Archive, re-add, favorite or unfavorite one save, then "Archived · Undo" (and the like). Undo
 * sends the opposite change and puts the card back where it was in the views it had left.
 */
async function toggleWithUndo(
  client: QueryClient,
  item: SavedItemSummary,
  action: ToggleAction,
): Promise<void> {
  const { what, change, request } = TOGGLES[action];
  const positions = positionsOf(client, item.id);
  const done = await optimistic(client, item, what, change, () => request(item.id));
  if (!done) return;
  const undo = async () => {
    const reverse = TOGGLES[UNDO_OF[action]];
    await cancelSavedItems(client);
    const before = snapshot(client);
    reinsertItem(client, positions, item);
    patchItem(client, item.id, () => item);
    try {
      const restored = await reverse.request(item.id);
      patchItem(client, item.id, (current) => ({ ...current, ...restored }));
    } catch (error) {
      restore(client, before);
      errorToast(reverse.what, error);
    } finally {
      await markStale(client);
    }
  };
  showToggleToast(action, () => void undo());
}

async function deleteWithUndo(client: QueryClient, item: SavedItemSummary): Promise<void> {
  await cancelSavedItems(client);
  const before = snapshot(client);
  const positions = removeItem(client, item.id);
  try {
    await graphqlRequest(ItemDeleteDocument, { itemId: item.id });
  } catch (error) {
    restore(client, before);
    errorToast('delete this item', error);
    return;
  }
  await markStale(client);
  const undo = async () => {
    reinsertItem(client, positions, item);
    try {
      const restored = (await graphqlRequest(ItemUnDeleteDocument, { itemId: item.id }))
        .updateSavedItemUnDelete;
      patchItem(client, item.id, (current) => ({ ...current, ...restored }));
    } catch (error) {
      removeItem(client, item.id);
      errorToast('restore this item', error);
    } finally {
      await markStale(client);
    }
  };
  showToast({
    message: 'Item deleted',
    duration: 6000,
    action: { label: 'Undo', altText: 'Undo delete', onAction: () => void undo() },
  });
}

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
    errorToast('load this page again', error);
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

/** The card actions, bound to the query cache. */
export function useSavedItemActions(): SavedItemActions {
  const client = useQueryClient();
  return useMemo(
    () => ({
      archive: (item) => toggleWithUndo(client, item, 'archive'),
      unarchive: (item) => toggleWithUndo(client, item, 'unarchive'),
      favorite: (item) => toggleWithUndo(client, item, 'favorite'),
      unfavorite: (item) => toggleWithUndo(client, item, 'unfavorite'),
      remove: (item) => deleteWithUndo(client, item),
      refresh: (item) => refresh(client, item),
    }),
    [client],
  );
}
