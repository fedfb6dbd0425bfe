/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query GetSavedItems(\n    $filter: SavedItemsFilter\n    $sort: SavedItemsSort\n    $pagination: PaginationInput\n  ) {\n    user {\n      savedItems(filter: $filter, sort: $sort, pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            ...SavedItemSummary\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": typeof types.GetSavedItemsDocument,
    "\n  fragment SavedItemSummary on SavedItem {\n    id\n    url\n    title\n    status\n    isFavorite\n    favoritedAt\n    isArchived\n    archivedAt\n    _createdAt\n    _updatedAt\n  }\n": typeof types.SavedItemSummaryFragmentDoc,
    "\n  mutation ItemUpsert($input: SavedItemUpsertInput!) {\n    upsertSavedItem(input: $input) {\n      ...SavedItemSummary\n    }\n  }\n": typeof types.ItemUpsertDocument,
};
const documents: Documents = {
    "\n  query GetSavedItems(\n    $filter: SavedItemsFilter\n    $sort: SavedItemsSort\n    $pagination: PaginationInput\n  ) {\n    user {\n      savedItems(filter: $filter, sort: $sort, pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            ...SavedItemSummary\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": types.GetSavedItemsDocument,
    "\n  fragment SavedItemSummary on SavedItem {\n    id\n    url\n    title\n    status\n    isFavorite\n    favoritedAt\n    isArchived\n    archivedAt\n    _createdAt\n    _updatedAt\n  }\n": types.SavedItemSummaryFragmentDoc,
    "\n  mutation ItemUpsert($input: SavedItemUpsertInput!) {\n    upsertSavedItem(input: $input) {\n      ...SavedItemSummary\n    }\n  }\n": types.ItemUpsertDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSavedItems(\n    $filter: SavedItemsFilter\n    $sort: SavedItemsSort\n    $pagination: PaginationInput\n  ) {\n    user {\n      savedItems(filter: $filter, sort: $sort, pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            ...SavedItemSummary\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').GetSavedItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedItemSummary on SavedItem {\n    id\n    url\n    title\n    status\n    isFavorite\n    favoritedAt\n    isArchived\n    archivedAt\n    _createdAt\n    _updatedAt\n  }\n"): typeof import('./graphql').SavedItemSummaryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ItemUpsert($input: SavedItemUpsertInput!) {\n    upsertSavedItem(input: $input) {\n      ...SavedItemSummary\n    }\n  }\n"): typeof import('./graphql').ItemUpsertDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
