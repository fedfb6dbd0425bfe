import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { gridColumnsForViewport } from '../../../lib/breakpoints';
import { useDebouncedResize } from '../../../lib/use-debounced-resize';
import type { SavedItemSummary } from '../api/get-saved-items';
import { bulkSelect, useBulk } from '../state/bulk-store';
import type { ListMode } from '../state/display-prefs';
import { useSelection } from '../state/selection-store';
import { SavedItemCard } from './saved-item-card';
import { useItemShortcuts } from '../state/selection-shortcuts';
import styles from './virtual-cards.module.css';

/**
 * Columns for a layout at a viewport width (grid: docs/POCKET-COMPATIBILITY.md §4.3 by breakpoint;
 * else 1).
 */
export function columnsFor(mode: ListMode, viewportWidth: number): number {
  return mode === 'grid' ? gridColumnsForViewport(viewportWidth) : 1;
}

const ESTIMATE: Record<ListMode, number> = { grid: 330, list: 88, detail: 190 };
const GAP: Record<ListMode, number> = { grid: 24, list: 10, detail: 16 };
/** Room left above a card scrolled into view, under the sticky header. */
const SCROLL_PADDING = 96;

export interface VirtualCardsProps {
  items: SavedItemSummary[];
  mode: ListMode;
  label: string;
  /** Called when the last rows come into view (load the next page). */
  onEndReached: () => void;
}

/**
 * Saves cards in rows of N, virtualised against the window scroller so thousands of cards stay
 * smooth; rows are measured, so long titles and excerpts never overlap. Also the home of the item
 * shortcuts (j / k selection, o a f t d x) and of bulk selection by click and shift+click.
 */
export function VirtualCards({ items, mode, label, onEndReached }: VirtualCardsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [viewportWidth, setViewportWidth] = useState(0);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Spec §9: window resizes are debounced by 100 ms before the columns are computed again.
  useDebouncedResize(listRef, (element) => {
    setViewportWidth(window.innerWidth);
    setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  });

  const columns = columnsFor(mode, viewportWidth || window.innerWidth);
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATE[mode],
    gap: GAP[mode],
    overscan: 4,
    scrollMargin,
    scrollPaddingStart: SCROLL_PADDING,
    scrollPaddingEnd: 24,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [mode, columns, virtualizer]);

  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (rowCount > 0 && lastIndex >= rowCount - 3) onEndReached();
  }, [lastIndex, rowCount, onEndReached]);

  const { pathname } = useLocation();
  const currentId = useSelection((state) => state.currentId);
  const bulkActive = useBulk((state) => state.active);
  const bulkIds = useBulk((state) => state.itemIds);
  const bulkSet = useMemo(() => new Set(bulkIds), [bulkIds]);

  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const onBulkToggle = useCallback((id: string, shift: boolean) => {
    const list = itemsRef.current;
    const byId = new Map(list.map((item) => [item.id, item]));
    bulkSelect(
      id,
      shift,
      list.map((item) => item.id),
      (itemId) => byId.get(itemId),
    );
  }, []);

  /** Brings the card at `index` into view: directly when rendered, else through its row. */
  const reveal = useCallback(
    (index: number, id: string) => {
      const cell = listRef.current?.querySelector(`[data-item-id="${CSS.escape(id)}"]`);
      if (cell) cell.scrollIntoView({ block: 'nearest' });
      else virtualizer.scrollToIndex(Math.floor(index / columns), { align: 'auto' });
    },
    [columns, virtualizer],
  );

  useItemShortcuts({ items, pathname, onBulkToggle, reveal });

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      className={styles.list}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const rowItems = items.slice(row.index * columns, row.index * columns + columns);
        return (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            role="presentation"
            className={styles.row}
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              columnGap: GAP.grid,
            }}
          >
            {rowItems.map((item, offset) => (
              <div
                key={item.id}
                role="listitem"
                aria-setsize={items.length}
                aria-posinset={row.index * columns + offset + 1}
                data-item-id={item.id}
                className={styles.cell}
              >
                <SavedItemCard
                  item={item}
                  mode={mode}
                  selected={item.id === currentId}
                  bulk={bulkActive}
                  bulkSelected={bulkActive && bulkSet.has(item.id)}
                  onBulkToggle={onBulkToggle}
                />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
