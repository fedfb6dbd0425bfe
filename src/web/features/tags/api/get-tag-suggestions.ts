/**
 * SavedItemById (docs/POCKET-COMPATIBILITY.md §1.5): the tags the server suggests for one save.
 * Premium accounts get up to five of their own tags that fit the item; free accounts get none.
 */
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';

const SavedItemByIdDocument = graphql(`
  query SavedItemById($savedItemByIdId: ID!) {
    user {
      savedItemById(id: $savedItemByIdId) {
        suggestedTags {
          name
          id
        }
      }
    }
  }
`);

/** Suggested tag names for the save with this id (empty when there are none). */
export async function fetchTagSuggestions(savedItemId: string): Promise<string[]> {
  const data = await graphqlRequest(SavedItemByIdDocument, { savedItemByIdId: savedItemId });
  return (data.user?.savedItemById?.suggestedTags ?? []).map((tag) => tag.name);
}
