/**
 * One page of a saves list from the server (GetSavedItems, docs/POCKET-COMPATIBILITY.md §1.2): the
 * document, the page as the cache holds it, and the Saves view every feature starts from. The
 * saves list's query (features/saves) and the offline copies' download both read pages here.
 */
import type { InfiniteData } from '@tanstack/react-query';
import { graphql } from '../../gql';
import type {
  GetSavedItemsQuery,
  GetSavedItemsQueryVariables,
  SavedItemSummaryFragment,
} from '../../gql/graphql';
import { graphqlRequest } from '../graphql-client';
import type { SavedItemsView } from './query-keys';

export const SAVES_PAGE_SIZE = 30;

const GetSavedItemsDocument = graphql(`
  query GetSavedItems(
    $filter: SavedItemsFilter
    $sort: SavedItemsSort
    $pagination: PaginationInput
  ) {
    user {
      savedItems(filter: $filter, sort: $sort, pagination: $pagination) {
        edges {
          cursor
          node {
            ...SavedItemSummary
          }
        }
        pageInfo {
          ...PageInfoFields
        }
        totalCount
      }
    }
  }
`);

export type SavedItemSummary = SavedItemSummaryFragment;

export interface SavedItemsPage {
  items: SavedItemSummary[];
  startCursor: string | null;
  endCursor: string | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalCount: number;
  /** Read from this device's offline copies: the server could not be reached. */
  fromOfflineCopies?: boolean;
}

/** Saves (`/saves`): unread items, newest first (docs/POCKET-COMPATIBILITY.md §1.2). */
export const UNREAD_VIEW: SavedItemsView = {
  filter: { statuses: ['UNREAD'] },
  sort: { sortBy: 'CREATED_AT', sortOrder: 'DESC' },
};

export type SavedItemsData = InfiniteData<SavedItemsPage, string | null>;

function toPage(data: GetSavedItemsQuery): SavedItemsPage {
  const connection = data.user?.savedItems;
  const items = (connection?.edges ?? [])
    .map((edge) => edge?.node)
    .filter((node): node is SavedItemSummary => node != null && node.status !== 'DELETED');
  return {
    items,
    startCursor: connection?.pageInfo.startCursor ?? null,
    endCursor: connection?.pageInfo.endCursor ?? null,
    hasNextPage: connection?.pageInfo.hasNextPage ?? false,
    hasPreviousPage: connection?.pageInfo.hasPreviousPage ?? false,
    totalCount: connection?.totalCount ?? items.length,
  };
}

/** One page of a view; `pagination` as Pocket sent it (none, `{after}` or `{before}`). */
export async function fetchSavedItemsPage(
  view: SavedItemsView,
  pagination?: GetSavedItemsQueryVariables['pagination'],
): Promise<SavedItemsPage> {
  return toPage(
    await graphqlRequest(GetSavedItemsDocument, {
      filter: view.filter,
      sort: view.sort,
      pagination: pagination ?? { first: SAVES_PAGE_SIZE },
    }),
  );
}
