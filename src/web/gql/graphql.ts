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

/** Fields left out stay; an empty string clears a curator’s title, excerpt or image. */
export type AdminCorpusItemEdit = {
  excerpt?: string | null | undefined;
  imageUrl?: string | null | undefined;
  isCuratorPick?: boolean | null | undefined;
  title?: string | null | undefined;
  /** A topic slug; null removes the topic. */
  topic?: string | null | undefined;
};

export type AdminCorpusItemFilter = {
  language?: string | null | undefined;
  /** Part of the title or the URL, ignoring case. */
  search?: string | null | undefined;
  source?: CorpusSourceKind | null | undefined;
  state?: CorpusItemState | null | undefined;
  topic?: string | null | undefined;
};

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

/** PAGE: the page's own article. FEED: a feed's copy of it, shown only to that feed's followers because the page itself could not be read. */
export type ArticleSourceKind =
  | 'FEED'
  | 'PAGE';

export type CorpusItemState =
  | 'APPROVED'
  | 'PROSPECT'
  | 'REJECTED';

export type CorpusLanguage =
  | 'DE'
  | 'EN'
  | 'ES'
  | 'FR'
  | 'IT';

/** HIGH and STANDARD feeds’ articles are recommendable at once; REVIEW waits for a curator. */
export type CorpusQualityTier =
  | 'HIGH'
  | 'REVIEW'
  | 'STANDARD';

/** Items without a known language are searched as English. */
export type CorpusSearchFilters = {
  language: CorpusLanguage;
};

/** Words in Satchel's query language (docs/SEARCH.md): words, "phrases", -exclusions, OR, title:, author:, site:, published:. */
export type CorpusSearchQueryString = {
  query: string;
};

export type CorpusSourceKind =
  | 'CURATOR'
  | 'INSTANCE_FEED'
  | 'POPULAR_SAVES'
  | 'PUBLIC_LIST'
  | 'SUBSCRIBED_FEED';

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

export type CreateShareableListInput = {
  /** Up to 200 characters, trimmed; empty means none. */
  description?: string | null | undefined;
  listItemNoteVisibility?: ShareableListVisibility | null | undefined;
  /** Up to 100 characters, trimmed. */
  title: string;
};

export type CreateShareableListItemInput = {
  /** Comma-joined author names. */
  authors?: string | null | undefined;
  excerpt?: string | null | undefined;
  /** Missing or empty means no image (null). */
  imageUrl?: string | null | undefined;
  /** The itemId of the saved page. */
  itemId: string;
  listExternalId: string;
  /** Up to 300 characters. */
  note?: string | null | undefined;
  publisher?: string | null | undefined;
  /** Accepted for compatibility; a new item always goes last (list length + 1). */
  sortOrder: number;
  title?: string | null | undefined;
  url: string;
};

export type CreateShareableListItemWithList = {
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
  /** Accepted for compatibility; a new item always goes last (list length + 1). */
  sortOrder: number;
  title?: string | null | undefined;
  url: string;
};

/** PENDING: not fetched yet; OK; FAILING: errors, retried with backoff; BROKEN: failing for days or not a feed, retried rarely. */
export type FeedStatus =
  | 'BROKEN'
  | 'FAILING'
  | 'OK'
  | 'PENDING';

export type Imageness =
  | 'HAS_IMAGES'
  | 'IS_IMAGE'
  | 'NO_IMAGES';

export type ImportStatus =
  | 'DONE'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

/** The service whose export is imported (what the user picked). */
export type ImportType =
  | 'browser'
  | 'instapaper'
  | 'karakeep'
  | 'linkwarden'
  | 'matter'
  | 'omnivore'
  | 'other'
  | 'pinboard'
  | 'pocket'
  | 'raindrop'
  | 'readwise'
  | 'wallabag';

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

/** Why a slate or a recommendation is shown. POCKET_HITS and PREFERRED_TOPICS are Pocket’s; the others are Satchel’s (docs/RECOMMENDATIONS.md). */
export type RecommendationReasonType =
  | 'BECAUSE_YOU_SAVED'
  | 'CURATOR_PICK'
  | 'POCKET_HITS'
  | 'POPULAR'
  | 'PREFERRED_TOPICS'
  | 'SAME_PUBLISHER'
  | 'SIMILAR'
  | 'SOURCE_FEED'
  | 'TOPIC';

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

export type ShareContextInput = {
  highlights?: ShareHighlightInput | null | undefined;
  /** At most 2,000 characters, trimmed. */
  note?: string | null | undefined;
};

export type ShareHighlightInput = {
  /** At most 20; each is cut to 300 characters, ending with an ellipsis. */
  quotes: Array<string>;
};

export type ShareableListModerationStatus =
  | 'HIDDEN'
  | 'VISIBLE';

export type ShareableListReportReason =
  | 'COPYRIGHT'
  | 'HATEFUL_OR_ABUSIVE'
  | 'MISINFORMATION'
  | 'OTHER'
  | 'SEXUALLY_EXPLICIT'
  | 'SPAM';

/** Used for both a list status and its listItemNoteVisibility. */
export type ShareableListVisibility =
  | 'PRIVATE'
  | 'PUBLIC';

export type TextDirection =
  | 'LTR'
  | 'RTL';

export type TopicInput = {
  /** A topic id (lineup GUID) or its slug. */
  id: string;
};

export type TopicSource =
  | 'CLASSIFIER'
  | 'CURATOR'
  | 'FEED'
  | 'METADATA';

export type UpdateShareableListInput = {
  /** Up to 200 characters, trimmed; empty removes it. */
  description?: string | null | undefined;
  externalId: string;
  listItemNoteVisibility?: ShareableListVisibility | null | undefined;
  /** PUBLIC makes the slug the first time (never changed afterwards). */
  status?: ShareableListVisibility | null | undefined;
  /** Up to 100 characters, trimmed. */
  title?: string | null | undefined;
};

export type UpdateShareableListItemInput = {
  externalId: string;
  /** Up to 300 characters; empty removes the note. */
  note?: string | null | undefined;
  sortOrder?: number | null | undefined;
};

export type UpdateShareableListItemsInput = {
  externalId: string;
  sortOrder: number;
};

export type UpdateUserRecommendationPreferencesInput = {
  /** The chosen topics in order; duplicates are dropped. An empty list clears. */
  preferredTopics: Array<TopicInput>;
};

export type UserFlag =
  | 'ADMIN'
  | 'CURATOR'
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

export type AccountSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSettingsQuery = { user: { id: string, firstName: string | null, lastName: string | null, description: string | null, username: string | null, email: string | null, avatarUrl: string | null, accountCreationDate: unknown, isPremium: boolean | null } | null };

export type AccountRecommendationAnalyticsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountRecommendationAnalyticsQuery = { user: { id: string, analyticsEnabled: boolean } | null };

export type SetAnalyticsEnabledMutationVariables = Exact<{
  enabled: boolean;
}>;


export type SetAnalyticsEnabledMutation = { setAnalyticsEnabled: boolean };

export type AdminUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminUsersQuery = { adminUsers: { totalCount: number, endCursor: string | null, hasNextPage: boolean, users: Array<{ id: string, username: string, email: string, isPremium: boolean, isAdmin: boolean, isPilot: boolean, accountCreationDate: unknown }> } };

export type AdminListenProblemQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminListenProblemQuery = { adminListenProblem: string | null };

export type AdminSetUserFlagMutationVariables = Exact<{
  userId: string;
  flag: UserFlag;
  on: boolean;
}>;


export type AdminSetUserFlagMutation = { adminSetUserFlag: { id: string, username: string, email: string, isPremium: boolean, isAdmin: boolean, isPilot: boolean, accountCreationDate: unknown } };

export type ViewerRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerRolesQuery = { user: { id: string, isAdmin: boolean, isCurator: boolean, isPremium: boolean | null, premiumFeatures: Array<PremiumFeature | null> | null } | null };

export type CorpusFeedFieldsFragment = { id: string, url: string, title: string, siteUrl: string | null, topic: string, language: string | null, qualityTier: CorpusQualityTier, status: FeedStatus, lastFetchedAt: number | null, error: string | null, entriesPerDay: number, itemCount: number, createdAt: number };

export type AdminCorpusFeedsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCorpusFeedsQuery = { adminCorpusFeeds: Array<{ id: string, url: string, title: string, siteUrl: string | null, topic: string, language: string | null, qualityTier: CorpusQualityTier, status: FeedStatus, lastFetchedAt: number | null, error: string | null, entriesPerDay: number, itemCount: number, createdAt: number }> };

export type AdminAddCorpusFeedMutationVariables = Exact<{
  url: string;
  topic: string;
  language?: string | null | undefined;
  qualityTier?: CorpusQualityTier | null | undefined;
}>;


export type AdminAddCorpusFeedMutation = { adminAddCorpusFeed: { id: string, url: string, title: string, siteUrl: string | null, topic: string, language: string | null, qualityTier: CorpusQualityTier, status: FeedStatus, lastFetchedAt: number | null, error: string | null, entriesPerDay: number, itemCount: number, createdAt: number } };

export type AdminUpdateCorpusFeedMutationVariables = Exact<{
  id: string;
  topic?: string | null | undefined;
  language?: string | null | undefined;
  qualityTier?: CorpusQualityTier | null | undefined;
}>;


export type AdminUpdateCorpusFeedMutation = { adminUpdateCorpusFeed: { id: string, url: string, title: string, siteUrl: string | null, topic: string, language: string | null, qualityTier: CorpusQualityTier, status: FeedStatus, lastFetchedAt: number | null, error: string | null, entriesPerDay: number, itemCount: number, createdAt: number } };

export type AdminRemoveCorpusFeedMutationVariables = Exact<{
  id: string;
}>;


export type AdminRemoveCorpusFeedMutation = { adminRemoveCorpusFeed: string };

export type AdminLoadStarterFeedsMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLoadStarterFeedsMutation = { adminLoadStarterFeeds: Array<{ id: string }> };

