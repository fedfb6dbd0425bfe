/** Public surface of the saves feature. */
export { savedItemsQuery } from './api/get-saved-items';
export { SaveUrlForm } from './components/save-url-form';
export { SavesView } from './components/saves-view';
export { savedItemsViewOf, SECTIONS, viewFor, viewFromPath } from './state/views';
export type { SavesView as SavesViewModel, SectionId, SubFilterId } from './state/views';
export {
  getSortOrder,
  LIST_MODE_KEY,
  loadDisplayPrefs,
  SORT_OPTIONS_KEY,
  setListMode,
  setSortOrder,
  useListMode,
  useSortOrder,
} from './state/display-prefs';
export type { ListMode } from './state/display-prefs';
export { migrateLegacyPrefs } from './state/legacy-prefs';
export { BulkBar } from './components/bulk-bar-on-demand';
export { enterBulkMode, exitBulkMode, toggleBulkMode, useBulk } from './state/bulk-store';
export { isBulkPath } from './state/bulk-rules';
export { CardThumbnail } from './components/card-thumbnail';
export { SavedItemCard } from './components/saved-item-card';
export { SavedItemSkeleton } from './components/saved-item-skeleton';
export { useItemShortcuts } from './state/selection-shortcuts';
export { selectItem, useSelection } from './state/selection-store';
