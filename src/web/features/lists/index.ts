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
