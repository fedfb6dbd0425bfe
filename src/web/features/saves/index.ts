/** Public surface of the saves feature. */
export { UNREAD_VIEW } from './api/get-saved-items';
export type { SavedItemsView } from './api/get-saved-items';
export { SaveUrlForm } from './components/save-url-form';
export { SavesList } from './components/saves-list';
