/**
 * CreateAndAddToShareableList (docs/POCKET-COMPATIBILITY.md §1.7): a new list with its first items
 * (the first 3 of a multi-save add, docs/PRODUCT.md §9); the rest follow with
 * BulkCreateShareableListItems.
 */
import { graphql } from '../../../gql';
import type { CreateShareableListInput } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-client';
import type { ListItemInput } from '../state/add-plan';
import { newListOf } from './shareable-list-fields';

const CreateAndAddToShareableListDocument = graphql(`
  mutation CreateAndAddToShareableList(
    $listData: CreateShareableListInput!
    $itemData: [AddItemInput!]!
    $pagination: PaginationInput
  ) {
    createAndAddToShareableList(listData: $listData, itemData: $itemData) {
      ...NewShareableList
    }
  }
`);

export async function createAndAddToShareableList(
  listData: CreateShareableListInput,
  itemData: ListItemInput[],
): Promise<{ externalId: string; title: string }> {
  const data = await graphqlRequest(CreateAndAddToShareableListDocument, {
    listData,
    itemData,
    pagination: { first: 3 },
  });
  return newListOf(data.createAndAddToShareableList);
}
