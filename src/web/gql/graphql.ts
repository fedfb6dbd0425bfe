/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Relay pagination: first/after pages forward, last/before backward. Default page 30, maximum 100. */
export type PaginationInput = {
  after?: string | null | undefined;
  before?: string | null | undefined;
  first?: number | null | undefined;
  last?: number | null | undefined;
};

export type SavedItemStatus =
  | 'ARCHIVED'
  | 'DELETED'
  | 'HIDDEN'
  | 'UNREAD';

export type SavedItemStatusFilter =
  | 'ARCHIVED'
  | 'HIDDEN'
  | 'UNREAD';

export type SavedItemUpsertInput = {
  isFavorite?: boolean | null | undefined;
  /** When the save was made (unix seconds); defaults to now. */
  timestamp?: number | null | undefined;
  title?: string | null | undefined;
  url: string;
};

export type SavedItemsFilter = {
  isArchived?: boolean | null | undefined;
  isFavorite?: boolean | null | undefined;
  status?: SavedItemStatusFilter | null | undefined;
  statuses?: Array<SavedItemStatusFilter> | null | undefined;
  /** Saves updated strictly before this time (unix seconds). */
  updatedBefore?: number | null | undefined;
  /** Saves updated strictly after this time (unix seconds). */
  updatedSince?: number | null | undefined;
};

export type SavedItemsSort = {
  sortBy: SavedItemsSortBy;
  sortOrder: SavedItemsSortOrder;
};

export type SavedItemsSortBy =
  | 'ARCHIVED_AT'
  | 'CREATED_AT'
  | 'FAVORITED_AT'
  | 'UPDATED_AT';

export type SavedItemsSortOrder =
  | 'ASC'
  | 'DESC';

export type GetSavedItemsQueryVariables = Exact<{
  filter?: SavedItemsFilter | null | undefined;
  sort?: SavedItemsSort | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type GetSavedItemsQuery = { user: { savedItems: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null } | null }> | null, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null };

export type SavedItemSummaryFragment = { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null };

export type ItemUpsertMutationVariables = Exact<{
  input: SavedItemUpsertInput;
}>;


export type ItemUpsertMutation = { upsertSavedItem: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const SavedItemSummaryFragmentDoc = new TypedDocumentString(`
    fragment SavedItemSummary on SavedItem {
  id
  url
  title
  status
  isFavorite
  favoritedAt
  isArchived
  archivedAt
  _createdAt
  _updatedAt
}
    `, {"fragmentName":"SavedItemSummary"}) as unknown as TypedDocumentString<SavedItemSummaryFragment, unknown>;
export const GetSavedItemsDocument = new TypedDocumentString(`
    query GetSavedItems($filter: SavedItemsFilter, $sort: SavedItemsSort, $pagination: PaginationInput) {
  user {
    savedItems(filter: $filter, sort: $sort, pagination: $pagination) {
      edges {
        cursor
        node {
          ...SavedItemSummary
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      totalCount
    }
  }
}
    fragment SavedItemSummary on SavedItem {
  id
  url
  title
  status
  isFavorite
  favoritedAt
  isArchived
  archivedAt
  _createdAt
  _updatedAt
}`) as unknown as TypedDocumentString<GetSavedItemsQuery, GetSavedItemsQueryVariables>;
export const ItemUpsertDocument = new TypedDocumentString(`
    mutation ItemUpsert($input: SavedItemUpsertInput!) {
  upsertSavedItem(input: $input) {
    ...SavedItemSummary
  }
}
    fragment SavedItemSummary on SavedItem {
  id
  url
  title
  status
  isFavorite
  favoritedAt
  isArchived
  archivedAt
  _createdAt
  _updatedAt
}`) as unknown as TypedDocumentString<ItemUpsertMutation, ItemUpsertMutationVariables>;