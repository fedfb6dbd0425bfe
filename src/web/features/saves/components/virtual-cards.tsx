import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SavedItemSummary } from '../api/get-saved-items';
import type { ListMode } from '../state/display-prefs';
import { SavedItemCard } from './saved-item-card';
import styles from './virtual-cards.module.css';

/** Columns for a layout at a container width (grid: 3 on wide screens, 2 on tablets, 1 on phones). */
export function columnsFor(mode: ListMode, width: number): number {
  if (mode !== 'grid') return 1;
  if (width >= 720) return 3;
  if (width >= 460) return 2;
  return 1;
}

const ESTIMATE: Record<ListMode, number> = { grid: 330, list: 88, detail: 190 };
const GAP: Record<ListMode, number> = { grid: 24, list: 10, detail: 16 };

export interface VirtualCardsProps {
  items: SavedItemSummary[];
  mode: ListMode;
  label: string;
  /** Called when the last rows come into view (load the next page). */
  onEndReached: () => void;
}

/**
 * Saves cards in rows of N, virtualised against the window scroller so thousands of cards stay
 * smooth; rows are measured, so long titles and excerpts never overlap.
 */
export function VirtualCards({ items, mode, label, onEndReached }: VirtualCardsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const update = () => {
      setWidth(element.clientWidth);
      setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const columns = columnsFor(mode, width || 1024);
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATE[mode],
    gap: GAP[mode],
    overscan: 4,
    scrollMargin,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [mode, columns, virtualizer]);

  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (rowCount > 0 && lastIndex >= rowCount - 3) onEndReached();
  }, [lastIndex, rowCount, onEndReached]);

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
                className={styles.cell}
              >
                <SavedItemCard item={item} mode={mode} />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
