/** Public surface of the feeds feature: where /feeds lives (the page itself is in page.ts). */
export { FEEDS_PATH } from './state/inbox-view';
/** The reader's side of an inbox entry (docs/PRODUCT.md §10.10 "Reading an entry"). */
export { useInboxReading } from './api/use-inbox-reading';
export { useSaveEntry } from './api/save-entry';
export { useSetEntriesSeen } from './api/set-entries-seen';
export { cachedSeen } from './api/inbox-cache';
