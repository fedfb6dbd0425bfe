/** Public surface of the saves feature. */
export { savedItemsQuery } from './api/get-saved-items';
export { SaveUrlForm } from './components/save-url-form';
export { SavesView } from './components/saves-view';
export { savedItemsViewOf, SECTIONS, viewFromPath } from './state/views';
export type { SectionId } from './state/views';
export { getSortOrder, loadDisplayPrefs, setListMode, setSortOrder } from './state/display-prefs';
export { migrateLegacyPrefs } from './state/legacy-prefs';
export { BulkBar } from './components/bulk-bar-on-demand';
export { enterBulkMode, toggleBulkMode, useBulk } from './state/bulk-store';
export { isBulkPath } from './state/bulk-rules';
export { SavedItemCard } from './components/saved-item-card';
export { SavedItemSkeleton } from './components/saved-item-skeleton';
export { useItemShortcuts } from './state/selection-shortcuts';
export { selectItem, useSelection } from './state/selection-store';
