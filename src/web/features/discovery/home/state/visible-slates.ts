import type { HomeLineup, HomeRecommendation } from '../api/home-lineup';
import { isDemoted } from './demoted-recommendations';
import type { DemotedMap } from './demoted-recommendations';

export const recommendationUrl = (recommendation: HomeRecommendation): string =>
  typeof recommendation.corpusItem.url === 'string' ? recommendation.corpusItem.url : '';

/**
 * Each slate with its recommendations minus the ones demoted on this device (by URL, so an
 * article leaves every slate at once); slates left empty drop out.
 */
export function visibleSlates(lineup: HomeLineup, demoted: DemotedMap) {
  return lineup.slates
    .map((slate) => ({
      slate,
      recommendations: slate.recommendations.filter(
        (recommendation) => !isDemoted(demoted, recommendationUrl(recommendation)),
      ),
    }))
    .filter((entry) => entry.recommendations.length > 0);
}

/** No slate has a single story: the instance's corpus is empty (or none is recommendable). */
export function isCorpusEmpty(lineup: HomeLineup | undefined): boolean {
  return lineup ? lineup.slates.every((slate) => slate.recommendations.length === 0) : false;
}
