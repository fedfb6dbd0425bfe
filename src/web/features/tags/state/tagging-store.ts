/**
 * Who the tagging dialog (spec §3 "Tagging state", §4 "Tagging") is open for. Opened by the
 * card's Tag action, the `t` shortcut on the selected item, the reader's Tag button, and bulk
 * tag. In bulk mode the chosen tags are added to every item; otherwise they replace the item's
 * tags (none: all are removed).
 */
import { create } from 'zustand';

export interface TaggingTarget {
  /** Saved item ids (one, or the bulk selection). */
  itemIds: string[];
  /** The tags the dialog starts with: the item's tags; empty in bulk mode. */
  tagNames: string[];
  isBulk: boolean;
}

interface TaggingState {
  target: TaggingTarget | null;
}

export const useTaggingStore = create<TaggingState>(() => ({ target: null }));

export function openTagging(target: TaggingTarget): void {
  useTaggingStore.setState({ target });
}

export function closeTagging(): void {
  useTaggingStore.setState({ target: null });
}
