/**
 * The Homes the recommendation simulation compares (bench/recommendation-simulation.bench.ts).
 * Each policy lays out a user's Home as slates of 12 cards, lazily (a slate is built only when
 * the user scrolls to it), from what the instance knows: the aggregated impressions and opens of
 * every item, and the user's own opens, shown counts and recent saves.
 *
 * Satchel's Home uses the pure rules of src/server/recommendations/ranking.ts (score, diversify,
 * freshness) and re-states the Home layout of lineups.service.ts and the candidate filters of
 * candidates.repo.ts, since the real service reads a database. Not simulated: the user's own recent saves
 * at the top (not recommendations), "Because you saved …" (needs text similarity), dismissals,
 * languages (everyone reads English here).
 */
import type { TopicSlug } from '../../src/common/topics.js';
import {
  diversify,
  freshnessWindowDays,
  qualityPrior,
  score,
  type Rankable,
} from '../../src/server/discovery/recommendations/ranking.js';
import { SCAN_DEPTH, SHOWN_TOO_OFTEN } from '../../src/server/discovery/recommendations/candidates.repo.js';
import { topicIndex, TOPIC_SLUGS, type SimItem, type SimUser } from './sim-world.js';

export const SLATE_SIZE = 12;
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

/** Candidates per topic pool and for the picks: the newest of the scanned rows that pass the filters (lineups.service.ts). */
export const PER_POOL = 60;
/** Topic slates on Home after the picks: at least this many, all preferred topics (HOME_TOPIC_SLATES). */
export const HOME_TOPIC_SLATES = 10;
/** A slate with fewer cards is left out (MIN_SLATE_SIZE). */
const MIN_SLATE_SIZE = 3;

interface Scored {
  item: SimItem;
  candidate: Rankable;
  value: number;
}

/**
 * Satchel's Home, as lineups.service.ts lays it out: curators' picks, then topic slates ordered by
 * the user's chosen topics, then affinity (recent saves + opens per topic), then the day's
 * strength (sum of a topic's three best scores). Ablations: with `personal` false, topics come by
 * strength only (the Discover engine with the viewer's filtering); with `learn` false, the
 * instance's opens and impressions are ignored (priors and freshness only, as on a cold start).
 * `available` must be newest first (by publication date).
 */
export function satchelPolicy(
  rng: () => number,
  { personal = true, learn = true }: { personal?: boolean; learn?: boolean } = {},
): Policy {
  const name = !personal
    ? 'Satchel, no personal order'
    : !learn
      ? 'Satchel, priors only'
      : 'Satchel';
  return {
    name,
    *home(user, day, state, available) {
      // As the candidates statement: each topic's SCAN_DEPTH newest rows within its window are
      // read, then filtered; the picks come from the same rows (newest first).
      const byTopic = new Map<string, SimItem[]>([['picks', []]]);
      for (const item of available) {
        if (day - item.publishedDay > freshnessWindowDays(item.topic)) continue;
        const list = byTopic.get(item.topic) ?? [];
        if (list.length === 0) byTopic.set(item.topic, list);
        if (list.length >= SCAN_DEPTH) continue;
        list.push(item);
        if (item.isCuratorPick) byTopic.get('picks')!.push(item);
      }
      const pool = (key: string): Scored[] => {
        const chosen: Scored[] = [];
        for (const item of byTopic.get(key) ?? []) {
          if (chosen.length >= PER_POOL) break;
          if (state.excluded(user, item, true)) continue;
          const candidate: Rankable = {
            corpusItemId: item.id,
            site: item.site,
            publisher: item.publisher,
            prior: qualityPrior(item.kind),
            ageDays: day - item.publishedDay,
            topic: item.topic,
            impressions: learn ? (state.impressions.get(item.id) ?? 0) : 0,
            opens: learn ? (state.opens.get(item.id) ?? 0) : 0,
          };
          chosen.push({ item, candidate, value: 0 });
        }
        for (const entry of chosen) entry.value = score(entry.candidate, rng);
        return chosen.sort((a, b) => b.value - a.value || a.item.id - b.item.id);
      };
      const used = new Set<number>();
      const fill = (ranked: readonly Scored[]) => {
        const open = ranked.filter((entry) => !used.has(entry.item.id));
        const cards = diversify(
          open.map((entry) => ({
            ...entry,
            site: entry.item.site,
            publisher: entry.item.publisher,
          })),
          SLATE_SIZE,
        ).map((entry) => entry.item);
        if (cards.length < MIN_SLATE_SIZE) return null;
        for (const card of cards) used.add(card.id);
        return cards;
      };

      const picks = fill(pool('picks'));
      if (picks) yield picks;
      const ranked = TOPIC_SLUGS.map((topic) => ({
        topic,
        ranked: pool(topic),
      }));
      const strength = (entries: readonly Scored[]) =>
        entries.slice(0, 3).reduce((sum, entry) => sum + entry.value, 0);
      const preferredIndex = (topic: string) => {
        const index = personal ? user.chosenTopics.indexOf(topic as TopicSlug) : -1;
        return index < 0 ? Number.MAX_SAFE_INTEGER : index;
      };
      const opens = state.topicOpens.get(user.id);
      const affinity = (topic: TopicSlug) =>
        personal ? user.recentSaves[topicIndex(topic)]! + (opens?.[topicIndex(topic)] ?? 0) : 0;
      ranked.sort(
        (a, b) =>
          preferredIndex(a.topic) - preferredIndex(b.topic) ||
          affinity(b.topic) - affinity(a.topic) ||
          strength(b.ranked) - strength(a.ranked),
      );
      const limit = Math.max(HOME_TOPIC_SLATES, personal ? user.chosenTopics.length : 0);
      let topicSlates = 0;
      for (const { ranked: entries } of ranked) {
        if (topicSlates >= limit) return;
        const cards = fill(entries);
        if (!cards) continue;
        topicSlates += 1;
        yield cards;
      }
    },
  };
}
