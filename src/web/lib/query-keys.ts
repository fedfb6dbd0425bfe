/**
 * Query-key roots that more than one feature needs. Saves' actions refresh search results (they
 * show saves too), and saves cannot import the search feature without a cycle, so the root of
 * the search results' keys lives here.
 */

/** Root of every search-results query key (features/search searchKeys). */
export const SEARCH_RESULTS_KEY = ['savedItemsSearch'] as const;