export type CorpusItemFieldsFragment = { id: string, url: string, title: string, excerpt: string | null, imageUrl: string | null, publisher: string | null, language: string | null, topic: string | null, topicSource: TopicSource | null, topicConfidence: number | null, state: CorpusItemState, isCuratorPick: boolean, recommendable: boolean, parseStatus: string, createdAt: number, reviewedAt: number | null, sources: Array<{ kind: CorpusSourceKind, label: string, addedAt: number }> };

export type AdminCorpusItemsQueryVariables = Exact<{
  filter?: AdminCorpusItemFilter | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type AdminCorpusItemsQuery = { adminCorpusItems: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, url: string, title: string, excerpt: string | null, imageUrl: string | null, publisher: string | null, language: string | null, topic: string | null, topicSource: TopicSource | null, topicConfidence: number | null, state: CorpusItemState, isCuratorPick: boolean, recommendable: boolean, parseStatus: string, createdAt: number, reviewedAt: number | null, sources: Array<{ kind: CorpusSourceKind, label: string, addedAt: number }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AdminCorpusOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCorpusOverviewQuery = { adminCorpusOverview: { prospects: number, approved: number, rejected: number, feeds: number, starterFeedsAvailable: number, starterFeedsLoaded: number } };

export type CorpusTopicsQueryVariables = Exact<{ [key: string]: never; }>;


export type CorpusTopicsQuery = { corpusTopics: Array<{ slug: string, name: string }> };

export type AdminEditCorpusItemMutationVariables = Exact<{
  id: string;
  input: AdminCorpusItemEdit;
}>;


export type AdminEditCorpusItemMutation = { adminEditCorpusItem: { id: string, url: string, title: string, excerpt: string | null, imageUrl: string | null, publisher: string | null, language: string | null, topic: string | null, topicSource: TopicSource | null, topicConfidence: number | null, state: CorpusItemState, isCuratorPick: boolean, recommendable: boolean, parseStatus: string, createdAt: number, reviewedAt: number | null, sources: Array<{ kind: CorpusSourceKind, label: string, addedAt: number }> } };

export type AdminAddCorpusItemMutationVariables = Exact<{
  url: string;
  topic?: string | null | undefined;
}>;


export type AdminAddCorpusItemMutation = { adminAddCorpusItem: { id: string, url: string, title: string, excerpt: string | null, imageUrl: string | null, publisher: string | null, language: string | null, topic: string | null, topicSource: TopicSource | null, topicConfidence: number | null, state: CorpusItemState, isCuratorPick: boolean, recommendable: boolean, parseStatus: string, createdAt: number, reviewedAt: number | null, sources: Array<{ kind: CorpusSourceKind, label: string, addedAt: number }> } };

export type AdminReviewCorpusItemMutationVariables = Exact<{
  id: string;
  decision: CorpusItemState;
}>;


export type AdminReviewCorpusItemMutation = { adminReviewCorpusItem: { id: string, url: string, title: string, excerpt: string | null, imageUrl: string | null, publisher: string | null, language: string | null, topic: string | null, topicSource: TopicSource | null, topicConfidence: number | null, state: CorpusItemState, isCuratorPick: boolean, recommendable: boolean, parseStatus: string, createdAt: number, reviewedAt: number | null, sources: Array<{ kind: CorpusSourceKind, label: string, addedAt: number }> } };

export type TopicModelFieldsFragment = { language: string, trainedAt: number, trainingSize: number, heldBackSize: number, reason: string | null, abstentionRate: number | null, metrics: Array<{ topic: string, precision: number, recall: number, support: number }> };

export type AdminTopicModelsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTopicModelsQuery = { adminTopicModels: Array<{ language: string, trainedAt: number, trainingSize: number, heldBackSize: number, reason: string | null, abstentionRate: number | null, metrics: Array<{ topic: string, precision: number, recall: number, support: number }> }> };

export type AdminTrainTopicModelsMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminTrainTopicModelsMutation = { adminTrainTopicModels: Array<{ language: string, trainedAt: number, trainingSize: number, heldBackSize: number, reason: string | null, abstentionRate: number | null, metrics: Array<{ topic: string, precision: number, recall: number, support: number }> }> };

export type SearchCorpusQueryVariables = Exact<{
  search: CorpusSearchQueryString;
  filter: CorpusSearchFilters;
  pagination?: PaginationInput | null | undefined;
}>;


export type SearchCorpusQuery = { searchCorpus: { totalCount: number, corpusHasItems: boolean, edges: Array<{ cursor: string, node: { searchHighlights: { title: Array<string | null> | null, excerpt: Array<string | null> | null, fullText: Array<string | null> | null } | null, corpusItem: { id: string, itemId: string, url: unknown, title: string, excerpt: string, publisher: string, imageUrl: unknown, cardImageUrl: unknown, timeToRead: number | null, topic: string | null, topicName: string | null, isCuratorPick: boolean, savedItem: { id: string, status: SavedItemStatus | null } | null } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type DiscoverSlateLineupQueryVariables = Exact<{
  id: string;
  recommendationCount?: number | null | undefined;
  slateCount?: number | null | undefined;
}>;


export type DiscoverSlateLineupQuery = { getSlateLineup: { id: string, supply: { recommendable: number, otherLanguages: number, unclassified: number, excluded: number, stale: number, available: number, largestTopic: number, minimumSlateSize: number } | null, slates: Array<{ id: string, displayName: string | null, description: string | null, recommendations: Array<{ id: string, corpusItem: { id: string, itemId: string, url: unknown, title: string, excerpt: string, publisher: string, imageUrl: unknown, cardImageUrl: unknown, timeToRead: number | null, topic: string | null, topicName: string | null, isCuratorPick: boolean, savedItem: { id: string, status: SavedItemStatus | null } | null }, reason: { name: string, type: RecommendationReasonType } | null }> }> } | null };

export type HomeSlateLineupQueryVariables = Exact<{
  locale?: string | null | undefined;
  count?: number | null | undefined;
}>;


export type HomeSlateLineupQuery = { homeSlateLineup: { id: string, supply: { recommendable: number, otherLanguages: number, unclassified: number, excluded: number, stale: number, available: number, largestTopic: number, minimumSlateSize: number } | null, slates: Array<{ id: string, recommendationReasonType: RecommendationReasonType | null, headline: string, subheadline: string | null, moreLink: { url: unknown, text: string } | null, recommendations: Array<{ id: string, reason: { name: string, type: RecommendationReasonType } | null, corpusItem: { id: string, itemId: string, url: unknown, title: string, excerpt: string, publisher: string, imageUrl: unknown, cardImageUrl: unknown, timeToRead: number | null, topic: string | null, topicName: string | null, isCuratorPick: boolean, savedItem: { id: string, status: SavedItemStatus | null } | null } }> }> } };

export type HomeSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeSetupQuery = { recommendationPreferenceTopics: Array<{ id: string, name: string, slug: string }>, user: { id: string, isAdmin: boolean, isCurator: boolean, homeSetup: { setupStatus: string | null, userTopics: Array<string> } } | null };

export type SaveHomeTopicsMutationVariables = Exact<{
  input: UpdateUserRecommendationPreferencesInput;
}>;


export type SaveHomeTopicsMutation = { updateUserRecommendationPreferences: { preferredTopics: Array<{ slug: string }> | null } };

export type UpdateHomeSetupMutationVariables = Exact<{
  setupStatus?: string | null | undefined;
}>;


export type UpdateHomeSetupMutation = { updateHomeSetup: { setupStatus: string | null, userTopics: Array<string> } };

export type HomeRecentSavesQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type HomeRecentSavesQuery = { user: { id: string, savedItems: { totalCount: number, edges: Array<{ node: { id: string, url: string, title: string | null, status: SavedItemStatus | null, item:
            | { __typename: 'Item', id: string, title: string | null, domain: string | null, topImageUrl: string | null, timeToRead: number | null, direction: TextDirection | null, domainMetadata: { name: string | null } | null }
            | { __typename: 'PendingItem' }
           } | null } | null> | null } | null } | null };

export type RecommendationAnalyticsQueryVariables = Exact<{ [key: string]: never; }>;


export type RecommendationAnalyticsQuery = { user: { id: string, analyticsEnabled: boolean } | null };

export type CorpusCardFieldsFragment = { id: string, itemId: string, url: unknown, title: string, excerpt: string, publisher: string, imageUrl: unknown, cardImageUrl: unknown, timeToRead: number | null, topic: string | null, topicName: string | null, isCuratorPick: boolean, savedItem: { id: string, status: SavedItemStatus | null } | null };

export type RecommendationReasonFieldsFragment = { name: string, type: RecommendationReasonType };

export type CorpusSupplyFieldsFragment = { recommendable: number, otherLanguages: number, unclassified: number, excluded: number, stale: number, available: number, largestTopic: number, minimumSlateSize: number };

export type DismissRecommendationMutationVariables = Exact<{
  corpusItemId: string;
}>;


export type DismissRecommendationMutation = { dismissRecommendation: boolean };

export type UndismissRecommendationMutationVariables = Exact<{
  corpusItemId: string;
}>;


export type UndismissRecommendationMutation = { undismissRecommendation: boolean };

export type DiscoverFeedsQueryVariables = Exact<{
  url: string;
}>;


export type DiscoverFeedsQuery = { discoverFeeds: Array<{ url: string, title: string | null, format: string }> };

export type FeedSubscriptionFieldsFragment = { id: string, url: string, title: string, siteUrl: string | null, iconUrl: string | null, status: FeedStatus, lastFetchedAt: number | null, error: string | null, itemCount: number, unreadCount: number, folder: string | null, topic: string | null, createdAt: number };

export type FeedEntryFieldsFragment = { id: string, url: string, title: string, excerpt: string | null, publishedAt: number, seen: boolean, isSaved: boolean, savedItemId: string | null, feed: { id: string, title: string, siteUrl: string | null, iconUrl: string | null }, item: { id: string, itemId: string, parseStatus: ItemParseStatus, domain: string | null, direction: TextDirection | null, topImageUrl: string | null, domainMetadata: { name: string | null } | null, images: Array<{ src: string }> | null } | null };

export type FeedItemsQueryVariables = Exact<{
  feedId?: string | null | undefined;
  unseenOnly?: boolean | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type FeedItemsQuery = { user: { id: string, feedItems: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, url: string, title: string, excerpt: string | null, publishedAt: number, seen: boolean, isSaved: boolean, savedItemId: string | null, feed: { id: string, title: string, siteUrl: string | null, iconUrl: string | null }, item: { id: string, itemId: string, parseStatus: ItemParseStatus, domain: string | null, direction: TextDirection | null, topImageUrl: string | null, domainMetadata: { name: string | null } | null, images: Array<{ src: string }> | null } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type FeedSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type FeedSubscriptionsQuery = { user: { id: string, feeds: Array<{ id: string, url: string, title: string, siteUrl: string | null, iconUrl: string | null, status: FeedStatus, lastFetchedAt: number | null, error: string | null, itemCount: number, unreadCount: number, folder: string | null, topic: string | null, createdAt: number }> } | null };

export type RefreshFeedMutationVariables = Exact<{
  id: string;
}>;


export type RefreshFeedMutation = { refreshFeed: { id: string, url: string, title: string, siteUrl: string | null, iconUrl: string | null, status: FeedStatus, lastFetchedAt: number | null, error: string | null, itemCount: number, unreadCount: number, folder: string | null, topic: string | null, createdAt: number } };

export type MarkFeedEntriesSeenMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type MarkFeedEntriesSeenMutation = { markFeedEntriesSeen: Array<string> };

export type MarkFeedEntriesUnseenMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type MarkFeedEntriesUnseenMutation = { markFeedEntriesUnseen: Array<string> };

export type SubscribeToFeedMutationVariables = Exact<{
  url: string;
}>;


export type SubscribeToFeedMutation = { subscribeToFeed: { id: string, url: string, title: string, siteUrl: string | null, iconUrl: string | null, status: FeedStatus, lastFetchedAt: number | null, error: string | null, itemCount: number, unreadCount: number, folder: string | null, topic: string | null, createdAt: number } };

export type UnsubscribeFromFeedMutationVariables = Exact<{
  id: string;
}>;


export type UnsubscribeFromFeedMutation = { unsubscribeFromFeed: string };

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

export type UserImportsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserImportsQuery = { user: { id: string, imports: Array<{ id: string, importType: ImportType, format: string | null, fileName: string | null, status: ImportStatus, total: number | null, processed: number, created: number, existing: number, failed: number, listsCreated: number, pagesTotal: number, pagesFetched: number, pagesFailed: number, problemCount: number, error: string | null, createdAt: unknown, finishedAt: unknown, problems: Array<{ row: number | null, url: string | null, reason: string }> }> } | null };

export type ImportUploadUrlMutationVariables = Exact<{
  importType: ImportType;
}>;


export type ImportUploadUrlMutation = { importUploadUrl:
    | { message: string, refreshInHours: number }
    | { ttl: number, url: unknown }
   };

export type BulkCreateShareableListItemsMutationVariables = Exact<{
  listExternalId: string;
  items: Array<AddItemInput> | AddItemInput;
  pagination?: PaginationInput | null | undefined;
}>;


export type BulkCreateShareableListItemsMutation = { addToShareableList: { externalId: string, items: { totalCount: number, edges: Array<{ cursor: string, node: { title: string | null, imageUrl: string | null, externalId: string } }> | null, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } } };

export type CreateAndAddToShareableListMutationVariables = Exact<{
  listData: CreateShareableListInput;
  itemData: Array<AddItemInput> | AddItemInput;
  pagination?: PaginationInput | null | undefined;
}>;


export type CreateAndAddToShareableListMutation = { createAndAddToShareableList: { title: string, status: ShareableListVisibility, slug: string | null, moderationStatus: ShareableListModerationStatus, description: string | null, externalId: string, createdAt: unknown, updatedAt: unknown, items: { totalCount: number, edges: Array<{ cursor: string, node: { title: string | null, imageUrl: string | null, externalId: string } }> | null, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } } | null };

export type CreateShareableListItemMutationVariables = Exact<{
  data: CreateShareableListItemInput;
}>;


export type CreateShareableListItemMutation = { createShareableListItem: { createdAt: unknown, excerpt: string | null, externalId: string, imageUrl: string | null, itemId: string, sortOrder: number, title: string | null, updatedAt: unknown, url: string, publisher: string | null } | null };

export type CreateShareableListMutationVariables = Exact<{
  listData: CreateShareableListInput;
  listItemData?: CreateShareableListItemWithList | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type CreateShareableListMutation = { createShareableList: { title: string, status: ShareableListVisibility, slug: string | null, moderationStatus: ShareableListModerationStatus, description: string | null, externalId: string, createdAt: unknown, updatedAt: unknown, items: { totalCount: number, edges: Array<{ cursor: string, node: { title: string | null, imageUrl: string | null, externalId: string } }> | null, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } } | null };

export type DeleteShareableListItemMutationVariables = Exact<{
  externalId: string;
}>;


export type DeleteShareableListItemMutation = { deleteShareableListItem: { externalId: string } };

export type DeleteShareableListMutationVariables = Exact<{
  externalId: string;
}>;


export type DeleteShareableListMutation = { deleteShareableList: { externalId: string } };

export type GetShareableListPilotStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type GetShareableListPilotStatusQuery = { shareableListsPilotUser: boolean };

export type ShareableListQueryVariables = Exact<{
  externalId: string;
  pagination?: PaginationInput | null | undefined;
}>;


export type ShareableListQuery = { shareableList: { title: string, description: string | null, externalId: string, slug: string | null, status: ShareableListVisibility, listItemNoteVisibility: ShareableListVisibility, moderationStatus: ShareableListModerationStatus, createdAt: unknown, updatedAt: unknown, items: { totalCount: number, edges: Array<{ cursor: string, node: { url: string, title: string | null, imageUrl: string | null, externalId: string, publisher: string | null, excerpt: string | null, authors: string | null, note: string | null, sortOrder: number, createdAt: unknown, updatedAt: unknown } }> | null, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } } | null };

export type GetShareableListsRecentQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type GetShareableListsRecentQuery = { shareableLists: Array<{ title: string, externalId: string, items: { totalCount: number, edges: Array<{ cursor: string, node: { title: string | null, externalId: string, itemId: string } }> | null, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } }> };

export type GetShareableListsQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type GetShareableListsQuery = { shareableLists: Array<{ title: string, description: string | null, status: ShareableListVisibility, slug: string | null, listItemNoteVisibility: ShareableListVisibility, createdAt: unknown, updatedAt: unknown, moderationStatus: ShareableListModerationStatus, externalId: string, items: { totalCount: number, edges: Array<{ cursor: string, node: { title: string | null, imageUrl: string | null, externalId: string } }> | null, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } }> };

export type ShareableListItemsPreviewFragment = { totalCount: number, edges: Array<{ cursor: string, node: { title: string | null, imageUrl: string | null, externalId: string } }> | null, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } };

export type NewShareableListFragment = { title: string, status: ShareableListVisibility, slug: string | null, moderationStatus: ShareableListModerationStatus, description: string | null, externalId: string, createdAt: unknown, updatedAt: unknown, items: { totalCount: number, edges: Array<{ cursor: string, node: { title: string | null, imageUrl: string | null, externalId: string } }> | null, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type UpdateShareableListItemMutationVariables = Exact<{
  data: UpdateShareableListItemInput;
}>;


export type UpdateShareableListItemMutation = { updateShareableListItem: { note: string | null, updatedAt: unknown, externalId: string } };

export type UpdateShareableListItemsMutationVariables = Exact<{
  data: Array<UpdateShareableListItemsInput> | UpdateShareableListItemsInput;
}>;


export type UpdateShareableListItemsMutation = { updateShareableListItems: Array<{ sortOrder: number, updatedAt: unknown, externalId: string }> };

export type UpdateShareableListMutationVariables = Exact<{
  data: UpdateShareableListInput;
}>;


export type UpdateShareableListMutation = { updateShareableList: { updatedAt: unknown, title: string, status: ShareableListVisibility, description: string | null, slug: string | null, listItemNoteVisibility: ShareableListVisibility } };

export type AdminReportedListsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminReportedListsQuery = { adminReportedLists: { totalCount: number, endCursor: string | null, hasNextPage: boolean, lists: Array<{ externalId: string, title: string, ownerUsername: string, publicPath: string | null, moderationStatus: ShareableListModerationStatus, moderatedBy: string | null, moderationReason: string | null, reportCount: number, lastReportedAt: unknown, reports: Array<{ reason: ShareableListReportReason, comment: string | null, reporterUsername: string, createdAt: unknown }> }> } };

export type ModerateShareableListMutationVariables = Exact<{
  externalId: string;
  moderationStatus: ShareableListModerationStatus;
  reason?: string | null | undefined;
}>;


export type ModerateShareableListMutation = { moderateShareableList: { externalId: string, title: string, ownerUsername: string, publicPath: string | null, moderationStatus: ShareableListModerationStatus, moderatedBy: string | null, moderationReason: string | null, reportCount: number, lastReportedAt: unknown, reports: Array<{ reason: ShareableListReportReason, comment: string | null, reporterUsername: string, createdAt: unknown }> } };

export type AdminReportedListFieldsFragment = { externalId: string, title: string, ownerUsername: string, publicPath: string | null, moderationStatus: ShareableListModerationStatus, moderatedBy: string | null, moderationReason: string | null, reportCount: number, lastReportedAt: unknown, reports: Array<{ reason: ShareableListReportReason, comment: string | null, reporterUsername: string, createdAt: unknown }> };

export type QaSetPremiumMutationVariables = Exact<{
  on: boolean;
}>;


export type QaSetPremiumMutation = { qaSetPremium: { id: string, isPremium: boolean | null } };

export type ReaderItemRefreshMutationVariables = Exact<{
  url: string;
}>;


export type ReaderItemRefreshMutation = { refreshItemArticle: { id: string, parseStatus: ItemParseStatus } };

export type ReaderRelatedStoriesQueryVariables = Exact<{
  id: string;
  count?: number | null | undefined;
}>;


export type ReaderRelatedStoriesQuery = { user: { savedItemById: { id: string, item:
        | { relatedAfterArticle: Array<{ id: string, reason: { name: string, type: RecommendationReasonType } | null, corpusItem: { id: string, itemId: string, url: unknown, title: string, excerpt: string, publisher: string, imageUrl: unknown, cardImageUrl: unknown, timeToRead: number | null, topic: string | null, topicName: string | null, isCuratorPick: boolean, savedItem: { id: string, status: SavedItemStatus | null } | null } }> }
        | Record<PropertyKey, never>
       } | null } | null };

export type SaveLinkLookupQueryVariables = Exact<{
  url: string;
}>;


export type SaveLinkLookupQuery = { itemByUrl: { savedItem: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
        | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, language: string | null, direction: TextDirection | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
        | { __typename: 'PendingItem', itemId: string, url: string }
       } | null } | null };

export type SavedItemPollQueryVariables = Exact<{
  id: string;
}>;


export type SavedItemPollQuery = { user: { savedItemById: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
        | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, language: string | null, direction: TextDirection | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
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
              | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, language: string | null, direction: TextDirection | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
              | { __typename: 'PendingItem', itemId: string, url: string }
             } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type SearchScopeQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchScopeQuery = { user: { id: string, searchFullText: boolean } | null };

export type ShareAddContextMutationVariables = Exact<{
  slug: string;
  context: ShareContextInput;
}>;


export type ShareAddContextMutation = { addShareContext:
    | { slug: string, context: { note: string | null, highlights: Array<{ quote: string }> | null } | null }
    | { message: string | null }
   | null };

export type ShareCreateLinkMutationMutationVariables = Exact<{
  target: unknown;
  context?: ShareContextInput | null | undefined;
}>;


export type ShareCreateLinkMutationMutation = { createShareLink: { slug: string, shareUrl: unknown, targetUrl: unknown, createdAt: unknown, context: { note: string | null, highlights: Array<{ quote: string }> | null } | null } | null };

export type SavedItemByIdQueryVariables = Exact<{
  savedItemByIdId: string;
}>;


export type SavedItemByIdQuery = { user: { savedItemById: { suggestedTags: Array<{ name: string, id: string }> | null } | null } | null };

export type GetUsersTagsQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type GetUsersTagsQuery = { user: { tags: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, name: string, savedItemCount: number } | null } | null> | null, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null };

export type RenameTagByNameMutationVariables = Exact<{
  oldName: string;
  newName: string;
}>;


export type RenameTagByNameMutation = { renameTagByName: { name: string, id: string } | null };

export type DeleteTagMutationVariables = Exact<{
  tagName: string;
}>;


export type DeleteTagMutation = { deleteTagByName: string | null };

export type PageInfoFieldsFragment = { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null };

export type ReaderItemFragment = { id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, excerpt: string | null, domain: string | null, datePublished: string | null, timeToRead: number | null, language: string | null, direction: TextDirection | null, hasImage: Imageness | null, hasVideo: Videoness | null, isArticle: boolean | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, article: string | null, domainMetadata: { name: string | null, logo: string | null } | null, authors: Array<{ id: string, name: string | null, url: string | null }> | null, images: Array<{ imageId: number, url: string, caption: string | null, credit: string | null, width: number | null, height: number | null }> | null, videos: Array<{ videoId: number, src: string, type: VideoType }> | null, articleSource: { kind: ArticleSourceKind, feedTitle: string | null, title: string | null, language: string | null, direction: TextDirection | null } | null };

export type GetReaderItemBySlugQueryVariables = Exact<{
  id: string;
}>;


export type GetReaderItemBySlugQuery = { readerSlug: { slug: string, savedItem: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isArchived: boolean, isFavorite: boolean, _createdAt: number, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string, quote: string, patch: string, version: number, _createdAt: number, _updatedAt: number, note: { text: string, _createdAt: number, _updatedAt: number } | null } | null> | null } | null, item:
        | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, excerpt: string | null, domain: string | null, datePublished: string | null, timeToRead: number | null, language: string | null, direction: TextDirection | null, hasImage: Imageness | null, hasVideo: Videoness | null, isArticle: boolean | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, article: string | null, domainMetadata: { name: string | null, logo: string | null } | null, authors: Array<{ id: string, name: string | null, url: string | null }> | null, images: Array<{ imageId: number, url: string, caption: string | null, credit: string | null, width: number | null, height: number | null }> | null, videos: Array<{ videoId: number, src: string, type: VideoType }> | null, articleSource: { kind: ArticleSourceKind, feedTitle: string | null, title: string | null, language: string | null, direction: TextDirection | null } | null }
        | { __typename: 'PendingItem', itemId: string, url: string }
       } | null, feedEntry: { id: string, url: string, title: string, excerpt: string | null, publishedAt: number, seen: boolean, isSaved: boolean, savedItemId: string | null, item: { id: string, itemId: string, parseStatus: ItemParseStatus, domain: string | null, direction: TextDirection | null, topImageUrl: string | null, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, excerpt: string | null, datePublished: string | null, timeToRead: number | null, language: string | null, hasImage: Imageness | null, hasVideo: Videoness | null, isArticle: boolean | null, parseError: string | null, article: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, imageId: number, url: string, caption: string | null, credit: string | null, width: number | null, height: number | null }> | null, authors: Array<{ id: string, name: string | null, url: string | null }> | null, videos: Array<{ videoId: number, src: string, type: VideoType }> | null, articleSource: { kind: ArticleSourceKind, feedTitle: string | null, title: string | null, language: string | null, direction: TextDirection | null } | null } | null, feed: { id: string, title: string, siteUrl: string | null, iconUrl: string | null } } | null, fallbackPage:
      | { __typename: 'ItemNotFound', message: string | null }
      | { __typename: 'ReaderInterstitial', itemCard:
          | { id: string, title: string | null, excerpt: string | null, url: string, datePublished: unknown, image: { url: string } | null, domain: { name: string | null } | null, authors: Array<{ name: string | null }> | null }
          | { id: string, title: string | null, excerpt: string | null, url: string, datePublished: unknown, image: { url: string } | null, domain: { name: string | null } | null, authors: Array<{ name: string | null }> | null }
         | null }
     | null } };

export type ItemArchiveMutationVariables = Exact<{
  itemId: string;
}>;


export type ItemArchiveMutation = { updateSavedItemArchive: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
      | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, language: string | null, direction: TextDirection | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
      | { __typename: 'PendingItem', itemId: string, url: string }
     } };

export type ItemUnArchiveMutationVariables = Exact<{
  itemId: string;
}>;


export type ItemUnArchiveMutation = { updateSavedItemUnArchive: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
      | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, language: string | null, direction: TextDirection | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
      | { __typename: 'PendingItem', itemId: string, url: string }
     } };

export type ItemFavoriteMutationVariables = Exact<{
  itemId: string;
}>;


export type ItemFavoriteMutation = { updateSavedItemFavorite: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
      | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, language: string | null, direction: TextDirection | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
      | { __typename: 'PendingItem', itemId: string, url: string }
     } };

export type ItemUnFavoriteMutationVariables = Exact<{
  itemId: string;
}>;


export type ItemUnFavoriteMutation = { updateSavedItemUnFavorite: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
      | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, language: string | null, direction: TextDirection | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
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
      | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, language: string | null, direction: TextDirection | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
      | { __typename: 'PendingItem', itemId: string, url: string }
     } };

export type ItemTagsReplaceMutationVariables = Exact<{
  input: Array<SavedItemTagsInput> | SavedItemTagsInput;
}>;


export type ItemTagsReplaceMutation = { replaceSavedItemTags: Array<{ status: SavedItemStatus | null, _updatedAt: number | null, id: string, tags: Array<{ name: string, id: string }> | null }> };

export type ItemTagsRemoveMutationVariables = Exact<{
  savedItemId?: string | null | undefined;
}>;


export type ItemTagsRemoveMutation = { updateSavedItemRemoveTags: { status: SavedItemStatus | null, _updatedAt: number | null, id: string, tags: Array<{ name: string, id: string }> | null } };

export type ItemRefreshMutationVariables = Exact<{
  url: string;
}>;


export type ItemRefreshMutation = { refreshItemArticle: { savedItem: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
        | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, language: string | null, direction: TextDirection | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
        | { __typename: 'PendingItem', itemId: string, url: string }
       } | null } };

