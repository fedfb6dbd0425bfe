/**
 * Public surface of the shareable-lists feature (docs/PRODUCT.md §10.1); the pages are in page.ts.
 */
export { ListDialogs } from './components/list-dialogs-on-demand';
export {
  BulkAddToListButton,
  ListsNavEntry,
  useAddToListAction,
  useReaderAddToList,
} from './components/entry-points';
export type { AddToListAction } from './components/entry-points';
export { useListsEnrolled } from './api/get-pilot-status';
export { LISTS_PATH, listPath, publicListUrl } from './state/list-paths';
