/**
 * `getSlateLineup` for Discover and the topic pages (Pocket's GetDiscoverLineup / GetTopicLineup,
 * with Satchel's card fields): no account needed; a signed-in viewer's saves and dismissals are
 * left out by the server, so the visitor's state is part of the cache key.
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../../gql';
import type { DiscoverSlateLineupQuery } from '../../../../gql/graphql';
import { graphqlRequest } from '../../../../lib/graphql-client';
import { useVisitorStatus } from '../../../auth';
import { RECOMMENDATION_COUNT } from '../state/lineups';

const DiscoverSlateLineupDocument = graphql(`
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
`);

export type DiscoverLineup = NonNullable<DiscoverSlateLineupQuery['getSlateLineup']>;
export type DiscoverSlate = DiscoverLineup['slates'][number];

/** The lineup's slates, and (when it has none) what it had to draw from. */
export interface DiscoverLineupResult {
  slates: DiscoverSlate[];
  supply: DiscoverLineup['supply'] | null;
}

export const discoverKeys = {
  all: ['discover'] as const,
  lineup: (lineupId: string, slateCount: number, signedIn: boolean) =>
    ['discover', lineupId, slateCount, signedIn] as const,
};

/** The lineup's slates; an empty list when the server knows no such lineup. */
export function useSlateLineup(lineupId: string, slateCount: number) {
  const status = useVisitorStatus();
  return useQuery({
    queryKey: discoverKeys.lineup(lineupId, slateCount, status === 'valid'),
    enabled: status !== 'pending',
    queryFn: async (): Promise<DiscoverLineupResult> => {
      const data = await graphqlRequest(DiscoverSlateLineupDocument, {
        id: lineupId,
        recommendationCount: RECOMMENDATION_COUNT,
        slateCount,
      });
      return {
        slates: data.getSlateLineup?.slates ?? [],
        supply: data.getSlateLineup?.supply ?? null,
      };
    },
  });
}
