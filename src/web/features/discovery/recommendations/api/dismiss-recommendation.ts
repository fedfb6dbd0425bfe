/**
 * "Not interested" on the server (`dismissRecommendation` / `undismissRecommendation`, by the
 * corpus item's GUID; docs/RECOMMENDATIONS.md "Signals, preferences and privacy"). Pages keep
 * their own immediate, local record (Home: state/demoted-recommendations.ts).
 */
import { graphql } from '../../../../gql';
import { graphqlRequest } from '../../../../lib/graphql-client';

const DismissRecommendationDocument = graphql(`
  mutation DismissRecommendation($corpusItemId: ID!) {
    dismissRecommendation(corpusItemId: $corpusItemId)
  }
`);

const UndismissRecommendationDocument = graphql(`
  mutation UndismissRecommendation($corpusItemId: ID!) {
    undismissRecommendation(corpusItemId: $corpusItemId)
  }
`);

export async function dismissRecommendation(corpusItemId: string): Promise<void> {
  await graphqlRequest(DismissRecommendationDocument, { corpusItemId });
}

export async function undismissRecommendation(corpusItemId: string): Promise<void> {
  await graphqlRequest(UndismissRecommendationDocument, { corpusItemId });
}
