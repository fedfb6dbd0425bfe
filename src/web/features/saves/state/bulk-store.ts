/**
 * Bulk edit (docs/PRODUCT.md §3 "Bulk state", §4 "Bulk mode"): whether bulk mode is on, what is
 * selected, which way Archive and Favorite go, and the progress of a running batch action. Entered
 * with g b or the header's "Bulk edit" button; leaving it (Escape, g b, Done, leaving the saves
 * pages) clears the selection.
 */
import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { showToast } from '../../../lib/toast';
import { runBulkAction } from '../../../lib/saved-items';
import type { BulkActionKind } from '../../../lib/saved-items';
import { applyBulkClick, bulkActionsFor } from './bulk-rules';
import type { ArchiveAction, BulkItemFlags, FavoriteAction } from './bulk-rules';

export interface BulkState {
  active: boolean;
  /** Selected saved item ids, in the order they were selected (ranges in page order). */
  itemIds: string[];
  /** Archive and favorite flags of the selected items, as they were when selected. */
  flags: Record<string, BulkItemFlags>;
  /** The item clicked last: the start of the next shift+click range. */
  previouslySelectedId: string | null;
  /** The item of the latest click. */
  currentId: string | null;
  favoriteAction: FavoriteAction;
  archiveAction: ArchiveAction;
  /** Batches still to run (0 when idle or after a failed batch). */
  batchCount: number;
  batchTotal: number;
  /** True while a batch run is in progress. */
  batchStart: boolean;
  /** The running action and its item counts, for the progress line. */
  running: BulkActionKind | null;
  runDone: number;
  runTotal: number;
}

const EMPTY_SELECTION = {
  itemIds: [],
  flags: {},
  previouslySelectedId: null,
  currentId: null,
  favoriteAction: 'favorite',
  archiveAction: 'archive',
} satisfies Partial<BulkState>;

const IDLE_RUN = {
  batchCount: 0,
  batchTotal: 0,
  batchStart: false,
  running: null,
  runDone: 0,
  runTotal: 0,
} satisfies Partial<BulkState>;

export const useBulk = create<BulkState>(() => ({
  active: false,
  ...EMPTY_SELECTION,
  ...IDLE_RUN,
}));

export function enterBulkMode(): void {
  useBulk.setState({ active: true, ...EMPTY_SELECTION });
}

/**
 * Leaves bulk mode; the selection is cleared (docs/PRODUCT.md §4). A running action finishes on its
 * own.
 */
export function exitBulkMode(): void {
  useBulk.setState({ active: false, ...EMPTY_SELECTION });
}

export function toggleBulkMode(): void {
  if (useBulk.getState().active) exitBulkMode();
  else enterBulkMode();
}

export function clearBulkSelection(): void {
  useBulk.setState(EMPTY_SELECTION);
}

/**
 * A click (or x) on an item in bulk mode: toggles it, or with shift selects or deselects the
 * range from the previously selected item, in `order` (the page order). `flagsById` gives the
 * archive and favorite state of the page's items.
 */
export function bulkSelect(
  id: string,
  shift: boolean,
  order: readonly string[],
  flagsById: (id: string) => BulkItemFlags | undefined,
): void {
  const state = useBulk.getState();
  if (!state.active || state.batchStart) return;
  const itemIds = applyBulkClick(state.itemIds, order, state.previouslySelectedId, id, shift);
  const flags: Record<string, BulkItemFlags> = {};
  for (const selected of itemIds) {
    const known = flagsById(selected) ?? state.flags[selected];
    if (known) flags[selected] = { isFavorite: known.isFavorite, isArchived: known.isArchived };
  }
  useBulk.setState({
    itemIds,
    flags,
    previouslySelectedId: id,
    currentId: id,
    ...bulkActionsFor(Object.values(flags)),
  });
}

const VERBS: Record<BulkActionKind, { ing: string; ed: string; what: string }> = {
  archive: { ing: 'Archiving', ed: 'Archived', what: 'archive' },
  unarchive: { ing: 'Re-adding', ed: 'Re-added to Saves', what: 'add back to Saves' },
  favorite: { ing: 'Adding to Favorites', ed: 'Added to Favorites', what: 'favorite' },
  unfavorite: { ing: 'Removing from Favorites', ed: 'Removed from Favorites', what: 'unfavorite' },
  delete: { ing: 'Deleting', ed: 'Deleted', what: 'delete' },
};

/** "Archiving 30 of 75…" while a run is in progress. */
export function progressText(state: Pick<BulkState, 'running' | 'runDone' | 'runTotal'>): string {
  if (!state.running) return '';
  return `${VERBS[state.running].ing} ${state.runDone} of ${state.runTotal}…`;
}

const count = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * Runs a confirmed bulk action over the selection, batch after batch, with progress in the
 * store. Ends by resetting the bulk state: on success a toast says what was done; on the first
 * failing batch the run stops and an error toast says why.
 */
export async function startBulkAction(client: QueryClient, kind: BulkActionKind): Promise<void> {
  const { itemIds, batchStart } = useBulk.getState();
  if (batchStart || itemIds.length === 0) return;
  useBulk.setState({ running: kind, runDone: 0, runTotal: itemIds.length, batchStart: true });
  const result = await runBulkAction(client, kind, itemIds, {
    onStart: (batchTotal) => useBulk.setState({ batchTotal, batchCount: batchTotal }),
    onBatchDone: (done) =>
      useBulk.setState((state) => ({
        runDone: done,
        batchCount: Math.max(0, state.batchCount - 1),
      })),
  });
  useBulk.setState({ ...IDLE_RUN, ...EMPTY_SELECTION });
  const verb = VERBS[kind];
  if (result.error !== null) {
    const partial = result.done > 0 ? ` ${verb.ed} ${result.done} of ${result.total}.` : '';
    showToast({
      message: `Couldn't ${verb.what} all ${count(result.total)}: ${result.error.replace(/\.$/, '')}.${partial}`,
      tone: 'error',
      duration: 8000,
    });
    return;
  }
  showToast({ message: `${verb.ed}: ${count(result.total)}` });
}
