/**
 * The Homes the recommendation simulation compares (bench/recommendation-simulation.bench.ts).
 * Each policy lays out a user's Home as slates of 12 cards, lazily (a slate is built only when
 * the user scrolls to it), from what the instance knows: the aggregated impressions and opens of
 * every item, and the user's own opens, shown counts and recent saves.
 *
 * Satchel's Home is laid out by the server's own code: home-lineup.ts (the picks and topic slates
 * lineups.service.ts shows), ranked by slates.ts's Ranker (ranking.ts's score) and filled under
 * ranking.ts's diversity rules. Only the candidate statement (candidates.repo.ts, SQL) is
 * re-stated here, over the simulated world. Not simulated: the user's own recent saves at the top
 * (not recommendations), "Because you saved …" (needs text similarity), dismissals, languages
 * (everyone reads English here).
 */
import type { TopicSlug } from '../../src/common/topics.js';
import {
  SCAN_DEPTH,
  SHOWN_TOO_OFTEN,
  type Candidate,
  type CandidatePool,
} from '../../src/server/discovery/recommendations/candidates.repo.js';
import {
  HOME_PER_SLATE,
  homeSlates,
} from '../../src/server/discovery/recommendations/home-lineup.js';
import { PER_TOPIC } from '../../src/server/discovery/recommendations/lineups.service.js';
import {
  freshnessWindowDays,
  qualityPrior,
} from '../../src/server/discovery/recommendations/ranking.js';
import { SeenPages } from '../../src/server/discovery/recommendations/same-page.js';
import { byPool, Ranker } from '../../src/server/discovery/recommendations/slates.js';
import { topicIndex, TOPIC_SLUGS, type SimItem, type SimUser } from './sim-world.js';

const SLATE_SIZE = HOME_PER_SLATE;
/** Slates a Home holds at most (CorpusSlateLineup.slates(count) defaults to 15). */
export const MAX_SLATES = 15;

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
 * Satchel's Home, laid out by home-lineup.ts as lineups.service.ts does: curators' picks, then
 * topic slates ordered by the user's chosen topics, then affinity (recent saves + opens per topic),
 * then the day's strength. Ablations: with `personal` false, topics come by strength only (the
 * Discover engine with the viewer's filtering); with `learn` false, the instance's opens and
 * impressions are ignored (priors and freshness only, as on a cold start). `seed` names the
 * policy's draws (the Ranker seeds each pool from user, day and pool). `available` must be newest
 * first (by publication date).
 */
export function satchelPolicy(
  seed: number,
  { personal = true, learn = true }: { personal?: boolean; learn?: boolean } = {},
): Policy {
  const name = !personal
    ? 'Satchel, no personal order'
    : !learn
      ? 'Satchel, priors only'
      : 'Satchel';
  return {
    name,
    home(user, day, state, available) {
      const items = new Map<number, SimItem>();
      const pools = byPool(candidates(user, day, state, available, learn, items));
      const ranker = new Ranker(user.id, ['en'], `seed ${seed}, day ${Math.floor(day)}`);
      const opens = state.topicOpens.get(user.id);
      const signals = {
        preferredTopics: personal ? user.chosenTopics : [],
        affinity: new Map(
          personal
            ? TOPIC_SLUGS.map((topic) => [
                topic,
                user.recentSaves[topicIndex(topic)]! + (opens?.[topicIndex(topic)] ?? 0),
              ])
            : [],
        ),
      };
      const slates = homeSlates(
        pools,
        (pool, key) => ranker.rank(pool, key),
        signals,
        new SeenPages(),
      );
      return (function* () {
        for (const slate of slates) {
          yield slate.chosen.map((candidate) => items.get(candidate.corpusItemId)!);
        }
      })();
    },
  };
}

/**
 * As the candidates statement (candidates.repo.ts): each topic's SCAN_DEPTH newest rows within its
 * window are read, then filtered (opened, or shown too often without an open); each pool keeps the
 * newest PER_TOPIC, and the picks pool comes from the same rows. `items` gets each candidate's item.
 */
function candidates(
  user: SimUser,
  day: number,
  state: InstanceState,
  available: readonly SimItem[],
  learn: boolean,
  items: Map<number, SimItem>,
): Candidate[] {
  const scanned = new Map<TopicSlug, number>();
  const perPool = new Map<string, number>();
  const chosen: Candidate[] = [];
  const take = (item: SimItem, pool: CandidatePool) => {
    if ((perPool.get(pool) ?? 0) >= PER_TOPIC) return;
    perPool.set(pool, (perPool.get(pool) ?? 0) + 1);
    items.set(item.id, item);
    chosen.push({
      corpusItemId: item.id,
      site: item.site,
      publisher: item.publisher,
      prior: qualityPrior(item.kind),
      ageDays: day - item.publishedDay,
      topic: item.topic,
      impressions: learn ? (state.impressions.get(item.id) ?? 0) : 0,
      opens: learn ? (state.opens.get(item.id) ?? 0) : 0,
      pool,
      kind: item.kind,
      language: 'en',
      isCuratorPick: item.isCuratorPick,
      feedTitle: null,
      pageKeys: [`id:${item.id}`],
    });
  };
  for (const item of available) {
    if (day - item.publishedDay > freshnessWindowDays(item.topic)) continue;
    const rows = scanned.get(item.topic) ?? 0;
    if (rows >= SCAN_DEPTH) continue;
    scanned.set(item.topic, rows + 1);
    if (state.excluded(user, item, true)) continue;
    take(item, item.topic);
    if (item.isCuratorPick) take(item, 'picks');
  }
  return chosen;
}
