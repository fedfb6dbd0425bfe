/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdvancedSearchFilters = {
  contentType?: SearchItemsContentType | null | undefined;
  domain?: string | null | undefined;
  isFavorite?: boolean | null | undefined;
  status?: SearchItemsStatusFilter | null | undefined;
  /** Saves with any of these tags. */
  tags?: Array<string> | null | undefined;
  /** Words that must be in the title. */
  title?: string | null | undefined;
};

export type CreateHighlightInput = {
  /** Optional client-made UUID; an id already used is refused, never overwritten. */
  id?: string | null | undefined;
  /** The id of the user's save. */
  itemId: string;
  /** Optional note (at most 10,000 characters, trimmed; blank means no note on create). */
  note?: string | null | undefined;
  /** diff-match-patch patch_toText output wrapping the passage in <pkt_tag_annotation> sentinels (version 2; at most 100,000 characters). */
  patch: string;
  /** The exact selected text (at most 10,000 characters); the fallback anchor when the patch fails. */
  quote: string;
  /** Anchor format version; only 2 is accepted. */
  version: number;
};

export type Imageness =
  | 'HAS_IMAGES'
  | 'IS_IMAGE'
  | 'NO_IMAGES';

/** Satchel: where the article pipeline is with this item. */
export type ItemParseStatus =
  | 'FAILED'
  | 'PARSED'
  | 'PENDING';

/** Relay pagination: first/after pages forward, last/before backward. Default page 30, maximum 100. */
export type PaginationInput = {
  after?: string | null | undefined;
  before?: string | null | undefined;
  first?: number | null | undefined;
  last?: number | null | undefined;
};

export type PremiumFeature =
  | 'AD_FREE'
  | 'ANNOTATIONS'
  | 'PERMANENT_LIBRARY'
  | 'PREMIUM_SEARCH'
  | 'SUGGESTED_TAGS';

export type RecentSearchInput = {
  term: string;
  /** When it was searched (unix seconds); defaults to now. */
  timestamp?: number | null | undefined;
};

export type SavedItemStatus =
  | 'ARCHIVED'
  | 'DELETED'
  | 'HIDDEN'
  | 'UNREAD';

export type SavedItemStatusFilter =
  | 'ARCHIVED'
  | 'HIDDEN'
  | 'UNREAD';

export type SavedItemTagsInput = {
  savedItemId: string;
  tags: Array<string>;
};

export type SavedItemUpsertInput = {
  isFavorite?: boolean | null | undefined;
  /** When the save was made (unix seconds); defaults to now. */
  timestamp?: number | null | undefined;
  title?: string | null | undefined;
  url: string;
};

export type SavedItemsContentType =
  | 'ARTICLE'
  | 'HAS_VIDEO'
  | 'HAS_VIDEO_INCLUSIVE'
  | 'IS_EXTERNAL'
  | 'IS_IMAGE'
  | 'IS_READABLE'
  | 'IS_VIDEO'
  | 'VIDEO';

export type SavedItemsFilter = {
  contentType?: SavedItemsContentType | null | undefined;
  isArchived?: boolean | null | undefined;
  isFavorite?: boolean | null | undefined;
  isHighlighted?: boolean | null | undefined;
  status?: SavedItemStatusFilter | null | undefined;
  statuses?: Array<SavedItemStatusFilter> | null | undefined;
  /** Tag ids (Pocket's: base64 of the name + '__xpktxtagx__'). */
  tagIds?: Array<string> | null | undefined;
  /** Saves with any of these tags; `_untagged_` means saves with no tag. */
  tagNames?: Array<string> | null | undefined;
  /** Saves updated strictly before this time (unix seconds). */
  updatedBefore?: number | null | undefined;
  /** Saves updated strictly after this time (unix seconds). */
  updatedSince?: number | null | undefined;
};

export type SavedItemsSort = {
  sortBy: SavedItemsSortBy;
  sortOrder: SavedItemsSortOrder;
};

export type SavedItemsSortBy =
  | 'ARCHIVED_AT'
  | 'CREATED_AT'
  | 'FAVORITED_AT'
  | 'UPDATED_AT';

export type SavedItemsSortOrder =
  | 'ASC'
  | 'DESC';

export type SearchItemsContentType =
  | 'ARTICLE'
  | 'VIDEO';

export type SearchItemsSortBy =
  | 'CREATED_AT'
  | 'RELEVANCE'
  | 'TIME_TO_READ';

export type SearchItemsSortOrder =
  | 'ASC'
  | 'DESC';

export type SearchItemsStatusFilter =
  | 'ARCHIVED'
  | 'UNREAD';

/** RELEVANCE always sorts DESC (best first). Default: CREATED_AT DESC. */
export type SearchSortInput = {
  sortBy: SearchItemsSortBy;
  sortOrder?: SearchItemsSortOrder | null | undefined;
};

export type UserFlag =
  | 'ADMIN'
  | 'PILOT'
  | 'PREMIUM';

