/**
 * The reader's query keys, for other features' mutations that update the open article, and its
 * item query for the start page's boot prefetch (src/web/app), apart from index.ts: index.ts
 * brings the reader view, which imports those features back (and is loaded with the page).
 */
export { fetchReaderView, readerItemQuery, readerKeys } from './api/reader-item';
export type { ReaderView } from './api/reader-item';