export type SavedItemSummaryFragment = { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
    | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, language: string | null, direction: TextDirection | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
    | { __typename: 'PendingItem', itemId: string, url: string }
   };

export type GetSavedItemsQueryVariables = Exact<{
  filter?: SavedItemsFilter | null | undefined;
  sort?: SavedItemsSort | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type GetSavedItemsQuery = { user: { savedItems: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
            | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, language: string | null, direction: TextDirection | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
            | { __typename: 'PendingItem', itemId: string, url: string }
           } | null } | null> | null, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null };

export type ItemsTagsAddMutationVariables = Exact<{
  input: Array<SavedItemTagsInput> | SavedItemTagsInput;
}>;


export type ItemsTagsAddMutation = { createSavedItemTags: Array<{ status: SavedItemStatus | null, _updatedAt: number | null, id: string, tags: Array<{ name: string, id: string }> | null }> };

export type ItemUpsertMutationVariables = Exact<{
  input: SavedItemUpsertInput;
}>;


export type ItemUpsertMutation = { upsertSavedItem: { id: string, url: string, title: string | null, status: SavedItemStatus | null, isFavorite: boolean, favoritedAt: number | null, isArchived: boolean, archivedAt: number | null, _createdAt: number, _updatedAt: number | null, tags: Array<{ id: string, name: string }> | null, annotations: { highlights: Array<{ id: string } | null> | null } | null, item:
      | { __typename: 'Item', id: string, itemId: string, readerSlug: string, givenUrl: string, resolvedUrl: string | null, title: string | null, domain: string | null, excerpt: string | null, language: string | null, direction: TextDirection | null, isArticle: boolean | null, hasImage: Imageness | null, hasVideo: Videoness | null, timeToRead: number | null, topImageUrl: string | null, parseStatus: ItemParseStatus, parseError: string | null, domainMetadata: { name: string | null, logo: string | null } | null, images: Array<{ src: string, url: string }> | null, syndicatedArticle: { slug: string | null, publisher: { name: string | null } | null } | null }
      | { __typename: 'PendingItem', itemId: string, url: string }
     } };

