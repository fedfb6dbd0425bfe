/**
 * Who the tagging dialog (docs/PRODUCT.md §3 "Tagging state", §4 "Tagging") is open for, and its
 * editor. Opened by the card's Tag action, the `t` shortcut on the selected item, the reader's Tag
 * button, and bulk tag. In bulk mode the chosen tags are added to every item; otherwise they
 * replace the item's tags (none: all are removed).
 *
 * The editor holds a unique set of normalised tag names (`tagNames`), the chips the user has
 * selected (`activeTags`), and the server's suggestions with their status: idle, then pending
 * while they load, then complete on success or failure.
 */
import { create } from 'zustand';
import { uniqueTagNames } from '../../../../common/tag-rules';
import type { TagNameResult } from '../../../../common/tag-rules';
import { checkTagName } from './tag-limit';

export interface TaggingTarget {
  /** Saved item ids (one, or the bulk selection). */
  itemIds: string[];
  /** The tags the dialog starts with: the item's tags; empty in bulk mode. */
  tagNames: string[];
  isBulk: boolean;
  /** Runs once the tags are saved (bulk mode: the saves feature clears its selection). */
  onSaved?: () => void;
}

export type TagSuggestionStatus = 'idle' | 'pending' | 'complete';

export interface TaggingState {
  target: TaggingTarget | null;
  /** The editor's tags: normalised, unique, in the order added. */
  tagNames: string[];
  /** Chips selected in the editor (removed together with Delete). */
  activeTags: string[];
  tagSuggestions: string[];
  tagSuggestionStatus: TagSuggestionStatus;
}

const CLOSED: TaggingState = {
  target: null,
  tagNames: [],
  activeTags: [],
  tagSuggestions: [],
  tagSuggestionStatus: 'idle',
};

export const useTaggingStore = create<TaggingState>(() => CLOSED);

const set = useTaggingStore.setState;
const get = useTaggingStore.getState;

export function openTagging(target: TaggingTarget): void {
  set({
    ...CLOSED,
    target: { ...target, itemIds: [...target.itemIds] },
    tagNames: uniqueTagNames(target.tagNames),
  });
}

export function closeTagging(): void {
  set(CLOSED);
}

/** A failed save (docs/PRODUCT.md §8): the editor goes back to the tags it opened with. */
export function resetTagging(): void {
  const { target } = get();
  set({ ...CLOSED, target, tagNames: target ? uniqueTagNames(target.tagNames) : [] });
}

/**
 * Adds a typed name (normalised); says why when it is not a valid tag name, or 'Character
 * Limit Exceeded' when it is longer than 25 characters (never cut).
 */
export function addTag(raw: string): TagNameResult {
  const result = checkTagName(raw);
  if (result.ok && !get().tagNames.includes(result.name)) {
    set((state) => ({ tagNames: [...state.tagNames, result.name] }));
  }
  return result;
}

/** Removes one named tag; active tags are cleared (docs/PRODUCT.md §4). */
export function removeTag(name: string): void {
  set((state) => ({ tagNames: state.tagNames.filter((tag) => tag !== name), activeTags: [] }));
}

/** Removes every active tag, then clears the active set. */
export function removeActiveTags(): void {
  set((state) => ({
    tagNames: state.tagNames.filter((tag) => !state.activeTags.includes(tag)),
    activeTags: [],
  }));
}

/** Backspace in an empty field: the last tag goes. */
export function removeLastTag(): void {
  const last = get().tagNames.at(-1);
  if (last !== undefined) removeTag(last);
}

/** Selects or deselects a chip. */
export function toggleActiveTag(name: string): void {
  set((state) => ({
    activeTags: state.activeTags.includes(name)
      ? state.activeTags.filter((tag) => tag !== name)
      : [...state.activeTags, name],
  }));
}

/** A suggestion click: adds the tag, or removes it when it is already there. */
export function toggleTag(name: string): void {
  if (get().tagNames.includes(name)) removeTag(name);
  else addTag(name);
}

export function requestSuggestions(): void {
  set({ tagSuggestionStatus: 'pending', tagSuggestions: [] });
}

export function suggestionsLoaded(names: readonly string[]): void {
  set({ tagSuggestionStatus: 'complete', tagSuggestions: uniqueTagNames(names) });
}

/** Failed suggestions still end in `complete`, with nothing to show (docs/PRODUCT.md §8). */
export function suggestionsFailed(): void {
  set({ tagSuggestionStatus: 'complete', tagSuggestions: [] });
}
