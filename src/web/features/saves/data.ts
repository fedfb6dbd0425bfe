/**
 * What other features' hooks and dialogs need from the saves feature (query keys, cache updates,
 * the bulk selection), apart from index.ts: index.ts brings the cards, which import those
 * features back, so importing it from them would close an import cycle.
 */
export { savedItemsKeys } from './api/query-keys';
export { markStale, patchItem } from './api/saved-items-cache';
export { fetchSavedItemsPage, UNREAD_VIEW } from './api/get-saved-items';
export type { SavedItemsData, SavedItemsPage, SavedItemSummary } from './api/get-saved-items';
export { clearBulkSelection } from './state/bulk-store';
