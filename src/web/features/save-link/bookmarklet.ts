/**
 * The "Save to Satchel" bookmarklet, for the account page and the empty Saves view: a narrow
 * entry that brings none of the /save page (which imports the saves feature back).
 */
export { SaveBookmarklet } from './components/save-bookmarklet';
