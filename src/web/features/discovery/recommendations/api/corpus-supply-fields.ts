import { graphql } from '../../../../gql';

/**
 * What a lineup without slates had to draw from (Satchel's `supply`, docs/RECOMMENDATIONS.md
 * "When there is no slate"): Home, Discover and the topic pages say what is true with it.
 */
export const CorpusSupplyFieldsFragment = graphql(`
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
`);
