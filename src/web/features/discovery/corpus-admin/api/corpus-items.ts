/**
 * `adminCorpusItems(filter, pagination)`: corpus items newest first, 30 at a time with a cursor.
 * The Prospects tab reads the PROSPECT list, the Corpus tab the list its filters name.
 * Administrators and curators only; anyone else gets FORBIDDEN, shown as a refusal.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { graphql } from '../../../../gql';
import { graphqlRequest } from '../../../../lib/graphql-client';
import type { CorpusItemsPage } from '../state/corpus-items-cache';
import { filterInput } from '../state/corpus-url';
import type { CorpusFilters } from '../state/corpus-url';
import { toItemRow } from './corpus-item-fields';
import { corpusKeys, retryUnlessForbidden } from './query-keys';

export const CORPUS_PAGE_SIZE = 30;

const AdminCorpusItemsDocument = graphql(`
  query AdminCorpusItems($filter: AdminCorpusItemFilter, $pagination: PaginationInput) {
    adminCorpusItems(filter: $filter, pagination: $pagination) {
      edges {
        cursor
        node {
          ...CorpusItemFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

async function fetchPage(filters: CorpusFilters, after: string | null): Promise<CorpusItemsPage> {
  const data = await graphqlRequest(AdminCorpusItemsDocument, {
    filter: filterInput(filters),
    pagination: { first: CORPUS_PAGE_SIZE, after },
  });
  const page = data.adminCorpusItems;
  return {
    items: page.edges.map((edge) => toItemRow(edge.node)),
    totalCount: page.totalCount,
    endCursor: page.pageInfo.endCursor ?? null,
    hasNextPage: page.pageInfo.hasNextPage,
  };
}

export function useCorpusItems(filters: CorpusFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: corpusKeys.itemList(filters),
    queryFn: ({ pageParam }) => fetchPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasNextPage && last.endCursor ? last.endCursor : undefined),
    retry: retryUnlessForbidden,
    enabled,
    // Keep the previous rows on screen while another filter loads.
    placeholderData: (previous) => previous,
  });
}
