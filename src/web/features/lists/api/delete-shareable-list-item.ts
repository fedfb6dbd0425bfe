/** deleteShareableListItem (docs/POCKET-COMPATIBILITY.md §1.7): removes one item from its list. */
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';

const DeleteShareableListItemDocument = graphql(`
  mutation deleteShareableListItem($externalId: ID!) {
    deleteShareableListItem(externalId: $externalId) {
      externalId
    }
  }
`);

export async function deleteShareableListItem(externalId: string): Promise<void> {
  await graphqlRequest(DeleteShareableListItemDocument, { externalId });
}
