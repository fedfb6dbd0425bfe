/**
 * The saved-items layer every feature shares: the saves lists' and the reader's query keys and
 * cache, and the one implementation of each change to a save (archive, favorite, delete, tags,
 * save a URL, refresh, bulk edit), with the typed changes the offline outbox keeps
 * (save-changes.ts, save-requests.ts; docs/OFFLINE.md "Changes made offline").
 */
export { savedItemsKeys } from './query-keys';
export type { SavedItemsView } from './query-keys';
export { fetchSavedItemsPage, UNREAD_VIEW } from './saved-items-page';
export type { SavedItemsData, SavedItemsPage, SavedItemSummary } from './saved-items-page';
export { markStale, patchItem, prependItems } from './saved-items-cache';
export { matchesFilter } from './view-rules';
export { fetchReaderView, isPending, readerItemOf, readerKeys } from './reader-view';
export type { ReaderFallbackPage, ReaderItem, ReaderView } from './reader-view';
export { applySaveChange, SAVE_CHANGE_RULES } from './save-changes';
export type { ChangeableSave, SaveChange, SaveState } from './save-changes';
export { SAVE_REQUESTS } from './save-requests';
export { optimisticState, useToggleSavedItem } from './toggle-saved-item';
export type { SaveMirror } from './toggle-saved-item';
export { useDeleteSavedItem } from './delete-saved-item';
export { upsertSavedItem, useUpsertSavedItem } from './upsert-saved-item';
export { useSavedItemActions } from './saved-item-actions';
export { addItemsTags, applyTaggedSaves } from './tag-mutations';
export { runBulkAction } from './bulk-run';
export type { BulkActionKind } from './bulk-batches';
