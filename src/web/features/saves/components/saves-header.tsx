import {
  ArrowDownWideNarrow,
  ArrowUpNarrowWide,
  LayoutGrid,
  List,
  ListChecks,
  Rows3,
} from 'lucide-react';
import type { ReactNode } from 'react';
import segmented from '../../../components/ui/segmented.module.css';
import type { SavedItemsSortOrder } from '../../../gql/graphql';
import { setListMode, setSortOrder, useListMode, useSortOrder } from '../state/display-prefs';
import type { ListMode } from '../state/display-prefs';
import { toggleBulkMode, useBulk } from '../state/bulk-store';
import type { SavesView } from '../state/views';
import styles from './saves-header.module.css';

const LAYOUTS: Array<{ mode: ListMode; label: string; icon: ReactNode }> = [
  { mode: 'grid', label: 'Grid', icon: <LayoutGrid size={16} aria-hidden /> },
  { mode: 'list', label: 'List', icon: <List size={16} aria-hidden /> },
  { mode: 'detail', label: 'Detail', icon: <Rows3 size={16} aria-hidden /> },
];

const SORTS: Array<{ order: SavedItemsSortOrder; label: string; icon: ReactNode }> = [
  { order: 'DESC', label: 'Newest', icon: <ArrowDownWideNarrow size={16} aria-hidden /> },
  { order: 'ASC', label: 'Oldest', icon: <ArrowUpNarrowWide size={16} aria-hidden /> },
];

/** The page heading with the sort order (per section) and the layout (grid, list, detail). */
export function SavesHeader({ view }: { view: SavesView }) {
  const listMode = useListMode();
  const sortOrder = useSortOrder(view.section);
  const bulk = useBulk((state) => state.active);
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{view.title}</h1>
      <div className={styles.controls}>
        <div className={segmented.segmented}>
          <button
            type="button"
            className={`${segmented.segment} ${styles.segment}`}
            aria-pressed={bulk}
            title="Bulk edit (g b)"
            onClick={toggleBulkMode}
          >
            <ListChecks size={16} aria-hidden />
            <span className={segmented.label}>Bulk edit</span>
          </button>
        </div>
        <div className={segmented.segmented} role="group" aria-label="Sort order">
          {SORTS.map(({ order, label, icon }) => (
            <button
              key={order}
              type="button"
              className={`${segmented.segment} ${styles.segment}`}
              aria-pressed={sortOrder === order}
              title={`${label} first`}
              onClick={() => setSortOrder(view.section, order)}
            >
              {icon}
              <span className={segmented.label}>{label}</span>
            </button>
          ))}
        </div>
        <div className={segmented.segmented} role="group" aria-label="Layout">
          {LAYOUTS.map(({ mode, label, icon }) => (
            <button
              key={mode}
              type="button"
              className={`${segmented.segment} ${styles.segment}`}
              aria-pressed={listMode === mode}
              aria-label={`${label} view`}
              title={`${label} view`}
              onClick={() => setListMode(mode)}
            >
              {icon}
            </button>
          ))}
        </div>
      </div>
    </header>
  );
}
