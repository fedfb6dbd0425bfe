/**
 * CreateShareableListItem (docs/POCKET-COMPATIBILITY.md §1.7): one save into an existing list, at
 * the end (sortOrder = the list's length + 1, docs/PRODUCT.md §8).
 */
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import type { ListItemInput } from '../state/add-plan';

const CreateShareableListItemDocument = graphql(`
  mutation CreateShareableListItem($data: CreateShareableListItemInput!) {
    createShareableListItem(data: $data) {
      createdAt
      excerpt
      externalId
      imageUrl
      itemId
      sortOrder
      title
      updatedAt
      url
      publisher
    }
  }
`);

export async function createShareableListItem(
  listExternalId: string,
  item: ListItemInput,
  listLength: number,
): Promise<void> {
  await graphqlRequest(CreateShareableListItemDocument, {
    data: { ...item, listExternalId, sortOrder: listLength + 1 },
  });
}
