/**
 * Home's slates (`homeSlateLineup`, Pocket's GetHome shape; docs/RECOMMENDATIONS.md "Ranking and
 * lineups"): curators' picks, the user's topics, then "Because you saved …". `locale` "de" adds
 * German stories (the German banner).
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../../gql';
import type { HomeSlateLineupQuery } from '../../../../gql/graphql';
import { graphqlRequest } from '../../../../lib/graphql-client';
import { homeKeys } from './query-keys';

/** Docs/PRODUCT.md §9: Home slates request 12 recommendations each. */
export const HOME_RECOMMENDATION_COUNT = 12;

const HomeSlateLineupDocument = graphql(`
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
`);

export type HomeLineup = HomeSlateLineupQuery['homeSlateLineup'];
export type HomeSlate = HomeLineup['slates'][number];
export type HomeRecommendation = HomeSlate['recommendations'][number];

export async function fetchHomeLineup(locale: string | null): Promise<HomeLineup> {
  const data = await graphqlRequest(HomeSlateLineupDocument, {
    locale,
    count: HOME_RECOMMENDATION_COUNT,
  });
  return data.homeSlateLineup;
}

export function useHomeLineup(locale: string | null) {
  return useQuery({
    queryKey: homeKeys.lineup(locale),
    queryFn: () => fetchHomeLineup(locale),
    // A lineup is sampled afresh on every request: keep one per visit, not one per focus.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
