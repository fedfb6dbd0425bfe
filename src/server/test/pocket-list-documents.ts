/**
 * Pocket's shareable-list documents (docs/POCKET-COMPATIBILITY.md §1.7), rebuilt from the compact
 * notation. graphql/schema.test.ts validates them; lists/pocket-list-documents.test.ts runs them
 * with data.
 */
const PAGE_INFO = 'pageInfo { endCursor hasNextPage hasPreviousPage startCursor }';
const SMALL_ITEMS = `items(pagination: $pagination) { edges { cursor node { title imageUrl externalId } } ${PAGE_INFO} totalCount }`;

export const POCKET_LIST_DOCUMENTS = {
  GetShareableLists: `query GetShareableLists($pagination: PaginationInput) { shareableLists { title description status slug listItemNoteVisibility createdAt updatedAt moderationStatus externalId ${SMALL_ITEMS} } }`,
  // Same operation name in Pocket's client, a second document (recent lists for the side nav).
  GetShareableListsRecent: `query GetShareableLists($pagination: PaginationInput) { shareableLists { title externalId items(pagination: $pagination) { edges { cursor node { title externalId itemId: externalId } } ${PAGE_INFO} totalCount } } }`,
  ShareableList: `query ShareableList($externalId: ID!, $pagination: PaginationInput) { shareableList(externalId: $externalId) { title description externalId slug status listItemNoteVisibility moderationStatus createdAt updatedAt items(pagination: $pagination) { edges { cursor node { url title imageUrl externalId publisher excerpt authors note sortOrder createdAt updatedAt } } ${PAGE_INFO} totalCount } } }`,
  ShareableListPublic:
    'query ShareableListPublic($slug: String!, $externalId: ID!) { shareableListPublic(slug: $slug, externalId: $externalId) { updatedAt title status slug moderationStatus listItemNoteVisibility externalId description createdAt listItems { createdAt excerpt externalId imageUrl itemId publisher sortOrder title updatedAt url note } user { username avatarUrl } } }',
  GetShareableListPilotStatus: 'query GetShareableListPilotStatus { shareableListsPilotUser }',
  CreateShareableList: `mutation CreateShareableList($listData: CreateShareableListInput!, $listItemData: CreateShareableListItemWithList, $pagination: PaginationInput) { createShareableList(listData: $listData, listItemData: $listItemData) { title status slug moderationStatus description externalId createdAt updatedAt ${SMALL_ITEMS} } }`,
  CreateAndAddToShareableList: `mutation CreateAndAddToShareableList($listData: CreateShareableListInput!, $itemData: [AddItemInput!]!, $pagination: PaginationInput) { createAndAddToShareableList(listData: $listData, itemData: $itemData) { title status slug moderationStatus description externalId createdAt updatedAt ${SMALL_ITEMS} } }`,
  BulkCreateShareableListItems: `mutation BulkCreateShareableListItems($listExternalId: ID!, $items: [AddItemInput!]!, $pagination: PaginationInput) { addToShareableList(listExternalId: $listExternalId, items: $items) { externalId ${SMALL_ITEMS} } }`,
  CreateShareableListItem:
    'mutation CreateShareableListItem($data: CreateShareableListItemInput!) { createShareableListItem(data: $data) { createdAt excerpt externalId imageUrl itemId sortOrder title updatedAt url publisher } }',
  updateShareableList:
    'mutation updateShareableList($data: UpdateShareableListInput!) { updateShareableList(data: $data) { updatedAt title status description slug listItemNoteVisibility } }',
  UpdateShareableListItem:
    'mutation UpdateShareableListItem($data: UpdateShareableListItemInput!) { updateShareableListItem(data: $data) { note updatedAt externalId } }',
  UpdateShareableListItems:
    'mutation UpdateShareableListItems($data: [UpdateShareableListItemsInput!]!) { updateShareableListItems(data: $data) { sortOrder updatedAt externalId } }',
  DeleteShareableList:
    'mutation DeleteShareableList($externalId: ID!) { deleteShareableList(externalId: $externalId) { externalId } }',
  deleteShareableListItem:
    'mutation deleteShareableListItem($externalId: ID!) { deleteShareableListItem(externalId: $externalId) { externalId } }',
} as const;
