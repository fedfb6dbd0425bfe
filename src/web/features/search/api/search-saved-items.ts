/**
 * The saved-items search (docs/POCKET-COMPATIBILITY.md §1.2 `SearchSavedItems`):
 * user.advancedSearch with the query string, the tab's filter and the sort, 30 results a page, then
 * `after: endCursor` (docs/PRODUCT.md §9). Each query key holds the whole search, so typing moves
 * to a new key and a stale answer never replaces a newer one on screen.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { SearchSavedItemsQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { SEARCH_RESULTS_KEY } from '../../../lib/query-keys';
import type { SavedItemSummary } from '../../../lib/saved-items';
import { filterForTab, sortInputFor } from '../state/search-url';
import type { SearchSort, SearchTab } from '../state/search-url';

export const SEARCH_PAGE_SIZE = 30;

const SearchSavedItemsDocument = graphql(`
  query SearchSavedItems(
    $queryString: String
    $filter: AdvancedSearchFilters
    $sort: SearchSortInput
    $pagination: PaginationInput
  ) {
    user {
      advancedSearch(
        queryString: $queryString
        filter: $filter
        sort: $sort
        pagination: $pagination
      ) {
        edges {
          cursor
          node {
            searchHighlights {
              fullText
              title
            }
            savedItem {
              ...SavedItemSummary
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
        totalCount
      }
    }
  }
`);

export interface SearchResult {
  item: SavedItemSummary;
  /** Snippets with matches in `<em>`; render with <Snippet>, never as HTML. */
  titleSnippet: string | null;
  textSnippet: string | null;
}

export interface SearchPage {
  results: SearchResult[];
  endCursor: string | null;
  hasNextPage: boolean;
  totalCount: number;
}

export interface SearchRequest {
  query: string;
  tab: SearchTab;
  sort: SearchSort;
}

export const searchKeys = {
  all: SEARCH_RESULTS_KEY,
  search: (request: SearchRequest) =>
    [...SEARCH_RESULTS_KEY, request.query, request.tab, request.sort] as const,
};

type Snippets = ReadonlyArray<string | null> | null | undefined;

/** The first non-empty snippet of a field (searchHighlights fields are lists). */
function firstSnippet(list: Snippets): string | null {
  return list?.find((entry): entry is string => Boolean(entry)) ?? null;
}

/** Up to two body fragments, joined with an ellipsis. */
function joinSnippets(list: Snippets): string | null {
  const parts = (list ?? []).filter((entry): entry is string => Boolean(entry)).slice(0, 2);
  return parts.length > 0 ? parts.join(' … ') : null;
}

function toPage(data: SearchSavedItemsQuery): SearchPage {
  const connection = data.user?.advancedSearch;
  const results: SearchResult[] = [];
  for (const edge of connection?.edges ?? []) {
    const node = edge?.node;
    const item = node?.savedItem;
    if (!item || item.status === 'DELETED') continue;
    results.push({
      item,
      titleSnippet: firstSnippet(node.searchHighlights?.title),
      textSnippet: joinSnippets(node.searchHighlights?.fullText),
    });
  }
  const endCursor = connection?.pageInfo.endCursor ?? null;
  return {
    results,
    endCursor,
    // docs/PRODUCT.md §4 "Search": the end of the list is when there is no end cursor.
    hasNextPage: Boolean(connection?.pageInfo.hasNextPage && endCursor),
    totalCount: connection?.totalCount ?? results.length,
  };
}

/** One page of results. */
export async function fetchSearchPage(
  request: SearchRequest,
  after: string | null,
): Promise<SearchPage> {
  return toPage(
    await graphqlRequest(SearchSavedItemsDocument, {
      queryString: request.query,
      filter: filterForTab(request.tab),
      sort: sortInputFor(request.sort),
      pagination: after ? { first: SEARCH_PAGE_SIZE, after } : { first: SEARCH_PAGE_SIZE },
    }),
  );
}

/** A search, 30 results a page; disabled while the query is empty. */
export function searchQueryOptions(request: SearchRequest) {
  return infiniteQueryOptions({
    queryKey: searchKeys.search(request),
    enabled: request.query.length > 0,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => fetchSearchPage(request, pageParam),
    getNextPageParam: (last: SearchPage) =>
      last.hasNextPage && last.endCursor ? last.endCursor : undefined,
    // While typing, the previous results stay (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
    // Results go stale with every save, archive or tag change elsewhere; refetch on return.
    staleTime: 0,
  });
}

export function useSearchSavedItems(request: SearchRequest) {
  return useInfiniteQuery(searchQueryOptions(request));
}
