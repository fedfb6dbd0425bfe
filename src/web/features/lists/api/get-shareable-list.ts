/**
 * ShareableList (docs/POCKET-COMPATIBILITY.md §1.7, owner view /lists/{externalId}): the list and
 * its items in sortOrder, read 30 at a time (`after: endCursor`) until the last page, since
 * reordering renumbers the whole list.
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ShareableListQuery } from '../../../gql/graphql';
import { graphqlRequest, GraphQLRequestError } from '../../../lib/graphql-client';
import { LIST_PAGE_SIZE } from '../state/limits';
import type { ListVisibility } from './get-shareable-lists';
import { listsKeys } from './list-keys';

const ShareableListDocument = graphql(`
  query ShareableList($externalId: ID!, $pagination: PaginationInput) {
    shareableList(externalId: $externalId) {
      title
      description
      externalId
      slug
      status
      listItemNoteVisibility
      moderationStatus
      createdAt
      updatedAt
      items(pagination: $pagination) {
        edges {
          cursor
          node {
            url
            title
            imageUrl
            externalId
            publisher
            excerpt
            authors
            note
            sortOrder
            createdAt
            updatedAt
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

export interface ListItem {
  externalId: string;
  url: string;
  title: string | null;
  imageUrl: string | null;
  publisher: string | null;
  excerpt: string | null;
  authors: string | null;
  note: string | null;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

export interface ListDetail {
  externalId: string;
  title: string;
  description: string | null;
  slug: string | null;
  status: ListVisibility;
  listItemNoteVisibility: ListVisibility;
  moderationStatus: 'VISIBLE' | 'HIDDEN';
  createdAt: string;
  updatedAt: string;
  items: ListItem[];
}

type RawList = NonNullable<ShareableListQuery['shareableList']>;
type RawItem = NonNullable<RawList['items']['edges']>[number]['node'];

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function toItem(node: RawItem): ListItem {
  return {
    externalId: node.externalId,
    url: String(node.url),
    title: text(node.title),
    imageUrl: text(node.imageUrl),
    publisher: text(node.publisher),
    excerpt: text(node.excerpt),
    authors: text(node.authors),
    note: text(node.note),
    sortOrder: node.sortOrder,
    createdAt: String(node.createdAt),
    updatedAt: String(node.updatedAt),
  };
}

/** The list with every item, or null when the server has no such list for this user. */
export async function fetchShareableList(externalId: string): Promise<ListDetail | null> {
  let head: Omit<ListDetail, 'items'> | null = null;
  const items: ListItem[] = [];
  let after: string | null = null;
  for (;;) {
    const data: ShareableListQuery = await graphqlRequest(ShareableListDocument, {
      externalId,
      pagination: after ? { first: LIST_PAGE_SIZE, after } : { first: LIST_PAGE_SIZE },
    });
    const list = data.shareableList;
    if (!list) return head ? { ...head, items } : null;
    items.push(...(list.items.edges ?? []).map((edge) => toItem(edge.node)));
    head ??= {
      externalId: list.externalId,
      title: list.title,
      description: text(list.description),
      slug: text(list.slug),
      status: list.status,
      listItemNoteVisibility: list.listItemNoteVisibility,
      moderationStatus: list.moderationStatus,
      createdAt: String(list.createdAt),
      updatedAt: String(list.updatedAt),
    };
    const next: string | null = list.items.pageInfo.endCursor ?? null;
    if (!list.items.pageInfo.hasNextPage || !next || next === after) return { ...head, items };
    after = next;
  }
}

/** Another user's list, or one that was deleted: the server says NOT_FOUND. */
export function isNotFound(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';
}

export function useShareableList(externalId: string) {
  return useQuery({
    queryKey: listsKeys.detail(externalId),
    queryFn: () => fetchShareableList(externalId),
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });
}
