/**
 * Home's recommendation slates (docs/RECOMMENDATIONS.md "Ranking and lineups"): the curators'
 * picks, then topic slates — the reader's preferred topics in their order, then by affinity, then
 * by the day's strength — all preferred topics and at least HOME_TOPIC_SLATES of them. Pure, so
 * that the lineup service (lineups.service.ts) and the recommendation simulation
 * (bench/lib/sim-policies.ts) lay Home out with the same code. Slates come one at a time: a
 * caller that stops early fills no more.
 */
import { TOPICS, type TopicSlug } from '../../../common/topics.js';
import type { Candidate } from './candidates.repo.js';
import type { SeenPages } from './same-page.js';
import { fill, strength, type Scored } from './slates.js';

export const HOME_PER_SLATE = 12;
/** Home: topic slates after the picks (all preferred topics, at least this many). */
export const HOME_TOPIC_SLATES = 10;

/** What orders Home's topics (candidates.repo.ts ReaderSignals). */
export interface HomeTopicSignals {
  /** The reader's topics, in their order. */
  preferredTopics: readonly TopicSlug[];
  /** Per topic: how much the reader saves and opens of it. */
  affinity: ReadonlyMap<TopicSlug, number>;
}

export type HomeSlate =
  { kind: 'picks'; chosen: Candidate[] } | { kind: 'topic'; slug: TopicSlug; chosen: Candidate[] };

/**
 * Home's slates from the candidate pools (by pool: 'picks' and each topic's slug), ranked by
 * `rank` (a pool and its key), none showing a page `used` has seen (the pages shown are added).
 */
export function* homeSlates(
  pools: ReadonlyMap<string, readonly Candidate[]>,
  rank: (pool: readonly Candidate[], key: string) => Scored[],
  signals: HomeTopicSignals,
  used: SeenPages,
): Generator<HomeSlate> {
  const picks = fill(rank(pools.get('picks') ?? [], 'picks'), used, HOME_PER_SLATE);
  if (picks) yield { kind: 'picks', chosen: picks };

  const topics = homeTopicOrder(signals, (slug) => rank(pools.get(slug) ?? [], slug));
  const limit = Math.max(HOME_TOPIC_SLATES, new Set(signals.preferredTopics).size);
  let topicSlates = 0;
  for (const { slug, ranked } of topics) {
    if (topicSlates >= limit) break;
    const chosen = fill(ranked, used, HOME_PER_SLATE);
    if (!chosen) continue;
    topicSlates++;
    yield { kind: 'topic', slug, chosen };
  }
}

/** Preferred topics in the reader's order, then by affinity, then by the day's strength. */
function homeTopicOrder(signals: HomeTopicSignals, rank: (slug: TopicSlug) => Scored[]) {
  const ranked = TOPICS.map((t) => ({ slug: t.slug, ranked: rank(t.slug) }));
  const preferredIndex = (slug: TopicSlug) => {
    const index = signals.preferredTopics.indexOf(slug);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return ranked.sort(
    (a, b) =>
      preferredIndex(a.slug) - preferredIndex(b.slug) ||
      (signals.affinity.get(b.slug) ?? 0) - (signals.affinity.get(a.slug) ?? 0) ||
      strength(b.ranked) - strength(a.ranked),
  );
}
