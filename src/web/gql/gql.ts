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
    "\n  query AccountSettings {\n    user {\n      id\n      firstName\n      lastName\n      description\n      username\n      email\n      avatarUrl\n      accountCreationDate\n      isPremium\n    }\n  }\n": typeof types.AccountSettingsDocument,
    "\n  query AccountRecommendationAnalytics {\n    user {\n      id\n      analyticsEnabled\n    }\n  }\n": typeof types.AccountRecommendationAnalyticsDocument,
    "\n  mutation SetAnalyticsEnabled($enabled: Boolean!) {\n    setAnalyticsEnabled(enabled: $enabled)\n  }\n": typeof types.SetAnalyticsEnabledDocument,
    "\n  query AdminUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      users {\n        id\n        username\n        email\n        isPremium\n        isAdmin\n        isPilot\n        accountCreationDate\n      }\n      totalCount\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminListenProblem {\n    adminListenProblem\n  }\n": typeof types.AdminListenProblemDocument,
    "\n  mutation AdminSetUserFlag($userId: ID!, $flag: UserFlag!, $on: Boolean!) {\n    adminSetUserFlag(userId: $userId, flag: $flag, on: $on) {\n      id\n      username\n      email\n      isPremium\n      isAdmin\n      isPilot\n      accountCreationDate\n    }\n  }\n": typeof types.AdminSetUserFlagDocument,
    "\n  query ViewerRoles {\n    user {\n      id\n      isAdmin\n      isCurator\n      isPremium\n      premiumFeatures\n    }\n  }\n": typeof types.ViewerRolesDocument,
    "\n  fragment CorpusFeedFields on CorpusFeed {\n    id\n    url\n    title\n    siteUrl\n    topic\n    language\n    qualityTier\n    status\n    lastFetchedAt\n    error\n    entriesPerDay\n    itemCount\n    createdAt\n  }\n": typeof types.CorpusFeedFieldsFragmentDoc,
    "\n  query AdminCorpusFeeds {\n    adminCorpusFeeds {\n      ...CorpusFeedFields\n    }\n  }\n": typeof types.AdminCorpusFeedsDocument,
    "\n  mutation AdminAddCorpusFeed(\n    $url: String!\n    $topic: String!\n    $language: String\n    $qualityTier: CorpusQualityTier\n  ) {\n    adminAddCorpusFeed(url: $url, topic: $topic, language: $language, qualityTier: $qualityTier) {\n      ...CorpusFeedFields\n    }\n  }\n": typeof types.AdminAddCorpusFeedDocument,
    "\n  mutation AdminUpdateCorpusFeed(\n    $id: ID!\n    $topic: String\n    $language: String\n    $qualityTier: CorpusQualityTier\n  ) {\n    adminUpdateCorpusFeed(id: $id, topic: $topic, language: $language, qualityTier: $qualityTier) {\n      ...CorpusFeedFields\n    }\n  }\n": typeof types.AdminUpdateCorpusFeedDocument,
    "\n  mutation AdminRemoveCorpusFeed($id: ID!) {\n    adminRemoveCorpusFeed(id: $id)\n  }\n": typeof types.AdminRemoveCorpusFeedDocument,
    "\n  mutation AdminLoadStarterFeeds {\n    adminLoadStarterFeeds {\n      id\n    }\n  }\n": typeof types.AdminLoadStarterFeedsDocument,
    "\n  fragment CorpusItemFields on AdminCorpusItem {\n    id\n    url\n    title\n    excerpt\n    imageUrl\n    publisher\n    language\n    topic\n    topicSource\n    topicConfidence\n    state\n    isCuratorPick\n    recommendable\n    sources {\n      kind\n      label\n      addedAt\n    }\n    parseStatus\n    createdAt\n    reviewedAt\n  }\n": typeof types.CorpusItemFieldsFragmentDoc,
    "\n  query AdminCorpusItems($filter: AdminCorpusItemFilter, $pagination: PaginationInput) {\n    adminCorpusItems(filter: $filter, pagination: $pagination) {\n      edges {\n        cursor\n        node {\n          ...CorpusItemFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.AdminCorpusItemsDocument,
    "\n  query AdminCorpusOverview {\n    adminCorpusOverview {\n      prospects\n      approved\n      rejected\n      feeds\n      starterFeedsAvailable\n      starterFeedsLoaded\n    }\n  }\n": typeof types.AdminCorpusOverviewDocument,
    "\n  query CorpusTopics {\n    corpusTopics {\n      slug\n      name\n    }\n  }\n": typeof types.CorpusTopicsDocument,
    "\n  mutation AdminEditCorpusItem($id: ID!, $input: AdminCorpusItemEdit!) {\n    adminEditCorpusItem(id: $id, input: $input) {\n      ...CorpusItemFields\n    }\n  }\n": typeof types.AdminEditCorpusItemDocument,
    "\n  mutation AdminAddCorpusItem($url: String!, $topic: String) {\n    adminAddCorpusItem(url: $url, topic: $topic) {\n      ...CorpusItemFields\n    }\n  }\n": typeof types.AdminAddCorpusItemDocument,
    "\n  mutation AdminReviewCorpusItem($id: ID!, $decision: CorpusItemState!) {\n    adminReviewCorpusItem(id: $id, decision: $decision) {\n      ...CorpusItemFields\n    }\n  }\n": typeof types.AdminReviewCorpusItemDocument,
    "\n  fragment TopicModelFields on TopicModel {\n    language\n    trainedAt\n    trainingSize\n    heldBackSize\n    reason\n    abstentionRate\n    metrics {\n      topic\n      precision\n      recall\n      support\n    }\n  }\n": typeof types.TopicModelFieldsFragmentDoc,
    "\n  query AdminTopicModels {\n    adminTopicModels {\n      ...TopicModelFields\n    }\n  }\n": typeof types.AdminTopicModelsDocument,
    "\n  mutation AdminTrainTopicModels {\n    adminTrainTopicModels {\n      ...TopicModelFields\n    }\n  }\n": typeof types.AdminTrainTopicModelsDocument,
    "\n  query SearchCorpus(\n    $search: CorpusSearchQueryString!\n    $filter: CorpusSearchFilters!\n    $pagination: PaginationInput\n  ) {\n    searchCorpus(search: $search, filter: $filter, pagination: $pagination) {\n      edges {\n        cursor\n        node {\n          searchHighlights {\n            title\n            excerpt\n            fullText\n          }\n          corpusItem {\n            ...CorpusCardFields\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      corpusHasItems\n    }\n  }\n": typeof types.SearchCorpusDocument,
    "\n  query DiscoverSlateLineup($id: String!, $recommendationCount: Int, $slateCount: Int) {\n    getSlateLineup(\n      slateLineupId: $id\n      recommendationCount: $recommendationCount\n      slateCount: $slateCount\n    ) {\n      id\n      supply {\n        ...CorpusSupplyFields\n      }\n      slates {\n        id\n        displayName\n        description\n        recommendations {\n          id\n          corpusItem {\n            ...CorpusCardFields\n          }\n          reason {\n            ...RecommendationReasonFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.DiscoverSlateLineupDocument,
    "\n  query HomeSlateLineup($locale: String, $count: Int) {\n    homeSlateLineup(locale: $locale) {\n      id\n      supply {\n        ...CorpusSupplyFields\n      }\n      slates {\n        id\n        recommendationReasonType\n        headline\n        subheadline\n        moreLink {\n          url\n          text\n        }\n        recommendations(count: $count) {\n          id\n          reason {\n            ...RecommendationReasonFields\n          }\n          corpusItem {\n            ...CorpusCardFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.HomeSlateLineupDocument,
    "\n  query HomeSetup {\n    recommendationPreferenceTopics {\n      id\n      name\n      slug\n    }\n    user {\n      id\n      isAdmin\n      isCurator\n      homeSetup {\n        setupStatus\n        userTopics\n      }\n    }\n  }\n": typeof types.HomeSetupDocument,
    "\n  mutation SaveHomeTopics($input: UpdateUserRecommendationPreferencesInput!) {\n    updateUserRecommendationPreferences(input: $input) {\n      preferredTopics {\n        slug\n      }\n    }\n  }\n": typeof types.SaveHomeTopicsDocument,
    "\n  mutation UpdateHomeSetup($setupStatus: String) {\n    updateHomeSetup(setupStatus: $setupStatus) {\n      setupStatus\n      userTopics\n    }\n  }\n": typeof types.UpdateHomeSetupDocument,
    "\n  query HomeRecentSaves($pagination: PaginationInput) {\n    user {\n      id\n      savedItems(\n        filter: { statuses: [UNREAD] }\n        sort: { sortBy: CREATED_AT, sortOrder: DESC }\n        pagination: $pagination\n      ) {\n        totalCount\n        edges {\n          node {\n            id\n            url\n            title\n            status\n            item {\n              __typename\n              ... on Item {\n                id\n                title\n                domain\n                domainMetadata {\n                  name\n                }\n                topImageUrl\n                timeToRead\n                direction\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.HomeRecentSavesDocument,
    "\n  query RecommendationAnalytics {\n    user {\n      id\n      analyticsEnabled\n    }\n  }\n": typeof types.RecommendationAnalyticsDocument,
    "\n  fragment CorpusCardFields on CorpusItem {\n    id\n    itemId\n    url\n    title\n    excerpt\n    publisher\n    imageUrl\n    cardImageUrl\n    timeToRead\n    topic\n    topicName\n    isCuratorPick\n    savedItem {\n      id\n      status\n    }\n  }\n": typeof types.CorpusCardFieldsFragmentDoc,
    "\n  fragment RecommendationReasonFields on RecommendationReason {\n    name\n    type\n  }\n": typeof types.RecommendationReasonFieldsFragmentDoc,
    "\n  fragment CorpusSupplyFields on CorpusSupply {\n    recommendable\n    otherLanguages\n    unclassified\n    excluded\n    stale\n    available\n    largestTopic\n    minimumSlateSize\n  }\n": typeof types.CorpusSupplyFieldsFragmentDoc,
    "\n  mutation DismissRecommendation($corpusItemId: ID!) {\n    dismissRecommendation(corpusItemId: $corpusItemId)\n  }\n": typeof types.DismissRecommendationDocument,
    "\n  mutation UndismissRecommendation($corpusItemId: ID!) {\n    undismissRecommendation(corpusItemId: $corpusItemId)\n  }\n": typeof types.UndismissRecommendationDocument,
    "\n  query DiscoverFeeds($url: String!) {\n    discoverFeeds(url: $url) {\n      url\n      title\n      format\n    }\n  }\n": typeof types.DiscoverFeedsDocument,
    "\n  fragment FeedSubscriptionFields on FeedSubscription {\n    id\n    url\n    title\n    siteUrl\n    iconUrl\n    status\n    lastFetchedAt\n    error\n    itemCount\n    unreadCount\n    folder\n    topic\n    createdAt\n  }\n": typeof types.FeedSubscriptionFieldsFragmentDoc,
    "\n  fragment FeedEntryFields on FeedEntry {\n    id\n    url\n    title\n    excerpt\n    publishedAt\n    seen\n    isSaved\n    savedItemId\n    feed {\n      id\n      title\n      siteUrl\n      iconUrl\n    }\n    item {\n      id\n      itemId\n      parseStatus\n      domain\n      domainMetadata {\n        name\n      }\n      direction\n      topImageUrl\n      images {\n        src\n      }\n    }\n  }\n": typeof types.FeedEntryFieldsFragmentDoc,
    "\n  query FeedItems($feedId: ID, $unseenOnly: Boolean, $pagination: PaginationInput) {\n    user {\n      id\n      feedItems(feedId: $feedId, unseenOnly: $unseenOnly, pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            ...FeedEntryFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": typeof types.FeedItemsDocument,
    "\n  query FeedSubscriptions {\n    user {\n      id\n      feeds {\n        ...FeedSubscriptionFields\n      }\n    }\n  }\n": typeof types.FeedSubscriptionsDocument,
    "\n  mutation RefreshFeed($id: ID!) {\n    refreshFeed(id: $id) {\n      ...FeedSubscriptionFields\n    }\n  }\n": typeof types.RefreshFeedDocument,
    "\n  mutation MarkFeedEntriesSeen($ids: [ID!]!) {\n    markFeedEntriesSeen(ids: $ids)\n  }\n": typeof types.MarkFeedEntriesSeenDocument,
    "\n  mutation MarkFeedEntriesUnseen($ids: [ID!]!) {\n    markFeedEntriesUnseen(ids: $ids)\n  }\n": typeof types.MarkFeedEntriesUnseenDocument,
    "\n  mutation SubscribeToFeed($url: String!) {\n    subscribeToFeed(url: $url) {\n      ...FeedSubscriptionFields\n    }\n  }\n": typeof types.SubscribeToFeedDocument,
    "\n  mutation UnsubscribeFromFeed($id: ID!) {\n    unsubscribeFromFeed(id: $id)\n  }\n": typeof types.UnsubscribeFromFeedDocument,
    "\n  fragment HighlightFields on Highlight {\n    id\n    quote\n    patch\n    version\n    _createdAt\n    _updatedAt\n    note {\n      text\n      _createdAt\n      _updatedAt\n    }\n  }\n": typeof types.HighlightFieldsFragmentDoc,
    "\n  mutation CreateHighlight($input: [CreateHighlightInput!]!) {\n    createSavedItemHighlights(input: $input) {\n      ...HighlightFields\n    }\n  }\n": typeof types.CreateHighlightDocument,
    "\n  mutation DeleteHighlight($highlightId: ID!) {\n    deleteSavedItemHighlight(id: $highlightId)\n  }\n": typeof types.DeleteHighlightDocument,
    "\n  mutation CreateHighlightNote($id: ID!, $input: String!) {\n    createSavedItemHighlightNote(id: $id, input: $input) {\n      text\n      _createdAt\n      _updatedAt\n    }\n  }\n": typeof types.CreateHighlightNoteDocument,
    "\n  mutation UpdateHighlightNote($id: ID!, $input: String!) {\n    updateSavedItemHighlightNote(id: $id, input: $input) {\n      text\n      _createdAt\n      _updatedAt\n    }\n  }\n": typeof types.UpdateHighlightNoteDocument,
    "\n  mutation DeleteHighlightNote($id: ID!) {\n    deleteSavedItemHighlightNote(id: $id)\n  }\n": typeof types.DeleteHighlightNoteDocument,
    "\n  query UserImports {\n    user {\n      id\n      imports {\n        id\n        importType\n        format\n        fileName\n        status\n        total\n        processed\n        created\n        existing\n        failed\n        listsCreated\n        pagesTotal\n        pagesFetched\n        pagesFailed\n        problems {\n          row\n          url\n          reason\n        }\n        problemCount\n        error\n        createdAt\n        finishedAt\n      }\n    }\n  }\n": typeof types.UserImportsDocument,
    "\n  mutation ImportUploadUrl($importType: ImportType!) {\n    importUploadUrl(importType: $importType) {\n      ... on PreSignedUrl {\n        ttl\n        url\n      }\n      ... on ImportLimited {\n        message\n        refreshInHours\n      }\n    }\n  }\n": typeof types.ImportUploadUrlDocument,
    "\n  mutation BulkCreateShareableListItems(\n    $listExternalId: ID!\n    $items: [AddItemInput!]!\n    $pagination: PaginationInput\n  ) {\n    addToShareableList(listExternalId: $listExternalId, items: $items) {\n      externalId\n      items(pagination: $pagination) {\n        ...ShareableListItemsPreview\n      }\n    }\n  }\n": typeof types.BulkCreateShareableListItemsDocument,
    "\n  mutation CreateAndAddToShareableList(\n    $listData: CreateShareableListInput!\n    $itemData: [AddItemInput!]!\n    $pagination: PaginationInput\n  ) {\n    createAndAddToShareableList(listData: $listData, itemData: $itemData) {\n      ...NewShareableList\n    }\n  }\n": typeof types.CreateAndAddToShareableListDocument,
    "\n  mutation CreateShareableListItem($data: CreateShareableListItemInput!) {\n    createShareableListItem(data: $data) {\n      createdAt\n      excerpt\n      externalId\n      imageUrl\n      itemId\n      sortOrder\n      title\n      updatedAt\n      url\n      publisher\n    }\n  }\n": typeof types.CreateShareableListItemDocument,
    "\n  mutation CreateShareableList(\n    $listData: CreateShareableListInput!\n    $listItemData: CreateShareableListItemWithList\n    $pagination: PaginationInput\n  ) {\n    createShareableList(listData: $listData, listItemData: $listItemData) {\n      ...NewShareableList\n    }\n  }\n": typeof types.CreateShareableListDocument,
    "\n  mutation deleteShareableListItem($externalId: ID!) {\n    deleteShareableListItem(externalId: $externalId) {\n      externalId\n    }\n  }\n": typeof types.DeleteShareableListItemDocument,
    "\n  mutation DeleteShareableList($externalId: ID!) {\n    deleteShareableList(externalId: $externalId) {\n      externalId\n    }\n  }\n": typeof types.DeleteShareableListDocument,
    "\n  query GetShareableListPilotStatus {\n    shareableListsPilotUser\n  }\n": typeof types.GetShareableListPilotStatusDocument,
    "\n  query ShareableList($externalId: ID!, $pagination: PaginationInput) {\n    shareableList(externalId: $externalId) {\n      title\n      description\n      externalId\n      slug\n      status\n      listItemNoteVisibility\n      moderationStatus\n      createdAt\n      updatedAt\n      items(pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            url\n            title\n            imageUrl\n            externalId\n            publisher\n            excerpt\n            authors\n            note\n            sortOrder\n            createdAt\n            updatedAt\n          }\n        }\n        pageInfo {\n          ...PageInfoFields\n        }\n        totalCount\n      }\n    }\n  }\n": typeof types.ShareableListDocument,
    "\n  query GetShareableListsRecent($pagination: PaginationInput) {\n    shareableLists {\n      title\n      externalId\n      items(pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            title\n            externalId\n            itemId: externalId\n          }\n        }\n        pageInfo {\n          ...PageInfoFields\n        }\n        totalCount\n      }\n    }\n  }\n": typeof types.GetShareableListsRecentDocument,
    "\n  query GetShareableLists($pagination: PaginationInput) {\n    shareableLists {\n      title\n      description\n      status\n      slug\n      listItemNoteVisibility\n      createdAt\n      updatedAt\n      moderationStatus\n      externalId\n      items(pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            title\n            imageUrl\n            externalId\n          }\n        }\n        pageInfo {\n          ...PageInfoFields\n        }\n        totalCount\n      }\n    }\n  }\n": typeof types.GetShareableListsDocument,
    "\n  fragment ShareableListItemsPreview on ListItemConnection {\n    edges {\n      cursor\n      node {\n        title\n        imageUrl\n        externalId\n      }\n    }\n    pageInfo {\n      ...PageInfoFields\n    }\n    totalCount\n  }\n": typeof types.ShareableListItemsPreviewFragmentDoc,
    "\n  fragment NewShareableList on ShareableList {\n    title\n    status\n    slug\n    moderationStatus\n    description\n    externalId\n    createdAt\n    updatedAt\n    items(pagination: $pagination) {\n      ...ShareableListItemsPreview\n    }\n  }\n": typeof types.NewShareableListFragmentDoc,
    "\n  mutation UpdateShareableListItem($data: UpdateShareableListItemInput!) {\n    updateShareableListItem(data: $data) {\n      note\n      updatedAt\n      externalId\n    }\n  }\n": typeof types.UpdateShareableListItemDocument,
    "\n  mutation UpdateShareableListItems($data: [UpdateShareableListItemsInput!]!) {\n    updateShareableListItems(data: $data) {\n      sortOrder\n      updatedAt\n      externalId\n    }\n  }\n": typeof types.UpdateShareableListItemsDocument,
    "\n  mutation updateShareableList($data: UpdateShareableListInput!) {\n    updateShareableList(data: $data) {\n      updatedAt\n      title\n      status\n      description\n      slug\n      listItemNoteVisibility\n    }\n  }\n": typeof types.UpdateShareableListDocument,
    "\n  query AdminReportedLists($first: Int, $after: String) {\n    adminReportedLists(first: $first, after: $after) {\n      lists {\n        ...AdminReportedListFields\n      }\n      totalCount\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.AdminReportedListsDocument,
    "\n  mutation ModerateShareableList(\n    $externalId: ID!\n    $moderationStatus: ShareableListModerationStatus!\n    $reason: String\n  ) {\n    moderateShareableList(\n      externalId: $externalId\n      moderationStatus: $moderationStatus\n      reason: $reason\n    ) {\n      ...AdminReportedListFields\n    }\n  }\n": typeof types.ModerateShareableListDocument,
    "\n  fragment AdminReportedListFields on AdminReportedList {\n    externalId\n    title\n    ownerUsername\n    publicPath\n    moderationStatus\n    moderatedBy\n    moderationReason\n    reportCount\n    lastReportedAt\n    reports {\n      reason\n      comment\n      reporterUsername\n      createdAt\n    }\n  }\n": typeof types.AdminReportedListFieldsFragmentDoc,
    "\n  mutation QaSetPremium($on: Boolean!) {\n    qaSetPremium(on: $on) {\n      id\n      isPremium\n    }\n  }\n": typeof types.QaSetPremiumDocument,
    "\n  mutation ReaderItemRefresh($url: String!) {\n    refreshItemArticle(url: $url) {\n      id\n      parseStatus\n    }\n  }\n": typeof types.ReaderItemRefreshDocument,
    "\n  query ReaderRelatedStories($id: ID!, $count: Int) {\n    user {\n      savedItemById(id: $id) {\n        id\n        item {\n          ... on Item {\n            relatedAfterArticle(count: $count) {\n              id\n              reason {\n                ...RecommendationReasonFields\n              }\n              corpusItem {\n                ...CorpusCardFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReaderRelatedStoriesDocument,
    "\n  query SaveLinkLookup($url: String!) {\n    itemByUrl(url: $url) {\n      savedItem {\n        ...SavedItemSummary\n      }\n    }\n  }\n": typeof types.SaveLinkLookupDocument,
    "\n  query SavedItemPoll($id: ID!) {\n    user {\n      savedItemById(id: $id) {\n        ...SavedItemSummary\n      }\n    }\n  }\n": typeof types.SavedItemPollDocument,
    "\n  query RecentSearches {\n    user {\n      recentSearches {\n        term\n        sortId\n      }\n    }\n  }\n": typeof types.RecentSearchesDocument,
    "\n  mutation SaveSearch($search: RecentSearchInput!) {\n    saveSearch(search: $search) {\n      term\n      sortId\n    }\n  }\n": typeof types.SaveSearchDocument,
    "\n  query SearchSavedItems(\n    $queryString: String\n    $filter: AdvancedSearchFilters\n    $sort: SearchSortInput\n    $pagination: PaginationInput\n  ) {\n    user {\n      advancedSearch(\n        queryString: $queryString\n        filter: $filter\n        sort: $sort\n        pagination: $pagination\n      ) {\n        edges {\n          cursor\n          node {\n            searchHighlights {\n              fullText\n              title\n            }\n            savedItem {\n              ...SavedItemSummary\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": typeof types.SearchSavedItemsDocument,
    "\n  query SearchScope {\n    user {\n      id\n      searchFullText\n    }\n  }\n": typeof types.SearchScopeDocument,
    "\n  mutation ShareAddContext($slug: ID!, $context: ShareContextInput!) {\n    addShareContext(slug: $slug, context: $context) {\n      ... on ShareNotFound {\n        message\n      }\n      ... on PocketShare {\n        context {\n          highlights {\n            quote\n          }\n          note\n        }\n        slug\n      }\n    }\n  }\n": typeof types.ShareAddContextDocument,
    "\n  mutation ShareCreateLinkMutation($target: ValidUrl!, $context: ShareContextInput) {\n    createShareLink(target: $target, context: $context) {\n      slug\n      shareUrl\n      targetUrl\n      createdAt\n      context {\n        note\n        highlights {\n          quote\n        }\n      }\n    }\n  }\n": typeof types.ShareCreateLinkMutationDocument,
    "\n  query SavedItemById($savedItemByIdId: ID!) {\n    user {\n      savedItemById(id: $savedItemByIdId) {\n        suggestedTags {\n          name\n          id\n        }\n      }\n    }\n  }\n": typeof types.SavedItemByIdDocument,
    "\n  query GetUsersTags($pagination: PaginationInput) {\n    user {\n      tags(pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            id\n            name\n            savedItemCount\n          }\n        }\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.GetUsersTagsDocument,
    "\n  mutation RenameTagByName($oldName: String!, $newName: String!) {\n    renameTagByName(oldName: $oldName, newName: $newName) {\n      name\n      id\n    }\n  }\n": typeof types.RenameTagByNameDocument,
    "\n  mutation deleteTag($tagName: String!) {\n    deleteTagByName(tagName: $tagName)\n  }\n": typeof types.DeleteTagDocument,
    "\n  fragment PageInfoFields on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    startCursor\n    endCursor\n  }\n": typeof types.PageInfoFieldsFragmentDoc,
    "\n  fragment ReaderItem on Item {\n    id\n    itemId\n    readerSlug\n    givenUrl\n    resolvedUrl\n    title\n    excerpt\n    domain\n    domainMetadata {\n      name\n      logo\n    }\n    authors {\n      id\n      name\n      url\n    }\n    datePublished\n    timeToRead\n    language\n    direction\n    hasImage\n    hasVideo\n    isArticle\n    topImageUrl\n    images {\n      imageId\n      url\n      caption\n      credit\n      width\n      height\n    }\n    videos {\n      videoId\n      src\n      type\n    }\n    parseStatus\n    parseError\n    article\n    articleSource {\n      kind\n      feedTitle\n      title\n      language\n      direction\n    }\n  }\n": typeof types.ReaderItemFragmentDoc,
    "\n  query GetReaderItemBySlug($id: ID!) {\n    readerSlug(slug: $id) {\n      slug\n      savedItem {\n        id\n        url\n        title\n        status\n        isArchived\n        isFavorite\n        _createdAt\n        tags {\n          id\n          name\n        }\n        annotations {\n          highlights {\n            ...HighlightFields\n          }\n        }\n        item {\n          __typename\n          ... on Item {\n            ...ReaderItem\n          }\n          ... on PendingItem {\n            itemId\n            url\n          }\n        }\n      }\n      feedEntry {\n        ...FeedEntryFields\n        item {\n          ...ReaderItem\n        }\n      }\n      fallbackPage {\n        __typename\n        ... on ReaderInterstitial {\n          itemCard {\n            id\n            title\n            excerpt\n            url\n            datePublished\n            image {\n              url\n            }\n            domain {\n              name\n            }\n            authors {\n              name\n            }\n          }\n        }\n        ... on ItemNotFound {\n          message\n        }\n      }\n    }\n  }\n": typeof types.GetReaderItemBySlugDocument,
    "\n  mutation ItemArchive($itemId: ID!) {\n    updateSavedItemArchive(id: $itemId) {\n      ...SavedItemSummary\n    }\n  }\n": typeof types.ItemArchiveDocument,
    "\n  mutation ItemUnArchive($itemId: ID!) {\n    updateSavedItemUnArchive(id: $itemId) {\n      ...SavedItemSummary\n    }\n  }\n": typeof types.ItemUnArchiveDocument,
    "\n  mutation ItemFavorite($itemId: ID!) {\n    updateSavedItemFavorite(id: $itemId) {\n      ...SavedItemSummary\n    }\n  }\n": typeof types.ItemFavoriteDocument,
    "\n  mutation ItemUnFavorite($itemId: ID!) {\n    updateSavedItemUnFavorite(id: $itemId) {\n      ...SavedItemSummary\n    }\n  }\n": typeof types.ItemUnFavoriteDocument,
    "\n  mutation ItemDelete($itemId: ID!) {\n    deleteSavedItem(id: $itemId)\n  }\n": typeof types.ItemDeleteDocument,
    "\n  mutation ItemUnDelete($itemId: ID!) {\n    updateSavedItemUnDelete(id: $itemId) {\n      ...SavedItemSummary\n    }\n  }\n": typeof types.ItemUnDeleteDocument,
    "\n  mutation ItemTagsReplace($input: [SavedItemTagsInput!]!) {\n    replaceSavedItemTags(input: $input) {\n      tags {\n        name\n        id\n      }\n      status\n      _updatedAt\n      id\n    }\n  }\n": typeof types.ItemTagsReplaceDocument,
    "\n  mutation ItemTagsRemove($savedItemId: ID) {\n    updateSavedItemRemoveTags(savedItemId: $savedItemId) {\n      tags {\n        name\n        id\n      }\n      status\n      _updatedAt\n      id\n    }\n  }\n": typeof types.ItemTagsRemoveDocument,
    "\n  mutation ItemRefresh($url: String!) {\n    refreshItemArticle(url: $url) {\n      savedItem {\n        ...SavedItemSummary\n      }\n    }\n  }\n": typeof types.ItemRefreshDocument,
    "\n  fragment SavedItemSummary on SavedItem {\n    id\n    url\n    title\n    status\n    isFavorite\n    favoritedAt\n    isArchived\n    archivedAt\n    _createdAt\n    _updatedAt\n    tags {\n      id\n      name\n    }\n    annotations {\n      highlights {\n        id\n      }\n    }\n    item {\n      __typename\n      ... on Item {\n        id\n        itemId\n        readerSlug\n        givenUrl\n        resolvedUrl\n        title\n        domain\n        domainMetadata {\n          name\n          logo\n        }\n        excerpt\n        language\n        direction\n        isArticle\n        hasImage\n        hasVideo\n        timeToRead\n        topImageUrl\n        images {\n          src\n          url\n        }\n        syndicatedArticle {\n          slug\n          publisher {\n            name\n          }\n        }\n        parseStatus\n        parseError\n      }\n      ... on PendingItem {\n        itemId\n        url\n      }\n    }\n  }\n": typeof types.SavedItemSummaryFragmentDoc,
    "\n  query GetSavedItems(\n    $filter: SavedItemsFilter\n    $sort: SavedItemsSort\n    $pagination: PaginationInput\n  ) {\n    user {\n      savedItems(filter: $filter, sort: $sort, pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            ...SavedItemSummary\n          }\n        }\n        pageInfo {\n          ...PageInfoFields\n        }\n        totalCount\n      }\n    }\n  }\n": typeof types.GetSavedItemsDocument,
    "\n  mutation ItemsTagsAdd($input: [SavedItemTagsInput!]!) {\n    createSavedItemTags(input: $input) {\n      status\n      _updatedAt\n      id\n      tags {\n        name\n        id\n      }\n    }\n  }\n": typeof types.ItemsTagsAddDocument,
    "\n  mutation ItemUpsert($input: SavedItemUpsertInput!) {\n    upsertSavedItem(input: $input) {\n      ...SavedItemSummary\n    }\n  }\n": typeof types.ItemUpsertDocument,
    "\n  mutation PublicPageSave($input: SavedItemUpsertInput!) {\n    upsertSavedItem(input: $input) {\n      id\n    }\n  }\n": typeof types.PublicPageSaveDocument,
    "\n  mutation PublicPageUnsave($id: ID!) {\n    deleteSavedItem(id: $id)\n  }\n": typeof types.PublicPageUnsaveDocument,
    "\n  mutation PublicPageReport(\n    $externalId: ID!\n    $reason: ShareableListReportReason!\n    $comment: String\n  ) {\n    reportShareableList(externalId: $externalId, reason: $reason, comment: $comment)\n  }\n": typeof types.PublicPageReportDocument,
    "\n  mutation PublicPageReportItem(\n    $externalId: ID!\n    $reason: ShareableListReportReason!\n    $comment: String\n  ) {\n    reportShareableListItem(externalId: $externalId, reason: $reason, comment: $comment)\n  }\n": typeof types.PublicPageReportItemDocument,
};
const documents: Documents = {
    "\n  query AccountSettings {\n    user {\n      id\n      firstName\n      lastName\n      description\n      username\n      email\n      avatarUrl\n      accountCreationDate\n      isPremium\n    }\n  }\n": types.AccountSettingsDocument,
    "\n  query AccountRecommendationAnalytics {\n    user {\n      id\n      analyticsEnabled\n    }\n  }\n": types.AccountRecommendationAnalyticsDocument,
    "\n  mutation SetAnalyticsEnabled($enabled: Boolean!) {\n    setAnalyticsEnabled(enabled: $enabled)\n  }\n": types.SetAnalyticsEnabledDocument,
    "\n  query AdminUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      users {\n        id\n        username\n        email\n        isPremium\n        isAdmin\n        isPilot\n        accountCreationDate\n      }\n      totalCount\n      endCursor\n      hasNextPage\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminListenProblem {\n    adminListenProblem\n  }\n": types.AdminListenProblemDocument,
    "\n  mutation AdminSetUserFlag($userId: ID!, $flag: UserFlag!, $on: Boolean!) {\n    adminSetUserFlag(userId: $userId, flag: $flag, on: $on) {\n      id\n      username\n      email\n      isPremium\n      isAdmin\n      isPilot\n      accountCreationDate\n    }\n  }\n": types.AdminSetUserFlagDocument,
    "\n  query ViewerRoles {\n    user {\n      id\n      isAdmin\n      isCurator\n      isPremium\n      premiumFeatures\n    }\n  }\n": types.ViewerRolesDocument,
    "\n  fragment CorpusFeedFields on CorpusFeed {\n    id\n    url\n    title\n    siteUrl\n    topic\n    language\n    qualityTier\n    status\n    lastFetchedAt\n    error\n    entriesPerDay\n    itemCount\n    createdAt\n  }\n": types.CorpusFeedFieldsFragmentDoc,
    "\n  query AdminCorpusFeeds {\n    adminCorpusFeeds {\n      ...CorpusFeedFields\n    }\n  }\n": types.AdminCorpusFeedsDocument,
    "\n  mutation AdminAddCorpusFeed(\n    $url: String!\n    $topic: String!\n    $language: String\n    $qualityTier: CorpusQualityTier\n  ) {\n    adminAddCorpusFeed(url: $url, topic: $topic, language: $language, qualityTier: $qualityTier) {\n      ...CorpusFeedFields\n    }\n  }\n": types.AdminAddCorpusFeedDocument,
    "\n  mutation AdminUpdateCorpusFeed(\n    $id: ID!\n    $topic: String\n    $language: String\n    $qualityTier: CorpusQualityTier\n  ) {\n    adminUpdateCorpusFeed(id: $id, topic: $topic, language: $language, qualityTier: $qualityTier) {\n      ...CorpusFeedFields\n    }\n  }\n": types.AdminUpdateCorpusFeedDocument,
    "\n  mutation AdminRemoveCorpusFeed($id: ID!) {\n    adminRemoveCorpusFeed(id: $id)\n  }\n": types.AdminRemoveCorpusFeedDocument,
    "\n  mutation AdminLoadStarterFeeds {\n    adminLoadStarterFeeds {\n      id\n    }\n  }\n": types.AdminLoadStarterFeedsDocument,
    "\n  fragment CorpusItemFields on AdminCorpusItem {\n    id\n    url\n    title\n    excerpt\n    imageUrl\n    publisher\n    language\n    topic\n    topicSource\n    topicConfidence\n    state\n    isCuratorPick\n    recommendable\n    sources {\n      kind\n      label\n      addedAt\n    }\n    parseStatus\n    createdAt\n    reviewedAt\n  }\n": types.CorpusItemFieldsFragmentDoc,
    "\n  query AdminCorpusItems($filter: AdminCorpusItemFilter, $pagination: PaginationInput) {\n    adminCorpusItems(filter: $filter, pagination: $pagination) {\n      edges {\n        cursor\n        node {\n          ...CorpusItemFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.AdminCorpusItemsDocument,
    "\n  query AdminCorpusOverview {\n    adminCorpusOverview {\n      prospects\n      approved\n      rejected\n      feeds\n      starterFeedsAvailable\n      starterFeedsLoaded\n    }\n  }\n": types.AdminCorpusOverviewDocument,
    "\n  query CorpusTopics {\n    corpusTopics {\n      slug\n      name\n    }\n  }\n": types.CorpusTopicsDocument,
    "\n  mutation AdminEditCorpusItem($id: ID!, $input: AdminCorpusItemEdit!) {\n    adminEditCorpusItem(id: $id, input: $input) {\n      ...CorpusItemFields\n    }\n  }\n": types.AdminEditCorpusItemDocument,
    "\n  mutation AdminAddCorpusItem($url: String!, $topic: String) {\n    adminAddCorpusItem(url: $url, topic: $topic) {\n      ...CorpusItemFields\n    }\n  }\n": types.AdminAddCorpusItemDocument,
    "\n  mutation AdminReviewCorpusItem($id: ID!, $decision: CorpusItemState!) {\n    adminReviewCorpusItem(id: $id, decision: $decision) {\n      ...CorpusItemFields\n    }\n  }\n": types.AdminReviewCorpusItemDocument,
    "\n  fragment TopicModelFields on TopicModel {\n    language\n    trainedAt\n    trainingSize\n    heldBackSize\n    reason\n    abstentionRate\n    metrics {\n      topic\n      precision\n      recall\n      support\n    }\n  }\n": types.TopicModelFieldsFragmentDoc,
    "\n  query AdminTopicModels {\n    adminTopicModels {\n      ...TopicModelFields\n    }\n  }\n": types.AdminTopicModelsDocument,
    "\n  mutation AdminTrainTopicModels {\n    adminTrainTopicModels {\n      ...TopicModelFields\n    }\n  }\n": types.AdminTrainTopicModelsDocument,
    "\n  query SearchCorpus(\n    $search: CorpusSearchQueryString!\n    $filter: CorpusSearchFilters!\n    $pagination: PaginationInput\n  ) {\n    searchCorpus(search: $search, filter: $filter, pagination: $pagination) {\n      edges {\n        cursor\n        node {\n          searchHighlights {\n            title\n            excerpt\n            fullText\n          }\n          corpusItem {\n            ...CorpusCardFields\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      corpusHasItems\n    }\n  }\n": types.SearchCorpusDocument,
    "\n  query DiscoverSlateLineup($id: String!, $recommendationCount: Int, $slateCount: Int) {\n    getSlateLineup(\n      slateLineupId: $id\n      recommendationCount: $recommendationCount\n      slateCount: $slateCount\n    ) {\n      id\n      supply {\n        ...CorpusSupplyFields\n      }\n      slates {\n        id\n        displayName\n        description\n        recommendations {\n          id\n          corpusItem {\n            ...CorpusCardFields\n          }\n          reason {\n            ...RecommendationReasonFields\n          }\n        }\n      }\n    }\n  }\n": types.DiscoverSlateLineupDocument,
    "\n  query HomeSlateLineup($locale: String, $count: Int) {\n    homeSlateLineup(locale: $locale) {\n      id\n      supply {\n        ...CorpusSupplyFields\n      }\n      slates {\n        id\n        recommendationReasonType\n        headline\n        subheadline\n        moreLink {\n          url\n          text\n        }\n        recommendations(count: $count) {\n          id\n          reason {\n            ...RecommendationReasonFields\n          }\n          corpusItem {\n            ...CorpusCardFields\n          }\n        }\n      }\n    }\n  }\n": types.HomeSlateLineupDocument,
    "\n  query HomeSetup {\n    recommendationPreferenceTopics {\n      id\n      name\n      slug\n    }\n    user {\n      id\n      isAdmin\n      isCurator\n      homeSetup {\n        setupStatus\n        userTopics\n      }\n    }\n  }\n": types.HomeSetupDocument,
    "\n  mutation SaveHomeTopics($input: UpdateUserRecommendationPreferencesInput!) {\n    updateUserRecommendationPreferences(input: $input) {\n      preferredTopics {\n        slug\n      }\n    }\n  }\n": types.SaveHomeTopicsDocument,
    "\n  mutation UpdateHomeSetup($setupStatus: String) {\n    updateHomeSetup(setupStatus: $setupStatus) {\n      setupStatus\n      userTopics\n    }\n  }\n": types.UpdateHomeSetupDocument,
    "\n  query HomeRecentSaves($pagination: PaginationInput) {\n    user {\n      id\n      savedItems(\n        filter: { statuses: [UNREAD] }\n        sort: { sortBy: CREATED_AT, sortOrder: DESC }\n        pagination: $pagination\n      ) {\n        totalCount\n        edges {\n          node {\n            id\n            url\n            title\n            status\n            item {\n              __typename\n              ... on Item {\n                id\n                title\n                domain\n                domainMetadata {\n                  name\n                }\n                topImageUrl\n                timeToRead\n                direction\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.HomeRecentSavesDocument,
    "\n  query RecommendationAnalytics {\n    user {\n      id\n      analyticsEnabled\n    }\n  }\n": types.RecommendationAnalyticsDocument,
    "\n  fragment CorpusCardFields on CorpusItem {\n    id\n    itemId\n    url\n    title\n    excerpt\n    publisher\n    imageUrl\n    cardImageUrl\n    timeToRead\n    topic\n    topicName\n    isCuratorPick\n    savedItem {\n      id\n      status\n    }\n  }\n": types.CorpusCardFieldsFragmentDoc,
    "\n  fragment RecommendationReasonFields on RecommendationReason {\n    name\n    type\n  }\n": types.RecommendationReasonFieldsFragmentDoc,
    "\n  fragment CorpusSupplyFields on CorpusSupply {\n    recommendable\n    otherLanguages\n    unclassified\n    excluded\n    stale\n    available\n    largestTopic\n    minimumSlateSize\n  }\n": types.CorpusSupplyFieldsFragmentDoc,
    "\n  mutation DismissRecommendation($corpusItemId: ID!) {\n    dismissRecommendation(corpusItemId: $corpusItemId)\n  }\n": types.DismissRecommendationDocument,
    "\n  mutation UndismissRecommendation($corpusItemId: ID!) {\n    undismissRecommendation(corpusItemId: $corpusItemId)\n  }\n": types.UndismissRecommendationDocument,
    "\n  query DiscoverFeeds($url: String!) {\n    discoverFeeds(url: $url) {\n      url\n      title\n      format\n    }\n  }\n": types.DiscoverFeedsDocument,
    "\n  fragment FeedSubscriptionFields on FeedSubscription {\n    id\n    url\n    title\n    siteUrl\n    iconUrl\n    status\n    lastFetchedAt\n    error\n    itemCount\n    unreadCount\n    folder\n    topic\n    createdAt\n  }\n": types.FeedSubscriptionFieldsFragmentDoc,
    "\n  fragment FeedEntryFields on FeedEntry {\n    id\n    url\n    title\n    excerpt\n    publishedAt\n    seen\n    isSaved\n    savedItemId\n    feed {\n      id\n      title\n      siteUrl\n      iconUrl\n    }\n    item {\n      id\n      itemId\n      parseStatus\n      domain\n      domainMetadata {\n        name\n      }\n      direction\n      topImageUrl\n      images {\n        src\n      }\n    }\n  }\n": types.FeedEntryFieldsFragmentDoc,
    "\n  query FeedItems($feedId: ID, $unseenOnly: Boolean, $pagination: PaginationInput) {\n    user {\n      id\n      feedItems(feedId: $feedId, unseenOnly: $unseenOnly, pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            ...FeedEntryFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": types.FeedItemsDocument,
    "\n  query FeedSubscriptions {\n    user {\n      id\n      feeds {\n        ...FeedSubscriptionFields\n      }\n    }\n  }\n": types.FeedSubscriptionsDocument,
    "\n  mutation RefreshFeed($id: ID!) {\n    refreshFeed(id: $id) {\n      ...FeedSubscriptionFields\n    }\n  }\n": types.RefreshFeedDocument,
    "\n  mutation MarkFeedEntriesSeen($ids: [ID!]!) {\n    markFeedEntriesSeen(ids: $ids)\n  }\n": types.MarkFeedEntriesSeenDocument,
    "\n  mutation MarkFeedEntriesUnseen($ids: [ID!]!) {\n    markFeedEntriesUnseen(ids: $ids)\n  }\n": types.MarkFeedEntriesUnseenDocument,
    "\n  mutation SubscribeToFeed($url: String!) {\n    subscribeToFeed(url: $url) {\n      ...FeedSubscriptionFields\n    }\n  }\n": types.SubscribeToFeedDocument,
    "\n  mutation UnsubscribeFromFeed($id: ID!) {\n    unsubscribeFromFeed(id: $id)\n  }\n": types.UnsubscribeFromFeedDocument,
    "\n  fragment HighlightFields on Highlight {\n    id\n    quote\n    patch\n    version\n    _createdAt\n    _updatedAt\n    note {\n      text\n      _createdAt\n      _updatedAt\n    }\n  }\n": types.HighlightFieldsFragmentDoc,
    "\n  mutation CreateHighlight($input: [CreateHighlightInput!]!) {\n    createSavedItemHighlights(input: $input) {\n      ...HighlightFields\n    }\n  }\n": types.CreateHighlightDocument,
    "\n  mutation DeleteHighlight($highlightId: ID!) {\n    deleteSavedItemHighlight(id: $highlightId)\n  }\n": types.DeleteHighlightDocument,
    "\n  mutation CreateHighlightNote($id: ID!, $input: String!) {\n    createSavedItemHighlightNote(id: $id, input: $input) {\n      text\n      _createdAt\n      _updatedAt\n    }\n  }\n": types.CreateHighlightNoteDocument,
    "\n  mutation UpdateHighlightNote($id: ID!, $input: String!) {\n    updateSavedItemHighlightNote(id: $id, input: $input) {\n      text\n      _createdAt\n      _updatedAt\n    }\n  }\n": types.UpdateHighlightNoteDocument,
    "\n  mutation DeleteHighlightNote($id: ID!) {\n    deleteSavedItemHighlightNote(id: $id)\n  }\n": types.DeleteHighlightNoteDocument,
    "\n  query UserImports {\n    user {\n      id\n      imports {\n        id\n        importType\n        format\n        fileName\n        status\n        total\n        processed\n        created\n        existing\n        failed\n        listsCreated\n        pagesTotal\n        pagesFetched\n        pagesFailed\n        problems {\n          row\n          url\n          reason\n        }\n        problemCount\n        error\n        createdAt\n        finishedAt\n      }\n    }\n  }\n": types.UserImportsDocument,
    "\n  mutation ImportUploadUrl($importType: ImportType!) {\n    importUploadUrl(importType: $importType) {\n      ... on PreSignedUrl {\n        ttl\n        url\n      }\n      ... on ImportLimited {\n        message\n        refreshInHours\n      }\n    }\n  }\n": types.ImportUploadUrlDocument,
    "\n  mutation BulkCreateShareableListItems(\n    $listExternalId: ID!\n    $items: [AddItemInput!]!\n    $pagination: PaginationInput\n  ) {\n    addToShareableList(listExternalId: $listExternalId, items: $items) {\n      externalId\n      items(pagination: $pagination) {\n        ...ShareableListItemsPreview\n      }\n    }\n  }\n": types.BulkCreateShareableListItemsDocument,
    "\n  mutation CreateAndAddToShareableList(\n    $listData: CreateShareableListInput!\n    $itemData: [AddItemInput!]!\n    $pagination: PaginationInput\n  ) {\n    createAndAddToShareableList(listData: $listData, itemData: $itemData) {\n      ...NewShareableList\n    }\n  }\n": types.CreateAndAddToShareableListDocument,
    "\n  mutation CreateShareableListItem($data: CreateShareableListItemInput!) {\n    createShareableListItem(data: $data) {\n      createdAt\n      excerpt\n      externalId\n      imageUrl\n      itemId\n      sortOrder\n      title\n      updatedAt\n      url\n      publisher\n    }\n  }\n": types.CreateShareableListItemDocument,
    "\n  mutation CreateShareableList(\n    $listData: CreateShareableListInput!\n    $listItemData: CreateShareableListItemWithList\n    $pagination: PaginationInput\n  ) {\n    createShareableList(listData: $listData, listItemData: $listItemData) {\n      ...NewShareableList\n    }\n  }\n": types.CreateShareableListDocument,
    "\n  mutation deleteShareableListItem($externalId: ID!) {\n    deleteShareableListItem(externalId: $externalId) {\n      externalId\n    }\n  }\n": types.DeleteShareableListItemDocument,
    "\n  mutation DeleteShareableList($externalId: ID!) {\n    deleteShareableList(externalId: $externalId) {\n      externalId\n    }\n  }\n": types.DeleteShareableListDocument,
    "\n  query GetShareableListPilotStatus {\n    shareableListsPilotUser\n  }\n": types.GetShareableListPilotStatusDocument,
    "\n  query ShareableList($externalId: ID!, $pagination: PaginationInput) {\n    shareableList(externalId: $externalId) {\n      title\n      description\n      externalId\n      slug\n      status\n      listItemNoteVisibility\n      moderationStatus\n      createdAt\n      updatedAt\n      items(pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            url\n            title\n            imageUrl\n            externalId\n            publisher\n            excerpt\n            authors\n            note\n            sortOrder\n            createdAt\n            updatedAt\n          }\n        }\n        pageInfo {\n          ...PageInfoFields\n        }\n        totalCount\n      }\n    }\n  }\n": types.ShareableListDocument,
    "\n  query GetShareableListsRecent($pagination: PaginationInput) {\n    shareableLists {\n      title\n      externalId\n      items(pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            title\n            externalId\n            itemId: externalId\n          }\n        }\n        pageInfo {\n          ...PageInfoFields\n        }\n        totalCount\n      }\n    }\n  }\n": types.GetShareableListsRecentDocument,
    "\n  query GetShareableLists($pagination: PaginationInput) {\n    shareableLists {\n      title\n      description\n      status\n      slug\n      listItemNoteVisibility\n      createdAt\n      updatedAt\n      moderationStatus\n      externalId\n      items(pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            title\n            imageUrl\n            externalId\n          }\n        }\n        pageInfo {\n          ...PageInfoFields\n        }\n        totalCount\n      }\n    }\n  }\n": types.GetShareableListsDocument,
    "\n  fragment ShareableListItemsPreview on ListItemConnection {\n    edges {\n      cursor\n      node {\n        title\n        imageUrl\n        externalId\n      }\n    }\n    pageInfo {\n      ...PageInfoFields\n    }\n    totalCount\n  }\n": types.ShareableListItemsPreviewFragmentDoc,
    "\n  fragment NewShareableList on ShareableList {\n    title\n    status\n    slug\n    moderationStatus\n    description\n    externalId\n    createdAt\n    updatedAt\n    items(pagination: $pagination) {\n      ...ShareableListItemsPreview\n    }\n  }\n": types.NewShareableListFragmentDoc,
    "\n  mutation UpdateShareableListItem($data: UpdateShareableListItemInput!) {\n    updateShareableListItem(data: $data) {\n      note\n      updatedAt\n      externalId\n    }\n  }\n": types.UpdateShareableListItemDocument,
    "\n  mutation UpdateShareableListItems($data: [UpdateShareableListItemsInput!]!) {\n    updateShareableListItems(data: $data) {\n      sortOrder\n      updatedAt\n      externalId\n    }\n  }\n": types.UpdateShareableListItemsDocument,
    "\n  mutation updateShareableList($data: UpdateShareableListInput!) {\n    updateShareableList(data: $data) {\n      updatedAt\n      title\n      status\n      description\n      slug\n      listItemNoteVisibility\n    }\n  }\n": types.UpdateShareableListDocument,
    "\n  query AdminReportedLists($first: Int, $after: String) {\n    adminReportedLists(first: $first, after: $after) {\n      lists {\n        ...AdminReportedListFields\n      }\n      totalCount\n      endCursor\n      hasNextPage\n    }\n  }\n": types.AdminReportedListsDocument,
    "\n  mutation ModerateShareableList(\n    $externalId: ID!\n    $moderationStatus: ShareableListModerationStatus!\n    $reason: String\n  ) {\n    moderateShareableList(\n      externalId: $externalId\n      moderationStatus: $moderationStatus\n      reason: $reason\n    ) {\n      ...AdminReportedListFields\n    }\n  }\n": types.ModerateShareableListDocument,
    "\n  fragment AdminReportedListFields on AdminReportedList {\n    externalId\n    title\n    ownerUsername\n    publicPath\n    moderationStatus\n    moderatedBy\n    moderationReason\n    reportCount\n    lastReportedAt\n    reports {\n      reason\n      comment\n      reporterUsername\n      createdAt\n    }\n  }\n": types.AdminReportedListFieldsFragmentDoc,
    "\n  mutation QaSetPremium($on: Boolean!) {\n    qaSetPremium(on: $on) {\n      id\n      isPremium\n    }\n  }\n": types.QaSetPremiumDocument,
    "\n  mutation ReaderItemRefresh($url: String!) {\n    refreshItemArticle(url: $url) {\n      id\n      parseStatus\n    }\n  }\n": types.ReaderItemRefreshDocument,
    "\n  query ReaderRelatedStories($id: ID!, $count: Int) {\n    user {\n      savedItemById(id: $id) {\n        id\n        item {\n          ... on Item {\n            relatedAfterArticle(count: $count) {\n              id\n              reason {\n                ...RecommendationReasonFields\n              }\n              corpusItem {\n                ...CorpusCardFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ReaderRelatedStoriesDocument,
    "\n  query SaveLinkLookup($url: String!) {\n    itemByUrl(url: $url) {\n      savedItem {\n        ...SavedItemSummary\n      }\n    }\n  }\n": types.SaveLinkLookupDocument,
    "\n  query SavedItemPoll($id: ID!) {\n    user {\n      savedItemById(id: $id) {\n        ...SavedItemSummary\n      }\n    }\n  }\n": types.SavedItemPollDocument,
    "\n  query RecentSearches {\n    user {\n      recentSearches {\n        term\n        sortId\n      }\n    }\n  }\n": types.RecentSearchesDocument,
    "\n  mutation SaveSearch($search: RecentSearchInput!) {\n    saveSearch(search: $search) {\n      term\n      sortId\n    }\n  }\n": types.SaveSearchDocument,
    "\n  query SearchSavedItems(\n    $queryString: String\n    $filter: AdvancedSearchFilters\n    $sort: SearchSortInput\n    $pagination: PaginationInput\n  ) {\n    user {\n      advancedSearch(\n        queryString: $queryString\n        filter: $filter\n        sort: $sort\n        pagination: $pagination\n      ) {\n        edges {\n          cursor\n          node {\n            searchHighlights {\n              fullText\n              title\n            }\n            savedItem {\n              ...SavedItemSummary\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": types.SearchSavedItemsDocument,
    "\n  query SearchScope {\n    user {\n      id\n      searchFullText\n    }\n  }\n": types.SearchScopeDocument,
    "\n  mutation ShareAddContext($slug: ID!, $context: ShareContextInput!) {\n    addShareContext(slug: $slug, context: $context) {\n      ... on ShareNotFound {\n        message\n      }\n      ... on PocketShare {\n        context {\n          highlights {\n            quote\n          }\n          note\n        }\n        slug\n      }\n    }\n  }\n": types.ShareAddContextDocument,
    "\n  mutation ShareCreateLinkMutation($target: ValidUrl!, $context: ShareContextInput) {\n    createShareLink(target: $target, context: $context) {\n      slug\n      shareUrl\n      targetUrl\n      createdAt\n      context {\n        note\n        highlights {\n          quote\n        }\n      }\n    }\n  }\n": types.ShareCreateLinkMutationDocument,
    "\n  query SavedItemById($savedItemByIdId: ID!) {\n    user {\n      savedItemById(id: $savedItemByIdId) {\n        suggestedTags {\n          name\n          id\n        }\n      }\n    }\n  }\n": types.SavedItemByIdDocument,
    "\n  query GetUsersTags($pagination: PaginationInput) {\n    user {\n      tags(pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            id\n            name\n            savedItemCount\n          }\n        }\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.GetUsersTagsDocument,
    "\n  mutation RenameTagByName($oldName: String!, $newName: String!) {\n    renameTagByName(oldName: $oldName, newName: $newName) {\n      name\n      id\n    }\n  }\n": types.RenameTagByNameDocument,
    "\n  mutation deleteTag($tagName: String!) {\n    deleteTagByName(tagName: $tagName)\n  }\n": types.DeleteTagDocument,
    "\n  fragment PageInfoFields on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    startCursor\n    endCursor\n  }\n": types.PageInfoFieldsFragmentDoc,
    "\n  fragment ReaderItem on Item {\n    id\n    itemId\n    readerSlug\n    givenUrl\n    resolvedUrl\n    title\n    excerpt\n    domain\n    domainMetadata {\n      name\n      logo\n    }\n    authors {\n      id\n      name\n      url\n    }\n    datePublished\n    timeToRead\n    language\n    direction\n    hasImage\n    hasVideo\n    isArticle\n    topImageUrl\n    images {\n      imageId\n      url\n      caption\n      credit\n      width\n      height\n    }\n    videos {\n      videoId\n      src\n      type\n    }\n    parseStatus\n    parseError\n    article\n    articleSource {\n      kind\n      feedTitle\n      title\n      language\n      direction\n    }\n  }\n": types.ReaderItemFragmentDoc,
    "\n  query GetReaderItemBySlug($id: ID!) {\n    readerSlug(slug: $id) {\n      slug\n      savedItem {\n        id\n        url\n        title\n        status\n        isArchived\n        isFavorite\n        _createdAt\n        tags {\n          id\n          name\n        }\n        annotations {\n          highlights {\n            ...HighlightFields\n          }\n        }\n        item {\n          __typename\n          ... on Item {\n            ...ReaderItem\n          }\n          ... on PendingItem {\n            itemId\n            url\n          }\n        }\n      }\n      feedEntry {\n        ...FeedEntryFields\n        item {\n          ...ReaderItem\n        }\n      }\n      fallbackPage {\n        __typename\n        ... on ReaderInterstitial {\n          itemCard {\n            id\n            title\n            excerpt\n            url\n            datePublished\n            image {\n              url\n            }\n            domain {\n              name\n            }\n            authors {\n              name\n            }\n          }\n        }\n        ... on ItemNotFound {\n          message\n        }\n      }\n    }\n  }\n": types.GetReaderItemBySlugDocument,
    "\n  mutation ItemArchive($itemId: ID!) {\n    updateSavedItemArchive(id: $itemId) {\n      ...SavedItemSummary\n    }\n  }\n": types.ItemArchiveDocument,
    "\n  mutation ItemUnArchive($itemId: ID!) {\n    updateSavedItemUnArchive(id: $itemId) {\n      ...SavedItemSummary\n    }\n  }\n": types.ItemUnArchiveDocument,
    "\n  mutation ItemFavorite($itemId: ID!) {\n    updateSavedItemFavorite(id: $itemId) {\n      ...SavedItemSummary\n    }\n  }\n": types.ItemFavoriteDocument,
    "\n  mutation ItemUnFavorite($itemId: ID!) {\n    updateSavedItemUnFavorite(id: $itemId) {\n      ...SavedItemSummary\n    }\n  }\n": types.ItemUnFavoriteDocument,
    "\n  mutation ItemDelete($itemId: ID!) {\n    deleteSavedItem(id: $itemId)\n  }\n": types.ItemDeleteDocument,
    "\n  mutation ItemUnDelete($itemId: ID!) {\n    updateSavedItemUnDelete(id: $itemId) {\n      ...SavedItemSummary\n    }\n  }\n": types.ItemUnDeleteDocument,
    "\n  mutation ItemTagsReplace($input: [SavedItemTagsInput!]!) {\n    replaceSavedItemTags(input: $input) {\n      tags {\n        name\n        id\n      }\n      status\n      _updatedAt\n      id\n    }\n  }\n": types.ItemTagsReplaceDocument,
    "\n  mutation ItemTagsRemove($savedItemId: ID) {\n    updateSavedItemRemoveTags(savedItemId: $savedItemId) {\n      tags {\n        name\n        id\n      }\n      status\n      _updatedAt\n      id\n    }\n  }\n": types.ItemTagsRemoveDocument,
    "\n  mutation ItemRefresh($url: String!) {\n    refreshItemArticle(url: $url) {\n      savedItem {\n        ...SavedItemSummary\n      }\n    }\n  }\n": types.ItemRefreshDocument,
    "\n  fragment SavedItemSummary on SavedItem {\n    id\n    url\n    title\n    status\n    isFavorite\n    favoritedAt\n    isArchived\n    archivedAt\n    _createdAt\n    _updatedAt\n    tags {\n      id\n      name\n    }\n    annotations {\n      highlights {\n        id\n      }\n    }\n    item {\n      __typename\n      ... on Item {\n        id\n        itemId\n        readerSlug\n        givenUrl\n        resolvedUrl\n        title\n        domain\n        domainMetadata {\n          name\n          logo\n        }\n        excerpt\n        language\n        direction\n        isArticle\n        hasImage\n        hasVideo\n        timeToRead\n        topImageUrl\n        images {\n          src\n          url\n        }\n        syndicatedArticle {\n          slug\n          publisher {\n            name\n          }\n        }\n        parseStatus\n        parseError\n      }\n      ... on PendingItem {\n        itemId\n        url\n      }\n    }\n  }\n": types.SavedItemSummaryFragmentDoc,
    "\n  query GetSavedItems(\n    $filter: SavedItemsFilter\n    $sort: SavedItemsSort\n    $pagination: PaginationInput\n  ) {\n    user {\n      savedItems(filter: $filter, sort: $sort, pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            ...SavedItemSummary\n          }\n        }\n        pageInfo {\n          ...PageInfoFields\n        }\n        totalCount\n      }\n    }\n  }\n": types.GetSavedItemsDocument,
    "\n  mutation ItemsTagsAdd($input: [SavedItemTagsInput!]!) {\n    createSavedItemTags(input: $input) {\n      status\n      _updatedAt\n      id\n      tags {\n        name\n        id\n      }\n    }\n  }\n": types.ItemsTagsAddDocument,
    "\n  mutation ItemUpsert($input: SavedItemUpsertInput!) {\n    upsertSavedItem(input: $input) {\n      ...SavedItemSummary\n    }\n  }\n": types.ItemUpsertDocument,
    "\n  mutation PublicPageSave($input: SavedItemUpsertInput!) {\n    upsertSavedItem(input: $input) {\n      id\n    }\n  }\n": types.PublicPageSaveDocument,
    "\n  mutation PublicPageUnsave($id: ID!) {\n    deleteSavedItem(id: $id)\n  }\n": types.PublicPageUnsaveDocument,
    "\n  mutation PublicPageReport(\n    $externalId: ID!\n    $reason: ShareableListReportReason!\n    $comment: String\n  ) {\n    reportShareableList(externalId: $externalId, reason: $reason, comment: $comment)\n  }\n": types.PublicPageReportDocument,
    "\n  mutation PublicPageReportItem(\n    $externalId: ID!\n    $reason: ShareableListReportReason!\n    $comment: String\n  ) {\n    reportShareableListItem(externalId: $externalId, reason: $reason, comment: $comment)\n  }\n": types.PublicPageReportItemDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSettings {\n    user {\n      id\n      firstName\n      lastName\n      description\n      username\n      email\n      avatarUrl\n      accountCreationDate\n      isPremium\n    }\n  }\n"): typeof import('./graphql').AccountSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountRecommendationAnalytics {\n    user {\n      id\n      analyticsEnabled\n    }\n  }\n"): typeof import('./graphql').AccountRecommendationAnalyticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAnalyticsEnabled($enabled: Boolean!) {\n    setAnalyticsEnabled(enabled: $enabled)\n  }\n"): typeof import('./graphql').SetAnalyticsEnabledDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      users {\n        id\n        username\n        email\n        isPremium\n        isAdmin\n        isPilot\n        accountCreationDate\n      }\n      totalCount\n      endCursor\n      hasNextPage\n    }\n  }\n"): typeof import('./graphql').AdminUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminListenProblem {\n    adminListenProblem\n  }\n"): typeof import('./graphql').AdminListenProblemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetUserFlag($userId: ID!, $flag: UserFlag!, $on: Boolean!) {\n    adminSetUserFlag(userId: $userId, flag: $flag, on: $on) {\n      id\n      username\n      email\n      isPremium\n      isAdmin\n      isPilot\n      accountCreationDate\n    }\n  }\n"): typeof import('./graphql').AdminSetUserFlagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerRoles {\n    user {\n      id\n      isAdmin\n      isCurator\n      isPremium\n      premiumFeatures\n    }\n  }\n"): typeof import('./graphql').ViewerRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CorpusFeedFields on CorpusFeed {\n    id\n    url\n    title\n    siteUrl\n    topic\n    language\n    qualityTier\n    status\n    lastFetchedAt\n    error\n    entriesPerDay\n    itemCount\n    createdAt\n  }\n"): typeof import('./graphql').CorpusFeedFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCorpusFeeds {\n    adminCorpusFeeds {\n      ...CorpusFeedFields\n    }\n  }\n"): typeof import('./graphql').AdminCorpusFeedsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddCorpusFeed(\n    $url: String!\n    $topic: String!\n    $language: String\n    $qualityTier: CorpusQualityTier\n  ) {\n    adminAddCorpusFeed(url: $url, topic: $topic, language: $language, qualityTier: $qualityTier) {\n      ...CorpusFeedFields\n    }\n  }\n"): typeof import('./graphql').AdminAddCorpusFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateCorpusFeed(\n    $id: ID!\n    $topic: String\n    $language: String\n    $qualityTier: CorpusQualityTier\n  ) {\n    adminUpdateCorpusFeed(id: $id, topic: $topic, language: $language, qualityTier: $qualityTier) {\n      ...CorpusFeedFields\n    }\n  }\n"): typeof import('./graphql').AdminUpdateCorpusFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveCorpusFeed($id: ID!) {\n    adminRemoveCorpusFeed(id: $id)\n  }\n"): typeof import('./graphql').AdminRemoveCorpusFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLoadStarterFeeds {\n    adminLoadStarterFeeds {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminLoadStarterFeedsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CorpusItemFields on AdminCorpusItem {\n    id\n    url\n    title\n    excerpt\n    imageUrl\n    publisher\n    language\n    topic\n    topicSource\n    topicConfidence\n    state\n    isCuratorPick\n    recommendable\n    sources {\n      kind\n      label\n      addedAt\n    }\n    parseStatus\n    createdAt\n    reviewedAt\n  }\n"): typeof import('./graphql').CorpusItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCorpusItems($filter: AdminCorpusItemFilter, $pagination: PaginationInput) {\n    adminCorpusItems(filter: $filter, pagination: $pagination) {\n      edges {\n        cursor\n        node {\n          ...CorpusItemFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): typeof import('./graphql').AdminCorpusItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCorpusOverview {\n    adminCorpusOverview {\n      prospects\n      approved\n      rejected\n      feeds\n      starterFeedsAvailable\n      starterFeedsLoaded\n    }\n  }\n"): typeof import('./graphql').AdminCorpusOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CorpusTopics {\n    corpusTopics {\n      slug\n      name\n    }\n  }\n"): typeof import('./graphql').CorpusTopicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEditCorpusItem($id: ID!, $input: AdminCorpusItemEdit!) {\n    adminEditCorpusItem(id: $id, input: $input) {\n      ...CorpusItemFields\n    }\n  }\n"): typeof import('./graphql').AdminEditCorpusItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddCorpusItem($url: String!, $topic: String) {\n    adminAddCorpusItem(url: $url, topic: $topic) {\n      ...CorpusItemFields\n    }\n  }\n"): typeof import('./graphql').AdminAddCorpusItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReviewCorpusItem($id: ID!, $decision: CorpusItemState!) {\n    adminReviewCorpusItem(id: $id, decision: $decision) {\n      ...CorpusItemFields\n    }\n  }\n"): typeof import('./graphql').AdminReviewCorpusItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopicModelFields on TopicModel {\n    language\n    trainedAt\n    trainingSize\n    heldBackSize\n    reason\n    abstentionRate\n    metrics {\n      topic\n      precision\n      recall\n      support\n    }\n  }\n"): typeof import('./graphql').TopicModelFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTopicModels {\n    adminTopicModels {\n      ...TopicModelFields\n    }\n  }\n"): typeof import('./graphql').AdminTopicModelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTrainTopicModels {\n    adminTrainTopicModels {\n      ...TopicModelFields\n    }\n  }\n"): typeof import('./graphql').AdminTrainTopicModelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchCorpus(\n    $search: CorpusSearchQueryString!\n    $filter: CorpusSearchFilters!\n    $pagination: PaginationInput\n  ) {\n    searchCorpus(search: $search, filter: $filter, pagination: $pagination) {\n      edges {\n        cursor\n        node {\n          searchHighlights {\n            title\n            excerpt\n            fullText\n          }\n          corpusItem {\n            ...CorpusCardFields\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      corpusHasItems\n    }\n  }\n"): typeof import('./graphql').SearchCorpusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverSlateLineup($id: String!, $recommendationCount: Int, $slateCount: Int) {\n    getSlateLineup(\n      slateLineupId: $id\n      recommendationCount: $recommendationCount\n      slateCount: $slateCount\n    ) {\n      id\n      supply {\n        ...CorpusSupplyFields\n      }\n      slates {\n        id\n        displayName\n        description\n        recommendations {\n          id\n          corpusItem {\n            ...CorpusCardFields\n          }\n          reason {\n            ...RecommendationReasonFields\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DiscoverSlateLineupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeSlateLineup($locale: String, $count: Int) {\n    homeSlateLineup(locale: $locale) {\n      id\n      supply {\n        ...CorpusSupplyFields\n      }\n      slates {\n        id\n        recommendationReasonType\n        headline\n        subheadline\n        moreLink {\n          url\n          text\n        }\n        recommendations(count: $count) {\n          id\n          reason {\n            ...RecommendationReasonFields\n          }\n          corpusItem {\n            ...CorpusCardFields\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HomeSlateLineupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeSetup {\n    recommendationPreferenceTopics {\n      id\n      name\n      slug\n    }\n    user {\n      id\n      isAdmin\n      isCurator\n      homeSetup {\n        setupStatus\n        userTopics\n      }\n    }\n  }\n"): typeof import('./graphql').HomeSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveHomeTopics($input: UpdateUserRecommendationPreferencesInput!) {\n    updateUserRecommendationPreferences(input: $input) {\n      preferredTopics {\n        slug\n      }\n    }\n  }\n"): typeof import('./graphql').SaveHomeTopicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHomeSetup($setupStatus: String) {\n    updateHomeSetup(setupStatus: $setupStatus) {\n      setupStatus\n      userTopics\n    }\n  }\n"): typeof import('./graphql').UpdateHomeSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRecentSaves($pagination: PaginationInput) {\n    user {\n      id\n      savedItems(\n        filter: { statuses: [UNREAD] }\n        sort: { sortBy: CREATED_AT, sortOrder: DESC }\n        pagination: $pagination\n      ) {\n        totalCount\n        edges {\n          node {\n            id\n            url\n            title\n            status\n            item {\n              __typename\n              ... on Item {\n                id\n                title\n                domain\n                domainMetadata {\n                  name\n                }\n                topImageUrl\n                timeToRead\n                direction\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HomeRecentSavesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecommendationAnalytics {\n    user {\n      id\n      analyticsEnabled\n    }\n  }\n"): typeof import('./graphql').RecommendationAnalyticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CorpusCardFields on CorpusItem {\n    id\n    itemId\n    url\n    title\n    excerpt\n    publisher\n    imageUrl\n    cardImageUrl\n    timeToRead\n    topic\n    topicName\n    isCuratorPick\n    savedItem {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').CorpusCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecommendationReasonFields on RecommendationReason {\n    name\n    type\n  }\n"): typeof import('./graphql').RecommendationReasonFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CorpusSupplyFields on CorpusSupply {\n    recommendable\n    otherLanguages\n    unclassified\n    excluded\n    stale\n    available\n    largestTopic\n    minimumSlateSize\n  }\n"): typeof import('./graphql').CorpusSupplyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissRecommendation($corpusItemId: ID!) {\n    dismissRecommendation(corpusItemId: $corpusItemId)\n  }\n"): typeof import('./graphql').DismissRecommendationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndismissRecommendation($corpusItemId: ID!) {\n    undismissRecommendation(corpusItemId: $corpusItemId)\n  }\n"): typeof import('./graphql').UndismissRecommendationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverFeeds($url: String!) {\n    discoverFeeds(url: $url) {\n      url\n      title\n      format\n    }\n  }\n"): typeof import('./graphql').DiscoverFeedsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedSubscriptionFields on FeedSubscription {\n    id\n    url\n    title\n    siteUrl\n    iconUrl\n    status\n    lastFetchedAt\n    error\n    itemCount\n    unreadCount\n    folder\n    topic\n    createdAt\n  }\n"): typeof import('./graphql').FeedSubscriptionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedEntryFields on FeedEntry {\n    id\n    url\n    title\n    excerpt\n    publishedAt\n    seen\n    isSaved\n    savedItemId\n    feed {\n      id\n      title\n      siteUrl\n      iconUrl\n    }\n    item {\n      id\n      itemId\n      parseStatus\n      domain\n      domainMetadata {\n        name\n      }\n      direction\n      topImageUrl\n      images {\n        src\n      }\n    }\n  }\n"): typeof import('./graphql').FeedEntryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedItems($feedId: ID, $unseenOnly: Boolean, $pagination: PaginationInput) {\n    user {\n      id\n      feedItems(feedId: $feedId, unseenOnly: $unseenOnly, pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            ...FeedEntryFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').FeedItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedSubscriptions {\n    user {\n      id\n      feeds {\n        ...FeedSubscriptionFields\n      }\n    }\n  }\n"): typeof import('./graphql').FeedSubscriptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshFeed($id: ID!) {\n    refreshFeed(id: $id) {\n      ...FeedSubscriptionFields\n    }\n  }\n"): typeof import('./graphql').RefreshFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkFeedEntriesSeen($ids: [ID!]!) {\n    markFeedEntriesSeen(ids: $ids)\n  }\n"): typeof import('./graphql').MarkFeedEntriesSeenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkFeedEntriesUnseen($ids: [ID!]!) {\n    markFeedEntriesUnseen(ids: $ids)\n  }\n"): typeof import('./graphql').MarkFeedEntriesUnseenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeToFeed($url: String!) {\n    subscribeToFeed(url: $url) {\n      ...FeedSubscriptionFields\n    }\n  }\n"): typeof import('./graphql').SubscribeToFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeFromFeed($id: ID!) {\n    unsubscribeFromFeed(id: $id)\n  }\n"): typeof import('./graphql').UnsubscribeFromFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HighlightFields on Highlight {\n    id\n    quote\n    patch\n    version\n    _createdAt\n    _updatedAt\n    note {\n      text\n      _createdAt\n      _updatedAt\n    }\n  }\n"): typeof import('./graphql').HighlightFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHighlight($input: [CreateHighlightInput!]!) {\n    createSavedItemHighlights(input: $input) {\n      ...HighlightFields\n    }\n  }\n"): typeof import('./graphql').CreateHighlightDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHighlight($highlightId: ID!) {\n    deleteSavedItemHighlight(id: $highlightId)\n  }\n"): typeof import('./graphql').DeleteHighlightDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHighlightNote($id: ID!, $input: String!) {\n    createSavedItemHighlightNote(id: $id, input: $input) {\n      text\n      _createdAt\n      _updatedAt\n    }\n  }\n"): typeof import('./graphql').CreateHighlightNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHighlightNote($id: ID!, $input: String!) {\n    updateSavedItemHighlightNote(id: $id, input: $input) {\n      text\n      _createdAt\n      _updatedAt\n    }\n  }\n"): typeof import('./graphql').UpdateHighlightNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHighlightNote($id: ID!) {\n    deleteSavedItemHighlightNote(id: $id)\n  }\n"): typeof import('./graphql').DeleteHighlightNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserImports {\n    user {\n      id\n      imports {\n        id\n        importType\n        format\n        fileName\n        status\n        total\n        processed\n        created\n        existing\n        failed\n        listsCreated\n        pagesTotal\n        pagesFetched\n        pagesFailed\n        problems {\n          row\n          url\n          reason\n        }\n        problemCount\n        error\n        createdAt\n        finishedAt\n      }\n    }\n  }\n"): typeof import('./graphql').UserImportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportUploadUrl($importType: ImportType!) {\n    importUploadUrl(importType: $importType) {\n      ... on PreSignedUrl {\n        ttl\n        url\n      }\n      ... on ImportLimited {\n        message\n        refreshInHours\n      }\n    }\n  }\n"): typeof import('./graphql').ImportUploadUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkCreateShareableListItems(\n    $listExternalId: ID!\n    $items: [AddItemInput!]!\n    $pagination: PaginationInput\n  ) {\n    addToShareableList(listExternalId: $listExternalId, items: $items) {\n      externalId\n      items(pagination: $pagination) {\n        ...ShareableListItemsPreview\n      }\n    }\n  }\n"): typeof import('./graphql').BulkCreateShareableListItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAndAddToShareableList(\n    $listData: CreateShareableListInput!\n    $itemData: [AddItemInput!]!\n    $pagination: PaginationInput\n  ) {\n    createAndAddToShareableList(listData: $listData, itemData: $itemData) {\n      ...NewShareableList\n    }\n  }\n"): typeof import('./graphql').CreateAndAddToShareableListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShareableListItem($data: CreateShareableListItemInput!) {\n    createShareableListItem(data: $data) {\n      createdAt\n      excerpt\n      externalId\n      imageUrl\n      itemId\n      sortOrder\n      title\n      updatedAt\n      url\n      publisher\n    }\n  }\n"): typeof import('./graphql').CreateShareableListItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShareableList(\n    $listData: CreateShareableListInput!\n    $listItemData: CreateShareableListItemWithList\n    $pagination: PaginationInput\n  ) {\n    createShareableList(listData: $listData, listItemData: $listItemData) {\n      ...NewShareableList\n    }\n  }\n"): typeof import('./graphql').CreateShareableListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteShareableListItem($externalId: ID!) {\n    deleteShareableListItem(externalId: $externalId) {\n      externalId\n    }\n  }\n"): typeof import('./graphql').DeleteShareableListItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteShareableList($externalId: ID!) {\n    deleteShareableList(externalId: $externalId) {\n      externalId\n    }\n  }\n"): typeof import('./graphql').DeleteShareableListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetShareableListPilotStatus {\n    shareableListsPilotUser\n  }\n"): typeof import('./graphql').GetShareableListPilotStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareableList($externalId: ID!, $pagination: PaginationInput) {\n    shareableList(externalId: $externalId) {\n      title\n      description\n      externalId\n      slug\n      status\n      listItemNoteVisibility\n      moderationStatus\n      createdAt\n      updatedAt\n      items(pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            url\n            title\n            imageUrl\n            externalId\n            publisher\n            excerpt\n            authors\n            note\n            sortOrder\n            createdAt\n            updatedAt\n          }\n        }\n        pageInfo {\n          ...PageInfoFields\n        }\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').ShareableListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetShareableListsRecent($pagination: PaginationInput) {\n    shareableLists {\n      title\n      externalId\n      items(pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            title\n            externalId\n            itemId: externalId\n          }\n        }\n        pageInfo {\n          ...PageInfoFields\n        }\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').GetShareableListsRecentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetShareableLists($pagination: PaginationInput) {\n    shareableLists {\n      title\n      description\n      status\n      slug\n      listItemNoteVisibility\n      createdAt\n      updatedAt\n      moderationStatus\n      externalId\n      items(pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            title\n            imageUrl\n            externalId\n          }\n        }\n        pageInfo {\n          ...PageInfoFields\n        }\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').GetShareableListsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShareableListItemsPreview on ListItemConnection {\n    edges {\n      cursor\n      node {\n        title\n        imageUrl\n        externalId\n      }\n    }\n    pageInfo {\n      ...PageInfoFields\n    }\n    totalCount\n  }\n"): typeof import('./graphql').ShareableListItemsPreviewFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewShareableList on ShareableList {\n    title\n    status\n    slug\n    moderationStatus\n    description\n    externalId\n    createdAt\n    updatedAt\n    items(pagination: $pagination) {\n      ...ShareableListItemsPreview\n    }\n  }\n"): typeof import('./graphql').NewShareableListFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShareableListItem($data: UpdateShareableListItemInput!) {\n    updateShareableListItem(data: $data) {\n      note\n      updatedAt\n      externalId\n    }\n  }\n"): typeof import('./graphql').UpdateShareableListItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShareableListItems($data: [UpdateShareableListItemsInput!]!) {\n    updateShareableListItems(data: $data) {\n      sortOrder\n      updatedAt\n      externalId\n    }\n  }\n"): typeof import('./graphql').UpdateShareableListItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateShareableList($data: UpdateShareableListInput!) {\n    updateShareableList(data: $data) {\n      updatedAt\n      title\n      status\n      description\n      slug\n      listItemNoteVisibility\n    }\n  }\n"): typeof import('./graphql').UpdateShareableListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReportedLists($first: Int, $after: String) {\n    adminReportedLists(first: $first, after: $after) {\n      lists {\n        ...AdminReportedListFields\n      }\n      totalCount\n      endCursor\n      hasNextPage\n    }\n  }\n"): typeof import('./graphql').AdminReportedListsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerateShareableList(\n    $externalId: ID!\n    $moderationStatus: ShareableListModerationStatus!\n    $reason: String\n  ) {\n    moderateShareableList(\n      externalId: $externalId\n      moderationStatus: $moderationStatus\n      reason: $reason\n    ) {\n      ...AdminReportedListFields\n    }\n  }\n"): typeof import('./graphql').ModerateShareableListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminReportedListFields on AdminReportedList {\n    externalId\n    title\n    ownerUsername\n    publicPath\n    moderationStatus\n    moderatedBy\n    moderationReason\n    reportCount\n    lastReportedAt\n    reports {\n      reason\n      comment\n      reporterUsername\n      createdAt\n    }\n  }\n"): typeof import('./graphql').AdminReportedListFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QaSetPremium($on: Boolean!) {\n    qaSetPremium(on: $on) {\n      id\n      isPremium\n    }\n  }\n"): typeof import('./graphql').QaSetPremiumDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReaderItemRefresh($url: String!) {\n    refreshItemArticle(url: $url) {\n      id\n      parseStatus\n    }\n  }\n"): typeof import('./graphql').ReaderItemRefreshDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReaderRelatedStories($id: ID!, $count: Int) {\n    user {\n      savedItemById(id: $id) {\n        id\n        item {\n          ... on Item {\n            relatedAfterArticle(count: $count) {\n              id\n              reason {\n                ...RecommendationReasonFields\n              }\n              corpusItem {\n                ...CorpusCardFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReaderRelatedStoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SaveLinkLookup($url: String!) {\n    itemByUrl(url: $url) {\n      savedItem {\n        ...SavedItemSummary\n      }\n    }\n  }\n"): typeof import('./graphql').SaveLinkLookupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedItemPoll($id: ID!) {\n    user {\n      savedItemById(id: $id) {\n        ...SavedItemSummary\n      }\n    }\n  }\n"): typeof import('./graphql').SavedItemPollDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentSearches {\n    user {\n      recentSearches {\n        term\n        sortId\n      }\n    }\n  }\n"): typeof import('./graphql').RecentSearchesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSearch($search: RecentSearchInput!) {\n    saveSearch(search: $search) {\n      term\n      sortId\n    }\n  }\n"): typeof import('./graphql').SaveSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSavedItems(\n    $queryString: String\n    $filter: AdvancedSearchFilters\n    $sort: SearchSortInput\n    $pagination: PaginationInput\n  ) {\n    user {\n      advancedSearch(\n        queryString: $queryString\n        filter: $filter\n        sort: $sort\n        pagination: $pagination\n      ) {\n        edges {\n          cursor\n          node {\n            searchHighlights {\n              fullText\n              title\n            }\n            savedItem {\n              ...SavedItemSummary\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').SearchSavedItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchScope {\n    user {\n      id\n      searchFullText\n    }\n  }\n"): typeof import('./graphql').SearchScopeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareAddContext($slug: ID!, $context: ShareContextInput!) {\n    addShareContext(slug: $slug, context: $context) {\n      ... on ShareNotFound {\n        message\n      }\n      ... on PocketShare {\n        context {\n          highlights {\n            quote\n          }\n          note\n        }\n        slug\n      }\n    }\n  }\n"): typeof import('./graphql').ShareAddContextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareCreateLinkMutation($target: ValidUrl!, $context: ShareContextInput) {\n    createShareLink(target: $target, context: $context) {\n      slug\n      shareUrl\n      targetUrl\n      createdAt\n      context {\n        note\n        highlights {\n          quote\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ShareCreateLinkMutationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedItemById($savedItemByIdId: ID!) {\n    user {\n      savedItemById(id: $savedItemByIdId) {\n        suggestedTags {\n          name\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SavedItemByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUsersTags($pagination: PaginationInput) {\n    user {\n      tags(pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            id\n            name\n            savedItemCount\n          }\n        }\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetUsersTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameTagByName($oldName: String!, $newName: String!) {\n    renameTagByName(oldName: $oldName, newName: $newName) {\n      name\n      id\n    }\n  }\n"): typeof import('./graphql').RenameTagByNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteTag($tagName: String!) {\n    deleteTagByName(tagName: $tagName)\n  }\n"): typeof import('./graphql').DeleteTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageInfoFields on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    startCursor\n    endCursor\n  }\n"): typeof import('./graphql').PageInfoFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReaderItem on Item {\n    id\n    itemId\n    readerSlug\n    givenUrl\n    resolvedUrl\n    title\n    excerpt\n    domain\n    domainMetadata {\n      name\n      logo\n    }\n    authors {\n      id\n      name\n      url\n    }\n    datePublished\n    timeToRead\n    language\n    direction\n    hasImage\n    hasVideo\n    isArticle\n    topImageUrl\n    images {\n      imageId\n      url\n      caption\n      credit\n      width\n      height\n    }\n    videos {\n      videoId\n      src\n      type\n    }\n    parseStatus\n    parseError\n    article\n    articleSource {\n      kind\n      feedTitle\n      title\n      language\n      direction\n    }\n  }\n"): typeof import('./graphql').ReaderItemFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetReaderItemBySlug($id: ID!) {\n    readerSlug(slug: $id) {\n      slug\n      savedItem {\n        id\n        url\n        title\n        status\n        isArchived\n        isFavorite\n        _createdAt\n        tags {\n          id\n          name\n        }\n        annotations {\n          highlights {\n            ...HighlightFields\n          }\n        }\n        item {\n          __typename\n          ... on Item {\n            ...ReaderItem\n          }\n          ... on PendingItem {\n            itemId\n            url\n          }\n        }\n      }\n      feedEntry {\n        ...FeedEntryFields\n        item {\n          ...ReaderItem\n        }\n      }\n      fallbackPage {\n        __typename\n        ... on ReaderInterstitial {\n          itemCard {\n            id\n            title\n            excerpt\n            url\n            datePublished\n            image {\n              url\n            }\n            domain {\n              name\n            }\n            authors {\n              name\n            }\n          }\n        }\n        ... on ItemNotFound {\n          message\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetReaderItemBySlugDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ItemArchive($itemId: ID!) {\n    updateSavedItemArchive(id: $itemId) {\n      ...SavedItemSummary\n    }\n  }\n"): typeof import('./graphql').ItemArchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ItemUnArchive($itemId: ID!) {\n    updateSavedItemUnArchive(id: $itemId) {\n      ...SavedItemSummary\n    }\n  }\n"): typeof import('./graphql').ItemUnArchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ItemFavorite($itemId: ID!) {\n    updateSavedItemFavorite(id: $itemId) {\n      ...SavedItemSummary\n    }\n  }\n"): typeof import('./graphql').ItemFavoriteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ItemUnFavorite($itemId: ID!) {\n    updateSavedItemUnFavorite(id: $itemId) {\n      ...SavedItemSummary\n    }\n  }\n"): typeof import('./graphql').ItemUnFavoriteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ItemDelete($itemId: ID!) {\n    deleteSavedItem(id: $itemId)\n  }\n"): typeof import('./graphql').ItemDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ItemUnDelete($itemId: ID!) {\n    updateSavedItemUnDelete(id: $itemId) {\n      ...SavedItemSummary\n    }\n  }\n"): typeof import('./graphql').ItemUnDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ItemTagsReplace($input: [SavedItemTagsInput!]!) {\n    replaceSavedItemTags(input: $input) {\n      tags {\n        name\n        id\n      }\n      status\n      _updatedAt\n      id\n    }\n  }\n"): typeof import('./graphql').ItemTagsReplaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ItemTagsRemove($savedItemId: ID) {\n    updateSavedItemRemoveTags(savedItemId: $savedItemId) {\n      tags {\n        name\n        id\n      }\n      status\n      _updatedAt\n      id\n    }\n  }\n"): typeof import('./graphql').ItemTagsRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ItemRefresh($url: String!) {\n    refreshItemArticle(url: $url) {\n      savedItem {\n        ...SavedItemSummary\n      }\n    }\n  }\n"): typeof import('./graphql').ItemRefreshDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedItemSummary on SavedItem {\n    id\n    url\n    title\n    status\n    isFavorite\n    favoritedAt\n    isArchived\n    archivedAt\n    _createdAt\n    _updatedAt\n    tags {\n      id\n      name\n    }\n    annotations {\n      highlights {\n        id\n      }\n    }\n    item {\n      __typename\n      ... on Item {\n        id\n        itemId\n        readerSlug\n        givenUrl\n        resolvedUrl\n        title\n        domain\n        domainMetadata {\n          name\n          logo\n        }\n        excerpt\n        language\n        direction\n        isArticle\n        hasImage\n        hasVideo\n        timeToRead\n        topImageUrl\n        images {\n          src\n          url\n        }\n        syndicatedArticle {\n          slug\n          publisher {\n            name\n          }\n        }\n        parseStatus\n        parseError\n      }\n      ... on PendingItem {\n        itemId\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').SavedItemSummaryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSavedItems(\n    $filter: SavedItemsFilter\n    $sort: SavedItemsSort\n    $pagination: PaginationInput\n  ) {\n    user {\n      savedItems(filter: $filter, sort: $sort, pagination: $pagination) {\n        edges {\n          cursor\n          node {\n            ...SavedItemSummary\n          }\n        }\n        pageInfo {\n          ...PageInfoFields\n        }\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').GetSavedItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ItemsTagsAdd($input: [SavedItemTagsInput!]!) {\n    createSavedItemTags(input: $input) {\n      status\n      _updatedAt\n      id\n      tags {\n        name\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').ItemsTagsAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ItemUpsert($input: SavedItemUpsertInput!) {\n    upsertSavedItem(input: $input) {\n      ...SavedItemSummary\n    }\n  }\n"): typeof import('./graphql').ItemUpsertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicPageSave($input: SavedItemUpsertInput!) {\n    upsertSavedItem(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').PublicPageSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicPageUnsave($id: ID!) {\n    deleteSavedItem(id: $id)\n  }\n"): typeof import('./graphql').PublicPageUnsaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicPageReport(\n    $externalId: ID!\n    $reason: ShareableListReportReason!\n    $comment: String\n  ) {\n    reportShareableList(externalId: $externalId, reason: $reason, comment: $comment)\n  }\n"): typeof import('./graphql').PublicPageReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicPageReportItem(\n    $externalId: ID!\n    $reason: ShareableListReportReason!\n    $comment: String\n  ) {\n    reportShareableListItem(externalId: $externalId, reason: $reason, comment: $comment)\n  }\n"): typeof import('./graphql').PublicPageReportItemDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
