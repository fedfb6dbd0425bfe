/**
 * Whether this visitor's recommendation events may be sent: only for a signed-in user whose
 * account has analytics on (`User.analyticsEnabled`, docs/RECOMMENDATIONS.md "Signals,
 * preferences and privacy"). Logged-out visitors send nothing.
 */
import { useEffect } from 'react';
import { useVisitorStatus } from '../../auth';
import type { RecommendationConsent } from '../lib/recommendation-events';
import { recommendationTracker } from '../lib/recommendation-events';

export function useRecommendationConsent(): RecommendationConsent {
  const status = useVisitorStatus();
  const consent: RecommendationConsent =
    status === 'valid' ? 'unknown' : status === 'invalid' ? 'off' : 'unknown';
  useEffect(() => {
    recommendationTracker().setConsent(consent);
  }, [consent]);
  return consent;
}
