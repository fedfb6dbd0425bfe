/**
 * Delete one save, with Undo (the server keeps it as DELETED, so undelete brings it back with its
 * tags and highlights): the one implementation that the card, its `d` shortcut and the reader use.
 * The save leaves every saves list at once and comes back if the server refuses; the toast
 * outlives the page it was shown on (the reader goes back to Saves after a delete).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { showToast } from '../toast';
import { showMutationError } from './mutation-error';
import { SAVE_REQUESTS } from './save-requests';
import {
  cachedItem,
  cancelSavedItems,
  markStale,
  patchItem,
  reinsertItem,
  removeItem,
  restore,
  snapshot,
} from './saved-items-cache';
import type { Positions } from './saved-items-cache';
import type { SavedItemSummary } from './saved-items-page';

/** Undo of a delete: the save goes back where it was (when a list held it) and is restored. */
async function undoDelete(
  client: QueryClient,
  id: string,
  original: SavedItemSummary | undefined,
  positions: Positions,
): Promise<void> {
  if (original) reinsertItem(client, positions, original);
  try {
    const restored = await SAVE_REQUESTS.undelete(id);
    patchItem(client, id, (current) => ({ ...current, ...restored }));
  } catch (error) {
    removeItem(client, id);
    showMutationError('restore this item', error);
  } finally {
    // A save no list held could not be put back in place: the list on screen is read again.
    await markStale(client, { refetchOnScreen: !original });
  }
}

/** Deletes a save, then "Item deleted · Undo". Resolves false when the server refused. */
export async function deleteSavedItem(client: QueryClient, id: string): Promise<boolean> {
  await cancelSavedItems(client);
  const original = cachedItem(client, id);
  const before = snapshot(client);
  const positions = removeItem(client, id);
  try {
    await SAVE_REQUESTS.delete(id);
  } catch (error) {
    restore(client, before);
    showMutationError('delete this item', error);
    return false;
  }
  await markStale(client);
  showToast({
    message: 'Item deleted',
    duration: 8000,
    action: {
      label: 'Undo',
      altText: 'Undo delete',
      onAction: () => void undoDelete(client, id, original, positions),
    },
  });
  return true;
}

/** deleteSavedItem as a mutation (`isPending` while the server answers); it resolves false on a refusal. */
export function useDeleteSavedItem() {
  const client = useQueryClient();
  return useMutation<boolean, Error, string>({
    mutationFn: (id) => deleteSavedItem(client, id),
  });
}
