/**
 * What a single-item archive / unarchive / favorite / unfavorite says when it is done, and how
 * it is undone (docs/POCKET-COMPATIBILITY.md §4.3: a toast for every mutation; Undo as for delete).
 * Cards, their shortcuts and the reader use these words, so a change reads the same everywhere.
 */
import { showToast } from '../toast';
import type { ToggleAction } from './save-changes';

/** The action that puts an item back as it was. */
export const UNDO_OF: Readonly<Record<ToggleAction, ToggleAction>> = {
  archive: 'unarchive',
  unarchive: 'archive',
  favorite: 'unfavorite',
  unfavorite: 'favorite',
};

const DONE: Readonly<Record<ToggleAction, { message: string; undo: string }>> = {
  archive: { message: 'Archived', undo: 'Undo the archive: put it back in Saves' },
  unarchive: { message: 'Added back to Saves', undo: 'Undo: move it back to Archive' },
  favorite: { message: 'Added to Favorites', undo: 'Undo: remove it from Favorites' },
  unfavorite: { message: 'Removed from Favorites', undo: 'Undo: add it back to Favorites' },
};

/** The toast's sentence and the Undo button's description for screen readers. */
export function toggleFeedback(action: ToggleAction): { message: string; undoAltText: string } {
  const done = DONE[action];
  return { message: done.message, undoAltText: done.undo };
}

/** "Archived · Undo" (and the like); `undo` runs the opposite action. Returns the toast id. */
export function showToggleToast(action: ToggleAction, undo: () => void): number {
  const { message, undoAltText } = toggleFeedback(action);
  return showToast({
    message,
    action: { label: 'Undo', altText: undoAltText, onAction: undo },
  });
}
