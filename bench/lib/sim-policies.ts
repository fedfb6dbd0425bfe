/**
 * The Homes the recommendation simulation compares (bench/recommendation-simulation.bench.ts).
 * Each policy lays out a user's Home as slates of 12 cards, lazily (a slate is built only when
 * the user scrolls to it), from what the instance knows: the aggregated impressions and opens of
 * every item, and the user's own opens, shown counts and recent saves.
 *
 * Satchel's Home uses the pure rules of src/server/recommendations/ranking.ts (score, diversify,
 * freshness) and re-states the Home order of docs/RECOMMENDATIONS.md, since the real service reads
 * a database: curators' picks first, then topic slates ordered by the user's chosen topics, then
 * by their affinity (recent saves and opens per topic). Not simulated: the user's own recent saves
 * at the top (not recommendations), "Because you saved …" (needs text similarity), dismissals,
 * languages (everyone reads English here).
 */
import {
  diversify,
  freshnessWindowDays,
  qualityPrior,
  score,
} from '../../src/server/recommendations/ranking.js';
import { topicIndex, TOPIC_SLUGS, type SimItem, type SimUser } from './sim-world.js';

export const SLATE_SIZE = 12;
/** Slates a Home holds at most (CorpusSlateLineup.slates(count) defaults to 15). */
export const MAX_SLATES = 15;
/**
 * An item shown to a user this many times without an open leaves their slates ("shown too
 * often"; the same threshold as the candidates' SQL).
 */
export const SHOWN_TOO_OFTEN = 3;

/** What the instance knows, shared by all users of one policy's world. */
export class InstanceState {
  /** Aggregated (as of the last job run) instance-wide impressions and opens, by item id. */
  readonly impressions = new Map<number, number>();
  readonly opens = new Map<number, number>();
  /** Events not aggregated yet. */
  private pendingImpressions = new Map<number, number>();
  private pendingOpens = new Map<number, number>();
  /** Per user: item id → times shown; the items they opened; opens per topic. */
  readonly shown = new Map<number, Map<number, number>>();
  readonly opened = new Map<number, Set<number>>();
  readonly topicOpens = new Map<number, Float64Array>();

  recordImpression(user: SimUser, item: SimItem): void {
    this.pendingImpressions.set(item.id, (this.pendingImpressions.get(item.id) ?? 0) + 1);
    const shown = this.shown.get(user.id) ?? new Map<number, number>();
    shown.set(item.id, (shown.get(item.id) ?? 0) + 1);
    this.shown.set(user.id, shown);
  }

  recordOpen(user: SimUser, item: SimItem): void {
    this.pendingOpens.set(item.id, (this.pendingOpens.get(item.id) ?? 0) + 1);
    const opened = this.opened.get(user.id) ?? new Set<number>();
    opened.add(item.id);
    this.opened.set(user.id, opened);
    const perTopic = this.topicOpens.get(user.id) ?? new Float64Array(TOPIC_SLUGS.length);
    perTopic[topicIndex(item.topic)]! += 1;
    this.topicOpens.set(user.id, perTopic);
  }

  /** The aggregation job: pending events move into the instance figures. */
  aggregate(): void {
    for (const [id, n] of this.pendingImpressions)
      this.impressions.set(id, (this.impressions.get(id) ?? 0) + n);
    for (const [id, n] of this.pendingOpens) this.opens.set(id, (this.opens.get(id) ?? 0) + n);
    this.pendingImpressions = new Map();
    this.pendingOpens = new Map();
  }

  /** Saved (opened) items never come back; Satchel also drops items shown too often. */
  excluded(user: SimUser, item: SimItem, shownTooOften: boolean): boolean {
    if (this.opened.get(user.id)?.has(item.id)) return true;
    if (!shownTooOften) return false;
    return (this.shown.get(user.id)?.get(item.id) ?? 0) >= SHOWN_TOO_OFTEN;
  }
}

export interface Policy {
  name: string;
  /** The user's Home on `day`, one slate at a time (stops when there is nothing left to show). */
  home(
    user: SimUser,
    day: number,
    state: InstanceState,
    available: readonly SimItem[],
  ): Iterable<SimItem[]>;
}

