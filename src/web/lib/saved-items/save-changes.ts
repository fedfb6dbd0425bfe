/**
 * The changes to one save that may wait for the network (docs/OFFLINE.md "Changes made offline"),
 * as a typed union, and what each one does to the save: the state the saves lists show at once,
 * the outbox answers with while the change waits, and the offline copies show until it is sent.
 * Pure.
 */
// The generated type, not saved-items-page.ts: the GraphQL client imports these types.
import type { SavedItemSummaryFragment as SavedItemSummary } from '../../gql/graphql';

/** Archive and favorite, and their opposites: the changes with an Undo toast. */
export type ToggleAction = 'archive' | 'unarchive' | 'favorite' | 'unfavorite';

/** One change to one save that can wait offline. */
export type SaveChange =
  | { kind: ToggleAction | 'delete' | 'undelete'; savedItemId: string }
  | { kind: 'tags'; savedItemId: string; tags: string[] };

export type SaveChangeKind = SaveChange['kind'];

/** The fields of a save that archive and favorite change. */
export type SaveState = Partial<
  Pick<SavedItemSummary, 'status' | 'isArchived' | 'archivedAt' | 'isFavorite' | 'favoritedAt'>
>;

/** What archive, re-add, favorite and unfavorite set, at `nowSeconds`. */
export function toggledState(action: ToggleAction, nowSeconds: number): SaveState {
  switch (action) {
    case 'archive':
      return { status: 'ARCHIVED', isArchived: true, archivedAt: nowSeconds };
    case 'unarchive':
      return { status: 'UNREAD', isArchived: false, archivedAt: null };
    case 'favorite':
      return { isFavorite: true, favoritedAt: nowSeconds };
    case 'unfavorite':
      return { isFavorite: false, favoritedAt: null };
  }
}

/** Tag names as the server answers them (a tag's id is its name). */
export const tagObjects = (names: readonly string[]) => names.map((name) => ({ id: name, name }));

interface SaveChangeRule {
  /** The property of the save it changes: a later change on the same one replaces it. */
  property: 'status' | 'favorite' | 'delete' | 'tags';
  /** The change that undoes it: both together are no change at all. */
  opposite: SaveChangeKind | null;
  /** "Couldn't <words> “title”": what a refused change tried. */
  words: string;
}

export const SAVE_CHANGE_RULES: Readonly<Record<SaveChangeKind, SaveChangeRule>> = {
  archive: { property: 'status', opposite: 'unarchive', words: 'archive' },
  unarchive: { property: 'status', opposite: 'archive', words: 'add back to Saves' },
  favorite: { property: 'favorite', opposite: 'unfavorite', words: 'favorite' },
  unfavorite: { property: 'favorite', opposite: 'favorite', words: 'remove the favorite from' },
  delete: { property: 'delete', opposite: 'undelete', words: 'delete' },
  undelete: { property: 'delete', opposite: 'delete', words: 'restore' },
  tags: { property: 'tags', opposite: null, words: 'change the tags of' },
};

/** The fields of a save that waiting changes alter (cards and the reader's save alike). */
export interface ChangeableSave {
  id: string;
  status: string | null;
  isArchived?: boolean;
  isFavorite?: boolean;
  tags?: ReadonlyArray<{ id: string; name: string }> | null;
}

/**
 * `save` after `change`, made at `nowSeconds`, or null when the change deletes it. A stored change
 * may come from an older client: a tags change without its tags removes them all, as it did.
 */
export function applySaveChange<T extends ChangeableSave>(
  save: T,
  change: { kind: SaveChangeKind; tags?: readonly string[] },
  nowSeconds: number,
): T | null {
  switch (change.kind) {
    case 'archive':
    case 'unarchive':
    case 'favorite':
    case 'unfavorite':
      return { ...save, ...toggledState(change.kind, nowSeconds) };
    case 'delete':
      return null;
    case 'undelete':
      return save;
    case 'tags':
      return { ...save, tags: tagObjects(change.tags ?? []) };
  }
}
