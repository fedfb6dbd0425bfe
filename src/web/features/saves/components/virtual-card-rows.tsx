import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { VirtualItem } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import {
  COLUMN_GAP,
  OVERSCAN_ROWS,
  ROW_ESTIMATE,
  ROW_GAP,
  ROW_INDEX_ATTRIBUTE,
  renderedRowHeights,
  rowItems,
} from './card-rows';
import type { CardRowsProps } from './card-rows';
import styles from './virtual-cards.module.css';

/** Room left above a card scrolled into view, under the sticky header. */
const SCROLL_PADDING = 96;

export interface VirtualCardRowsProps extends CardRowsProps {
  /** The list element: the plain rows it still holds when this mounts give the first sizes. */
  listRef: RefObject<HTMLElement | null>;
  /** Top of the list in the page. */
  scrollMargin: number;
  /** Receives a function that scrolls a row into view (cards of far rows are not rendered). */
  scrollToRowRef: RefObject<((row: number) => void) | null>;
}

/** Rows already measured in the page, as the virtualiser's cache (its keys are row indexes). */
function measuredRows(heights: number[]): VirtualItem[] {
  return heights.map((size, index) => ({ index, key: index, start: 0, end: size, size, lane: 0 }));
}

/**
 * The cards of a long list in rows of N, virtualised against the window scroller so thousands of
 * cards stay smooth; rows are measured, so long titles and excerpts never overlap. Loaded when the
 * list grows (virtual-cards.tsx); it starts from the heights of the plain rows it replaces, so
 * nothing moves at the swap.
 */
export function VirtualCardRows({
  items,
  mode,
  columns,
  renderCell,
  onEndReached,
  listRef,
  scrollMargin,
  scrollToRowRef,
}: VirtualCardRowsProps) {
  const [initialRows] = useState(() => measuredRows(renderedRowHeights(listRef)));
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_ESTIMATE[mode],
    gap: ROW_GAP[mode],
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    scrollPaddingStart: SCROLL_PADDING,
    scrollPaddingEnd: 24,
    initialMeasurementsCache: initialRows,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  // Rows change height with the layout: measure them again (not at mount: the cache is right).
  const layout = `${mode}/${columns}`;
  const measuredLayout = useRef(layout);
  useEffect(() => {
    if (measuredLayout.current === layout) return;
    measuredLayout.current = layout;
    virtualizer.measure();
  }, [layout, virtualizer]);

  useEffect(() => {
    scrollToRowRef.current = (row) => virtualizer.scrollToIndex(row, { align: 'auto' });
    return () => {
      scrollToRowRef.current = null;
    };
  }, [scrollToRowRef, virtualizer]);

  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (rowCount > 0 && lastIndex >= rowCount - 3) onEndReached();
  }, [lastIndex, rowCount, onEndReached]);

  return (
    <div
      role="presentation"
      className={styles.virtualRows}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          {...{ [ROW_INDEX_ATTRIBUTE]: row.index }}
          role="presentation"
          className={styles.virtualRow}
          style={{
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            columnGap: COLUMN_GAP,
          }}
        >
          {rowItems(items, row.index, columns).map((item, offset) =>
            renderCell(item, row.index * columns + offset),
          )}
        </div>
      ))}
    </div>
  );
}