export type VideoType =
  | 'BRIGHTCOVE'
  | 'DAILYMOTION'
  | 'FLASH'
  | 'HTML5'
  | 'IFRAME'
  | 'VIMEO_IFRAME'
  | 'VIMEO_LINK'
  | 'VIMEO_MOOGALOOP'
  | 'YOUTUBE';

export type Videoness =
  | 'HAS_VIDEOS'
  | 'IS_VIDEO'
  | 'NO_VIDEOS';

export type AdminUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminUsersQuery = { adminUsers: { totalCount: number, endCursor: string | null, hasNextPage: boolean, users: Array<{ id: string, username: string, email: string, isPremium: boolean, isAdmin: boolean, isPilot: boolean, accountCreationDate: unknown }> } };

export type AdminSetUserFlagMutationVariables = Exact<{
  userId: string;
  flag: UserFlag;
  on: boolean;
}>;


export type AdminSetUserFlagMutation = { adminSetUserFlag: { id: string, username: string, email: string, isPremium: boolean, isAdmin: boolean, isPilot: boolean, accountCreationDate: unknown } };

export type ViewerRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerRolesQuery = { user: { id: string, isAdmin: boolean, isPremium: boolean | null, premiumFeatures: Array<PremiumFeature | null> | null } | null };

export type HighlightFieldsFragment = { id: string, quote: string, patch: string, version: number, _createdAt: number, _updatedAt: number, note: { text: string, _createdAt: number, _updatedAt: number } | null };

export type CreateHighlightMutationVariables = Exact<{
  input: Array<CreateHighlightInput> | CreateHighlightInput;
}>;


export type CreateHighlightMutation = { createSavedItemHighlights: Array<{ id: string, quote: string, patch: string, version: number, _createdAt: number, _updatedAt: number, note: { text: string, _createdAt: number, _updatedAt: number } | null }> };

export type DeleteHighlightMutationVariables = Exact<{
  highlightId: string;
}>;


export type DeleteHighlightMutation = { deleteSavedItemHighlight: string };

export type CreateHighlightNoteMutationVariables = Exact<{
  id: string;
  input: string;
}>;


export type CreateHighlightNoteMutation = { createSavedItemHighlightNote: { text: string, _createdAt: number, _updatedAt: number } | null };

export type UpdateHighlightNoteMutationVariables = Exact<{
  id: string;
  input: string;
}>;


export type UpdateHighlightNoteMutation = { updateSavedItemHighlightNote: { text: string, _createdAt: number, _updatedAt: number } | null };

export type DeleteHighlightNoteMutationVariables = Exact<{
  id: string;
}>;


export type DeleteHighlightNoteMutation = { deleteSavedItemHighlightNote: string };

export type QaSetPremiumMutationVariables = Exact<{
  on: boolean;
}>;


export type QaSetPremiumMutation = { qaSetPremium: { id: string, isPremium: boolean | null } };

export type ReaderItemArchiveMutationVariables = Exact<{
  id: string;
}>;


export type ReaderItemArchiveMutation = { updateSavedItemArchive: { id: string, status: SavedItemStatus | null, isArchived: boolean, archivedAt: number | null } };

export type ReaderItemUnArchiveMutationVariables = Exact<{
  id: string;
}>;


export type ReaderItemUnArchiveMutation = { updateSavedItemUnArchive: { id: string, status: SavedItemStatus | null, isArchived: boolean, archivedAt: number | null } };

export type ReaderItemFavoriteMutationVariables = Exact<{
  id: string;
}>;


export type ReaderItemFavoriteMutation = { updateSavedItemFavorite: { id: string, isFavorite: boolean, favoritedAt: number | null } };

export type ReaderItemUnFavoriteMutationVariables = Exact<{
  id: string;
}>;


export type ReaderItemUnFavoriteMutation = { updateSavedItemUnFavorite: { id: string, isFavorite: boolean, favoritedAt: number | null } };

export type ReaderItemDeleteMutationVariables = Exact<{
  id: string;
}>;


export type ReaderItemDeleteMutation = { deleteSavedItem: string };

export type ReaderItemUnDeleteMutationVariables = Exact<{
  id: string;
}>;


export type ReaderItemUnDeleteMutation = { updateSavedItemUnDelete: { id: string, status: SavedItemStatus | null } };

export type ReaderItemRefreshMutationVariables = Exact<{
  url: string;
}>;


export type ReaderItemRefreshMutation = { refreshItemArticle: { id: string, parseStatus: ItemParseStatus } };

export type ReaderItemFragment = { id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, excerpt: string | null, domain: string | null, datePublished: string | null, timeToRead: number | null, language: string | null, hasImage: Imageness | null, hasVideo: Videoness | null, isArticle: boolean | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, article: string | null, domainMetadata: { name: string | null, logo: string | null } | null, authors: Array<{ id: string, name: string | null, url: string | null }> | null, images: Array<{ imageId: number, url: string, caption: string | null, credit: string | null, width: number | null, height: number | null }> | null, videos: Array<{ videoId: number, src: string, type: VideoType }> | null };

