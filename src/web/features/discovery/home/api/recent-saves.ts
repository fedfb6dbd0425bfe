/**
 * Home's first row: the latest few unread saves, newest first (Pocket's users complained when
 * discovery pushed their queue away; docs/RECOMMENDATIONS.md "Home").
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../../gql';
import type { HomeRecentSavesQuery } from '../../../../gql/graphql';
import { graphqlRequest } from '../../../../lib/graphql-client';
import { homeKeys } from './query-keys';

export const RECENT_SAVES_COUNT = 6;

const HomeRecentSavesDocument = graphql(`
  query HomeRecentSaves($pagination: PaginationInput) {
    user {
      id
      savedItems(
        filter: { statuses: [UNREAD] }
        sort: { sortBy: CREATED_AT, sortOrder: DESC }
        pagination: $pagination
      ) {
        totalCount
        edges {
          node {
            id
            url
            title
            status
            item {
              __typename
              ... on Item {
                id
                title
                domain
                domainMetadata {
                  name
                }
                topImageUrl
                timeToRead
                direction
              }
            }
          }
        }
      }
    }
  }
`);

type Edges = NonNullable<NonNullable<HomeRecentSavesQuery['user']>['savedItems']>['edges'];
type SavedNode = NonNullable<NonNullable<NonNullable<Edges>[number]>['node']>;

export interface RecentSave {
  id: string;
  url: string;
  title: string;
  site: string;
  imageUrl: string | null;
  timeToRead: number | null;
  rtl: boolean;
}

function toRecentSave(node: SavedNode): RecentSave {
  const item = node.item?.__typename === 'Item' ? node.item : null;
  const url = typeof node.url === 'string' ? node.url : '';
  return {
    id: node.id,
    url,
    title: node.title || item?.title || url,
    site: item?.domainMetadata?.name || item?.domain || '',
    imageUrl: item?.topImageUrl ?? null,
    timeToRead: item?.timeToRead ?? null,
    rtl: item?.direction === 'RTL',
  };
}

export interface RecentSaves {
  items: RecentSave[];
  totalCount: number;
}

export async function fetchRecentSaves(): Promise<RecentSaves> {
  const data = await graphqlRequest(HomeRecentSavesDocument, {
    pagination: { first: RECENT_SAVES_COUNT },
  });
  const connection = data.user?.savedItems;
  const items = (connection?.edges ?? [])
    .map((edge) => edge?.node)
    .filter((node): node is SavedNode => node != null && node.status === 'UNREAD')
    .map(toRecentSave);
  return { items, totalCount: connection?.totalCount ?? items.length };
}

export function useRecentSaves() {
  return useQuery({ queryKey: homeKeys.recentSaves, queryFn: fetchRecentSaves });
}
