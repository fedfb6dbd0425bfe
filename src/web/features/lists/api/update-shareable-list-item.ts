/**
 * UpdateShareableListItem (docs/POCKET-COMPATIBILITY.md §1.7): an item's note — add, edit, and
 * delete (an empty note, docs/PRODUCT.md §4).
 */
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';

const UpdateShareableListItemDocument = graphql(`
  mutation UpdateShareableListItem($data: UpdateShareableListItemInput!) {
    updateShareableListItem(data: $data) {
      note
      updatedAt
      externalId
    }
  }
`);

/** Saves `note` ('' removes it); resolves with the note as stored. */
export async function saveListItemNote(externalId: string, note: string): Promise<string | null> {
  const data = await graphqlRequest(UpdateShareableListItemDocument, {
    data: { externalId, note },
  });
  const stored = data.updateShareableListItem.note;
  return typeof stored === 'string' && stored !== '' ? stored : null;
}
