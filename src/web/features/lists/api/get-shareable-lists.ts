/**
 * GetShareableLists (docs/POCKET-COMPATIBILITY.md §1.7, "all lists"): the user's lists with their
 * first items (thumbnails) and item count, for the All Lists page (/lists).
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { GetShareableListsQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { LIST_PAGE_SIZE } from '../state/limits';
import { listsKeys } from './list-keys';

const GetShareableListsDocument = graphql(`
  query GetShareableLists($pagination: PaginationInput) {
    shareableLists {
      title
      description
      status
      slug
      listItemNoteVisibility
      createdAt
      updatedAt
      moderationStatus
      externalId
      items(pagination: $pagination) {
        edges {
          cursor
          node {
            title
            imageUrl
            externalId
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

export type ListVisibility = 'PRIVATE' | 'PUBLIC';

export interface ListSummary {
  externalId: string;
  title: string;
  description: string | null;
  status: ListVisibility;
  slug: string | null;
  moderationStatus: 'VISIBLE' | 'HIDDEN';
  createdAt: string;
  updatedAt: string;
  itemCount: number;
  /** The first items, for the card's thumbnails. */
  previews: Array<{ externalId: string; title: string | null; imageUrl: string | null }>;
}

type Raw = GetShareableListsQuery['shareableLists'][number];

export function toListSummary(list: Raw): ListSummary {
  const edges = list.items.edges ?? [];
  return {
    externalId: list.externalId,
    title: list.title,
    description: list.description ?? null,
    status: list.status,
    slug: list.slug ?? null,
    moderationStatus: list.moderationStatus,
    createdAt: String(list.createdAt),
    updatedAt: String(list.updatedAt),
    itemCount: list.items.totalCount,
    previews: edges.map((edge) => ({
      externalId: edge.node.externalId,
      title: edge.node.title ?? null,
      imageUrl: (edge.node.imageUrl as string | null | undefined) ?? null,
    })),
  };
}

export async function fetchShareableLists(): Promise<ListSummary[]> {
  const data = await graphqlRequest(GetShareableListsDocument, {
    pagination: { first: LIST_PAGE_SIZE },
  });
  return data.shareableLists.map(toListSummary);
}

export function useShareableLists() {
  return useQuery({ queryKey: listsKeys.index, queryFn: fetchShareableLists });
}
