/** Public surface of the reader feature (`/read/:id`). */
export { ReaderView } from './components/reader-view';
export { readerItemQuery } from './api/reader-item';
