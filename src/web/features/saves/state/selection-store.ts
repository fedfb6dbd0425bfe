/**
 * The keyboard-selected card of the saves views (docs/PRODUCT.md §2 "Item" shortcuts): j / k move
 * it, the item shortcuts (o, a, f, t, d, x) act on it. Cleared when the view changes.
 */
import { create } from 'zustand';

interface SelectionState {
  /** Saved item id of the selected card, or null. */
  currentId: string | null;
}

export const useSelection = create<SelectionState>(() => ({ currentId: null }));

export function selectItem(currentId: string | null): void {
  useSelection.setState({ currentId });
}

/** The id j (+1) or k (-1) moves to from `currentId` in page order; the first item when none. */
export function stepSelection(
  orderedIds: readonly string[],
  currentId: string | null,
  delta: 1 | -1,
): string | null {
  if (orderedIds.length === 0) return null;
  const index = currentId === null ? -1 : orderedIds.indexOf(currentId);
  if (index < 0) return orderedIds[0] ?? null;
  const next = Math.min(orderedIds.length - 1, Math.max(0, index + delta));
  return orderedIds[next] ?? null;
}

/**
 * Where the selection goes when the selected item leaves the view (archived from Saves, …):
 * the next item, or the previous one when it was the last (docs/PRODUCT.md §4 "Saved item status").
 */
export function selectionAfterRemoval(
  orderedIds: readonly string[],
  removedId: string,
): string | null {
  const index = orderedIds.indexOf(removedId);
  if (index < 0) return null;
  return orderedIds[index + 1] ?? orderedIds[index - 1] ?? null;
}
