/**
 * Pocket's "recent" GetShareableLists document (docs/POCKET-COMPATIBILITY.md §1.7,
 * get-shareable-lists-recent): titles and item counts for the list picker. Pocket sent it under the
 * same operation name as the All Lists document; generated client types need distinct names, so
 * here it is GetShareableListsRecent (the server runs a one-operation document whatever its name).
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { LIST_PAGE_SIZE } from '../state/limits';
import { listsKeys } from './list-keys';

const GetShareableListsRecentDocument = graphql(`
  query GetShareableListsRecent($pagination: PaginationInput) {
    shareableLists {
      title
      externalId
      items(pagination: $pagination) {
        edges {
          cursor
          node {
            title
            externalId
            itemId: externalId
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

export interface RecentList {
  externalId: string;
  title: string;
  itemCount: number;
}

export async function fetchRecentLists(): Promise<RecentList[]> {
  const data = await graphqlRequest(GetShareableListsRecentDocument, {
    pagination: { first: LIST_PAGE_SIZE },
  });
  return data.shareableLists.map((list) => ({
    externalId: list.externalId,
    title: list.title,
    itemCount: list.items.totalCount,
  }));
}

export function useRecentLists(enabled: boolean) {
  return useQuery({ queryKey: listsKeys.recent, queryFn: fetchRecentLists, enabled });
}
