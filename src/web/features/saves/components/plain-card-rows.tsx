import { useEffect, useRef, useState } from 'react';
import {
  COLUMN_GAP,
  OVERSCAN_ROWS,
  ROW_ESTIMATE,
  ROW_GAP,
  ROW_INDEX_ATTRIBUTE,
  rowItems,
} from './card-rows';
import type { CardRowsProps } from './card-rows';
import styles from './virtual-cards.module.css';

/**
 * The cards of a short list (a page or two) in rows of N, every card rendered in the page's flow:
 * the first page shows without the virtualiser's code (docs/DECISIONS.md §24.5.1: /saves' first
 * load). Same layout as virtual-card-rows.tsx, which takes over when the list grows.
 */
export function PlainCardRows({ items, mode, columns, renderCell, onEndReached }: CardRowsProps) {
  const rowCount = Math.ceil(items.length / columns);
  // Like the virtualised list: the next page loads when the third-to-last row comes within
  // OVERSCAN_ROWS rows of the window.
  const watchedRow = Math.max(0, rowCount - 3);
  const watchedRef = useRef<HTMLDivElement>(null);
  // Which watched row was last seen near the window: a row watched before the list grew says
  // nothing about the new end.
  const [nearRow, setNearRow] = useState<number | null>(null);
  const margin = OVERSCAN_ROWS * (ROW_ESTIMATE[mode] + ROW_GAP[mode]);

  useEffect(() => {
    const element = watchedRef.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((entry) => entry.isIntersecting);
        setNearRow(near ? watchedRow : null);
      },
      { rootMargin: `${margin}px 0px ${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watchedRow, margin]);

  useEffect(() => {
    if (rowCount > 0 && nearRow === watchedRow) onEndReached();
  }, [nearRow, watchedRow, rowCount, onEndReached]);

  return (
    <div role="presentation" className={styles.plainRows} style={{ rowGap: ROW_GAP[mode] }}>
      {Array.from({ length: rowCount }, (_, row) => (
        <div
          key={row}
          ref={row === watchedRow ? watchedRef : undefined}
          {...{ [ROW_INDEX_ATTRIBUTE]: row }}
          role="presentation"
          className={styles.plainRow}
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            columnGap: COLUMN_GAP,
          }}
        >
          {rowItems(items, row, columns).map((item, offset) =>
            renderCell(item, row * columns + offset),
          )}
        </div>
      ))}
    </div>
  );
}
