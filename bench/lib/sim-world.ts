/**
 * The synthetic world of the recommendation simulation (bench/recommendation-simulation.bench.ts):
 * a corpus over the 15 topics from many publishers, arriving day by day with publication dates,
 * and users with hidden topic preferences, an optional library of recent saves and, for some,
 * topics chosen at setup (noisy). Nothing here knows Satchel's ranking constants: the users'
 * taste (topic interest × item quality × how fast a topic's news goes stale) is the ground truth
 * every ranking is measured against.
 */
import { TOPICS, type TopicSlug } from '../../src/common/topics.js';
import type { PriorKind } from '../../src/server/discovery/recommendations/ranking.js';

export const TOPIC_SLUGS: readonly TopicSlug[] = TOPICS.map((topic) => topic.slug);

/**
 * How fast readers lose interest in a topic's articles (days until half as appealing): what real
 * readers do, not what the ranking assumes. News goes stale in days; evergreen pieces slowly.
 */
const TRUE_APPEAL_HALF_LIFE: Readonly<Record<TopicSlug, number>> = {
  politics: 1.5,
  sports: 1.5,
  business: 3,
  entertainment: 4,
  gaming: 5,
  technology: 4,
  science: 20,
  health: 40,
  'personal-finance': 40,
  career: 60,
  education: 60,
  food: 90,
  parenting: 90,
  'self-improvement': 90,
  travel: 60,
};

export interface SimItem {
  id: number;
  topic: TopicSlug;
  publisher: string;
  site: string;
  kind: PriorKind;
  isCuratorPick: boolean;
  /** Hidden: how good the article is, in (0, 1). */
  quality: number;
  /** Simulated day (fractional) it was published; negative = before the simulation started. */
  publishedDay: number;
  /** Day it entered the corpus (≥ publishedDay); it cannot be shown before. */
  arrivedDay: number;
}

export interface SimUser {
  id: number;
  /** Hidden interest per topic, in [0, 1]. */
  interest: Float64Array;
  /** Topics chosen at setup (ordered), or empty when the user skipped the setup. */
  chosenTopics: TopicSlug[];
  /** Saves per topic before the simulation (their library's recent saves), by topic index. */
  recentSaves: Float64Array;
  /** Chance of opening Home on a given day. */
  visitRate: number;
}

export interface World {
  items: SimItem[];
  users: SimUser[];
}

export interface WorldOptions {
  users: number;
  days: number;
  /** Items already in the corpus when the simulation starts (published over the past 120 days). */
  backlog: number;
  /** New items per simulated day. */
  perDay: number;
  publishers: number;
}

/** Hidden quality: bell-shaped around the kind's mean (curators pick better articles, on average). */
function qualityFor(kind: PriorKind, rng: () => number): number {
  const mean = { CURATOR_PICK: 0.6, APPROVED: 0.45, INSTANCE_FEED: 0.38, POPULAR: 0.45 }[kind];
  // The mean of three uniforms has a bell shape on [0, 1]; shift it to the kind's mean.
  const bell = (rng() + rng() + rng()) / 3;
  return Math.min(0.98, Math.max(0.02, bell + mean - 0.5));
}

function pickKind(rng: () => number): PriorKind {
  const r = rng();
  if (r < 0.04) return 'CURATOR_PICK';
  if (r < 0.6) return 'APPROVED';
  if (r < 0.92) return 'INSTANCE_FEED';
  return 'POPULAR';
}

interface Publisher {
  name: string;
  site: string;
  /** Topic indexes it writes in (one or two), the first most. */
  topics: number[];
}

function makePublishers(count: number, rng: () => number): Publisher[] {
  const publishers: Publisher[] = [];
  for (let p = 0; p < count; p += 1) {
    const main = p % TOPIC_SLUGS.length;
    const topics = rng() < 0.3 ? [main, Math.floor(rng() * TOPIC_SLUGS.length)] : [main];
    // A tenth of publishers write on a shared platform (one site, many publishers).
    const site = rng() < 0.1 ? 'medium.com' : `publisher-${p}.example`;
    publishers.push({ name: `Publisher ${p}`, site, topics });
  }
  return publishers;
}

