/**
 * BulkCreateShareableListItems (docs/POCKET-COMPATIBILITY.md §1.7): addToShareableList, 1–30 saves
 * appended to a list per request (docs/PRODUCT.md §9 batches).
 */
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import type { ListItemInput } from '../state/add-plan';

const BulkCreateShareableListItemsDocument = graphql(`
  mutation BulkCreateShareableListItems(
    $listExternalId: ID!
    $items: [AddItemInput!]!
    $pagination: PaginationInput
  ) {
    addToShareableList(listExternalId: $listExternalId, items: $items) {
      externalId
      items(pagination: $pagination) {
        ...ShareableListItemsPreview
      }
    }
  }
`);

export async function addToShareableList(
  listExternalId: string,
  items: ListItemInput[],
): Promise<void> {
  await graphqlRequest(BulkCreateShareableListItemsDocument, {
    listExternalId,
    items,
    pagination: { first: 3 },
  });
}
