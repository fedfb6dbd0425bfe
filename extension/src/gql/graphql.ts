/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** An item appended at the end of a list. */
export type AddItemInput = {
  /** Comma-joined author names. */
  authors?: string | null | undefined;
  excerpt?: string | null | undefined;
  /** Missing or empty means no image (null). */
  imageUrl?: string | null | undefined;
  /** The itemId of the saved page. */
  itemId: string;
  /** Up to 300 characters. */
  note?: string | null | undefined;
  publisher?: string | null | undefined;
  title?: string | null | undefined;
  url: string;
};

export type CreateShareableListInput = {
  /** Up to 200 characters, trimmed; empty means none. */
  description?: string | null | undefined;
  listItemNoteVisibility?: ShareableListVisibility | null | undefined;
  /** Up to 100 characters, trimmed. */
  title: string;
};

export type SavedItemTagsInput = {
  savedItemId: string;
  tags: Array<string>;
};

/** Used for both a list status and its listItemNoteVisibility. */
export type ShareableListVisibility =
  | 'PRIVATE'
  | 'PUBLIC';

export type ExtensionItemByUrlQueryVariables = Exact<{
  url: string;
}>;


export type ExtensionItemByUrlQuery = { itemByUrl: { readerSlug: string, savedItem: { id: string, isArchived: boolean, _createdAt: number, _deletedAt: number | null, tags: Array<{ name: string }> | null } | null } | null };

export type ExtensionTagsQueryVariables = Exact<{
  id: string;
}>;


export type ExtensionTagsQuery = { user: { tagsList: Array<string> | null, savedItemById: { tags: Array<{ name: string }> | null, suggestedTags: Array<{ name: string }> | null } | null } | null };

export type ExtensionSetTagsMutationVariables = Exact<{
  input: Array<SavedItemTagsInput> | SavedItemTagsInput;
}>;


export type ExtensionSetTagsMutation = { replaceSavedItemTags: Array<{ tags: Array<{ name: string }> | null }> };

export type ExtensionListsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExtensionListsQuery = { shareableListsPilotUser: boolean, shareableLists: Array<{ externalId: string, title: string }> };

export type ExtensionAddToListMutationVariables = Exact<{
  listExternalId: string;
  items: Array<AddItemInput> | AddItemInput;
}>;


export type ExtensionAddToListMutation = { addToShareableList: { externalId: string } };

export type ExtensionCreateListMutationVariables = Exact<{
  listData: CreateShareableListInput;
  itemData: Array<AddItemInput> | AddItemInput;
}>;


export type ExtensionCreateListMutation = { createAndAddToShareableList: { externalId: string, title: string } | null };

export type ExtensionArchiveMutationVariables = Exact<{
  id: string;
}>;


export type ExtensionArchiveMutation = { updateSavedItemArchive: { id: string } };

export type ExtensionUnArchiveMutationVariables = Exact<{
  id: string;
}>;


export type ExtensionUnArchiveMutation = { updateSavedItemUnArchive: { id: string } };

export type ExtensionDeleteMutationVariables = Exact<{
  id: string;
}>;


export type ExtensionDeleteMutation = { deleteSavedItem: string };

export type ExtensionUndeleteMutationVariables = Exact<{
  id: string;
}>;


export type ExtensionUndeleteMutation = { updateSavedItemUnDelete: { id: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const ExtensionItemByUrlDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ExtensionItemByUrlQuery, ExtensionItemByUrlQueryVariables>;
export const ExtensionTagsDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ExtensionTagsQuery, ExtensionTagsQueryVariables>;
export const ExtensionSetTagsDocument = new TypedDocumentString(`
    mutation ExtensionSetTags($input: [SavedItemTagsInput!]!) {
  replaceSavedItemTags(input: $input) {
    tags {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ExtensionSetTagsMutation, ExtensionSetTagsMutationVariables>;
export const ExtensionListsDocument = new TypedDocumentString(`
    query ExtensionLists {
  shareableListsPilotUser
  shareableLists {
    externalId
    title
  }
}
    `) as unknown as TypedDocumentString<ExtensionListsQuery, ExtensionListsQueryVariables>;
export const ExtensionAddToListDocument = new TypedDocumentString(`
    mutation ExtensionAddToList($listExternalId: ID!, $items: [AddItemInput!]!) {
  addToShareableList(listExternalId: $listExternalId, items: $items) {
    externalId
  }
}
    `) as unknown as TypedDocumentString<ExtensionAddToListMutation, ExtensionAddToListMutationVariables>;
export const ExtensionCreateListDocument = new TypedDocumentString(`
    mutation ExtensionCreateList($listData: CreateShareableListInput!, $itemData: [AddItemInput!]!) {
  createAndAddToShareableList(listData: $listData, itemData: $itemData) {
    externalId
    title
  }
}
    `) as unknown as TypedDocumentString<ExtensionCreateListMutation, ExtensionCreateListMutationVariables>;
export const ExtensionArchiveDocument = new TypedDocumentString(`
    mutation ExtensionArchive($id: ID!) {
  updateSavedItemArchive(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ExtensionArchiveMutation, ExtensionArchiveMutationVariables>;
export const ExtensionUnArchiveDocument = new TypedDocumentString(`
    mutation ExtensionUnArchive($id: ID!) {
  updateSavedItemUnArchive(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ExtensionUnArchiveMutation, ExtensionUnArchiveMutationVariables>;
export const ExtensionDeleteDocument = new TypedDocumentString(`
    mutation ExtensionDelete($id: ID!) {
  deleteSavedItem(id: $id)
}
    `) as unknown as TypedDocumentString<ExtensionDeleteMutation, ExtensionDeleteMutationVariables>;
export const ExtensionUndeleteDocument = new TypedDocumentString(`
    mutation ExtensionUndelete($id: ID!) {
  updateSavedItemUnDelete(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ExtensionUndeleteMutation, ExtensionUndeleteMutationVariables>;