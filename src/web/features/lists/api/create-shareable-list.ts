/**
 * CreateShareableList (docs/POCKET-COMPATIBILITY.md §1.7): a new list, optionally with a first
 * item. Used by Create List when no save, or exactly one, goes into the new list.
 */
import { graphql } from '../../../gql';
import type { CreateShareableListInput } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-client';
import type { ListItemInput } from '../state/add-plan';
import { newListOf } from './shareable-list-fields';

const CreateShareableListDocument = graphql(`
  mutation CreateShareableList(
    $listData: CreateShareableListInput!
    $listItemData: CreateShareableListItemWithList
    $pagination: PaginationInput
  ) {
    createShareableList(listData: $listData, listItemData: $listItemData) {
      ...NewShareableList
    }
  }
`);

/** Resolves with the new list's externalId and title. */
export async function createShareableList(
  listData: CreateShareableListInput,
  firstItem: ListItemInput | null,
): Promise<{ externalId: string; title: string }> {
  const data = await graphqlRequest(CreateShareableListDocument, {
    listData,
    ...(firstItem ? { listItemData: { ...firstItem, sortOrder: 1 } } : {}),
    pagination: { first: 3 },
  });
  return newListOf(data.createShareableList);
}
