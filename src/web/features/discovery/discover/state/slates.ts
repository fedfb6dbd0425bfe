/**
 * What Discover and a topic page show of a slate lineup (docs/RECOMMENDATIONS.md "Discover and
 * topic pages"): each story once, in the order the server ranked it, and no empty slates.
 */
import { isTopicSlug, type TopicSlug } from '../../../../../common/topics.js';

export interface SlateLike<R> {
  id: string;
  recommendations: readonly R[];
}

export interface RecommendationLike {
  corpusItem?: { id: string } | null;
}

/**
 * The slates with each corpus item only where it first appears (a curators' pick is often in
 * its topic's slate too), without recommendations that lost their corpus item, and without
 * slates left empty.
 */
export function dedupeSlates<R extends RecommendationLike, S extends SlateLike<R>>(
  slates: readonly S[],
): S[] {
  const seen = new Set<string>();
  const kept: S[] = [];
  for (const slate of slates) {
    const recommendations = slate.recommendations.filter((recommendation) => {
      const id = recommendation.corpusItem?.id;
      if (!id || seen.has(id)) return false;
      seen.add(id);
      return true;
    });
    if (recommendations.length > 0) kept.push({ ...slate, recommendations });
  }
  return kept;
}

/** A topic page's curated slate (slate ids: docs/RECOMMENDATIONS.md "Slate ids"). */
export const isCuratedSlate = (slateId: string) => slateId.endsWith(':curated');

/**
 * A slate's heading on its topic page, where the page's title already names the topic: the
 * server's name for the curated slate ("Technology: picked by curators"); for the algorithmic
 * one "More <topic> stories" after a curated slate, "<topic> stories" alone.
 */
export function topicSlateHeading(
  slate: { id: string; displayName: string },
  topicName: string,
  afterCurated: boolean,
) {
  if (isCuratedSlate(slate.id)) return slate.displayName;
  return afterCurated ? `More ${topicName} stories` : `${topicName} stories`;
}

/**
 * The topic a slate is about, from its id (`topic:<slug>`, maybe behind a language, `de/…`,
 * maybe a topic page's `:curated` or `:more` one), for its link to the topic page; else null.
 */
export function slateTopic(slateId: string): TopicSlug | null {
  const match = /^(?:[a-z]{2,3}\/)?topic:([a-z-]+)(?::curated|:more)?$/.exec(slateId);
  return match?.[1] && isTopicSlug(match[1]) ? match[1] : null;
}