/** Every card in random order. */
export function randomPolicy(rng: () => number): Policy {
  return {
    name: 'random order',
    *home(user, _day, state, available) {
      const pool = available.filter((item) => !state.excluded(user, item, false));
      for (let slate = 0; slate < MAX_SLATES && pool.length > 0; slate += 1) {
        const cards: SimItem[] = [];
        while (cards.length < SLATE_SIZE && pool.length > 0) {
          const index = Math.floor(rng() * pool.length);
          cards.push(pool[index]!);
          pool[index] = pool[pool.length - 1]!;
          pool.pop();
        }
        yield cards;
      }
    },
  };
}

/** The instance's most opened items first (ties in random order), the same for everyone. */
export function popularityPolicy(rng: () => number): Policy {
  return {
    name: 'pure popularity',
    *home(user, _day, state, available) {
      const ranked = available
        .filter((item) => !state.excluded(user, item, false))
        .map((item) => ({ item, opens: state.opens.get(item.id) ?? 0, tie: rng() }))
        .sort((a, b) => b.opens - a.opens || a.tie - b.tie);
      for (let slate = 0; slate < MAX_SLATES; slate += 1) {
        const cards = ranked.slice(slate * SLATE_SIZE, (slate + 1) * SLATE_SIZE);
        if (cards.length === 0) return;
        yield cards.map((entry) => entry.item);
      }
    },
  };
}

/**
 * Satchel's Home. Ablations: with `personal` false, the topic slates come in the fixed topic order
 * (the Discover engine with the viewer's filtering); with `learn` false, the instance's opens and
 * impressions are ignored (priors and freshness only, as on a cold start).
 */
export function satchelPolicy(
  rng: () => number,
  { personal = true, learn = true }: { personal?: boolean; learn?: boolean } = {},
): Policy {
  const name = !personal
    ? 'Satchel, topics in fixed order'
    : !learn
      ? 'Satchel, priors only'
      : 'Satchel';
  return {
    name,
    *home(user, day, state, available) {
      const shownToday = new Set<number>();
      const rankable = (item: SimItem) => ({
        item,
        corpusItemId: item.id,
        site: item.site,
        publisher: item.publisher,
        prior: qualityPrior(item.kind),
        ageDays: day - item.publishedDay,
        topic: item.topic,
        impressions: learn ? (state.impressions.get(item.id) ?? 0) : 0,
        opens: learn ? (state.opens.get(item.id) ?? 0) : 0,
      });
      const slateOf = (filter: (item: SimItem) => boolean) => {
        const candidates = available
          .filter(
            (item) =>
              filter(item) &&
              !shownToday.has(item.id) &&
              day - item.publishedDay <= freshnessWindowDays(item.topic) &&
              !state.excluded(user, item, true),
          )
          .map(rankable)
          .map((candidate) => ({ candidate, value: score(candidate, rng) }))
          .sort((a, b) => b.value - a.value)
          .map((entry) => entry.candidate);
        const cards = diversify(candidates, SLATE_SIZE).map((entry) => entry.item);
        for (const card of cards) shownToday.add(card.id);
        return cards;
      };

      let slates = 0;
      const picks = slateOf((item) => item.isCuratorPick);
      if (picks.length > 0) {
        slates += 1;
        yield picks;
      }
      for (const topic of topicOrder(user, state, personal)) {
        if (slates >= MAX_SLATES) return;
        const cards = slateOf((item) => item.topic === topic);
        if (cards.length === 0) continue;
        slates += 1;
        yield cards;
      }
    },
  };
}

/** Chosen topics first (in the user's order), then by affinity (recent saves + opens), then the rest. */
function topicOrder(user: SimUser, state: InstanceState, personal: boolean): string[] {
  if (!personal) return [...TOPIC_SLUGS];
  const opens = state.topicOpens.get(user.id);
  const affinity = (topic: string) => {
    const index = TOPIC_SLUGS.indexOf(topic as (typeof TOPIC_SLUGS)[number]);
    return user.recentSaves[index]! + (opens?.[index] ?? 0);
  };
  const rest = TOPIC_SLUGS.filter((topic) => !user.chosenTopics.includes(topic)).sort(
    (a, b) => affinity(b) - affinity(a) || TOPIC_SLUGS.indexOf(a) - TOPIC_SLUGS.indexOf(b),
  );
  return [...user.chosenTopics, ...rest];
}
