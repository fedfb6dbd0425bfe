/**
 * Building blocks of lineups (docs/RECOMMENDATIONS.md "Ranking and lineups"): the slate and
 * recommendation models GraphQL shows, ranking a pool with a per-request seed, filling a slate
 * under the diversity rules, and each recommendation's reason.
 */
import { createRng } from '../../../common/seeded-random.js';
import { topicName, type TopicSlug } from '../../../common/topics.js';
import { badInput } from '../../core/errors.js';
import type { Candidate } from './candidates.repo.js';
import type { CorpusItemView } from './corpus-item-views.read-model.js';
import type { SupplyScope } from './corpus-supply.repo.js';
import {
  diversify,
  diversifyRelaxing,
  relaxedDiversity,
  score,
  seedFromString,
  STRICT_DIVERSITY,
} from './ranking.js';
import { SeenPages } from './same-page.js';
import { formatSlateId, type TopicSlatePart } from './slate-ids.js';

/** The reason types of graphql/corpus-item.ts (RecommendationReasonType) this service gives. */
export type RecommendationReasonTypeValue =
  | 'POCKET_HITS'
  | 'PREFERRED_TOPICS'
  | 'TOPIC'
  | 'CURATOR_PICK'
  | 'SOURCE_FEED'
  | 'POPULAR'
  | 'BECAUSE_YOU_SAVED';

export interface RecommendationReasonModel {
  type: RecommendationReasonTypeValue;
  name: string;
}

/** One card of a slate: GraphQL CorpusRecommendation, and the legacy Recommendation. */
export interface RecommendationModel {
  /** `<slate id>:<corpus item GUID>`: stable for the item within its slate. */
  id: string;
  corpusItem: CorpusItemView;
  reason: RecommendationReasonModel;
}

export interface SlateModel {
  id: string;
  reasonType: RecommendationReasonTypeValue;
  headline: string;
  subheadline: string | null;
  moreLink: { url: string; text: string } | null;
  recommendations: RecommendationModel[];
}

export interface LineupModel {
  id: string;
  requestId: string;
  experimentId: string;
  slates: SlateModel[];
  /** Who and what it was made for: what `supply` counts when it has no slate. */
  scope?: SupplyScope;
}

/** A slate with fewer recommendations than this is left out of a lineup. */
export const MIN_SLATE_SIZE = 3;

export const PICKED: RecommendationReasonModel = {
  type: 'CURATOR_PICK',
  name: 'Picked by curators',
};
export const POPULAR: RecommendationReasonModel = {
  type: 'POPULAR',
  name: 'Popular on this instance',
};

/** The count a client asked for within 1..max (0 reads as 1); a negative count is refused. */
export function clampCount(
  value: number | null | undefined,
  fallback: number,
  max: number,
  field: string,
) {
  if (value === null || value === undefined) return Math.min(fallback, max);
  if (value < 0) throw badInput(`${field} cannot be negative.`, field);
  return Math.min(Math.max(value, 1), max);
}

export interface Scored {
  candidate: Candidate;
  value: number;
}

/** What one request ranks with: a generator per pool seeded from reader + UTC day (stable reloads). */
export class Ranker {
  constructor(
    private readonly viewerId: number | null,
    private readonly languages: readonly string[],
    /** The seeds' day: today (UTC); the recommendation simulation names its own. */
    private readonly day = new Date().toISOString().slice(0, 10),
  ) {}

  /** Best first within the reader's language order (German readers see German items first). */
  rank(pool: readonly Candidate[], key: string): Scored[] {
    const rng = createRng(seedFromString(`${this.viewerId ?? 'anyone'}:${this.day}:${key}`));
    const languageRank = (c: Candidate) => {
      const index = this.languages.indexOf(c.language);
      return index < 0 ? this.languages.length : index;
    };
    // Scored in id order: the samples then do not depend on the order rows came back in.
    return [...pool]
      .sort((a, b) => a.corpusItemId - b.corpusItemId)
      .map((candidate) => ({ candidate, value: score(candidate, rng) }))
      .sort(
        (a, b) =>
          languageRank(a.candidate) - languageRank(b.candidate) ||
          b.value - a.value ||
          a.candidate.corpusItemId - b.candidate.corpusItemId,
      );
  }
}

/**
 * Takes up to `count` pages not yet `used` (an earlier slate's, by id, canonical URL or content
 * fingerprint; each page once, its best-ranked copy), diversified — under relaxed rules when the
 * strict ones cannot make a slate (ranking.ts `diversifyRelaxing`); marks them used when the slate
 * is kept. A saved or dismissed item is no candidate, so the next ones take its place.
 */
export function fill(
  ranked: readonly Scored[],
  used: SeenPages,
  count: number,
  minimum = MIN_SLATE_SIZE,
) {
  const inSlate = new SeenPages();
  const open = ranked.map((s) => s.candidate).filter((c) => !used.has(c) && inSlate.add(c));
  // A client asking for fewer than the minimum still gets a slate.
  const least = Math.min(minimum, count);
  const chosen = diversifyRelaxing(open, count, least);
  if (chosen.length < least) return null;
  for (const c of chosen) used.add(c);
  return chosen;
}

