/**
 * Pocket's web-client documents for the Saves list, tag pages and saves search
 * (docs/POCKET-COMPATIBILITY.md §1.2), with the shared fragments of §1.1, rebuilt from the compact
 * notation. ItemPreview selects on both implementations of PocketMetadata, ItemSummary and OEmbed.
 * graphql/schema.test.ts validates them; graphql/pocket-saves-documents.test.ts runs them.
 */
const PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';
const PREVIEW_FIELDS =
  'previewId: id id image { caption credit url cachedImages(imageOptions: [{ id: "WebPImage", fileType: WEBP, width: 640 }]) { url id } } excerpt title authors { name } domain { name } datePublished url';

export const ITEM_PREVIEW = `fragment ItemPreview on PocketMetadata { ... on ItemSummary { ${PREVIEW_FIELDS} } ... on OEmbed { ${PREVIEW_FIELDS} htmlEmbed type } }`;
export const SAVED_ITEM_DETAILS =
  'fragment SavedItemDetails on SavedItem { _createdAt _updatedAt title url savedId: id status isFavorite favoritedAt isArchived archivedAt tags { id name } annotations { highlights { id quote patch version _createdAt _updatedAt note { text _createdAt _updatedAt } } } }';

const SAVED_ITEMS_SELECTION = `user { savedItems(filter: $filter, sort: $sort, pagination: $pagination) { edges { cursor node { ...SavedItemDetails item { ... on Item { isArticle hasImage hasVideo timeToRead shareId: id itemId givenUrl preview { ...ItemPreview } } } } } ${PAGE_INFO} totalCount } }`;
const SAVED_ITEMS_VARIABLES =
  '$filter: SavedItemsFilter, $sort: SavedItemsSort, $pagination: PaginationInput';

export const POCKET_SAVES_DOCUMENTS = {
  GetSavedItems: `query GetSavedItems(${SAVED_ITEMS_VARIABLES}) { ${SAVED_ITEMS_SELECTION} } ${SAVED_ITEM_DETAILS} ${ITEM_PREVIEW}`,
  SavedItemsTagged: `query SavedItemsTagged(${SAVED_ITEMS_VARIABLES}) { ${SAVED_ITEMS_SELECTION} } ${SAVED_ITEM_DETAILS} ${ITEM_PREVIEW}`,
  SearchSavedItems: `query SearchSavedItems($sort: SearchSortInput, $pagination: PaginationInput, $filter: AdvancedSearchFilters, $queryString: String) { user { advancedSearch(filter: $filter, queryString: $queryString, pagination: $pagination, sort: $sort) { ${PAGE_INFO} totalCount edges { node { searchHighlights { fullText title } savedItem { ...SavedItemDetails item { ... on Item { givenUrl itemId isArticle hasImage hasVideo timeToRead shareId: id preview { ...ItemPreview } } } } } } } } } ${SAVED_ITEM_DETAILS} ${ITEM_PREVIEW}`,
} as const;
