/** Public surface of the feeds feature: where /feeds lives (the page itself is in page.ts). */
export { FEEDS_PATH } from './state/inbox-view';
