import { useCallback } from 'react';
import type { RefObject } from 'react';
import { useRecommendationConsent } from '../api/analytics-consent';
import { recommendationTracker } from './recommendation-events';
import type { RecommendationEventKind } from './recommendation-events';
import { useViewable } from './use-viewable';

export interface TrackingPlace {
  slateId: string;
  position: number;
}

const currentPage = () => `${window.location.pathname}${window.location.search}`;

/**
 * A card's impressions (viewable) and opens, when it has a place in a slate and the visitor's
 * analytics may be on. Returns the function to call when the card is opened (a click).
 */
export function useRecommendationTracking(
  ref: RefObject<Element | null>,
  corpusItemId: string,
  place: TrackingPlace | undefined,
): () => void {
  const consent = useRecommendationConsent();
  const active = place !== undefined && consent !== 'off';
  const record = useCallback(
    (kind: RecommendationEventKind) => {
      if (!place) return;
      recommendationTracker().record(currentPage(), {
        corpusItemId,
        kind,
        slateId: place.slateId,
        position: place.position,
      });
    },
    [corpusItemId, place],
  );
  useViewable(ref, active, () => record('IMPRESSION'));
  return useCallback(() => {
    if (active) record('OPEN');
  }, [active, record]);
}