export type GetReaderItemBySlugQueryVariables = Exact<{
  id: string;
}>;


export type GetReaderItemBySlugQuery = { readerSlug: { slug: string, savedItem: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isArchived: boolean, isFavorite: boolean, _createdAt: number, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string, quote: string, patch: string, version: number, _createdAt: number, _updatedAt: number, note: { text: string, _createdAt: number, _updatedAt: number } | null } | null> | null } | null, item:
        | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, excerpt: string | null, domain: string | null, datePublished: string | null, timeToRead: number | null, language: string | null, hasImage: Imageness | null, hasVideo: Videoness | null, isArticle: boolean | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, article: string | null, domainMetadata: { name: string | null, logo: string | null } | null, authors: Array<{ id: string, name: string | null, url: string | null }> | null, images: Array<{ imageId: number, url: string, caption: string | null, credit: string | null, width: number | null, height: number | null }> | null, videos: Array<{ videoId: number, src: string, type: VideoType }> | null }
        | { __typename: 'PendingItem', itemId: string, url: string }
       } | null, fallbackPage:
      | { __typename: 'ItemNotFound', message: string | null }
      | { __typename: 'ReaderInterstitial', itemCard: { id: string, title: string | null, excerpt: string | null, url: string, datePublished: unknown, image: { url: string } | null, domain: { name: string | null } | null, authors: Array<{ name: string | null }> | null } | null }
     | null } };

export type GetSavedItemsQueryVariables = Exact<{
  filter?: SavedItemsFilter | null | undefined;
  sort?: SavedItemsSort | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type GetSavedItemsQuery = { user: { savedItems: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
            | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
            | { __typename: 'PendingItem', itemId: string, url: string }
           } | null } | null> | null, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null };

export type SavedItemSummaryFragment = { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
    | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
    | { __typename: 'PendingItem', itemId: string, url: string }
   };

export type ItemArchiveMutationVariables = Exact<{
  itemId: string;
}>;


export type ItemArchiveMutation = { updateSavedItemArchive: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
      | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
      | { __typename: 'PendingItem', itemId: string, url: string }
     } };

export type ItemUnArchiveMutationVariables = Exact<{
  itemId: string;
}>;


export type ItemUnArchiveMutation = { updateSavedItemUnArchive: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
      | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
      | { __typename: 'PendingItem', itemId: string, url: string }
     } };

export type ItemFavoriteMutationVariables = Exact<{
  itemId: string;
}>;


export type ItemFavoriteMutation = { updateSavedItemFavorite: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
      | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
      | { __typename: 'PendingItem', itemId: string, url: string }
     } };

export type ItemUnFavoriteMutationVariables = Exact<{
  itemId: string;
}>;


export type ItemUnFavoriteMutation = { updateSavedItemUnFavorite: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
      | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
      | { __typename: 'PendingItem', itemId: string, url: string }
     } };

export type ItemDeleteMutationVariables = Exact<{
  itemId: string;
}>;


export type ItemDeleteMutation = { deleteSavedItem: string };

export type ItemUnDeleteMutationVariables = Exact<{
  itemId: string;
}>;


export type ItemUnDeleteMutation = { updateSavedItemUnDelete: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
      | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
      | { __typename: 'PendingItem', itemId: string, url: string }
     } };

export type ItemRefreshMutationVariables = Exact<{
  url: string;
}>;


export type ItemRefreshMutation = { refreshItemArticle: { savedItem: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
        | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
        | { __typename: 'PendingItem', itemId: string, url: string }
       } | null } };

export type ItemUpsertMutationVariables = Exact<{
  input: SavedItemUpsertInput;
}>;


export type ItemUpsertMutation = { upsertSavedItem: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
      | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
      | { __typename: 'PendingItem', itemId: string, url: string }
     } };

export type SavedItemPollQueryVariables = Exact<{
  id: string;
}>;


export type SavedItemPollQuery = { user: { savedItemById: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
        | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
        | { __typename: 'PendingItem', itemId: string, url: string }
       } | null } | null };

export type RecentSearchesQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentSearchesQuery = { user: { recentSearches: Array<{ term: string, sortId: number }> | null } | null };

export type SaveSearchMutationVariables = Exact<{
  search: RecentSearchInput;
}>;


export type SaveSearchMutation = { saveSearch: { term: string, sortId: number } | null };

