/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n      query ExtensionItemByUrl($url: String!) {\n        itemByUrl(url: $url) {\n          readerSlug\n          savedItem {\n            id\n            isArchived\n            _createdAt\n            _deletedAt\n            tags {\n              name\n            }\n          }\n        }\n      }\n    ": typeof types.ExtensionItemByUrlDocument,
    "\n      query ExtensionTags($id: ID!) {\n        user {\n          tagsList\n          savedItemById(id: $id) {\n            tags {\n              name\n            }\n            suggestedTags {\n              name\n            }\n          }\n        }\n      }\n    ": typeof types.ExtensionTagsDocument,
    "\n      mutation ExtensionSetTags($input: [SavedItemTagsInput!]!) {\n        replaceSavedItemTags(input: $input) {\n          tags {\n            name\n          }\n        }\n      }\n    ": typeof types.ExtensionSetTagsDocument,
    "\n      query ExtensionLists {\n        shareableListsPilotUser\n        shareableLists {\n          externalId\n          title\n        }\n      }\n    ": typeof types.ExtensionListsDocument,
    "\n      mutation ExtensionAddToList($listExternalId: ID!, $items: [AddItemInput!]!) {\n        addToShareableList(listExternalId: $listExternalId, items: $items) {\n          externalId\n        }\n      }\n    ": typeof types.ExtensionAddToListDocument,
    "\n      mutation ExtensionCreateList(\n        $listData: CreateShareableListInput!\n        $itemData: [AddItemInput!]!\n      ) {\n        createAndAddToShareableList(listData: $listData, itemData: $itemData) {\n          externalId\n          title\n        }\n      }\n    ": typeof types.ExtensionCreateListDocument,
    "mutation ExtensionArchive($id: ID!) { updateSavedItemArchive(id: $id) { id } }": typeof types.ExtensionArchiveDocument,
    "mutation ExtensionUnArchive($id: ID!) { updateSavedItemUnArchive(id: $id) { id } }": typeof types.ExtensionUnArchiveDocument,
    "\n      mutation ExtensionDelete($id: ID!) {\n        deleteSavedItem(id: $id)\n      }\n    ": typeof types.ExtensionDeleteDocument,
    "\n      mutation ExtensionUndelete($id: ID!) {\n        updateSavedItemUnDelete(id: $id) {\n          id\n        }\n      }\n    ": typeof types.ExtensionUndeleteDocument,
};
const documents: Documents = {
    "\n      query ExtensionItemByUrl($url: String!) {\n        itemByUrl(url: $url) {\n          readerSlug\n          savedItem {\n            id\n            isArchived\n            _createdAt\n            _deletedAt\n            tags {\n              name\n            }\n          }\n        }\n      }\n    ": types.ExtensionItemByUrlDocument,
    "\n      query ExtensionTags($id: ID!) {\n        user {\n          tagsList\n          savedItemById(id: $id) {\n            tags {\n              name\n            }\n            suggestedTags {\n              name\n            }\n          }\n        }\n      }\n    ": types.ExtensionTagsDocument,
    "\n      mutation ExtensionSetTags($input: [SavedItemTagsInput!]!) {\n        replaceSavedItemTags(input: $input) {\n          tags {\n            name\n          }\n        }\n      }\n    ": types.ExtensionSetTagsDocument,
    "\n      query ExtensionLists {\n        shareableListsPilotUser\n        shareableLists {\n          externalId\n          title\n        }\n      }\n    ": types.ExtensionListsDocument,
    "\n      mutation ExtensionAddToList($listExternalId: ID!, $items: [AddItemInput!]!) {\n        addToShareableList(listExternalId: $listExternalId, items: $items) {\n          externalId\n        }\n      }\n    ": types.ExtensionAddToListDocument,
    "\n      mutation ExtensionCreateList(\n        $listData: CreateShareableListInput!\n        $itemData: [AddItemInput!]!\n      ) {\n        createAndAddToShareableList(listData: $listData, itemData: $itemData) {\n          externalId\n          title\n        }\n      }\n    ": types.ExtensionCreateListDocument,
    "mutation ExtensionArchive($id: ID!) { updateSavedItemArchive(id: $id) { id } }": types.ExtensionArchiveDocument,
    "mutation ExtensionUnArchive($id: ID!) { updateSavedItemUnArchive(id: $id) { id } }": types.ExtensionUnArchiveDocument,
    "\n      mutation ExtensionDelete($id: ID!) {\n        deleteSavedItem(id: $id)\n      }\n    ": types.ExtensionDeleteDocument,
    "\n      mutation ExtensionUndelete($id: ID!) {\n        updateSavedItemUnDelete(id: $id) {\n          id\n        }\n      }\n    ": types.ExtensionUndeleteDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ExtensionItemByUrl($url: String!) {\n        itemByUrl(url: $url) {\n          readerSlug\n          savedItem {\n            id\n            isArchived\n            _createdAt\n            _deletedAt\n            tags {\n              name\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').ExtensionItemByUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ExtensionTags($id: ID!) {\n        user {\n          tagsList\n          savedItemById(id: $id) {\n            tags {\n              name\n            }\n            suggestedTags {\n              name\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').ExtensionTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ExtensionSetTags($input: [SavedItemTagsInput!]!) {\n        replaceSavedItemTags(input: $input) {\n          tags {\n            name\n          }\n        }\n      }\n    "): typeof import('./graphql').ExtensionSetTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ExtensionLists {\n        shareableListsPilotUser\n        shareableLists {\n          externalId\n          title\n        }\n      }\n    "): typeof import('./graphql').ExtensionListsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ExtensionAddToList($listExternalId: ID!, $items: [AddItemInput!]!) {\n        addToShareableList(listExternalId: $listExternalId, items: $items) {\n          externalId\n        }\n      }\n    "): typeof import('./graphql').ExtensionAddToListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ExtensionCreateList(\n        $listData: CreateShareableListInput!\n        $itemData: [AddItemInput!]!\n      ) {\n        createAndAddToShareableList(listData: $listData, itemData: $itemData) {\n          externalId\n          title\n        }\n      }\n    "): typeof import('./graphql').ExtensionCreateListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExtensionArchive($id: ID!) { updateSavedItemArchive(id: $id) { id } }"): typeof import('./graphql').ExtensionArchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExtensionUnArchive($id: ID!) { updateSavedItemUnArchive(id: $id) { id } }"): typeof import('./graphql').ExtensionUnArchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ExtensionDelete($id: ID!) {\n        deleteSavedItem(id: $id)\n      }\n    "): typeof import('./graphql').ExtensionDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ExtensionUndelete($id: ID!) {\n        updateSavedItemUnDelete(id: $id) {\n          id\n        }\n      }\n    "): typeof import('./graphql').ExtensionUndeleteDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
