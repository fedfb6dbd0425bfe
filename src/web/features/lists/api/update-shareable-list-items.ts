/**
 * UpdateShareableListItems (docs/POCKET-COMPATIBILITY.md §1.7): new sortOrders, 1–30 items per
 * request.
 */
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import type { SortOrderUpdate } from '../state/reorder';

const UpdateShareableListItemsDocument = graphql(`
  mutation UpdateShareableListItems($data: [UpdateShareableListItemsInput!]!) {
    updateShareableListItems(data: $data) {
      sortOrder
      updatedAt
      externalId
    }
  }
`);

export async function updateShareableListItems(data: SortOrderUpdate[]): Promise<void> {
  await graphqlRequest(UpdateShareableListItemsDocument, { data });
}
