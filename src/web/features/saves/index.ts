/** Public surface of the saves feature. */
export { UNREAD_VIEW } from './api/get-saved-items';
export type { SavedItemsView } from './api/get-saved-items';
export { savedItemsKeys } from './api/query-keys';
export { SaveUrlForm } from './components/save-url-form';
export { SavesView } from './components/saves-view';
export { SECTIONS, viewFor, viewFromPath } from './state/views';
export type { SavesView as SavesViewModel, SectionId, SubFilterId } from './state/views';
export {
  LIST_MODE_KEY,
  SORT_OPTIONS_KEY,
  setListMode,
  setSortOrder,
  useListMode,
  useSortOrder,
} from './state/display-prefs';
export type { ListMode } from './state/display-prefs';
export { BulkBar } from './components/bulk-bar';
export { enterBulkMode, exitBulkMode, toggleBulkMode, useBulk } from './state/bulk-store';
export { isBulkPath } from './state/bulk-rules';
