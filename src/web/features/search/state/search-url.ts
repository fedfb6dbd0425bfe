/**
 * The search page's state lives in its URL so results can be shared and reloaded:
 * `/saves/search?query=<q>[&status=unread|archive|favorites][&sort=newest|oldest]`
 * (docs/POCKET-COMPATIBILITY.md §1.2 search views; no status = All, no sort = Relevance). These
 * helpers read and write that URL and map it onto the advancedSearch filter and sort
 * (docs/PRODUCT.md §4: relevance forces DESC).
 */

export const SEARCH_PATH = '/saves/search';

export type SearchTab = 'all' | 'unread' | 'archive' | 'favorites';
export type SearchSort = 'relevance' | 'newest' | 'oldest';

export interface SearchState {
  query: string;
  tab: SearchTab;
  sort: SearchSort;
}

export const SEARCH_TABS: ReadonlyArray<{ id: SearchTab; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'unread', label: 'Unread' },
  { id: 'archive', label: 'Archive' },
  { id: 'favorites', label: 'Favorites' },
];

export const SEARCH_SORTS: ReadonlyArray<{ id: SearchSort; label: string }> = [
  { id: 'relevance', label: 'Relevance' },
  { id: 'newest', label: 'Newest' },
  { id: 'oldest', label: 'Oldest' },
];

const TAB_IDS = new Set<string>(SEARCH_TABS.map((tab) => tab.id));
const SORT_IDS = new Set<string>(SEARCH_SORTS.map((sort) => sort.id));

/** Reads the page state from the query string; unknown values fall back to the defaults. */
export function searchStateFrom(params: URLSearchParams): SearchState {
  const status = params.get('status') ?? 'all';
  const sort = params.get('sort') ?? 'relevance';
  return {
    query: params.get('query') ?? '',
    tab: TAB_IDS.has(status) ? (status as SearchTab) : 'all',
    sort: SORT_IDS.has(sort) ? (sort as SearchSort) : 'relevance',
  };
}

/** The shareable URL of a search; defaults are left out. */
export function searchPath(state: Partial<SearchState> & { query: string }): string {
  const params = new URLSearchParams();
  params.set('query', state.query);
  if (state.tab && state.tab !== 'all') params.set('status', state.tab);
  if (state.sort && state.sort !== 'relevance') params.set('sort', state.sort);
  return `${SEARCH_PATH}?${params.toString()}`;
}

export interface AdvancedSearchFilterValue {
  status?: 'UNREAD' | 'ARCHIVED';
  isFavorite?: boolean;
}

/** The AdvancedSearchFilters of a tab (docs/POCKET-COMPATIBILITY.md §1.2: status or isFavorite). */
export function filterForTab(tab: SearchTab): AdvancedSearchFilterValue {
  switch (tab) {
    case 'unread':
      return { status: 'UNREAD' };
    case 'archive':
      return { status: 'ARCHIVED' };
    case 'favorites':
      return { isFavorite: true };
    case 'all':
      return {};
  }
}

export interface SearchSortValue {
  sortBy: 'CREATED_AT' | 'RELEVANCE';
  sortOrder: 'ASC' | 'DESC';
}

/**
 * The SearchSortInput of a sort choice; relevance is always DESC (docs/PRODUCT.md §4 "Saved-list
 * page").
 */
export function sortInputFor(sort: SearchSort): SearchSortValue {
  switch (sort) {
    case 'newest':
      return { sortBy: 'CREATED_AT', sortOrder: 'DESC' };
    case 'oldest':
      return { sortBy: 'CREATED_AT', sortOrder: 'ASC' };
    case 'relevance':
      return { sortBy: 'RELEVANCE', sortOrder: 'DESC' };
  }
}

/** The query as sent: trimmed, whitespace runs collapsed. Empty means "no search". */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}
