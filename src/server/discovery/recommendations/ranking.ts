/**
 * The ranking rules of recommendations (docs/RECOMMENDATIONS.md "Ranking and lineups"),
 * pure and without I/O so that the lineups, the benches and the simulation share them:
 *
 *   score = qualityPrior(kind) × freshnessDecay(topic, age) × sample of Beta(opens + α, impressions − opens + β)
 *
 * then `diversify` keeps a publisher out of 3 neighbouring places and a site to 2 items a slate,
 * and `diversifyRelaxing` relaxes those rules step by step when they cannot make a slate.
 * Randomness comes from a seeded generator so a test, a bench or one user's day can repeat it.
 */
import type { TopicSlug } from '../../../common/topics.js';

/** Why an item is in the corpus, strongest first: a curator's pick, approved, an instance feed's prospect, only saved by several readers. */
export type PriorKind = 'CURATOR_PICK' | 'APPROVED' | 'INSTANCE_FEED' | 'POPULAR';

const PRIORS: Readonly<Record<PriorKind, number>> = {
  CURATOR_PICK: 1,
  APPROVED: 0.8,
  INSTANCE_FEED: 0.6,
  POPULAR: 0.45,
};

/** How much a person vouched for the item: pick > approved > instance feed > popular on the instance. */
export function qualityPrior(kind: PriorKind): number {
  return PRIORS[kind];
}

/**
 * Topics whose articles are news: they lose half their weight in 2 days and leave the slates after
 * a week. The others are evergreen (a recipe or a career guide reads as well in spring as in
 * autumn): half-life 60 days, out after 180 days.
 */
const NEWS_TOPICS: ReadonlySet<TopicSlug> = new Set([
  'politics',
  'sports',
  'business',
  'entertainment',
  'gaming',
  'technology',
]);

interface Freshness {
  halfLifeDays: number;
  windowDays: number;
}

export const NEWS_FRESHNESS: Freshness = { halfLifeDays: 2, windowDays: 7 };
export const EVERGREEN_FRESHNESS: Freshness = { halfLifeDays: 60, windowDays: 180 };
/** Not yet classified: between the two, since it may be either. */
export const UNKNOWN_TOPIC_FRESHNESS: Freshness = { halfLifeDays: 7, windowDays: 30 };

function freshnessOf(topic: TopicSlug | null): Freshness {
  if (topic === null) return UNKNOWN_TOPIC_FRESHNESS;
  return NEWS_TOPICS.has(topic) ? NEWS_FRESHNESS : EVERGREEN_FRESHNESS;
}

/** Smallest decay returned, so that a very old item still has a (tiny) positive score. */
const MIN_DECAY = 1e-9;

/** 0.5^(age / half-life), in (0, 1]; an item dated in the future counts as new. */
export function freshnessDecay(topic: TopicSlug | null, ageDays: number): number {
  const age = Number.isFinite(ageDays) ? Math.max(0, ageDays) : Number.MAX_VALUE;
  return Math.max(MIN_DECAY, Math.pow(0.5, age / freshnessOf(topic).halfLifeDays));
}

/** Candidates published longer ago than this many days are not shown in the topic's slates. */
export function freshnessWindowDays(topic: TopicSlug | null): number {
  return freshnessOf(topic).windowDays;
}

/**
 * The Beta prior of an item's click-through: mean α / (α + β) = 5 %, about what a reading list's
 * suggestion is opened at, worth 20 impressions. An unshown item's samples spread widely (it gets
 * explored); after some dozens of impressions its own opens decide.
 */
export const CTR_PRIOR_ALPHA = 1;
export const CTR_PRIOR_BETA = 19;

export interface Rankable {
  corpusItemId: number;
  site: string;
  publisher: string;
  /** qualityPrior of its kind. */
  prior: number;
  ageDays: number;
  topic: TopicSlug | null;
  /** Instance-wide (recommendation_stats). */
  impressions: number;
  opens: number;
}

