/**
 * updateShareableList (docs/POCKET-COMPATIBILITY.md §1.7): List Settings — title, description,
 * status (PRIVATE/PUBLIC; the slug is made at first publication) and note visibility.
 */
import { graphql } from '../../../gql';
import type { UpdateShareableListInput } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-client';

const UpdateShareableListDocument = graphql(`
  mutation updateShareableList($data: UpdateShareableListInput!) {
    updateShareableList(data: $data) {
      updatedAt
      title
      status
      description
      slug
      listItemNoteVisibility
    }
  }
`);

export async function updateShareableList(data: UpdateShareableListInput) {
  return (await graphqlRequest(UpdateShareableListDocument, { data })).updateShareableList;
}