export type PublicPageSaveMutationVariables = Exact<{
  input: SavedItemUpsertInput;
}>;


export type PublicPageSaveMutation = { upsertSavedItem: { id: string } };

export type PublicPageUnsaveMutationVariables = Exact<{
  id: string;
}>;


export type PublicPageUnsaveMutation = { deleteSavedItem: string };

export type PublicPageReportMutationVariables = Exact<{
  externalId: string;
  reason: ShareableListReportReason;
  comment?: string | null | undefined;
}>;


export type PublicPageReportMutation = { reportShareableList: boolean };

export type PublicPageReportItemMutationVariables = Exact<{
  externalId: string;
  reason: ShareableListReportReason;
  comment?: string | null | undefined;
}>;


export type PublicPageReportItemMutation = { reportShareableListItem: boolean };

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
export const CorpusFeedFieldsFragmentDoc = new TypedDocumentString(`
    fragment CorpusFeedFields on CorpusFeed {
  id
  url
  title
  siteUrl
  topic
  language
  qualityTier
  status
  lastFetchedAt
  error
  entriesPerDay
  itemCount
  createdAt
}
    `, {"fragmentName":"CorpusFeedFields"}) as unknown as TypedDocumentString<CorpusFeedFieldsFragment, unknown>;
export const CorpusItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment CorpusItemFields on AdminCorpusItem {
  id
  url
  title
  excerpt
  imageUrl
  publisher
  language
  topic
  topicSource
  topicConfidence
  state
  isCuratorPick
  recommendable
  sources {
    kind
    label
    addedAt
  }
  parseStatus
  createdAt
  reviewedAt
}
    `, {"fragmentName":"CorpusItemFields"}) as unknown as TypedDocumentString<CorpusItemFieldsFragment, unknown>;
export const TopicModelFieldsFragmentDoc = new TypedDocumentString(`
    fragment TopicModelFields on TopicModel {
  language
  trainedAt
  trainingSize
  heldBackSize
  reason
  abstentionRate
  metrics {
    topic
    precision
    recall
    support
  }
}
    `, {"fragmentName":"TopicModelFields"}) as unknown as TypedDocumentString<TopicModelFieldsFragment, unknown>;
export const CorpusCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment CorpusCardFields on CorpusItem {
  id
  itemId
  url
  title
  excerpt
  publisher
  imageUrl
  cardImageUrl
  timeToRead
  topic
  topicName
  isCuratorPick
  savedItem {
    id
    status
  }
}
    `, {"fragmentName":"CorpusCardFields"}) as unknown as TypedDocumentString<CorpusCardFieldsFragment, unknown>;
