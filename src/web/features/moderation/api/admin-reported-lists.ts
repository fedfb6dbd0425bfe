/**
 * `adminReportedLists(first, after)`: the lists readers reported, most recently reported
 * first, 30 at a time with a cursor. Administrators only; anyone else gets FORBIDDEN, which
 * the page shows as a refusal rather than an error to retry.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { GraphQLRequestError, graphqlRequest } from '../../../lib/graphql-client';
import type { ReportedListsPage } from '../state/moderation-cache';
import { toRow } from './reported-list-fields';

export const REPORTED_LISTS_PAGE_SIZE = 30;

const AdminReportedListsDocument = graphql(`
  query AdminReportedLists($first: Int, $after: String) {
    adminReportedLists(first: $first, after: $after) {
      lists {
        ...AdminReportedListFields
      }
      totalCount
      endCursor
      hasNextPage
    }
  }
`);

export const reportedListsKey = ['admin-reported-lists'] as const;

/** True for the server's "administrators only" answer. */
export function isForbidden(error: unknown): boolean {
  return (
    error instanceof GraphQLRequestError && (error.code === 'FORBIDDEN' || error.status === 403)
  );
}

async function fetchPage(after: string | null): Promise<ReportedListsPage> {
  const data = await graphqlRequest(AdminReportedListsDocument, {
    first: REPORTED_LISTS_PAGE_SIZE,
    after,
  });
  const page = data.adminReportedLists;
  return {
    lists: page.lists.map(toRow),
    totalCount: page.totalCount,
    endCursor: page.endCursor ?? null,
    hasNextPage: page.hasNextPage,
  };
}

export function useAdminReportedLists() {
  return useInfiniteQuery({
    queryKey: reportedListsKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasNextPage && last.endCursor ? last.endCursor : undefined),
    retry: (failures, error) => !isForbidden(error) && failures < 2,
  });
}
