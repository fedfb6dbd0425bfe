/**
 * The requests of the changes to one save that may wait offline, keyed by the change's kind
 * (save-changes.ts): the one place each is sent from, online, by Undo and by the tagging dialog.
 * Each states its change, typed, so the outbox (features/offline) keeps it without reading the
 * document, and answers while it waits in the shape of the server's answer, with only the fields
 * the change sets (the callers merge answers into what they show and leave absent fields out).
 * Bulk edit sends the same fields (FIELD_OF), aliased, in batches (bulk-batches.ts).
 */
import { graphql } from '../../gql';
import type { ItemTagsReplaceMutation, TypedDocumentString } from '../../gql/graphql';
import { graphqlQueueableRequest } from '../graphql-client';
import { tagObjects, toggledState } from './save-changes';
import type { SaveChange, ToggleAction } from './save-changes';
import type { SavedItemSummary } from './saved-items-page';

const ItemArchiveDocument = graphql(`
  mutation ItemArchive($itemId: ID!) {
    updateSavedItemArchive(id: $itemId) {
      ...SavedItemSummary
    }
  }
`);

const ItemUnArchiveDocument = graphql(`
  mutation ItemUnArchive($itemId: ID!) {
    updateSavedItemUnArchive(id: $itemId) {
      ...SavedItemSummary
    }
  }
`);

const ItemFavoriteDocument = graphql(`
  mutation ItemFavorite($itemId: ID!) {
    updateSavedItemFavorite(id: $itemId) {
      ...SavedItemSummary
    }
  }
`);

const ItemUnFavoriteDocument = graphql(`
  mutation ItemUnFavorite($itemId: ID!) {
    updateSavedItemUnFavorite(id: $itemId) {
      ...SavedItemSummary
    }
  }
`);

const ItemDeleteDocument = graphql(`
  mutation ItemDelete($itemId: ID!) {
    deleteSavedItem(id: $itemId)
  }
`);

const ItemUnDeleteDocument = graphql(`
  mutation ItemUnDelete($itemId: ID!) {
    updateSavedItemUnDelete(id: $itemId) {
      ...SavedItemSummary
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

/** What a tag request says about each save it changed. */
export type TaggedSave = ItemTagsReplaceMutation['replaceSavedItemTags'][number];

/** The GraphQL field each toggle and delete calls, in single and bulk requests alike. */
export const FIELD_OF = {
  archive: 'updateSavedItemArchive',
  unarchive: 'updateSavedItemUnArchive',
  favorite: 'updateSavedItemFavorite',
  unfavorite: 'updateSavedItemUnFavorite',
  delete: 'deleteSavedItem',
} as const satisfies Record<ToggleAction | 'delete', string>;

/**
 * Sends `document` as the change `change`. The answer while waiting has only the fields the change
 * sets: it stands for the whole answer, as the callers merge it and leave absent fields out.
 */
function sendChange<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  change: SaveChange,
  answerWhileWaiting: (nowSeconds: number) => Record<string, unknown>,
): Promise<TResult> {
  return graphqlQueueableRequest(document, variables, {
    change,
    answerWhileWaiting: (nowSeconds) => answerWhileWaiting(nowSeconds) as TResult,
  });
}

/** A toggle's answer while it waits: the save's id and the state the toggle sets. */
const toggleAnswer = (action: ToggleAction, itemId: string) => (nowSeconds: number) => ({
  [FIELD_OF[action]]: { id: itemId, ...toggledState(action, nowSeconds) },
});

/** A tag request's answer while it waits: the save's new tags, its status and time unknown. */
const taggedAnswer = (savedItemId: string, tags: readonly string[]) => ({
  id: savedItemId,
  tags: tagObjects(tags),
  status: null,
  _updatedAt: null,
});

/** The one request of each change to one save that may wait offline. */
export const SAVE_REQUESTS = {
  archive: async (itemId: string): Promise<SavedItemSummary> =>
    (
      await sendChange(
        ItemArchiveDocument,
        { itemId },
        { kind: 'archive', savedItemId: itemId },
        toggleAnswer('archive', itemId),
      )
    ).updateSavedItemArchive,
  unarchive: async (itemId: string): Promise<SavedItemSummary> =>
    (
      await sendChange(
        ItemUnArchiveDocument,
        { itemId },
        { kind: 'unarchive', savedItemId: itemId },
        toggleAnswer('unarchive', itemId),
      )
    ).updateSavedItemUnArchive,
  favorite: async (itemId: string): Promise<SavedItemSummary> =>
    (
      await sendChange(
        ItemFavoriteDocument,
        { itemId },
        { kind: 'favorite', savedItemId: itemId },
        toggleAnswer('favorite', itemId),
      )
    ).updateSavedItemFavorite,
  unfavorite: async (itemId: string): Promise<SavedItemSummary> =>
    (
      await sendChange(
        ItemUnFavoriteDocument,
        { itemId },
        { kind: 'unfavorite', savedItemId: itemId },
        toggleAnswer('unfavorite', itemId),
      )
    ).updateSavedItemUnFavorite,
  delete: async (itemId: string): Promise<void> => {
    await sendChange(
      ItemDeleteDocument,
      { itemId },
      { kind: 'delete', savedItemId: itemId },
      () => ({ deleteSavedItem: itemId }),
    );
  },
  undelete: async (itemId: string): Promise<SavedItemSummary> =>
    (
      await sendChange(
        ItemUnDeleteDocument,
        { itemId },
        { kind: 'undelete', savedItemId: itemId },
        () => ({ updateSavedItemUnDelete: { id: itemId } }),
      )
    ).updateSavedItemUnDelete,
  /** The save's tags become `tags` (ItemTagsReplace, one save per request). */
  replaceTags: async (savedItemId: string, tags: readonly string[]): Promise<TaggedSave[]> =>
    (
      await sendChange(
        ItemTagsReplaceDocument,
        { input: [{ savedItemId, tags: [...tags] }] },
        { kind: 'tags', savedItemId, tags: [...tags] },
        () => ({ replaceSavedItemTags: [taggedAnswer(savedItemId, tags)] }),
      )
    ).replaceSavedItemTags,
  /** The save keeps no tag (ItemTagsRemove). */
  removeTags: async (savedItemId: string): Promise<TaggedSave> =>
    (
      await sendChange(
        ItemTagsRemoveDocument,
        { savedItemId },
        { kind: 'tags', savedItemId, tags: [] },
        () => ({ updateSavedItemRemoveTags: taggedAnswer(savedItemId, []) }),
      )
    ).updateSavedItemRemoveTags,
};

/** Archive, re-add, favorite or unfavorite one save; the save's new state. */
export const requestToggle = (action: ToggleAction, itemId: string) =>
  SAVE_REQUESTS[action](itemId);