/** Why an item is there: a pick, its instance feed, popular only, else the slate's topic. */
export function itemReason(
  candidate: Candidate,
  topicReason: RecommendationReasonTypeValue,
): RecommendationReasonModel {
  if (candidate.isCuratorPick) return PICKED;
  if (candidate.feedTitle) return { type: 'SOURCE_FEED', name: `From ${candidate.feedTitle}` };
  if (candidate.kind === 'POPULAR') return POPULAR;
  return candidate.topic ? { type: topicReason, name: topicName(candidate.topic) } : POPULAR;
}

export interface DraftSlate extends Omit<SlateModel, 'recommendations'> {
  items: Array<{ candidate: Candidate; reason: RecommendationReasonModel }>;
}

export const topicDraft = (
  slug: TopicSlug,
  language: string,
  chosen: Candidate[],
  reasonType: 'PREFERRED_TOPICS' | 'TOPIC',
  subheadline: string | null,
  part: TopicSlatePart = 'all',
): DraftSlate => ({
  id: formatSlateId({ kind: 'topic', language, topic: slug, part }),
  reasonType,
  headline: part === 'curated' ? `${topicName(slug)}: picked by curators` : topicName(slug),
  subheadline,
  moreLink: { url: `/discover/${slug}`, text: `More ${topicName(slug)} stories` },
  items: chosen.map((candidate) => ({ candidate, reason: itemReason(candidate, reasonType) })),
});

export const picksDraft = (language: string, chosen: Candidate[]): DraftSlate => ({
  id: formatSlateId({ kind: 'picks', language }),
  reasonType: 'POCKET_HITS',
  headline: 'Picked by curators',
  subheadline: 'Stories the curators of this instance recommend',
  moreLink: null,
  items: chosen.map((candidate) => ({ candidate, reason: PICKED })),
});

export const byPool = (candidates: readonly Candidate[]) => {
  const pools = new Map<string, Candidate[]>();
  for (const c of candidates) pools.set(c.pool, [...(pools.get(c.pool) ?? []), c]);
  return pools;
};

/** A topic's strength in a lineup without personal order: its three best scores. */
export const strength = (ranked: readonly Scored[]) =>
  ranked.slice(0, 3).reduce((sum, s) => sum + s.value, 0);

/**
 * The setup moment's mix: each topic's best story, strongest first; a topic whose best would break
 * the diversity rules offers its next best in a later round. When the strict rules leave fewer
 * than a slate's minimum (a corpus of one or two sites), the relaxation steps of ranking.ts follow.
 */
export function onePerTopic(
  rankedByTopic: ReadonlyArray<readonly Scored[]>,
  count: number,
): Candidate[] {
  const rounds = Math.max(0, ...rankedByTopic.map((ranked) => ranked.length));
  const ordered: Candidate[] = [];
  for (let round = 0; round < rounds; round++) {
    const layer = rankedByTopic.flatMap((ranked) => ranked.slice(round, round + 1));
    ordered.push(...layer.sort((a, b) => b.value - a.value).map((s) => s.candidate));
  }
  const sites = new Set(ordered.map((c) => c.site.trim().toLowerCase())).size;
  let best: Candidate[] = [];
  for (const rules of [STRICT_DIVERSITY, ...relaxedDiversity(sites, count)]) {
    const chosen: Candidate[] = [];
    const topics = new Set<string | null>();
    const seen = new SeenPages();
    for (const candidate of ordered) {
      if (chosen.length >= count) break;
      if (topics.has(candidate.topic) || seen.has(candidate)) continue;
      // The chosen prefix keeps the rules, so diversify keeps it and adds the candidate if it may.
      if (diversify([...chosen, candidate], chosen.length + 1, rules).length > chosen.length) {
        chosen.push(candidate);
        topics.add(candidate.topic);
        seen.add(candidate);
      }
    }
    if (chosen.length > best.length) best = chosen;
    if (best.length >= Math.min(MIN_SLATE_SIZE, count)) break;
  }
  return best;
}

/** A save's neighbours that are still candidates, by similarity × prior (no sampling: "like this one" should be like it). */
export function bySimilarity(
  neighbours: ReadonlyArray<{ corpusItemId: number; score: number }>,
  candidates: ReadonlyMap<number, Candidate>,
): Scored[] {
  return neighbours
    .flatMap((n) => {
      const candidate = candidates.get(n.corpusItemId);
      return candidate ? [{ candidate, value: n.score * candidate.prior }] : [];
    })
    .sort((a, b) => b.value - a.value);
}

export function becauseDraft(
  language: string,
  source: { externalId: string; title: string },
  chosen: readonly Candidate[],
): DraftSlate {
  const reason: RecommendationReasonModel = {
    type: 'BECAUSE_YOU_SAVED',
    name: `Because you saved “${source.title}”`,
  };
  return {
    id: formatSlateId({ kind: 'because', language, externalId: source.externalId }),
    reasonType: 'BECAUSE_YOU_SAVED',
    headline: reason.name,
    subheadline: 'Stories like one you saved',
    moreLink: null,
    items: chosen.map((candidate) => ({ candidate, reason })),
  };
}
