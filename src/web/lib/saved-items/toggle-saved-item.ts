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
import { toggledState } from './save-changes';
import type { SaveState, ToggleAction } from './save-changes';
import { requestToggle } from './save-requests';
import { showToggleToast, UNDO_OF } from './toggle-feedback';
import type { SavedItemSummary } from './saved-items-page';
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

/** The save a toggle acts on: its id and the state it is in now. */
export type ToggleTarget = SaveState & { id: string };

/**
 * A view of the same save outside the saves lists (the reader's), told every state the save goes
 * through: the optimistic one, the server's, and the one before on rollback or Undo.
 */
export type SaveMirror = (state: SaveState) => void;

const now = () => Math.floor(Date.now() / 1000);

/** The words of each toggle's error toast: "Couldn't archive this item." */
const WHAT: Record<ToggleAction, string> = {
  archive: 'archive this item',
  unarchive: 'add this item back to Saves',
  favorite: 'favorite this item',
  unfavorite: 'remove this favorite',
};

/** What `action` changes before the server answers (the shortcuts move the selection with it). */
export function optimisticState(action: ToggleAction): SaveState {
  return toggledState(action, now());
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
  await cancelSavedItems(client);
  const before = snapshot(client);
  const next = optimisticState(action);
  patchItem(client, id, (current) => ({ ...current, ...next }));
  mirror?.(next);
  try {
    const answer = await requestToggle(action, id);
    applySavedItemAnswer(client, id, answer);
    mirror?.(stateOf(answer));
    return true;
  } catch (error) {
    restore(client, before);
    mirror?.(rollback);
    showMutationError(WHAT[action], error);
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
    const answer = await requestToggle(reverse, target.id);
    applySavedItemAnswer(client, target.id, answer);
    mirror?.(stateOf(answer));
  } catch (error) {
    restore(client, before);
    mirror?.(optimisticState(action));
    showMutationError(WHAT[reverse], error);
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
