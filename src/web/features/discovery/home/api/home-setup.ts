/**
 * The Home setup moment's server side (docs/RECOMMENDATIONS.md "Signals, preferences and
 * privacy"): the 15 topics, the user's `homeSetup` (kept in app settings, so v3 getAppSettings
 * shows it) and the two writes: `updateUserRecommendationPreferences` for the chosen topics and
 * `updateHomeSetup` for the status (null starts over).
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../../gql';
import type { HomeSetupQuery } from '../../../../gql/graphql';
import { graphqlRequest } from '../../../../lib/graphql-client';
import { homeKeys } from './query-keys';

const HomeSetupDocument = graphql(`
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
`);

const SaveHomeTopicsDocument = graphql(`
  mutation SaveHomeTopics($input: UpdateUserRecommendationPreferencesInput!) {
    updateUserRecommendationPreferences(input: $input) {
      preferredTopics {
        slug
      }
    }
  }
`);

const UpdateHomeSetupDocument = graphql(`
  mutation UpdateHomeSetup($setupStatus: String) {
    updateHomeSetup(setupStatus: $setupStatus) {
      setupStatus
      userTopics
    }
  }
`);

export type HomeTopic = HomeSetupQuery['recommendationPreferenceTopics'][number];

export function useHomeSetupQuery() {
  return useQuery({
    queryKey: homeKeys.setup,
    queryFn: () => graphqlRequest(HomeSetupDocument),
    staleTime: 60_000,
  });
}

/** Saves the chosen topics in order; answers them as the server kept them. */
export async function saveHomeTopics(slugs: readonly string[]): Promise<string[]> {
  const data = await graphqlRequest(SaveHomeTopicsDocument, {
    input: { preferredTopics: slugs.map((id) => ({ id })) },
  });
  return (data.updateUserRecommendationPreferences.preferredTopics ?? []).map(
    (topic) => topic.slug,
  );
}

export async function updateHomeSetup(setupStatus: string | null) {
  return (await graphqlRequest(UpdateHomeSetupDocument, { setupStatus })).updateHomeSetup;
}
