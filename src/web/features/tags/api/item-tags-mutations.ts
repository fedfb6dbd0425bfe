/**
 * The tag mutations on saves (docs/POCKET-COMPATIBILITY.md §1.5): ItemsTagsAdd (bulk: add the tags
 * to every save), ItemTagsReplace (the dialog's save for one item) and ItemTagsRemove (no tags
 * left). Each returns the saves' new tags, status and update time.
 */
import { graphql } from '../../../gql';
import type { ItemTagsReplaceMutation, SavedItemTagsInput } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-client';

const ItemsTagsAddDocument = graphql(`
  mutation ItemsTagsAdd($input: [SavedItemTagsInput!]!) {
    createSavedItemTags(input: $input) {
      status
      _updatedAt
      id
      tags {
        name
        id
      }
    }
  }
`);

const ItemTagsReplaceDocument = graphql(`
  mutation ItemTagsReplace($input: [SavedItemTagsInput!]!) {
    replaceSavedItemTags(input: $input) {
      tags {
        name
        id
      }
      status
      _updatedAt
      id
    }
  }
`);

const ItemTagsRemoveDocument = graphql(`
  mutation ItemTagsRemove($savedItemId: ID) {
    updateSavedItemRemoveTags(savedItemId: $savedItemId) {
      tags {
        name
        id
      }
      status
      _updatedAt
      id
    }
  }
`);

/** What a tag mutation says about each save it changed. */
export type TaggedSave = ItemTagsReplaceMutation['replaceSavedItemTags'][number];

export async function addItemsTags(input: SavedItemTagsInput[]): Promise<TaggedSave[]> {
  return (await graphqlRequest(ItemsTagsAddDocument, { input })).createSavedItemTags;
}

export async function replaceItemTags(input: SavedItemTagsInput[]): Promise<TaggedSave[]> {
  return (await graphqlRequest(ItemTagsReplaceDocument, { input })).replaceSavedItemTags;
}

export async function removeItemTags(savedItemId: string): Promise<TaggedSave> {
  return (await graphqlRequest(ItemTagsRemoveDocument, { savedItemId })).updateSavedItemRemoveTags;
}
