/**
 * The GraphQL operations the extension uses (names from schema.graphql), each a small typed
 * function over api.graphql. Each document is marked with the GraphQL comment, so `npm run gen`
 * generates its result and variables types (extension/src/gql, from codegen.ts).
 */
import type {
  ExtensionAddToListMutation,
  ExtensionAddToListMutationVariables,
  ExtensionArchiveMutation,
  ExtensionArchiveMutationVariables,
  ExtensionCreateListMutation,
  ExtensionCreateListMutationVariables,
  ExtensionDeleteMutation,
  ExtensionDeleteMutationVariables,
  ExtensionItemByUrlQuery,
  ExtensionItemByUrlQueryVariables,
  ExtensionListsQuery,
  ExtensionListsQueryVariables,
  ExtensionSetTagsMutation,
  ExtensionSetTagsMutationVariables,
  ExtensionTagsQuery,
  ExtensionTagsQueryVariables,
  ExtensionUnArchiveMutation,
  ExtensionUnArchiveMutationVariables,
  ExtensionUndeleteMutation,
  ExtensionUndeleteMutationVariables,
} from '../gql/graphql.js';
import { graphql } from './api.js';
import type { Connection } from './settings.js';

export interface SavedState {
  savedItemId: string;
  readerSlug: string | null;
  isArchived: boolean;
  createdAt: number;
  tags: string[];
}

/** The user's save of `url`, or null (itemByUrl never reveals other people's saves). */
export async function findSave(connection: Connection, url: string): Promise<SavedState | null> {
  const data = await graphql<ExtensionItemByUrlQuery, ExtensionItemByUrlQueryVariables>(
    connection,
    /* GraphQL */ `
      query ExtensionItemByUrl($url: String!) {
        itemByUrl(url: $url) {
          readerSlug
          savedItem {
            id
            isArchived
            _createdAt
            _deletedAt
            tags {
              name
            }
          }
        }
      }
    `,
    { url },
  );
  const saved = data.itemByUrl?.savedItem;
  if (!saved || saved._deletedAt) return null;
  return {
    savedItemId: saved.id,
    readerSlug: data.itemByUrl?.readerSlug ?? null,
    isArchived: saved.isArchived,
    createdAt: saved._createdAt,
    tags: (saved.tags ?? []).map((tag) => tag.name),
  };
}

export interface TagChoices {
  /** The user's tags, in name order. */
  all: string[];
  /** Premium: the user's tags that fit this save (empty for free accounts). */
  suggested: string[];
  current: string[];
}

export async function tagChoices(connection: Connection, savedItemId: string): Promise<TagChoices> {
  const data = await graphql<ExtensionTagsQuery, ExtensionTagsQueryVariables>(
    connection,
    /* GraphQL */ `
      query ExtensionTags($id: ID!) {
        user {
          tagsList
          savedItemById(id: $id) {
            tags {
              name
            }
            suggestedTags {
              name
            }
          }
        }
      }
    `,
    { id: savedItemId },
  );
  const saved = data.user?.savedItemById;
  return {
    all: data.user?.tagsList ?? [],
    suggested: (saved?.suggestedTags ?? []).map((tag) => tag.name),
    current: (saved?.tags ?? []).map((tag) => tag.name),
  };
}

/** Makes `tags` the save's only tags (adding and removing both go through here). */
export async function setTags(
  connection: Connection,
  savedItemId: string,
  tags: string[],
): Promise<string[]> {
  const data = await graphql<ExtensionSetTagsMutation, ExtensionSetTagsMutationVariables>(
    connection,
    /* GraphQL */ `
      mutation ExtensionSetTags($input: [SavedItemTagsInput!]!) {
        replaceSavedItemTags(input: $input) {
          tags {
            name
          }
        }
      }
    `,
    { input: [{ savedItemId, tags }] },
  );
  return (data.replaceSavedItemTags[0]?.tags ?? []).map((tag) => tag.name);
}

export interface ListChoice {
  externalId: string;
  title: string;
}

/** The user's lists, or null when the account can't make lists (not in the lists pilot). */
export async function userLists(connection: Connection): Promise<ListChoice[] | null> {
  const data = await graphql<ExtensionListsQuery, ExtensionListsQueryVariables>(
    connection,
    /* GraphQL */ `
      query ExtensionLists {
        shareableListsPilotUser
        shareableLists {
          externalId
          title
        }
      }
    `,
  );
  return data.shareableListsPilotUser ? data.shareableLists : null;
}

export interface ListEntry {
  itemId: string;
  url: string;
  title: string;
}

export async function addToList(
  connection: Connection,
  listExternalId: string,
  entry: ListEntry,
): Promise<void> {
  await graphql<ExtensionAddToListMutation, ExtensionAddToListMutationVariables>(
    connection,
    /* GraphQL */ `
      mutation ExtensionAddToList($listExternalId: ID!, $items: [AddItemInput!]!) {
        addToShareableList(listExternalId: $listExternalId, items: $items) {
          externalId
        }
      }
    `,
    { listExternalId, items: [entry] },
  );
}

export async function createListWith(
  connection: Connection,
  title: string,
  entry: ListEntry,
): Promise<ListChoice> {
  const data = await graphql<ExtensionCreateListMutation, ExtensionCreateListMutationVariables>(
    connection,
    /* GraphQL */ `
      mutation ExtensionCreateList(
        $listData: CreateShareableListInput!
        $itemData: [AddItemInput!]!
      ) {
        createAndAddToShareableList(listData: $listData, itemData: $itemData) {
          externalId
          title
        }
      }
    `,
    { listData: { title }, itemData: [entry] },
  );
  if (!data.createAndAddToShareableList) throw new Error('The list could not be created.');
  return data.createAndAddToShareableList;
}

export async function archive(
  connection: Connection,
  id: string,
  archived: boolean,
): Promise<void> {
  // The two mutations take the same `$id: ID!`; each is sent on one line, as it is written.
  // prettier-ignore
  await graphql<
    ExtensionArchiveMutation | ExtensionUnArchiveMutation,
    ExtensionArchiveMutationVariables & ExtensionUnArchiveMutationVariables
  >(
    connection,
    archived
      ? /* GraphQL */ `mutation ExtensionArchive($id: ID!) { updateSavedItemArchive(id: $id) { id } }`
      : /* GraphQL */ `mutation ExtensionUnArchive($id: ID!) { updateSavedItemUnArchive(id: $id) { id } }`,
    { id },
  );
}

export async function remove(connection: Connection, id: string): Promise<void> {
  await graphql<ExtensionDeleteMutation, ExtensionDeleteMutationVariables>(
    connection,
    /* GraphQL */ `
      mutation ExtensionDelete($id: ID!) {
        deleteSavedItem(id: $id)
      }
    `,
    {
      id,
    },
  );
}

export async function undoRemove(connection: Connection, id: string): Promise<void> {
  await graphql<ExtensionUndeleteMutation, ExtensionUndeleteMutationVariables>(
    connection,
    /* GraphQL */ `
      mutation ExtensionUndelete($id: ID!) {
        updateSavedItemUnDelete(id: $id) {
          id
        }
      }
    `,
    { id },
  );
}
