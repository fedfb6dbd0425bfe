/**
 * Archive, re-add (unarchive), favorite and unfavorite one save: the one implementation that the
 * card, its keyboard shortcuts and the reader use. The change shows at once in every saves list
 * (and, through a mirror, in the reader's view of the save), is rolled back with an error toast
 * if the server refuses, and is announced as "Archived · Undo" (and the like). Undo sends the
 * opposite change and puts the card back where it was in the lists it had left. Bulk runs write
 * the server's answers into the cache with applySavedItemAnswer, as single changes do.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { showToggleToast, UNDO_OF } from '../state/toggle-feedback';
import type { ToggleAction } from '../state/toggle-feedback';
import type { SavedItemSummary } from './get-saved-items';
import { showMutationError } from './mutation-error';
import {
  cachedItem,
  cancelSavedItems,
  markStale,
  patchItem,
  positionsOf,
  reinsertItem,
  restore,
  snapshot,
} from './saved-items-cache';
import type { Positions } from './saved-items-cache';

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

/** The fields of a save that archive and favorite change. */
export type SaveState = Partial<
  Pick<SavedItemSummary, 'status' | 'isArchived' | 'archivedAt' | 'isFavorite' | 'favoritedAt'>
>;

/** The save a toggle acts on: its id and the state it is in now. */
export type ToggleTarget = SaveState & { id: string };

/**
 * A view of the same save outside the saves lists (the reader's), told every state the save goes
 * through: the optimistic one, the server's, and the one before on rollback or Undo.
 */
export type SaveMirror = (state: SaveState) => void;

const now = () => Math.floor(Date.now() / 1000);

const TOGGLES: Record<
  ToggleAction,
  {
    what: string;
    change: () => SaveState;
    request: (itemId: string) => Promise<SavedItemSummary>;
  }
> = {
  archive: {
    what: 'archive this item',
    change: () => ({ status: 'ARCHIVED', isArchived: true, archivedAt: now() }),
    request: async (itemId) =>
      (await graphqlRequest(ItemArchiveDocument, { itemId })).updateSavedItemArchive,
  },
  unarchive: {
    what: 'add this item back to Saves',
    change: () => ({ status: 'UNREAD', isArchived: false, archivedAt: null }),
    request: async (itemId) =>
      (await graphqlRequest(ItemUnArchiveDocument, { itemId })).updateSavedItemUnArchive,
  },
  favorite: {
    what: 'favorite this item',
    change: () => ({ isFavorite: true, favoritedAt: now() }),
    request: async (itemId) =>
      (await graphqlRequest(ItemFavoriteDocument, { itemId })).updateSavedItemFavorite,
  },
  unfavorite: {
    what: 'remove this favorite',
    change: () => ({ isFavorite: false, favoritedAt: null }),
    request: async (itemId) =>
      (await graphqlRequest(ItemUnFavoriteDocument, { itemId })).updateSavedItemUnFavorite,
  },
};

/** What `action` changes before the server answers (the shortcuts move the selection with it). */
export function optimisticState(action: ToggleAction): SaveState {
  return TOGGLES[action].change();
}

function stateOf(save: SaveState): SaveState {
  const { status, isArchived, archivedAt, isFavorite, favoritedAt } = save;
  return { status, isArchived, archivedAt, isFavorite, favoritedAt };
}

/** The server's answer about one save, in every saves list (bulk runs use it too). */
export function applySavedItemAnswer(
  client: QueryClient,
  id: string,
  answer: Partial<SavedItemSummary>,
): void {
  patchItem(client, id, (current) => ({ ...current, ...answer }));
}

/** Optimistic change → request → server truth, or rollback and an error toast. */
async function send(
  client: QueryClient,
  id: string,
  action: ToggleAction,
  rollback: SaveState,
  mirror?: SaveMirror,
): Promise<boolean> {
  const { what, change, request } = TOGGLES[action];
  await cancelSavedItems(client);
  const before = snapshot(client);
  const next = change();
  patchItem(client, id, (current) => ({ ...current, ...next }));
  mirror?.(next);
  try {
    const answer = await request(id);
    applySavedItemAnswer(client, id, answer);
    mirror?.(stateOf(answer));
    return true;
  } catch (error) {
    restore(client, before);
    mirror?.(rollback);
    showMutationError(what, error);
    return false;
  }
}

/**
 * Undo: the save goes back to where it was in the lists it had left (when a list held it), and
 * the opposite change is sent.
 */
async function undo(
  client: QueryClient,
  target: ToggleTarget,
  action: ToggleAction,
  original: SavedItemSummary | undefined,
  positions: Positions,
  mirror?: SaveMirror,
): Promise<void> {
  const reverse = UNDO_OF[action];
  await cancelSavedItems(client);
  const before = snapshot(client);
  if (original) {
    reinsertItem(client, positions, original);
    patchItem(client, target.id, () => original);
  }
  mirror?.(stateOf(target));
  try {
    const answer = await TOGGLES[reverse].request(target.id);
    applySavedItemAnswer(client, target.id, answer);
    mirror?.(stateOf(answer));
  } catch (error) {
    restore(client, before);
    mirror?.(optimisticState(action));
    showMutationError(TOGGLES[reverse].what, error);
  } finally {
    // A save no list held could not be put back in place: the list on screen is read again.
    await markStale(client, { refetchOnScreen: !original });
  }
}

/** Archive, re-add, favorite or unfavorite one save, then "Archived · Undo" (and the like). */
export async function toggleSavedItem(
  client: QueryClient,
  target: ToggleTarget,
  action: ToggleAction,
  mirror?: SaveMirror,
): Promise<void> {
  const original = cachedItem(client, target.id);
  const positions = positionsOf(client, target.id);
  const done = await send(client, target.id, action, stateOf(target), mirror);
  await markStale(client);
  if (!done) return;
  showToggleToast(action, () => void undo(client, target, action, original, positions, mirror));
}

/** toggleSavedItem bound to the query cache. */
export function useToggleSavedItem() {
  const client = useQueryClient();
  return useCallback(
    (target: ToggleTarget, action: ToggleAction, mirror?: SaveMirror) =>
      toggleSavedItem(client, target, action, mirror),
    [client],
  );
}
