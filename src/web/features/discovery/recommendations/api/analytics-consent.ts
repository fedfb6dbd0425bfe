/**
 * Whether this visitor's recommendation events may be sent: only for a signed-in user whose
 * account has analytics on (`User.analyticsEnabled`, docs/RECOMMENDATIONS.md "Signals,
 * preferences and privacy"). Logged-out visitors send nothing; until the account answers,
 * events wait in the tracker.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../../../../gql';
import { graphqlRequest } from '../../../../lib/graphql-client';
import { useVisitorStatus } from '../../../auth';
import type { RecommendationConsent } from '../lib/recommendation-events';
import { recommendationTracker } from '../lib/recommendation-events';

const RecommendationAnalyticsDocument = graphql(`
  query RecommendationAnalytics {
    user {
      id
      analyticsEnabled
    }
  }
`);

/** The query key; the account page's switch may invalidate it. */
export const recommendationAnalyticsKey = ['recommendation-analytics'] as const;

export function useRecommendationConsent(): RecommendationConsent {
  const status = useVisitorStatus();
  const query = useQuery({
    queryKey: recommendationAnalyticsKey,
    queryFn: async () => (await graphqlRequest(RecommendationAnalyticsDocument)).user,
    enabled: status === 'valid',
    staleTime: 60_000,
  });
  let consent: RecommendationConsent = 'unknown';
  if (status === 'invalid') consent = 'off';
  else if (status === 'valid' && query.data !== undefined) {
    consent = query.data?.analyticsEnabled === true ? 'on' : 'off';
  }
  useEffect(() => {
    recommendationTracker().setConsent(consent);
  }, [consent]);
  return consent;
}