export type SearchSavedItemsQueryVariables = Exact<{
  queryString?: string | null | undefined;
  filter?: AdvancedSearchFilters | null | undefined;
  sort?: SearchSortInput | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type SearchSavedItemsQuery = { user: { advancedSearch: { totalCount: number, edges: Array<{ cursor: string, node: { searchHighlights: { fullText: Array<string | null> | null, title: Array<string | null> | null } | null, savedItem: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
              | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
              | { __typename: 'PendingItem', itemId: string, url: string }
             } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type SavedItemByIdQueryVariables = Exact<{
  savedItemByIdId: string;
}>;


export type SavedItemByIdQuery = { user: { savedItemById: { suggestedTags: Array<{ name: string, id: string }> | null } | null } | null };

export type GetUsersTagsQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type GetUsersTagsQuery = { user: { tags: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, name: string, savedItemCount: number } | null } | null> | null, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null };

export type ItemsTagsAddMutationVariables = Exact<{
  input: Array<SavedItemTagsInput> | SavedItemTagsInput;
}>;


export type ItemsTagsAddMutation = { createSavedItemTags: Array<{ status: SavedItemStatus | null, _updatedAt: number | null, id: string, tags: Array<{ name: string, id: string }> | null }> };

export type ItemTagsReplaceMutationVariables = Exact<{
  input: Array<SavedItemTagsInput> | SavedItemTagsInput;
}>;


export type ItemTagsReplaceMutation = { replaceSavedItemTags: Array<{ status: SavedItemStatus | null, _updatedAt: number | null, id: string, tags: Array<{ name: string, id: string }> | null }> };

export type ItemTagsRemoveMutationVariables = Exact<{
  savedItemId?: string | null | undefined;
}>;


export type ItemTagsRemoveMutation = { updateSavedItemRemoveTags: { status: SavedItemStatus | null, _updatedAt: number | null, id: string, tags: Array<{ name: string, id: string }> | null } };

export type RenameTagByNameMutationVariables = Exact<{
  oldName: string;
  newName: string;
}>;


export type RenameTagByNameMutation = { renameTagByName: { name: string, id: string } | null };

export type DeleteTagMutationVariables = Exact<{
  tagName: string;
}>;


export type DeleteTagMutation = { deleteTagByName: string | null };

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
export const HighlightFieldsFragmentDoc = new TypedDocumentString(`
    fragment HighlightFields on Highlight {
  id
  quote
  patch
  version
  _createdAt
  _updatedAt
  note {
    text
    _createdAt
    _updatedAt
  }
}
    `, {"fragmentName":"HighlightFields"}) as unknown as TypedDocumentString<HighlightFieldsFragment, unknown>;
export const ReaderItemFragmentDoc = new TypedDocumentString(`
    fragment ReaderItem on Item {
  id
  itemId
  readerSlug
  givenUrl
  resolvedUrl
  title
  excerpt
  domain
  domainMetadata {
    name
    logo
  }
  authors {
    id
    name
    url
  }
  datePublished
  timeToRead
  language
  hasImage
  hasVideo
  isArticle
  topImageUrl
  images {
    imageId
    url
    caption
    credit
    width
    height
  }
  videos {
    videoId
    src
    type
  }
  parseStatus
  parseError
  article
}
    `, {"fragmentName":"ReaderItem"}) as unknown as TypedDocumentString<ReaderItemFragment, unknown>;
export const SavedItemSummaryFragmentDoc = new TypedDocumentString(`
    fragment SavedItemSummary on SavedItem {
  id
  url
  title
  status
  isFavorite
  favoritedAt
  isArchived
  archivedAt
  _createdAt
  _updatedAt
  tags {
    id
    name
  }
  annotations {
    highlights {
      id
    }
  }
  item {
    __typename
    ... on Item {
      id
      itemId
      readerSlug
      givenUrl
      resolvedUrl
      title
      domain
      domainMetadata {
        name
        logo
      }
      excerpt
      isArticle
      hasImage
      hasVideo
      timeToRead
      topImageUrl
      images {
        src
        url
      }
      syndicatedArticle {
        slug
        publisher {
          name
        }
      }
      parseStatus
      parseError
    }
    ... on PendingItem {
      itemId
      url
    }
  }
}
    `, {"fragmentName":"SavedItemSummary"}) as unknown as TypedDocumentString<SavedItemSummaryFragment, unknown>;
export const AdminUsersDocument = new TypedDocumentString(`
    query AdminUsers($search: String, $first: Int, $after: String) {
  adminUsers(search: $search, first: $first, after: $after) {
    users {
      id
      username
      email
      isPremium
      isAdmin
      isPilot
      accountCreationDate
    }
    totalCount
    endCursor
    hasNextPage
  }
}
    `) as unknown as TypedDocumentString<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminSetUserFlagDocument = new TypedDocumentString(`
    mutation AdminSetUserFlag($userId: ID!, $flag: UserFlag!, $on: Boolean!) {
  adminSetUserFlag(userId: $userId, flag: $flag, on: $on) {
    id
    username
    email
    isPremium
    isAdmin
    isPilot
    accountCreationDate
  }
}
    `) as unknown as TypedDocumentString<AdminSetUserFlagMutation, AdminSetUserFlagMutationVariables>;
export const ViewerRolesDocument = new TypedDocumentString(`
    query ViewerRoles {
  user {
    id
    isAdmin
    isPremium
    premiumFeatures
  }
}
    `) as unknown as TypedDocumentString<ViewerRolesQuery, ViewerRolesQueryVariables>;
export const CreateHighlightDocument = new TypedDocumentString(`
    mutation CreateHighlight($input: [CreateHighlightInput!]!) {
  createSavedItemHighlights(input: $input) {
    ...HighlightFields
  }
}
    fragment HighlightFields on Highlight {
  id
  quote
  patch
  version
  _createdAt
  _updatedAt
  note {
    text
    _createdAt
    _updatedAt
  }
}`) as unknown as TypedDocumentString<CreateHighlightMutation, CreateHighlightMutationVariables>;
export const DeleteHighlightDocument = new TypedDocumentString(`
    mutation DeleteHighlight($highlightId: ID!) {
  deleteSavedItemHighlight(id: $highlightId)
}
    `) as unknown as TypedDocumentString<DeleteHighlightMutation, DeleteHighlightMutationVariables>;
export const CreateHighlightNoteDocument = new TypedDocumentString(`
    mutation CreateHighlightNote($id: ID!, $input: String!) {
  createSavedItemHighlightNote(id: $id, input: $input) {
    text
    _createdAt
    _updatedAt
  }
}
    `) as unknown as TypedDocumentString<CreateHighlightNoteMutation, CreateHighlightNoteMutationVariables>;
export const UpdateHighlightNoteDocument = new TypedDocumentString(`
    mutation UpdateHighlightNote($id: ID!, $input: String!) {
  updateSavedItemHighlightNote(id: $id, input: $input) {
    text
    _createdAt
    _updatedAt
  }
}
    `) as unknown as TypedDocumentString<UpdateHighlightNoteMutation, UpdateHighlightNoteMutationVariables>;
export const DeleteHighlightNoteDocument = new TypedDocumentString(`
    mutation DeleteHighlightNote($id: ID!) {
  deleteSavedItemHighlightNote(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteHighlightNoteMutation, DeleteHighlightNoteMutationVariables>;
export const QaSetPremiumDocument = new TypedDocumentString(`
    mutation QaSetPremium($on: Boolean!) {
  qaSetPremium(on: $on) {
    id
    isPremium
  }
}
    `) as unknown as TypedDocumentString<QaSetPremiumMutation, QaSetPremiumMutationVariables>;
export const ReaderItemArchiveDocument = new TypedDocumentString(`
    mutation ReaderItemArchive($id: ID!) {
  updateSavedItemArchive(id: $id) {
    id
    status
    isArchived
    archivedAt
  }
}
    `) as unknown as TypedDocumentString<ReaderItemArchiveMutation, ReaderItemArchiveMutationVariables>;
export const ReaderItemUnArchiveDocument = new TypedDocumentString(`
    mutation ReaderItemUnArchive($id: ID!) {
  updateSavedItemUnArchive(id: $id) {
    id
    status
    isArchived
    archivedAt
  }
}
    `) as unknown as TypedDocumentString<ReaderItemUnArchiveMutation, ReaderItemUnArchiveMutationVariables>;
export const ReaderItemFavoriteDocument = new TypedDocumentString(`
    mutation ReaderItemFavorite($id: ID!) {
  updateSavedItemFavorite(id: $id) {
    id
    isFavorite
    favoritedAt
  }
}
    `) as unknown as TypedDocumentString<ReaderItemFavoriteMutation, ReaderItemFavoriteMutationVariables>;
export const ReaderItemUnFavoriteDocument = new TypedDocumentString(`
    mutation ReaderItemUnFavorite($id: ID!) {
  updateSavedItemUnFavorite(id: $id) {
    id
    isFavorite
    favoritedAt
  }
}
    `) as unknown as TypedDocumentString<ReaderItemUnFavoriteMutation, ReaderItemUnFavoriteMutationVariables>;
export const ReaderItemDeleteDocument = new TypedDocumentString(`
    mutation ReaderItemDelete($id: ID!) {
  deleteSavedItem(id: $id)
}
    `) as unknown as TypedDocumentString<ReaderItemDeleteMutation, ReaderItemDeleteMutationVariables>;
export const ReaderItemUnDeleteDocument = new TypedDocumentString(`
    mutation ReaderItemUnDelete($id: ID!) {
  updateSavedItemUnDelete(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ReaderItemUnDeleteMutation, ReaderItemUnDeleteMutationVariables>;
export const ReaderItemRefreshDocument = new TypedDocumentString(`
    mutation ReaderItemRefresh($url: String!) {
  refreshItemArticle(url: $url) {
    id
    parseStatus
  }
}
    `) as unknown as TypedDocumentString<ReaderItemRefreshMutation, ReaderItemRefreshMutationVariables>;
export const GetReaderItemBySlugDocument = new TypedDocumentString(`
    query GetReaderItemBySlug($id: ID!) {
  readerSlug(slug: $id) {
    slug
    savedItem {
      id
      url
      title
      status
      isArchived
      isFavorite
      _createdAt
      tags {
        id
        name
      }
      annotations {
        highlights {
          ...HighlightFields
        }
      }
      item {
        __typename
        ... on Item {
          ...ReaderItem
        }
        ... on PendingItem {
          itemId
          url
        }
      }
    }
    fallbackPage {
      __typename
      ... on ReaderInterstitial {
        itemCard {
          id
          title
          excerpt
          url
          datePublished
          image {
            url
          }
          domain {
            name
          }
          authors {
            name
          }
        }
      }
      ... on ItemNotFound {
        message
      }
    }
  }
}
    fragment HighlightFields on Highlight {
  id
  quote
  patch
  version
  _createdAt
  _updatedAt
  note {
    text
    _createdAt
    _updatedAt
  }
}
fragment ReaderItem on Item {
  id
  itemId
  readerSlug
  givenUrl
  resolvedUrl
  title
  excerpt
  domain
  domainMetadata {
    name
    logo
  }
  authors {
    id
    name
    url
  }
  datePublished
  timeToRead
  language
  hasImage
  hasVideo
  isArticle
  topImageUrl
  images {
    imageId
    url
    caption
    credit
    width
    height
  }
  videos {
    videoId
    src
    type
  }
  parseStatus
  parseError
  article
}`) as unknown as TypedDocumentString<GetReaderItemBySlugQuery, GetReaderItemBySlugQueryVariables>;
export const GetSavedItemsDocument = new TypedDocumentString(`
    query GetSavedItems($filter: SavedItemsFilter, $sort: SavedItemsSort, $pagination: PaginationInput) {
  user {
    savedItems(filter: $filter, sort: $sort, pagination: $pagination) {
      edges {
        cursor
        node {
          ...SavedItemSummary
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      totalCount
    }
  }
}
    fragment SavedItemSummary on SavedItem {
  id
  url
  title
  status
  isFavorite
  favoritedAt
  isArchived
  archivedAt
  _createdAt
  _updatedAt
  tags {
    id
    name
  }
  annotations {
    highlights {
      id
    }
  }
  item {
    __typename
    ... on Item {
      id
      itemId
      readerSlug
      givenUrl
      resolvedUrl
      title
      domain
      domainMetadata {
        name
        logo
      }
      excerpt
      isArticle
      hasImage
      hasVideo
      timeToRead
      topImageUrl
      images {
        src
        url
      }
      syndicatedArticle {
        slug
        publisher {
          name
        }
      }
      parseStatus
      parseError
    }
    ... on PendingItem {
      itemId
      url
    }
  }
}`) as unknown as TypedDocumentString<GetSavedItemsQuery, GetSavedItemsQueryVariables>;
export const ItemArchiveDocument = new TypedDocumentString(`
    mutation ItemArchive($itemId: ID!) {
  updateSavedItemArchive(id: $itemId) {
    ...SavedItemSummary
  }
}
    fragment SavedItemSummary on SavedItem {
  id
  url
  title
  status
  isFavorite
  favoritedAt
  isArchived
  archivedAt
  _createdAt
  _updatedAt
  tags {
    id
    name
  }
  annotations {
    highlights {
      id
    }
  }
  item {
    __typename
    ... on Item {
      id
      itemId
      readerSlug
      givenUrl
      resolvedUrl
      title
      domain
      domainMetadata {
        name
        logo
      }
      excerpt
      isArticle
      hasImage
      hasVideo
      timeToRead
      topImageUrl
      images {
        src
        url
      }
      syndicatedArticle {
        slug
        publisher {
          name
        }
      }
      parseStatus
      parseError
    }
    ... on PendingItem {
      itemId
      url
    }
  }
}`) as unknown as TypedDocumentString<ItemArchiveMutation, ItemArchiveMutationVariables>;
export const ItemUnArchiveDocument = new TypedDocumentString(`
    mutation ItemUnArchive($itemId: ID!) {
  updateSavedItemUnArchive(id: $itemId) {
    ...SavedItemSummary
  }
}
    fragment SavedItemSummary on SavedItem {
  id
  url
  title
  status
  isFavorite
  favoritedAt
  isArchived
  archivedAt
  _createdAt
  _updatedAt
  tags {
    id
    name
  }
  annotations {
    highlights {
      id
    }
  }
  item {
    __typename
    ... on Item {
      id
      itemId
      readerSlug
      givenUrl
      resolvedUrl
      title
      domain
      domainMetadata {
        name
        logo
      }
      excerpt
      isArticle
      hasImage
      hasVideo
      timeToRead
      topImageUrl
      images {
        src
        url
      }
      syndicatedArticle {
        slug
        publisher {
          name
        }
      }
      parseStatus
      parseError
    }
    ... on PendingItem {
      itemId
      url
    }
  }
}`) as unknown as TypedDocumentString<ItemUnArchiveMutation, ItemUnArchiveMutationVariables>;
export const ItemFavoriteDocument = new TypedDocumentString(`
    mutation ItemFavorite($itemId: ID!) {
  updateSavedItemFavorite(id: $itemId) {
    ...SavedItemSummary
  }
}
    fragment SavedItemSummary on SavedItem {
  id
  url
  title
  status
  isFavorite
  favoritedAt
  isArchived
  archivedAt
  _createdAt
  _updatedAt
  tags {
    id
    name
  }
  annotations {
    highlights {
      id
    }
  }
  item {
    __typename
    ... on Item {
      id
      itemId
      readerSlug
      givenUrl
      resolvedUrl
      title
      domain
      domainMetadata {
        name
        logo
      }
      excerpt
      isArticle
      hasImage
      hasVideo
      timeToRead
      topImageUrl
      images {
        src
        url
      }
      syndicatedArticle {
        slug
        publisher {
          name
        }
      }
      parseStatus
      parseError
    }
    ... on PendingItem {
      itemId
      url
    }
  }
}`) as unknown as TypedDocumentString<ItemFavoriteMutation, ItemFavoriteMutationVariables>;
export const ItemUnFavoriteDocument = new TypedDocumentString(`
    mutation ItemUnFavorite($itemId: ID!) {
  updateSavedItemUnFavorite(id: $itemId) {
    ...SavedItemSummary
  }
}
    fragment SavedItemSummary on SavedItem {
  id
  url
  title
  status
  isFavorite
  favoritedAt
  isArchived
  archivedAt
  _createdAt
  _updatedAt
  tags {
    id
    name
  }
  annotations {
    highlights {
      id
    }
  }
  item {
    __typename
    ... on Item {
      id
      itemId
      readerSlug
      givenUrl
      resolvedUrl
      title
      domain
      domainMetadata {
        name
        logo
      }
      excerpt
      isArticle
      hasImage
      hasVideo
      timeToRead
      topImageUrl
      images {
        src
        url
      }
      syndicatedArticle {
        slug
        publisher {
          name
        }
      }
      parseStatus
      parseError
    }
    ... on PendingItem {
      itemId
      url
    }
  }
}`) as unknown as TypedDocumentString<ItemUnFavoriteMutation, ItemUnFavoriteMutationVariables>;
export const ItemDeleteDocument = new TypedDocumentString(`
    mutation ItemDelete($itemId: ID!) {
  deleteSavedItem(id: $itemId)
}
    `) as unknown as TypedDocumentString<ItemDeleteMutation, ItemDeleteMutationVariables>;
export const ItemUnDeleteDocument = new TypedDocumentString(`
    mutation ItemUnDelete($itemId: ID!) {
  updateSavedItemUnDelete(id: $itemId) {
    ...SavedItemSummary
  }
}
    fragment SavedItemSummary on SavedItem {
  id
  url
  title
  status
  isFavorite
  favoritedAt
  isArchived
  archivedAt
  _createdAt
  _updatedAt
  tags {
    id
    name
  }
  annotations {
    highlights {
      id
    }
  }
  item {
    __typename
    ... on Item {
      id
      itemId
      readerSlug
      givenUrl
      resolvedUrl
      title
      domain
      domainMetadata {
        name
        logo
      }
      excerpt
      isArticle
      hasImage
      hasVideo
      timeToRead
      topImageUrl
      images {
        src
        url
      }
      syndicatedArticle {
        slug
        publisher {
          name
        }
      }
      parseStatus
      parseError
    }
    ... on PendingItem {
      itemId
      url
    }
  }
}`) as unknown as TypedDocumentString<ItemUnDeleteMutation, ItemUnDeleteMutationVariables>;
export const ItemRefreshDocument = new TypedDocumentString(`
    mutation ItemRefresh($url: String!) {
  refreshItemArticle(url: $url) {
    savedItem {
      ...SavedItemSummary
    }
  }
}
    fragment SavedItemSummary on SavedItem {
  id
  url
  title
  status
  isFavorite
  favoritedAt
  isArchived
  archivedAt
  _createdAt
  _updatedAt
  tags {
    id
    name
  }
  annotations {
    highlights {
      id
    }
  }
  item {
    __typename
    ... on Item {
      id
      itemId
      readerSlug
      givenUrl
      resolvedUrl
      title
      domain
      domainMetadata {
        name
        logo
      }
      excerpt
      isArticle
      hasImage
      hasVideo
      timeToRead
      topImageUrl
      images {
        src
        url
      }
      syndicatedArticle {
        slug
        publisher {
          name
        }
      }
      parseStatus
      parseError
    }
    ... on PendingItem {
      itemId
      url
    }
  }
}`) as unknown as TypedDocumentString<ItemRefreshMutation, ItemRefreshMutationVariables>;
export const ItemUpsertDocument = new TypedDocumentString(`
    mutation ItemUpsert($input: SavedItemUpsertInput!) {
  upsertSavedItem(input: $input) {
    ...SavedItemSummary
  }
}
    fragment SavedItemSummary on SavedItem {
  id
  url
  title
  status
  isFavorite
  favoritedAt
  isArchived
  archivedAt
  _createdAt
  _updatedAt
  tags {
    id
    name
  }
  annotations {
    highlights {
      id
    }
  }
  item {
    __typename
    ... on Item {
      id
      itemId
      readerSlug
      givenUrl
      resolvedUrl
      title
      domain
      domainMetadata {
        name
        logo
      }
      excerpt
      isArticle
      hasImage
      hasVideo
      timeToRead
      topImageUrl
      images {
        src
        url
      }
      syndicatedArticle {
        slug
        publisher {
          name
        }
      }
      parseStatus
      parseError
    }
    ... on PendingItem {
      itemId
      url
    }
  }
}`) as unknown as TypedDocumentString<ItemUpsertMutation, ItemUpsertMutationVariables>;
export const SavedItemPollDocument = new TypedDocumentString(`
    query SavedItemPoll($id: ID!) {
  user {
    savedItemById(id: $id) {
      ...SavedItemSummary
    }
  }
}
    fragment SavedItemSummary on SavedItem {
  id
  url
  title
  status
  isFavorite
  favoritedAt
  isArchived
  archivedAt
  _createdAt
  _updatedAt
  tags {
    id
    name
  }
  annotations {
    highlights {
      id
    }
  }
  item {
    __typename
    ... on Item {
      id
      itemId
      readerSlug
      givenUrl
      resolvedUrl
      title
      domain
      domainMetadata {
        name
        logo
      }
      excerpt
      isArticle
      hasImage
      hasVideo
      timeToRead
      topImageUrl
      images {
        src
        url
      }
      syndicatedArticle {
        slug
        publisher {
          name
        }
      }
      parseStatus
      parseError
    }
    ... on PendingItem {
      itemId
      url
    }
  }
}`) as unknown as TypedDocumentString<SavedItemPollQuery, SavedItemPollQueryVariables>;
export const RecentSearchesDocument = new TypedDocumentString(`
    query RecentSearches {
  user {
    recentSearches {
      term
      sortId
    }
  }
}
    `) as unknown as TypedDocumentString<RecentSearchesQuery, RecentSearchesQueryVariables>;
export const SaveSearchDocument = new TypedDocumentString(`
    mutation SaveSearch($search: RecentSearchInput!) {
  saveSearch(search: $search) {
    term
    sortId
  }
}
    `) as unknown as TypedDocumentString<SaveSearchMutation, SaveSearchMutationVariables>;
export const SearchSavedItemsDocument = new TypedDocumentString(`
    query SearchSavedItems($queryString: String, $filter: AdvancedSearchFilters, $sort: SearchSortInput, $pagination: PaginationInput) {
  user {
    advancedSearch(
      queryString: $queryString
      filter: $filter
      sort: $sort
      pagination: $pagination
    ) {
      edges {
        cursor
        node {
          searchHighlights {
            fullText
            title
          }
          savedItem {
            ...SavedItemSummary
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
}
    fragment SavedItemSummary on SavedItem {
  id
  url
  title
  status
  isFavorite
  favoritedAt
  isArchived
  archivedAt
  _createdAt
  _updatedAt
  tags {
    id
    name
  }
  annotations {
    highlights {
      id
    }
  }
  item {
    __typename
    ... on Item {
      id
      itemId
      readerSlug
      givenUrl
      resolvedUrl
      title
      domain
      domainMetadata {
        name
        logo
      }
      excerpt
      isArticle
      hasImage
      hasVideo
      timeToRead
      topImageUrl
      images {
        src
        url
      }
      syndicatedArticle {
        slug
        publisher {
          name
        }
      }
      parseStatus
      parseError
    }
    ... on PendingItem {
      itemId
      url
    }
  }
}`) as unknown as TypedDocumentString<SearchSavedItemsQuery, SearchSavedItemsQueryVariables>;
export const SavedItemByIdDocument = new TypedDocumentString(`
    query SavedItemById($savedItemByIdId: ID!) {
  user {
    savedItemById(id: $savedItemByIdId) {
      suggestedTags {
        name
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SavedItemByIdQuery, SavedItemByIdQueryVariables>;
export const GetUsersTagsDocument = new TypedDocumentString(`
    query GetUsersTags($pagination: PaginationInput) {
  user {
    tags(pagination: $pagination) {
      edges {
        cursor
        node {
          id
          name
          savedItemCount
        }
      }
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetUsersTagsQuery, GetUsersTagsQueryVariables>;
export const ItemsTagsAddDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ItemsTagsAddMutation, ItemsTagsAddMutationVariables>;
export const ItemTagsReplaceDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ItemTagsReplaceMutation, ItemTagsReplaceMutationVariables>;
export const ItemTagsRemoveDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ItemTagsRemoveMutation, ItemTagsRemoveMutationVariables>;
export const RenameTagByNameDocument = new TypedDocumentString(`
    mutation RenameTagByName($oldName: String!, $newName: String!) {
  renameTagByName(oldName: $oldName, newName: $newName) {
    name
    id
  }
}
    `) as unknown as TypedDocumentString<RenameTagByNameMutation, RenameTagByNameMutationVariables>;
export const DeleteTagDocument = new TypedDocumentString(`
    mutation deleteTag($tagName: String!) {
  deleteTagByName(tagName: $tagName)
}
    `) as unknown as TypedDocumentString<DeleteTagMutation, DeleteTagMutationVariables>;