function makeItem(
  id: number,
  publishers: readonly Publisher[],
  publishedDay: number,
  arrivedDay: number,
  rng: () => number,
): SimItem {
  const publisher = publishers[Math.floor(rng() * publishers.length)]!;
  const topicIndex =
    publisher.topics.length > 1 && rng() < 0.4 ? publisher.topics[1]! : publisher.topics[0]!;
  const kind = pickKind(rng);
  return {
    id,
    topic: TOPIC_SLUGS[topicIndex]!,
    publisher: publisher.name,
    site: publisher.site,
    kind,
    isCuratorPick: kind === 'CURATOR_PICK',
    quality: qualityFor(kind, rng),
    publishedDay,
    arrivedDay,
  };
}

function makeUser(id: number, rng: () => number): SimUser {
  const interest = new Float64Array(TOPIC_SLUGS.length).fill(0.03);
  const liked = 2 + Math.floor(rng() * 3);
  const order = [...TOPIC_SLUGS.keys()].sort(() => rng() - 0.5).slice(0, liked);
  // The first liked topic most, the others less (strengths 1, ~0.7, ~0.5, ~0.4 with noise).
  order.forEach((topic, rank) => (interest[topic] = (0.6 + 0.4 * rng()) / (1 + 0.45 * rank)));

  const chosenTopics: TopicSlug[] = [];
  if (rng() < 0.4) {
    // Setup is noisy: a liked topic is forgotten one time in five, an unliked one slips in at 30%.
    for (const topic of order) if (rng() < 0.8) chosenTopics.push(TOPIC_SLUGS[topic]!);
    if (rng() < 0.3) {
      const other = TOPIC_SLUGS[Math.floor(rng() * TOPIC_SLUGS.length)]!;
      if (!chosenTopics.includes(other)) chosenTopics.splice(Math.floor(rng() * 2), 0, other);
    }
  }

  // 70% come with a library: 0–30 recent saves, four in five in liked topics.
  const recentSaves = new Float64Array(TOPIC_SLUGS.length);
  if (rng() < 0.7) {
    const saves = Math.floor(rng() * 31);
    for (let s = 0; s < saves; s += 1) {
      const topic =
        rng() < 0.8
          ? order[Math.floor(rng() * order.length)]!
          : Math.floor(rng() * TOPIC_SLUGS.length);
      recentSaves[topic]! += 1;
    }
  }
  return { id, interest, chosenTopics, recentSaves, visitRate: 0.3 + 0.6 * rng() };
}

export function makeWorld(options: WorldOptions, rng: () => number): World {
  const publishers = makePublishers(options.publishers, rng);
  const items: SimItem[] = [];
  for (let i = 0; i < options.backlog; i += 1) {
    // The backlog: mostly recent, some months old (a corpus that has been running for a while).
    const age = 120 * Math.pow(rng(), 2);
    items.push(makeItem(items.length + 1, publishers, -age, -age + rng() * 0.5, rng));
  }
  for (let day = 0; day < options.days; day += 1) {
    for (let i = 0; i < options.perDay; i += 1) {
      const published = day + rng();
      // Feeds deliver within hours; a few items are found days after they were published.
      const lag = rng() < 0.1 ? rng() * 10 : rng() * 0.3;
      items.push(makeItem(items.length + 1, publishers, published - lag, published, rng));
    }
  }
  const users = Array.from({ length: options.users }, (_, id) => makeUser(id + 1, rng));
  return { items, users };
}

/** How far down a Home the user looks at (slates), and each card's chance to be looked at. */
export const CLICK_MODEL = {
  /** After each slate, the chance the user scrolls on to the next. */
  continueToNextSlate: 0.75,
  /** Cards further right/down in a slate are looked at less: examine = 0.93^position. */
  positionDecay: 0.93,
  /** Scale of the open probability of a card that is looked at. */
  attraction: 0.55,
};

export const topicIndex = (topic: TopicSlug): number => TOPIC_SLUGS.indexOf(topic);

/** The hidden chance that `user` opens `item` once they look at it on `day`. */
export function openProbability(user: SimUser, item: SimItem, day: number): number {
  const age = Math.max(0, day - item.publishedDay);
  const appeal = Math.pow(0.5, age / TRUE_APPEAL_HALF_LIFE[item.topic]);
  return CLICK_MODEL.attraction * user.interest[topicIndex(item.topic)]! * item.quality * appeal;
}
