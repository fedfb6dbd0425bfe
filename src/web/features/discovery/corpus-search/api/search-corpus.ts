/**
 * Corpus search (docs/POCKET-COMPATIBILITY.md §1.13 `searchCorpus`; docs/RECOMMENDATIONS.md "Corpus
 * search"): 30 results a page in one language, then `after: endCursor`. Each query key holds the
 * whole search, so typing moves to a new key and a stale answer never replaces a newer one on
 * screen.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { graphql } from '../../../../gql';
import type {
  CorpusCardFieldsFragment,
  CorpusLanguage,
  SearchCorpusQuery,
} from '../../../../gql/graphql';
import { graphqlRequest } from '../../../../lib/graphql-client';
import type { CorpusLanguageCode } from '../state/corpus-search-url';

export const CORPUS_SEARCH_PAGE_SIZE = 30;

const SearchCorpusDocument = graphql(`
  query SearchCorpus(
    $search: CorpusSearchQueryString!
    $filter: CorpusSearchFilters!
    $pagination: PaginationInput
  ) {
    searchCorpus(search: $search, filter: $filter, pagination: $pagination) {
      edges {
        cursor
        node {
          searchHighlights {
            title
            excerpt
            fullText
          }
          corpusItem {
            ...CorpusCardFields
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
      corpusHasItems
    }
  }
`);

export interface CorpusSearchResult {
  item: CorpusCardFieldsFragment;
  /** Snippets with matches in `<em>`; rendered as text segments, never as HTML. */
  titleSnippet: string | null;
  excerptSnippet: string | null;
  textSnippet: string | null;
}

export interface CorpusSearchPage {
  results: CorpusSearchResult[];
  endCursor: string | null;
  hasNextPage: boolean;
  totalCount: number;
  corpusHasItems: boolean;
}

export interface CorpusSearchRequest {
  query: string;
  language: CorpusLanguageCode;
}

export const corpusSearchKeys = {
  all: ['corpus-search'] as const,
  search: (request: CorpusSearchRequest) =>
    ['corpus-search', request.language, request.query] as const,
};

type Snippets = ReadonlyArray<string | null> | null | undefined;
const first = (list: Snippets) => list?.find((entry): entry is string => Boolean(entry)) ?? null;
const joined = (list: Snippets) => {
  const parts = (list ?? []).filter((entry): entry is string => Boolean(entry)).slice(0, 2);
  return parts.length > 0 ? parts.join(' … ') : null;
};

function toPage(data: SearchCorpusQuery): CorpusSearchPage {
  const connection = data.searchCorpus;
  const results = connection.edges.map(({ node }) => ({
    item: node.corpusItem,
    titleSnippet: first(node.searchHighlights?.title),
    excerptSnippet: first(node.searchHighlights?.excerpt),
    textSnippet: joined(node.searchHighlights?.fullText),
  }));
  const endCursor = connection.pageInfo.endCursor ?? null;
  return {
    results,
    endCursor,
    hasNextPage: Boolean(connection.pageInfo.hasNextPage && endCursor),
    totalCount: connection.totalCount,
    corpusHasItems: connection.corpusHasItems,
  };
}

export async function fetchCorpusSearchPage(
  request: CorpusSearchRequest,
  after: string | null,
): Promise<CorpusSearchPage> {
  return toPage(
    await graphqlRequest(SearchCorpusDocument, {
      search: { query: request.query },
      filter: { language: request.language.toUpperCase() as CorpusLanguage },
      pagination: after
        ? { first: CORPUS_SEARCH_PAGE_SIZE, after }
        : { first: CORPUS_SEARCH_PAGE_SIZE },
    }),
  );
}

/** A corpus search, 30 results a page; disabled while the query is empty. */
export function corpusSearchQueryOptions(request: CorpusSearchRequest) {
  return infiniteQueryOptions({
    queryKey: corpusSearchKeys.search(request),
    enabled: request.query.length > 0,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => fetchCorpusSearchPage(request, pageParam),
    getNextPageParam: (last: CorpusSearchPage) =>
      last.hasNextPage && last.endCursor ? last.endCursor : undefined,
    // While typing, the previous results stay (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
    // Saving from a card changes `savedItem`; a minute is fresh enough for the corpus itself.
    staleTime: 60_000,
  });
}

export function useCorpusSearch(request: CorpusSearchRequest) {
  return useInfiniteQuery(corpusSearchQueryOptions(request));
}
