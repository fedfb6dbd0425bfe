/**
 * The keyboard selection of the inbox (j / k): which entry is selected after a step, and when
 * the next page must be loaded to go on. Pure, so it is tested without a DOM.
 */

export interface SelectionStep {
  /** The entry selected after the step (null when the inbox is empty). */
  id: string | null;
  /** The step went past the last loaded entry and more can be loaded. */
  loadMore: boolean;
}

export function stepSelection(
  ids: readonly string[],
  currentId: string | null,
  delta: 1 | -1,
  hasMore: boolean,
): SelectionStep {
  if (ids.length === 0) return { id: null, loadMore: hasMore };
  const index = currentId === null ? -1 : ids.indexOf(currentId);
  // Nothing selected yet (or the selected entry left the view): start at the top.
  if (index === -1) return { id: ids[0] ?? null, loadMore: false };
  const next = index + delta;
  if (next < 0) return { id: ids[0] ?? null, loadMore: false };
  if (next >= ids.length) return { id: ids[ids.length - 1] ?? null, loadMore: hasMore };
  return { id: ids[next] ?? null, loadMore: false };
}

/** "3 of 120": the selected entry's place for the announcement, or null. */
export function selectionPosition(
  ids: readonly string[],
  currentId: string | null,
  total: number,
): string | null {
  if (currentId === null) return null;
  const index = ids.indexOf(currentId);
  if (index === -1) return null;
  return `${index + 1} of ${Math.max(total, ids.length)}`;
}
