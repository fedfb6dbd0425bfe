import { graphql } from '../../../../gql';

/**
 * What a recommendation card shows of a corpus item (Home, Discover, topic pages, corpus search,
 * related stories): every surface selects these, so every card reads the same.
 */
export const CorpusCardFieldsFragment = graphql(`
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
`);

/** A recommendation's reason as a card shows it ("Technology", "Because you saved …"). */
export const RecommendationReasonFieldsFragment = graphql(`
  fragment RecommendationReasonFields on RecommendationReason {
    name
    type
  }
`);
