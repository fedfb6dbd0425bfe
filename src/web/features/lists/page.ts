/**
 * The lists pages (All Lists, Individual List), apart from index.ts so the routes load them
 * (and drag and drop) in their own chunk, not with every save card.
 */
export { AllLists } from './components/all-lists';
export { ListPage } from './components/list-page';