export const RecommendationReasonFieldsFragmentDoc = new TypedDocumentString(`
    fragment RecommendationReasonFields on RecommendationReason {
  name
  type
}
    `, {"fragmentName":"RecommendationReasonFields"}) as unknown as TypedDocumentString<RecommendationReasonFieldsFragment, unknown>;
export const CorpusSupplyFieldsFragmentDoc = new TypedDocumentString(`
    fragment CorpusSupplyFields on CorpusSupply {
  recommendable
  otherLanguages
  unclassified
  excluded
  stale
  available
  largestTopic
  minimumSlateSize
}
    `, {"fragmentName":"CorpusSupplyFields"}) as unknown as TypedDocumentString<CorpusSupplyFieldsFragment, unknown>;
export const FeedSubscriptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment FeedSubscriptionFields on FeedSubscription {
  id
  url
  title
  siteUrl
  iconUrl
  status
  lastFetchedAt
  error
  itemCount
  unreadCount
  folder
  topic
  createdAt
}
    `, {"fragmentName":"FeedSubscriptionFields"}) as unknown as TypedDocumentString<FeedSubscriptionFieldsFragment, unknown>;
export const FeedEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment FeedEntryFields on FeedEntry {
  id
  url
  title
  excerpt
  publishedAt
  seen
  isSaved
  savedItemId
  feed {
    id
    title
    siteUrl
    iconUrl
  }
  item {
    id
    itemId
    parseStatus
    domain
    domainMetadata {
      name
    }
    direction
    topImageUrl
    images {
      src
    }
  }
}
    `, {"fragmentName":"FeedEntryFields"}) as unknown as TypedDocumentString<FeedEntryFieldsFragment, unknown>;
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
export const PageInfoFieldsFragmentDoc = new TypedDocumentString(`
    fragment PageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  startCursor
  endCursor
}
    `, {"fragmentName":"PageInfoFields"}) as unknown as TypedDocumentString<PageInfoFieldsFragment, unknown>;
export const ShareableListItemsPreviewFragmentDoc = new TypedDocumentString(`
    fragment ShareableListItemsPreview on ListItemConnection {
  edges {
    cursor
    node {
      title
      imageUrl
      externalId
    }
  }
  pageInfo {
    ...PageInfoFields
  }
  totalCount
}
    fragment PageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  startCursor
  endCursor
}`, {"fragmentName":"ShareableListItemsPreview"}) as unknown as TypedDocumentString<ShareableListItemsPreviewFragment, unknown>;
export const NewShareableListFragmentDoc = new TypedDocumentString(`
    fragment NewShareableList on ShareableList {
  title
  status
  slug
  moderationStatus
  description
  externalId
  createdAt
  updatedAt
  items(pagination: $pagination) {
    ...ShareableListItemsPreview
  }
}
    fragment ShareableListItemsPreview on ListItemConnection {
  edges {
    cursor
    node {
      title
      imageUrl
      externalId
    }
  }
  pageInfo {
    ...PageInfoFields
  }
  totalCount
}
fragment PageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  startCursor
  endCursor
}`, {"fragmentName":"NewShareableList"}) as unknown as TypedDocumentString<NewShareableListFragment, unknown>;
export const AdminReportedListFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminReportedListFields on AdminReportedList {
  externalId
  title
  ownerUsername
  publicPath
  moderationStatus
  moderatedBy
  moderationReason
  reportCount
  lastReportedAt
  reports {
    reason
    comment
    reporterUsername
    createdAt
  }
}
    `, {"fragmentName":"AdminReportedListFields"}) as unknown as TypedDocumentString<AdminReportedListFieldsFragment, unknown>;
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
  direction
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
  articleSource {
    kind
    feedTitle
    title
    language
    direction
  }
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
      language
      direction
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
export const AccountSettingsDocument = new TypedDocumentString(`
    query AccountSettings {
  user {
    id
    firstName
    lastName
    description
    username
    email
    avatarUrl
    accountCreationDate
    isPremium
  }
}
    `) as unknown as TypedDocumentString<AccountSettingsQuery, AccountSettingsQueryVariables>;
export const AccountRecommendationAnalyticsDocument = new TypedDocumentString(`
    query AccountRecommendationAnalytics {
  user {
    id
    analyticsEnabled
  }
}
    `) as unknown as TypedDocumentString<AccountRecommendationAnalyticsQuery, AccountRecommendationAnalyticsQueryVariables>;
export const SetAnalyticsEnabledDocument = new TypedDocumentString(`
    mutation SetAnalyticsEnabled($enabled: Boolean!) {
  setAnalyticsEnabled(enabled: $enabled)
}
    `) as unknown as TypedDocumentString<SetAnalyticsEnabledMutation, SetAnalyticsEnabledMutationVariables>;
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
export const AdminListenProblemDocument = new TypedDocumentString(`
    query AdminListenProblem {
  adminListenProblem
}
    `) as unknown as TypedDocumentString<AdminListenProblemQuery, AdminListenProblemQueryVariables>;
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
    isCurator
    isPremium
    premiumFeatures
  }
}
    `) as unknown as TypedDocumentString<ViewerRolesQuery, ViewerRolesQueryVariables>;
export const AdminCorpusFeedsDocument = new TypedDocumentString(`
    query AdminCorpusFeeds {
  adminCorpusFeeds {
    ...CorpusFeedFields
  }
}
    fragment CorpusFeedFields on CorpusFeed {
  id
  url
  title
  siteUrl
  topic
  language
  qualityTier
  status
  lastFetchedAt
  error
  entriesPerDay
  itemCount
  createdAt
}`) as unknown as TypedDocumentString<AdminCorpusFeedsQuery, AdminCorpusFeedsQueryVariables>;
export const AdminAddCorpusFeedDocument = new TypedDocumentString(`
    mutation AdminAddCorpusFeed($url: String!, $topic: String!, $language: String, $qualityTier: CorpusQualityTier) {
  adminAddCorpusFeed(
    url: $url
    topic: $topic
    language: $language
    qualityTier: $qualityTier
  ) {
    ...CorpusFeedFields
  }
}
    fragment CorpusFeedFields on CorpusFeed {
  id
  url
  title
  siteUrl
  topic
  language
  qualityTier
  status
  lastFetchedAt
  error
  entriesPerDay
  itemCount
  createdAt
}`) as unknown as TypedDocumentString<AdminAddCorpusFeedMutation, AdminAddCorpusFeedMutationVariables>;
export const AdminUpdateCorpusFeedDocument = new TypedDocumentString(`
    mutation AdminUpdateCorpusFeed($id: ID!, $topic: String, $language: String, $qualityTier: CorpusQualityTier) {
  adminUpdateCorpusFeed(
    id: $id
    topic: $topic
    language: $language
    qualityTier: $qualityTier
  ) {
    ...CorpusFeedFields
  }
}
    fragment CorpusFeedFields on CorpusFeed {
  id
  url
  title
  siteUrl
  topic
  language
  qualityTier
  status
  lastFetchedAt
  error
  entriesPerDay
  itemCount
  createdAt
}`) as unknown as TypedDocumentString<AdminUpdateCorpusFeedMutation, AdminUpdateCorpusFeedMutationVariables>;
export const AdminRemoveCorpusFeedDocument = new TypedDocumentString(`
    mutation AdminRemoveCorpusFeed($id: ID!) {
  adminRemoveCorpusFeed(id: $id)
}
    `) as unknown as TypedDocumentString<AdminRemoveCorpusFeedMutation, AdminRemoveCorpusFeedMutationVariables>;
