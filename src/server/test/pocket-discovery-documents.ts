/**
 * Pocket's web-client documents for Home, Discover, topic pages, the topic setup moment and
 * corpus search (docs/POCKET-COMPATIBILITY.md §1.9, §1.10, §1.13), rebuilt from the
 * compact notation. graphql/schema.test.ts validates them; the recommendation tests run them
 * against a seeded corpus (src/server/test/corpus-seed.ts).
 */
import { ITEM_PREVIEW } from './pocket-saves-documents.js';

export const ITEM_DETAILS =
  'fragment ItemDetails on Item { isArticle title shareId: id itemId readerSlug resolvedId resolvedUrl domain domainMetadata { name } excerpt hasImage hasVideo images { caption credit height imageId src width } videos { vid videoId type src } topImageUrl timeToRead givenUrl collection { imageUrl intro title excerpt } authors { id name url } datePublished syndicatedArticle { slug publisher { name url } } }';

const CORPUS_CARD =
  'imageUrl thumbnail: imageUrl url title excerpt language publisher authors { name }';

const LINEUP_SELECTION = (corpusItem: string) =>
  `getSlateLineup(slateLineupId: $id, recommendationCount: $recommendationCount, slateCount: $slateCount) { slateLineupExperiment: experimentId slateLineupRequestId: requestId slateLineupId: id slates { slateId: id slateRequestId: requestId slateExperiment: experimentId displayName description recommendations { recommendationId: id id item { ...ItemDetails ... on Item { corpusItem { ${corpusItem} } } } } } }`;

export const POCKET_DISCOVERY_DOCUMENTS = {
  GetHome: `query GetHome($locale: String) { homeSlateLineup(locale: $locale) { slates { slateId: id recommendationReasonType headline subheadline moreLink { url text } recommendations(count: 12) { corpusRecommendationId: id corpusItem { ${CORPUS_CARD} preview { ...ItemPreview } } reason { name type } } } } } ${ITEM_PREVIEW}`,
  GetDiscoverLineup: `query GetDiscoverLineup($id: String!, $recommendationCount: Int, $slateCount: Int) { ${LINEUP_SELECTION(`${CORPUS_CARD} preview { ...ItemPreview }`)} } ${ITEM_DETAILS} ${ITEM_PREVIEW}`,
  GetTopicLineup: `query GetTopicLineup($id: String!, $recommendationCount: Int, $slateCount: Int) { ${LINEUP_SELECTION(CORPUS_CARD)} } ${ITEM_DETAILS}`,
  GetSlate: `query GetSlate($slateId: String!, $recommendationCount: Int) { getSlate(slateId: $slateId, recommendationCount: $recommendationCount) { displayName description recommendations { item { ...ItemDetails ... on Item { corpusItem { ${CORPUS_CARD} } } } id } } } ${ITEM_DETAILS}`,
  SetupMomentSlate:
    'query SetupMomentSlate { setupMomentSlate { headline subheadline recommendations { corpusRecommendationId: id corpusItem { topImageUrl: imageUrl publisher title url topic authors { name } id } } } }',
  RecommendationPreferenceTopics:
    'query RecommendationPreferenceTopics { recommendationPreferenceTopics { isDisplayed name slug id } }',
  UpdateUserRecommendationPreferences:
    'mutation UpdateUserRecommendationPreferences($input: UpdateUserRecommendationPreferencesInput!) { updateUserRecommendationPreferences(input: $input) { preferredTopics { id } } }',
  CorpusSearchQuery: `query CorpusSearchQuery($search: CorpusSearchQueryString!, $filter: CorpusSearchFilters!, $pagination: PaginationInput) { searchCorpus(search: $search, filter: $filter, pagination: $pagination) { pageInfo { hasNextPage endCursor } edges { cursor node { searchHighlights { excerpt fullText publisher title } item { preview { ...ItemPreview } } } } totalCount } } ${ITEM_PREVIEW}`,
} as const;

/** Pocket's lineup ids (its web client's constants): they must resolve here too. */
export const POCKET_LINEUP_IDS = {
  home: '2a817ad0-cbba-4330-9559-291468145588',
  exploreEn: '9c3018a8-8aa9-4f91-81e9-ebcd95fc82da',
  exploreDe: '507d215c-4776-4f8e-af49-2ed6f3309aff',
} as const;
