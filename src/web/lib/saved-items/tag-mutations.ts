/**
 * Tags on saves (docs/POCKET-COMPATIBILITY.md §1.5): ItemsTagsAdd, bulk edit's "add these tags to
 * every selected save" (never waits offline), and writing what a tag request answers into the
 * saves lists. One save's tags are replaced or removed by SAVE_REQUESTS (save-requests.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../gql';
import type { SavedItemTagsInput } from '../../gql/graphql';
import { graphqlRequest } from '../graphql-client';
import { patchItem } from './saved-items-cache';
import type { TaggedSave } from './save-requests';

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

/** Adds the tags to each save (one request, at most 30 saves: docs/PRODUCT.md §9). */
export async function addItemsTags(input: SavedItemTagsInput[]): Promise<TaggedSave[]> {
  return (await graphqlRequest(ItemsTagsAddDocument, { input })).createSavedItemTags;
}

/** Each save's new tags in every saves list (a save leaves a tag view whose tag it lost). */
export function applyTaggedSaves(client: QueryClient, saves: readonly TaggedSave[]): void {
  for (const save of saves) {
    patchItem(client, save.id, (item) => ({
      ...item,
      tags: save.tags ?? [],
      status: save.status ?? item.status,
      _updatedAt: save._updatedAt ?? item._updatedAt,
    }));
  }
}