export const AdminLoadStarterFeedsDocument = new TypedDocumentString(`
    mutation AdminLoadStarterFeeds {
  adminLoadStarterFeeds {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminLoadStarterFeedsMutation, AdminLoadStarterFeedsMutationVariables>;
export const AdminCorpusItemsDocument = new TypedDocumentString(`
    query AdminCorpusItems($filter: AdminCorpusItemFilter, $pagination: PaginationInput) {
  adminCorpusItems(filter: $filter, pagination: $pagination) {
    edges {
      cursor
      node {
        ...CorpusItemFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    fragment CorpusItemFields on AdminCorpusItem {
  id
  url
  title
  excerpt
  imageUrl
  publisher
  language
  topic
  topicSource
  topicConfidence
  state
  isCuratorPick
  recommendable
  sources {
    kind
    label
    addedAt
  }
  parseStatus
  createdAt
  reviewedAt
}`) as unknown as TypedDocumentString<AdminCorpusItemsQuery, AdminCorpusItemsQueryVariables>;
export const AdminCorpusOverviewDocument = new TypedDocumentString(`
    query AdminCorpusOverview {
  adminCorpusOverview {
    prospects
    approved
    rejected
    feeds
    starterFeedsAvailable
    starterFeedsLoaded
  }
}
    `) as unknown as TypedDocumentString<AdminCorpusOverviewQuery, AdminCorpusOverviewQueryVariables>;
export const CorpusTopicsDocument = new TypedDocumentString(`
    query CorpusTopics {
  corpusTopics {
    slug
    name
  }
}
    `) as unknown as TypedDocumentString<CorpusTopicsQuery, CorpusTopicsQueryVariables>;
export const AdminEditCorpusItemDocument = new TypedDocumentString(`
    mutation AdminEditCorpusItem($id: ID!, $input: AdminCorpusItemEdit!) {
  adminEditCorpusItem(id: $id, input: $input) {
    ...CorpusItemFields
  }
}
    fragment CorpusItemFields on AdminCorpusItem {
  id
  url
  title
  excerpt
  imageUrl
  publisher
  language
  topic
  topicSource
  topicConfidence
  state
  isCuratorPick
  recommendable
  sources {
    kind
    label
    addedAt
  }
  parseStatus
  createdAt
  reviewedAt
}`) as unknown as TypedDocumentString<AdminEditCorpusItemMutation, AdminEditCorpusItemMutationVariables>;
export const AdminAddCorpusItemDocument = new TypedDocumentString(`
    mutation AdminAddCorpusItem($url: String!, $topic: String) {
  adminAddCorpusItem(url: $url, topic: $topic) {
    ...CorpusItemFields
  }
}
    fragment CorpusItemFields on AdminCorpusItem {
  id
  url
  title
  excerpt
  imageUrl
  publisher
  language
  topic
  topicSource
  topicConfidence
  state
  isCuratorPick
  recommendable
  sources {
    kind
    label
    addedAt
  }
  parseStatus
  createdAt
  reviewedAt
}`) as unknown as TypedDocumentString<AdminAddCorpusItemMutation, AdminAddCorpusItemMutationVariables>;
export const AdminReviewCorpusItemDocument = new TypedDocumentString(`
    mutation AdminReviewCorpusItem($id: ID!, $decision: CorpusItemState!) {
  adminReviewCorpusItem(id: $id, decision: $decision) {
    ...CorpusItemFields
  }
}
    fragment CorpusItemFields on AdminCorpusItem {
  id
  url
  title
  excerpt
  imageUrl
  publisher
  language
  topic
  topicSource
  topicConfidence
  state
  isCuratorPick
  recommendable
  sources {
    kind
    label
    addedAt
  }
  parseStatus
  createdAt
  reviewedAt
}`) as unknown as TypedDocumentString<AdminReviewCorpusItemMutation, AdminReviewCorpusItemMutationVariables>;
export const AdminTopicModelsDocument = new TypedDocumentString(`
    query AdminTopicModels {
  adminTopicModels {
    ...TopicModelFields
  }
}
    fragment TopicModelFields on TopicModel {
  language
  trainedAt
  trainingSize
  heldBackSize
  reason
  abstentionRate
  metrics {
    topic
    precision
    recall
    support
  }
}`) as unknown as TypedDocumentString<AdminTopicModelsQuery, AdminTopicModelsQueryVariables>;
export const AdminTrainTopicModelsDocument = new TypedDocumentString(`
    mutation AdminTrainTopicModels {
  adminTrainTopicModels {
    ...TopicModelFields
  }
}
    fragment TopicModelFields on TopicModel {
  language
  trainedAt
  trainingSize
  heldBackSize
  reason
  abstentionRate
  metrics {
    topic
    precision
    recall
    support
  }
}`) as unknown as TypedDocumentString<AdminTrainTopicModelsMutation, AdminTrainTopicModelsMutationVariables>;
export const SearchCorpusDocument = new TypedDocumentString(`
    query SearchCorpus($search: CorpusSearchQueryString!, $filter: CorpusSearchFilters!, $pagination: PaginationInput) {
  searchCorpus(search: $search, filter: $filter, pagination: $pagination) {
    edges {
      cursor
      node {
        searchHighlights {
          title
          excerpt
          fullText
        }
        corpusItem {
          ...CorpusCardFields
        }
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
    corpusHasItems
  }
}
    fragment CorpusCardFields on CorpusItem {
  id
  itemId
  url
  title
  excerpt
  publisher
  imageUrl
  cardImageUrl
  timeToRead
  topic
  topicName
  isCuratorPick
  savedItem {
    id
    status
  }
}`) as unknown as TypedDocumentString<SearchCorpusQuery, SearchCorpusQueryVariables>;
export const DiscoverSlateLineupDocument = new TypedDocumentString(`
    query DiscoverSlateLineup($id: String!, $recommendationCount: Int, $slateCount: Int) {
  getSlateLineup(
    slateLineupId: $id
    recommendationCount: $recommendationCount
    slateCount: $slateCount
  ) {
    id
    supply {
      ...CorpusSupplyFields
    }
    slates {
      id
      displayName
      description
      recommendations {
        id
        corpusItem {
          ...CorpusCardFields
        }
        reason {
          ...RecommendationReasonFields
        }
      }
    }
  }
}
    fragment CorpusCardFields on CorpusItem {
  id
  itemId
  url
  title
  excerpt
  publisher
  imageUrl
  cardImageUrl
  timeToRead
  topic
  topicName
  isCuratorPick
  savedItem {
    id
    status
  }
}
fragment RecommendationReasonFields on RecommendationReason {
  name
  type
}
fragment CorpusSupplyFields on CorpusSupply {
  recommendable
  otherLanguages
  unclassified
  excluded
  stale
  available
  largestTopic
  minimumSlateSize
}`) as unknown as TypedDocumentString<DiscoverSlateLineupQuery, DiscoverSlateLineupQueryVariables>;
export const HomeSlateLineupDocument = new TypedDocumentString(`
    query HomeSlateLineup($locale: String, $count: Int) {
  homeSlateLineup(locale: $locale) {
    id
    supply {
      ...CorpusSupplyFields
    }
    slates {
      id
      recommendationReasonType
      headline
      subheadline
      moreLink {
        url
        text
      }
      recommendations(count: $count) {
        id
        reason {
          ...RecommendationReasonFields
        }
        corpusItem {
          ...CorpusCardFields
        }
      }
    }
  }
}
    fragment CorpusCardFields on CorpusItem {
  id
  itemId
  url
  title
  excerpt
  publisher
  imageUrl
  cardImageUrl
  timeToRead
  topic
  topicName
  isCuratorPick
  savedItem {
    id
    status
  }
}
fragment RecommendationReasonFields on RecommendationReason {
  name
  type
}
fragment CorpusSupplyFields on CorpusSupply {
  recommendable
  otherLanguages
  unclassified
  excluded
  stale
  available
  largestTopic
  minimumSlateSize
}`) as unknown as TypedDocumentString<HomeSlateLineupQuery, HomeSlateLineupQueryVariables>;
export const HomeSetupDocument = new TypedDocumentString(`
    query HomeSetup {
  recommendationPreferenceTopics {
    id
    name
    slug
  }
  user {
    id
    isAdmin
    isCurator
    homeSetup {
      setupStatus
      userTopics
    }
  }
}
    `) as unknown as TypedDocumentString<HomeSetupQuery, HomeSetupQueryVariables>;
export const SaveHomeTopicsDocument = new TypedDocumentString(`
    mutation SaveHomeTopics($input: UpdateUserRecommendationPreferencesInput!) {
  updateUserRecommendationPreferences(input: $input) {
    preferredTopics {
      slug
    }
  }
}
    `) as unknown as TypedDocumentString<SaveHomeTopicsMutation, SaveHomeTopicsMutationVariables>;
export const UpdateHomeSetupDocument = new TypedDocumentString(`
    mutation UpdateHomeSetup($setupStatus: String) {
  updateHomeSetup(setupStatus: $setupStatus) {
    setupStatus
    userTopics
  }
}
    `) as unknown as TypedDocumentString<UpdateHomeSetupMutation, UpdateHomeSetupMutationVariables>;
export const HomeRecentSavesDocument = new TypedDocumentString(`
    query HomeRecentSaves($pagination: PaginationInput) {
  user {
    id
    savedItems(
      filter: {statuses: [UNREAD]}
      sort: {sortBy: CREATED_AT, sortOrder: DESC}
      pagination: $pagination
    ) {
      totalCount
      edges {
        node {
          id
          url
          title
          status
          item {
            __typename
            ... on Item {
              id
              title
              domain
              domainMetadata {
                name
              }
              topImageUrl
              timeToRead
              direction
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HomeRecentSavesQuery, HomeRecentSavesQueryVariables>;
export const RecommendationAnalyticsDocument = new TypedDocumentString(`
    query RecommendationAnalytics {
  user {
    id
    analyticsEnabled
  }
}
    `) as unknown as TypedDocumentString<RecommendationAnalyticsQuery, RecommendationAnalyticsQueryVariables>;
export const DismissRecommendationDocument = new TypedDocumentString(`
    mutation DismissRecommendation($corpusItemId: ID!) {
  dismissRecommendation(corpusItemId: $corpusItemId)
}
    `) as unknown as TypedDocumentString<DismissRecommendationMutation, DismissRecommendationMutationVariables>;
export const UndismissRecommendationDocument = new TypedDocumentString(`
    mutation UndismissRecommendation($corpusItemId: ID!) {
  undismissRecommendation(corpusItemId: $corpusItemId)
}
    `) as unknown as TypedDocumentString<UndismissRecommendationMutation, UndismissRecommendationMutationVariables>;
export const DiscoverFeedsDocument = new TypedDocumentString(`
    query DiscoverFeeds($url: String!) {
  discoverFeeds(url: $url) {
    url
    title
    format
  }
}
    `) as unknown as TypedDocumentString<DiscoverFeedsQuery, DiscoverFeedsQueryVariables>;
export const FeedItemsDocument = new TypedDocumentString(`
    query FeedItems($feedId: ID, $unseenOnly: Boolean, $pagination: PaginationInput) {
  user {
    id
    feedItems(feedId: $feedId, unseenOnly: $unseenOnly, pagination: $pagination) {
      edges {
        cursor
        node {
          ...FeedEntryFields
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
    fragment FeedEntryFields on FeedEntry {
  id
  url
  title
  excerpt
  publishedAt
  seen
  isSaved
  savedItemId
  feed {
    id
    title
    siteUrl
    iconUrl
  }
  item {
    id
    itemId
    parseStatus
    domain
    domainMetadata {
      name
    }
    direction
    topImageUrl
    images {
      src
    }
  }
}`) as unknown as TypedDocumentString<FeedItemsQuery, FeedItemsQueryVariables>;
export const FeedSubscriptionsDocument = new TypedDocumentString(`
    query FeedSubscriptions {
  user {
    id
    feeds {
      ...FeedSubscriptionFields
    }
  }
}
    fragment FeedSubscriptionFields on FeedSubscription {
  id
  url
  title
  siteUrl
  iconUrl
  status
  lastFetchedAt
  error
  itemCount
  unreadCount
  folder
  topic
  createdAt
}`) as unknown as TypedDocumentString<FeedSubscriptionsQuery, FeedSubscriptionsQueryVariables>;
export const RefreshFeedDocument = new TypedDocumentString(`
    mutation RefreshFeed($id: ID!) {
  refreshFeed(id: $id) {
    ...FeedSubscriptionFields
  }
}
    fragment FeedSubscriptionFields on FeedSubscription {
  id
  url
  title
  siteUrl
  iconUrl
  status
  lastFetchedAt
  error
  itemCount
  unreadCount
  folder
  topic
  createdAt
}`) as unknown as TypedDocumentString<RefreshFeedMutation, RefreshFeedMutationVariables>;
export const MarkFeedEntriesSeenDocument = new TypedDocumentString(`
    mutation MarkFeedEntriesSeen($ids: [ID!]!) {
  markFeedEntriesSeen(ids: $ids)
}
    `) as unknown as TypedDocumentString<MarkFeedEntriesSeenMutation, MarkFeedEntriesSeenMutationVariables>;
export const MarkFeedEntriesUnseenDocument = new TypedDocumentString(`
    mutation MarkFeedEntriesUnseen($ids: [ID!]!) {
  markFeedEntriesUnseen(ids: $ids)
}
    `) as unknown as TypedDocumentString<MarkFeedEntriesUnseenMutation, MarkFeedEntriesUnseenMutationVariables>;
export const SubscribeToFeedDocument = new TypedDocumentString(`
    mutation SubscribeToFeed($url: String!) {
  subscribeToFeed(url: $url) {
    ...FeedSubscriptionFields
  }
}
    fragment FeedSubscriptionFields on FeedSubscription {
  id
  url
  title
  siteUrl
  iconUrl
  status
  lastFetchedAt
  error
  itemCount
  unreadCount
  folder
  topic
  createdAt
}`) as unknown as TypedDocumentString<SubscribeToFeedMutation, SubscribeToFeedMutationVariables>;
export const UnsubscribeFromFeedDocument = new TypedDocumentString(`
    mutation UnsubscribeFromFeed($id: ID!) {
  unsubscribeFromFeed(id: $id)
}
    `) as unknown as TypedDocumentString<UnsubscribeFromFeedMutation, UnsubscribeFromFeedMutationVariables>;
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
export const UserImportsDocument = new TypedDocumentString(`
    query UserImports {
  user {
    id
    imports {
      id
      importType
      format
      fileName
      status
      total
      processed
      created
      existing
      failed
      listsCreated
      pagesTotal
      pagesFetched
      pagesFailed
      problems {
        row
        url
        reason
      }
      problemCount
      error
      createdAt
      finishedAt
    }
  }
}
    `) as unknown as TypedDocumentString<UserImportsQuery, UserImportsQueryVariables>;
export const ImportUploadUrlDocument = new TypedDocumentString(`
    mutation ImportUploadUrl($importType: ImportType!) {
  importUploadUrl(importType: $importType) {
    ... on PreSignedUrl {
      ttl
      url
    }
    ... on ImportLimited {
      message
      refreshInHours
    }
  }
}
    `) as unknown as TypedDocumentString<ImportUploadUrlMutation, ImportUploadUrlMutationVariables>;
export const BulkCreateShareableListItemsDocument = new TypedDocumentString(`
    mutation BulkCreateShareableListItems($listExternalId: ID!, $items: [AddItemInput!]!, $pagination: PaginationInput) {
  addToShareableList(listExternalId: $listExternalId, items: $items) {
    externalId
    items(pagination: $pagination) {
      ...ShareableListItemsPreview
    }
  }
}
    fragment ShareableListItemsPreview on ListItemConnection {
  edges {
    cursor
    node {
      title
      imageUrl
      externalId
    }
  }
  pageInfo {
    ...PageInfoFields
  }
  totalCount
}
fragment PageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  startCursor
  endCursor
}`) as unknown as TypedDocumentString<BulkCreateShareableListItemsMutation, BulkCreateShareableListItemsMutationVariables>;
export const CreateAndAddToShareableListDocument = new TypedDocumentString(`
    mutation CreateAndAddToShareableList($listData: CreateShareableListInput!, $itemData: [AddItemInput!]!, $pagination: PaginationInput) {
  createAndAddToShareableList(listData: $listData, itemData: $itemData) {
    ...NewShareableList
  }
}
    fragment ShareableListItemsPreview on ListItemConnection {
  edges {
    cursor
    node {
      title
      imageUrl
      externalId
    }
  }
  pageInfo {
    ...PageInfoFields
  }
  totalCount
}
fragment NewShareableList on ShareableList {
  title
  status
  slug
  moderationStatus
  description
  externalId
  createdAt
  updatedAt
  items(pagination: $pagination) {
    ...ShareableListItemsPreview
  }
}
fragment PageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  startCursor
  endCursor
}`) as unknown as TypedDocumentString<CreateAndAddToShareableListMutation, CreateAndAddToShareableListMutationVariables>;
export const CreateShareableListItemDocument = new TypedDocumentString(`
    mutation CreateShareableListItem($data: CreateShareableListItemInput!) {
  createShareableListItem(data: $data) {
    createdAt
    excerpt
    externalId
    imageUrl
    itemId
    sortOrder
    title
    updatedAt
    url
    publisher
  }
}
    `) as unknown as TypedDocumentString<CreateShareableListItemMutation, CreateShareableListItemMutationVariables>;
export const CreateShareableListDocument = new TypedDocumentString(`
    mutation CreateShareableList($listData: CreateShareableListInput!, $listItemData: CreateShareableListItemWithList, $pagination: PaginationInput) {
  createShareableList(listData: $listData, listItemData: $listItemData) {
    ...NewShareableList
  }
}
    fragment ShareableListItemsPreview on ListItemConnection {
  edges {
    cursor
    node {
      title
      imageUrl
      externalId
    }
  }
  pageInfo {
    ...PageInfoFields
  }
  totalCount
}
fragment NewShareableList on ShareableList {
  title
  status
  slug
  moderationStatus
  description
  externalId
  createdAt
  updatedAt
  items(pagination: $pagination) {
    ...ShareableListItemsPreview
  }
}
fragment PageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  startCursor
  endCursor
}`) as unknown as TypedDocumentString<CreateShareableListMutation, CreateShareableListMutationVariables>;
export const DeleteShareableListItemDocument = new TypedDocumentString(`
    mutation deleteShareableListItem($externalId: ID!) {
  deleteShareableListItem(externalId: $externalId) {
    externalId
  }
}
    `) as unknown as TypedDocumentString<DeleteShareableListItemMutation, DeleteShareableListItemMutationVariables>;
export const DeleteShareableListDocument = new TypedDocumentString(`
    mutation DeleteShareableList($externalId: ID!) {
  deleteShareableList(externalId: $externalId) {
    externalId
  }
}
    `) as unknown as TypedDocumentString<DeleteShareableListMutation, DeleteShareableListMutationVariables>;
export const GetShareableListPilotStatusDocument = new TypedDocumentString(`
    query GetShareableListPilotStatus {
  shareableListsPilotUser
}
    `) as unknown as TypedDocumentString<GetShareableListPilotStatusQuery, GetShareableListPilotStatusQueryVariables>;
export const ShareableListDocument = new TypedDocumentString(`
    query ShareableList($externalId: ID!, $pagination: PaginationInput) {
  shareableList(externalId: $externalId) {
    title
    description
    externalId
    slug
    status
    listItemNoteVisibility
    moderationStatus
    createdAt
    updatedAt
    items(pagination: $pagination) {
      edges {
        cursor
        node {
          url
          title
          imageUrl
          externalId
          publisher
          excerpt
          authors
          note
          sortOrder
          createdAt
          updatedAt
        }
      }
      pageInfo {
        ...PageInfoFields
      }
      totalCount
    }
  }
}
    fragment PageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  startCursor
  endCursor
}`) as unknown as TypedDocumentString<ShareableListQuery, ShareableListQueryVariables>;
export const GetShareableListsRecentDocument = new TypedDocumentString(`
    query GetShareableListsRecent($pagination: PaginationInput) {
  shareableLists {
    title
    externalId
    items(pagination: $pagination) {
      edges {
        cursor
        node {
          title
          externalId
          itemId: externalId
        }
      }
      pageInfo {
        ...PageInfoFields
      }
      totalCount
    }
  }
}
    fragment PageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  startCursor
  endCursor
}`) as unknown as TypedDocumentString<GetShareableListsRecentQuery, GetShareableListsRecentQueryVariables>;
export const GetShareableListsDocument = new TypedDocumentString(`
    query GetShareableLists($pagination: PaginationInput) {
  shareableLists {
    title
    description
    status
    slug
    listItemNoteVisibility
    createdAt
    updatedAt
    moderationStatus
    externalId
    items(pagination: $pagination) {
      edges {
        cursor
        node {
          title
          imageUrl
          externalId
        }
      }
      pageInfo {
        ...PageInfoFields
      }
      totalCount
    }
  }
}
    fragment PageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  startCursor
  endCursor
}`) as unknown as TypedDocumentString<GetShareableListsQuery, GetShareableListsQueryVariables>;
export const UpdateShareableListItemDocument = new TypedDocumentString(`
    mutation UpdateShareableListItem($data: UpdateShareableListItemInput!) {
  updateShareableListItem(data: $data) {
    note
    updatedAt
    externalId
  }
}
    `) as unknown as TypedDocumentString<UpdateShareableListItemMutation, UpdateShareableListItemMutationVariables>;
export const UpdateShareableListItemsDocument = new TypedDocumentString(`
    mutation UpdateShareableListItems($data: [UpdateShareableListItemsInput!]!) {
  updateShareableListItems(data: $data) {
    sortOrder
    updatedAt
    externalId
  }
}
    `) as unknown as TypedDocumentString<UpdateShareableListItemsMutation, UpdateShareableListItemsMutationVariables>;
export const UpdateShareableListDocument = new TypedDocumentString(`
    mutation updateShareableList($data: UpdateShareableListInput!) {
  updateShareableList(data: $data) {
    updatedAt
    title
    status
    description
    slug
    listItemNoteVisibility
  }
}
    `) as unknown as TypedDocumentString<UpdateShareableListMutation, UpdateShareableListMutationVariables>;
export const AdminReportedListsDocument = new TypedDocumentString(`
    query AdminReportedLists($first: Int, $after: String) {
  adminReportedLists(first: $first, after: $after) {
    lists {
      ...AdminReportedListFields
    }
    totalCount
    endCursor
    hasNextPage
  }
}
    fragment AdminReportedListFields on AdminReportedList {
  externalId
  title
  ownerUsername
  publicPath
  moderationStatus
  moderatedBy
  moderationReason
  reportCount
  lastReportedAt
  reports {
    reason
    comment
    reporterUsername
    createdAt
  }
}`) as unknown as TypedDocumentString<AdminReportedListsQuery, AdminReportedListsQueryVariables>;
export const ModerateShareableListDocument = new TypedDocumentString(`
    mutation ModerateShareableList($externalId: ID!, $moderationStatus: ShareableListModerationStatus!, $reason: String) {
  moderateShareableList(
    externalId: $externalId
    moderationStatus: $moderationStatus
    reason: $reason
  ) {
    ...AdminReportedListFields
  }
}
    fragment AdminReportedListFields on AdminReportedList {
  externalId
  title
  ownerUsername
  publicPath
  moderationStatus
  moderatedBy
  moderationReason
  reportCount
  lastReportedAt
  reports {
    reason
    comment
    reporterUsername
    createdAt
  }
}`) as unknown as TypedDocumentString<ModerateShareableListMutation, ModerateShareableListMutationVariables>;
export const QaSetPremiumDocument = new TypedDocumentString(`
    mutation QaSetPremium($on: Boolean!) {
  qaSetPremium(on: $on) {
    id
    isPremium
  }
}
    `) as unknown as TypedDocumentString<QaSetPremiumMutation, QaSetPremiumMutationVariables>;
export const ReaderItemRefreshDocument = new TypedDocumentString(`
    mutation ReaderItemRefresh($url: String!) {
  refreshItemArticle(url: $url) {
    id
    parseStatus
  }
}
    `) as unknown as TypedDocumentString<ReaderItemRefreshMutation, ReaderItemRefreshMutationVariables>;
export const ReaderRelatedStoriesDocument = new TypedDocumentString(`
    query ReaderRelatedStories($id: ID!, $count: Int) {
  user {
    savedItemById(id: $id) {
      id
      item {
        ... on Item {
          relatedAfterArticle(count: $count) {
            id
            reason {
              ...RecommendationReasonFields
            }
            corpusItem {
              ...CorpusCardFields
            }
          }
        }
      }
    }
  }
}
    fragment CorpusCardFields on CorpusItem {
  id
  itemId
  url
  title
  excerpt
  publisher
  imageUrl
  cardImageUrl
  timeToRead
  topic
  topicName
  isCuratorPick
  savedItem {
    id
    status
  }
}
fragment RecommendationReasonFields on RecommendationReason {
  name
  type
}`) as unknown as TypedDocumentString<ReaderRelatedStoriesQuery, ReaderRelatedStoriesQueryVariables>;
export const SaveLinkLookupDocument = new TypedDocumentString(`
    query SaveLinkLookup($url: String!) {
  itemByUrl(url: $url) {
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
      language
      direction
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
}`) as unknown as TypedDocumentString<SaveLinkLookupQuery, SaveLinkLookupQueryVariables>;
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
      language
      direction
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
      language
      direction
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
export const SearchScopeDocument = new TypedDocumentString(`
    query SearchScope {
  user {
    id
    searchFullText
  }
}
    `) as unknown as TypedDocumentString<SearchScopeQuery, SearchScopeQueryVariables>;
export const ShareAddContextDocument = new TypedDocumentString(`
    mutation ShareAddContext($slug: ID!, $context: ShareContextInput!) {
  addShareContext(slug: $slug, context: $context) {
    ... on ShareNotFound {
      message
    }
    ... on PocketShare {
      context {
        highlights {
          quote
        }
        note
      }
      slug
    }
  }
}
    `) as unknown as TypedDocumentString<ShareAddContextMutation, ShareAddContextMutationVariables>;
export const ShareCreateLinkMutationDocument = new TypedDocumentString(`
    mutation ShareCreateLinkMutation($target: ValidUrl!, $context: ShareContextInput) {
  createShareLink(target: $target, context: $context) {
    slug
    shareUrl
    targetUrl
    createdAt
    context {
      note
      highlights {
        quote
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ShareCreateLinkMutationMutation, ShareCreateLinkMutationMutationVariables>;
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
    feedEntry {
      ...FeedEntryFields
      item {
        ...ReaderItem
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
    fragment FeedEntryFields on FeedEntry {
  id
  url
  title
  excerpt
  publishedAt
  seen
  isSaved
  savedItemId
  feed {
    id
    title
    siteUrl
    iconUrl
  }
  item {
    id
    itemId
    parseStatus
    domain
    domainMetadata {
      name
    }
    direction
    topImageUrl
    images {
      src
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
  direction
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
  articleSource {
    kind
    feedTitle
    title
    language
    direction
  }
}`) as unknown as TypedDocumentString<GetReaderItemBySlugQuery, GetReaderItemBySlugQueryVariables>;
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
      language
      direction
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
      language
      direction
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
      language
      direction
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
      language
      direction
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
      language
      direction
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
      language
      direction
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
        ...PageInfoFields
      }
      totalCount
    }
  }
}
    fragment PageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  startCursor
  endCursor
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
      language
      direction
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
      language
      direction
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
export const PublicPageSaveDocument = new TypedDocumentString(`
    mutation PublicPageSave($input: SavedItemUpsertInput!) {
  upsertSavedItem(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<PublicPageSaveMutation, PublicPageSaveMutationVariables>;
export const PublicPageUnsaveDocument = new TypedDocumentString(`
    mutation PublicPageUnsave($id: ID!) {
  deleteSavedItem(id: $id)
}
    `) as unknown as TypedDocumentString<PublicPageUnsaveMutation, PublicPageUnsaveMutationVariables>;
export const PublicPageReportDocument = new TypedDocumentString(`
    mutation PublicPageReport($externalId: ID!, $reason: ShareableListReportReason!, $comment: String) {
  reportShareableList(externalId: $externalId, reason: $reason, comment: $comment)
}
    `) as unknown as TypedDocumentString<PublicPageReportMutation, PublicPageReportMutationVariables>;
export const PublicPageReportItemDocument = new TypedDocumentString(`
    mutation PublicPageReportItem($externalId: ID!, $reason: ShareableListReportReason!, $comment: String) {
  reportShareableListItem(
    externalId: $externalId
    reason: $reason
    comment: $comment
  )
}
    `) as unknown as TypedDocumentString<PublicPageReportItemMutation, PublicPageReportItemMutationVariables>;