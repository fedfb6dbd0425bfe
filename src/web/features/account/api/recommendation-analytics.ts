/**
 * The account's recommendation analytics switch (docs/RECOMMENDATIONS.md "Signals, preferences
 * and privacy"): `User.analyticsEnabled` and `setAnalyticsEnabled(enabled)`. The switch moves at
 * once, goes back with an error toast when the server refuses, and the recommendation tracker's
 * consent is read again, so turning it off stops the events at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { showToast } from '../../../lib/toast';
import { recommendationAnalyticsKey } from '../../discovery/recommendations';

const AccountRecommendationAnalyticsDocument = graphql(`
  query AccountRecommendationAnalytics {
    user {
      id
      analyticsEnabled
    }
  }
`);

const SetAnalyticsEnabledDocument = graphql(`
  mutation SetAnalyticsEnabled($enabled: Boolean!) {
    setAnalyticsEnabled(enabled: $enabled)
  }
`);

export const analyticsKey = ['account', 'recommendation-analytics'] as const;

export function useAnalyticsEnabled() {
  return useQuery({
    queryKey: analyticsKey,
    queryFn: async () => {
      const { user } = await graphqlRequest(AccountRecommendationAnalyticsDocument);
      if (!user) throw new Error('You are not signed in.');
      return user.analyticsEnabled;
    },
  });
}

export function useSetAnalyticsEnabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      (await graphqlRequest(SetAnalyticsEnabledDocument, { enabled })).setAnalyticsEnabled,
    onMutate: async (enabled) => {
      await client.cancelQueries({ queryKey: analyticsKey });
      const before = client.getQueryData<boolean>(analyticsKey);
      client.setQueryData<boolean>(analyticsKey, enabled);
      return { before };
    },
    onError: (error, enabled, context) => {
      client.setQueryData<boolean | undefined>(analyticsKey, context?.before);
      showToast({
        tone: 'error',
        message: `Could not turn ${enabled ? 'on' : 'off'} reading signals. ${error.message}`,
      });
    },
    onSuccess: (enabled) => {
      client.setQueryData<boolean>(analyticsKey, enabled);
    },
    onSettled: () => client.invalidateQueries({ queryKey: recommendationAnalyticsKey }),
  });
}