/** A 32-bit seed from a string (FNV-1a), e.g. user id + day for a stable lineup within a day. */
export function seedFromString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function sampleNormal(rng: () => number): number {
  // Box–Muller; 1 − u keeps the logarithm away from 0.
  const u = 1 - rng();
  const v = rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Gamma(shape, 1) by Marsaglia and Tsang's method; shape < 1 through Gamma(shape + 1)·U^(1/shape). */
function sampleGamma(shape: number, rng: () => number): number {
  if (shape < 1) return sampleGamma(shape + 1, rng) * Math.pow(1 - rng(), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = sampleNormal(rng);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = 1 - rng();
    if (u < 1 - 0.0331 * x * x * x * x) return d * v;
    if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

/** A sample of Beta(alpha, beta) as X / (X + Y) of two Gamma samples. Both parameters must be > 0. */
export function sampleBeta(alpha: number, beta: number, rng: () => number): number {
  if (!(alpha > 0) || !(beta > 0)) throw new RangeError('Beta parameters must be positive');
  const x = sampleGamma(alpha, rng);
  const y = sampleGamma(beta, rng);
  return x + y === 0 ? alpha / (alpha + beta) : x / (x + y);
}

/** prior × freshness decay × a Thompson sample of the item's click-through. */
export function score(candidate: Rankable, rng: () => number): number {
  const impressions = Math.max(0, candidate.impressions);
  // Opens counted without an impression (a stale aggregate) must not make β negative.
  const opens = Math.min(Math.max(0, candidate.opens), impressions);
  const ctr = sampleBeta(opens + CTR_PRIOR_ALPHA, impressions - opens + CTR_PRIOR_BETA, rng);
  return candidate.prior * freshnessDecay(candidate.topic, candidate.ageDays) * ctr;
}

const sameName = (name: string) => name.trim().toLowerCase();

export interface DiversityRules {
  /** A publisher appears at most once within this many neighbouring places (1: no rule). */
  publisherGap: number;
  /** At most this many items of one site in a slate. */
  maxPerSite: number;
}

/** The rules a slate keeps whenever they can make one. */
export const STRICT_DIVERSITY: DiversityRules = { publisherGap: 3, maxPerSite: 2 };

/**
 * Up to `count` items in ranked order such that no publisher appears twice within `publisherGap`
 * places (3: at least two others between them) and no site more than `maxPerSite` times. Each place
 * takes the best remaining item that keeps the rules; when none can, the slate ends shorter rather
 * than break them.
 */
export function diversify<T extends { site: string; publisher: string }>(
  ranked: readonly T[],
  count: number,
  rules: Partial<DiversityRules> = {},
  /** Places already filled (a subset of `ranked`, in order): kept, and counted by the rules. */
  prefix: readonly T[] = [],
): T[] {
  const publisherGap = rules.publisherGap ?? STRICT_DIVERSITY.publisherGap;
  const maxPerSite = rules.maxPerSite ?? STRICT_DIVERSITY.maxPerSite;
  const taken = new Set(prefix);
  const remaining = ranked.filter((item) => !taken.has(item));
  const chosen: T[] = [...prefix];
  const perSite = new Map<string, number>();
  for (const item of prefix) {
    perSite.set(sameName(item.site), (perSite.get(sameName(item.site)) ?? 0) + 1);
  }
  while (chosen.length < count && remaining.length > 0) {
    const recentPublishers = new Set(
      chosen
        .slice(Math.max(0, chosen.length - (publisherGap - 1)))
        .map((c) => sameName(c.publisher)),
    );
    const index = remaining.findIndex(
      (candidate) =>
        !recentPublishers.has(sameName(candidate.publisher)) &&
        (perSite.get(sameName(candidate.site)) ?? 0) < maxPerSite,
    );
    if (index < 0) break;
    const [next] = remaining.splice(index, 1) as [T];
    chosen.push(next);
    const site = sameName(next.site);
    perSite.set(site, (perSite.get(site) ?? 0) + 1);
  }
  return chosen;
}

/**
 * The steps by which the rules relax when the strict ones cannot make a slate, in order
 * (docs/RECOMMENDATIONS.md "Diversity"): the sites of the pool share the slate evenly; then a
 * publisher may come back after one other; then a site may fill the rest; then nothing is left
 * of the rules (a corpus of one publisher).
 */
export function relaxedDiversity(sites: number, count: number): DiversityRules[] {
  const share = Math.max(STRICT_DIVERSITY.maxPerSite, Math.ceil(count / Math.max(1, sites)));
  return [
    { publisherGap: 3, maxPerSite: share },
    { publisherGap: 2, maxPerSite: share },
    { publisherGap: 2, maxPerSite: Number.POSITIVE_INFINITY },
    { publisherGap: 1, maxPerSite: Number.POSITIVE_INFINITY },
  ];
}

/**
 * `diversify` under the strict rules while they make a slate of `minimum`. Otherwise the rules
 * relax step by step: each step keeps the places filled so far and fills more under its looser
 * rules, until the slate is full (`count`, or every item of the pool when it has fewer). So a
 * mixed pool keeps the strict rules, a pool of one or two sites still makes a full slate, and
 * what breaks a rule comes last.
 */
export function diversifyRelaxing<T extends { site: string; publisher: string }>(
  ranked: readonly T[],
  count: number,
  minimum: number,
): T[] {
  let chosen = diversify(ranked, count, STRICT_DIVERSITY);
  if (chosen.length >= Math.min(minimum, count)) return chosen;
  const full = Math.min(count, ranked.length);
  const sites = new Set(ranked.map((item) => sameName(item.site))).size;
  for (const rules of relaxedDiversity(sites, count)) {
    if (chosen.length >= full) break;
    chosen = diversify(ranked, count, rules, chosen);
  }
  return chosen;
}
