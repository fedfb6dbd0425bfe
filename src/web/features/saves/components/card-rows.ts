/**
 * What the two renderings of the saves cards share (virtual-cards.tsx): the plain rows of a short
 * list and the virtualised rows of a long one lay cards out alike, so that swapping one for the
 * other moves nothing on screen.
 */
import type { ReactNode, RefObject } from 'react';
import { gridColumnsForViewport } from '../../../lib/breakpoints';
import type { SavedItemSummary } from '../../../lib/saved-items';
import type { ListMode } from '../state/display-prefs';

/**
 * Columns for a layout at a viewport width (grid: docs/POCKET-COMPATIBILITY.md §4.3 by breakpoint;
 * else 1).
 */
export function columnsFor(mode: ListMode, viewportWidth: number): number {
  return mode === 'grid' ? gridColumnsForViewport(viewportWidth) : 1;
}

/** A row's height before it is measured, and the space between rows, per layout. */
export const ROW_ESTIMATE: Record<ListMode, number> = { grid: 330, list: 88, detail: 190 };
export const ROW_GAP: Record<ListMode, number> = { grid: 24, list: 10, detail: 16 };
/** Space between the cards of a grid row. */
export const COLUMN_GAP = ROW_GAP.grid;
/** Rows rendered beyond the window on each side; the next page loads this close to the end. */
export const OVERSCAN_ROWS = 4;

/** The attribute that numbers rows (the virtualiser measures rows by it). */
export const ROW_INDEX_ATTRIBUTE = 'data-index';

export interface CardRowsProps {
  items: readonly SavedItemSummary[];
  mode: ListMode;
  columns: number;
  /** One card's list item, at its index in the view. */
  renderCell: (item: SavedItemSummary, index: number) => ReactNode;
  /** Called when the last rows come near the window (load the next page). */
  onEndReached: () => void;
}

/** The items of row `row` of `columns` cards. */
export function rowItems<T>(items: readonly T[], row: number, columns: number): readonly T[] {
  return items.slice(row * columns, row * columns + columns);
}

/** Heights of the rows rendered in `list` now, in row order (the plain list's, at the swap). */
export function renderedRowHeights(list: RefObject<HTMLElement | null>): number[] {
  const rows = list.current?.querySelectorAll<HTMLElement>(`[${ROW_INDEX_ATTRIBUTE}]`) ?? [];
  return Array.from(rows, (row) => row.getBoundingClientRect().height);
}
