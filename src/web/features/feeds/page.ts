/** The /feeds page, apart from index.ts so the route loads it in its own chunk. */
export { FeedsPage } from './components/feeds-page';
