/**
 * The reader's query keys, for other features' mutations that update the open article, apart
 * from index.ts: index.ts brings the reader view, which imports those features back.
 */
export { fetchReaderView, readerKeys } from './api/reader-item';
export type { ReaderView } from './api/reader-item';
