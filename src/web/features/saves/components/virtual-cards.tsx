import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useOnceTrue } from '../../../lib/lazy-component';
import { afterNextPaint } from '../../../lib/page-settled';
import { useDebouncedResize } from '../../../lib/use-debounced-resize';
import type { SavedItemSummary } from '../../../lib/saved-items';
import { bulkSelect, useBulk } from '../state/bulk-store';
import type { ListMode } from '../state/display-prefs';
import { useSelection } from '../state/selection-store';
import { useItemShortcuts } from '../state/selection-shortcuts';
import { columnsFor } from './card-rows';
import type * as VirtualRows from './virtual-card-rows';
import { PlainCardRows } from './plain-card-rows';
import { SavedItemCard } from './saved-item-card';
import styles from './virtual-cards.module.css';

/**
 * Up to this many cards (two pages) render as plain rows; beyond, the virtualiser (and its
 * ~10 KB gzip of code, not on /saves' first load: docs/DECISIONS.md §24.5.1) takes over for good.
 */
export const PLAIN_LIST_MAX = 60;

type VirtualRowsModule = typeof VirtualRows;
let virtualRowsModule: VirtualRowsModule | null = null;

/**
 * The virtualised rows' code. Also downloaded once the first cards are painted: the swap then
 * does not wait, and the service worker's precache, which starts later (when the page has
 * settled), finds it in the HTTP cache instead of downloading it a second time.
 */
const virtualRowsCode = {
  preload: () =>
    import('./virtual-card-rows').then((module) => {
      virtualRowsModule = module;
      return module;
    }),
};

/**
 * The virtualised rows' code once `needed` and downloaded; null until then. A download that
 * fails (offline before the service worker cached it) leaves the plain rows, which still work.
 */
function useVirtualRows(needed: boolean): VirtualRowsModule | null {
  const [loaded, setLoaded] = useState(virtualRowsModule);
  useEffect(() => afterNextPaint(() => void virtualRowsCode.preload().catch(() => undefined)), []);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    virtualRowsCode.preload().then(
      (module) => {
        if (live) setLoaded(module);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return loaded;
}

export interface VirtualCardsProps {
  items: SavedItemSummary[];
  mode: ListMode;
  label: string;
  /** Called when the last rows come into view (load the next page). */
  onEndReached: () => void;
}

/**
 * Saves cards in rows of N: plain rows for the first pages, virtualised rows once the list is
 * long (virtual-card-rows.tsx), laid out alike. Also the home of the item shortcuts (j / k
 * selection, o a f t d x) and of bulk selection by click and shift+click.
 */
export function VirtualCards({ items, mode, label, onEndReached }: VirtualCardsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollToRowRef = useRef<((row: number) => void) | null>(null);
  const [viewportWidth, setViewportWidth] = useState(0);
  const [scrollMargin, setScrollMargin] = useState(0);

  // docs/PRODUCT.md §9: window resizes are debounced by 100 ms before the columns are computed
  // again.
  useDebouncedResize(listRef, (element) => {
    setViewportWidth(window.innerWidth);
    setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  });

  const columns = columnsFor(mode, viewportWidth || window.innerWidth);
  const virtualRows = useVirtualRows(useOnceTrue(items.length > PLAIN_LIST_MAX));

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
      else scrollToRowRef.current?.(Math.floor(index / columns));
    },
    [columns],
  );

  useItemShortcuts({ items, pathname, onBulkToggle, reveal });

  const renderCell = (item: SavedItemSummary, index: number) => (
    <div
      key={item.id}
      role="listitem"
      aria-setsize={items.length}
      aria-posinset={index + 1}
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
  );
  const rows = { items, mode, columns, renderCell, onEndReached };

  return (
    <div ref={listRef} role="list" aria-label={label} className={styles.list}>
      {virtualRows ? (
        <virtualRows.VirtualCardRows
          {...rows}
          listRef={listRef}
          scrollMargin={scrollMargin}
          scrollToRowRef={scrollToRowRef}
        />
      ) : (
        <PlainCardRows {...rows} />
      )}
    </div>
  );
}
