/** DeleteShareableList (docs/POCKET-COMPATIBILITY.md §1.7). */
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';

const DeleteShareableListDocument = graphql(`
  mutation DeleteShareableList($externalId: ID!) {
    deleteShareableList(externalId: $externalId) {
      externalId
    }
  }
`);

export async function deleteShareableList(externalId: string): Promise<void> {
  await graphqlRequest(DeleteShareableListDocument, { externalId });
}
