/** Public surface of the search feature (docs/SEARCH.md). */
export { NavSearch } from './components/nav-search';
export { SearchView } from './components/search-view';
export { SearchScopeSwitch } from './components/search-scope-switch';
export { Snippet } from './components/snippet';
export { snippetText } from './state/snippet';
export { focusNavSearch } from './state/nav-search-store';
export { searchPath } from './state/search-url';
