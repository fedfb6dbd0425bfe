/**
 * Home, Discover, topic pages, slates and the setup moment over GraphQL with Pocket's own
 * documents (docs/POCKET-COMPATIBILITY.md §1.9, §1.10; docs/RECOMMENDATIONS.md "Ranking and
 * lineups"), against a seeded corpus of 15 topics with shared publishers, German, Arabic and old
 * items.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS, type TopicSlug } from '../../common/topics.js';
import { writeSettings } from '../settings/settings.repo.js';
import { seedCorpus, type SeedCorpusItem, type SeededCorpusItem } from '../test/corpus-seed.js';
import {
  POCKET_DISCOVERY_DOCUMENTS as DOCS,
  POCKET_LINEUP_IDS,
} from '../test/pocket-discovery-documents.js';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../test/test-app.js';

let t: TestApp;
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const NEWS = new Set<TopicSlug>([
  'politics',
  'sports',
  'business',
  'entertainment',
  'gaming',
  'technology',
]);

/** Three publishers per topic: two shared across topics, one the topic's own. */
const publisherOf = (slug: TopicSlug, i: number) =>
  [
    { siteName: 'The Guardian', host: 'www.theguardian.com' },
    { siteName: 'Der Spiegel', host: 'www.spiegel.de' },
    { siteName: `${slug} Weekly`, host: `${slug}-weekly.example` },
  ][i % 3]!;

const TITLES = [
  'The 10 best — and worst — ways to start',
  'Why “slow” is the new fast: a field guide',
  'What nobody tells you about the first year',
  'It’s not you, it’s the algorithm (mostly)',
  'How to think about risk, in five charts',
  'A & B: the quiet revolution nobody noticed',
  'Is this the end of the road? Not quite.',
  'The long read: where do we go from here',
];

const entries: SeedCorpusItem[] = [];
for (const [k, topic] of TOPICS.entries()) {
  for (let i = 0; i < 8; i++) {
    const publisher = publisherOf(topic.slug, i + k);
    entries.push({
      url: `https://${publisher.host}/${topic.slug}/${i}-story`,
      title: `${TITLES[i]} (${topic.name})`,
      excerpt: 'An excerpt with stop words, the and a of it.',
      topic: topic.slug,
      siteName: publisher.siteName,
      isCuratorPick: i === 0,
      publishedAt: NEWS.has(topic.slug) ? daysAgo(i * 0.3) : daysAgo(i * 3),
    });
  }
}
const ARABIC = 'دليل السفر: عمّان في ٤٨ ساعة';
const GERMAN = [
  'Die Zukunft der Arbeit: Was wir über KI wissen müssen',
  'Größer, schneller, teurer – Grafikkarten im Test',
  'Warum Open Source für Behörden wichtig ist',
  'Datenschutz im Alltag: Fünf einfache Schritte',
];
entries.push(
  ...GERMAN.map((title, i) => ({
    url: `https://www.${['heise.de', 'golem.de', 'netzpolitik.org', 't3n.de'][i]}/artikel-${i}`,
    title,
    topic: 'technology' as const,
    language: 'de',
    siteName: ['heise online', 'Golem.de', 'netzpolitik.org', 't3n'][i],
    publishedAt: daysAgo(2),
  })),
  {
    url: 'https://www.aljazeera.net/travel/amman',
    title: ARABIC,
    topic: 'travel',
    language: 'ar',
    siteName: 'الجزيرة',
  },
  ...['Serious Eats', 'Food52', 'Bon Appétit', 'Kitchn', 'Eater', 'Smitten Kitchen'].map(
    (siteName, i) => ({
      url: `https://food-${i}.example/recipe`,
      title: `Weeknight dinners, ${i + 2} ways: ${siteName}’s favourites`,
      topic: 'food' as const,
      siteName,
      publishedAt: daysAgo(5 + i),
    }),
  ),
  // Out of their topics' freshness windows: a week for news, months for evergreen topics.
  {
    url: 'https://old.example/politics',
    title: 'Stale politics',
    topic: 'politics',
    publishedAt: daysAgo(9),
  },
  {
    url: 'https://old.example/food',
    title: 'Old but gold: sourdough',
    topic: 'food',
    publishedAt: daysAgo(40),
    siteName: 'Old Kitchen',
  },
  { url: 'https://rejected.example/x', title: 'Rejected one', topic: 'food', state: 'REJECTED' },
  // No topic: reachable only as a neighbour ("Because you saved …").
  ...['alpha', 'beta', 'gamma', 'delta'].map((name) => ({
    url: `https://${name}-mag.example/similar`,
    title: `Similar story ${name}`,
    topic: null,
    siteName: `${name} Magazine`,
  })),
);

let seeded: SeededCorpusItem[];
const byUrl = (url: string) => seeded.find((s) => s.url === url)!;

interface Rec {
  corpusRecommendationId: string;
  corpusItem: { url: string; title: string; publisher: string; language: string | null };
  reason: { name: string; type: string } | null;
}
interface HomeSlate {
  slateId: string;
  recommendationReasonType: string;
  headline: string;
  moreLink: { url: string; text: string } | null;
  recommendations: Rec[];
}

const home = async (auth: Auth, locale?: string) => {
  const result = await graphql<{ homeSlateLineup: { slates: HomeSlate[] } }>(
    t.app,
    auth,
    DOCS.GetHome,
    { locale },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.homeSlateLineup.slates;
};

const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** The rules of every slate: ≥ 3 items, a publisher never twice within 3 places, ≤ 2 per site. */
function expectDiverse(recs: Array<{ corpusItem: { url: string; publisher: string } }>) {
  expect(recs.length).toBeGreaterThanOrEqual(3);
  recs.forEach((rec, i) => {
    for (const other of recs.slice(i + 1, i + 3)) {
      expect(other.corpusItem.publisher).not.toBe(rec.corpusItem.publisher);
    }
  });
  const perSite = new Map<string, number>();
  for (const rec of recs)
    perSite.set(host(rec.corpusItem.url), (perSite.get(host(rec.corpusItem.url)) ?? 0) + 1);
  expect(Math.max(...perSite.values())).toBeLessThanOrEqual(2);
}

const urlsOf = (slates: HomeSlate[]) =>
  slates.flatMap((s) => s.recommendations.map((r) => r.corpusItem.url));

const save = async (auth: Auth, url: string) => {
  const result = await graphql<{ upsertSavedItem: { item: { itemId: string } } }>(
    t.app,
    auth,
    'mutation S($url: String!) { upsertSavedItem(input: { url: $url }) { item { ... on Item { itemId } } } }',
    { url },
  );
  expect(result.errors).toBeUndefined();
  expect(Number(result.data!.upsertSavedItem.item.itemId)).toBe(byUrl(url).itemId);
};

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedCorpus(t.db, entries);
});
afterAll(() => t.close());

describe('Home (homeSlateLineup)', () => {
  it('opens a new reader’s Home on curators’ picks, then topic slates, each diverse and explained', async () => {
    const reader = await signUp(t.app);
    const slates = await home({ cookie: reader.cookie });
    expect(slates[0]).toMatchObject({
      slateId: 'picks',
      recommendationReasonType: 'POCKET_HITS',
      headline: 'Picked by curators',
    });
    expect(slates[0]!.recommendations.every((r) => r.reason?.name === 'Picked by curators')).toBe(
      true,
    );
    const topicSlates = slates.slice(1);
    expect(topicSlates.length).toBeGreaterThanOrEqual(5);
    for (const slate of slates) {
      expectDiverse(slate.recommendations);
      expect(slate.recommendations.length).toBeLessThanOrEqual(12);
      for (const rec of slate.recommendations) expect(rec.reason?.name).toBeTruthy();
    }
    for (const slate of topicSlates) {
      const topic = TOPICS.find((tp) => slate.slateId === `topic:${tp.slug}`)!;
      expect(slate).toMatchObject({
        recommendationReasonType: 'TOPIC',
        headline: topic.name,
        moreLink: { url: `/discover/${topic.slug}` },
      });
      expect(
        slate.recommendations
          .filter((r) => r.reason?.type === 'TOPIC')
          .every((r) => r.reason?.name === topic.name),
      ).toBe(true);
    }
    const urls = urlsOf(slates);
    expect(new Set(urls).size).toBe(urls.length); // an item appears in one slate only
    // Fresh and English only: no stale news, no rejected item, no German or Arabic for an English reader.
    expect(urls).not.toContain('https://old.example/politics');
    expect(urls).not.toContain('https://rejected.example/x');
    expect(
      slates.flatMap((s) => s.recommendations).every((r) => r.corpusItem.language === 'EN'),
    ).toBe(true);
    // Stable within a day: a reload shows the same lineup.
    expect(urlsOf(await home({ cookie: reader.cookie }))).toEqual(urls);
  });

  it('needs a login', async () => {
    const result = await graphql(t.app, {}, DOCS.GetHome, {});
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('leads with the reader’s preferred topics in their order, then topics they save', async () => {
    const reader = await signUp(t.app);
    await writeSettings(t.db, Number(reader.id), { userTopics: ['travel', 'personal-finance'] });
    const science = entries.filter((e) => e.topic === 'science').map((e) => e.url);
    await save({ cookie: reader.cookie }, science[1]!);
    await save({ cookie: reader.cookie }, science[2]!);
    const slates = await home({ cookie: reader.cookie });
    expect(slates.slice(1, 4).map((s) => [s.slateId, s.recommendationReasonType])).toEqual([
      ['topic:travel', 'PREFERRED_TOPICS'],
      ['topic:personal-finance', 'PREFERRED_TOPICS'],
      ['topic:science', 'TOPIC'],
    ]);
    expect(urlsOf(slates)).not.toContain(science[1]);
    expect(urlsOf(slates)).not.toContain(science[2]);
  });

  it('never shows what the reader saved or dismissed, and a dismissal holds the next day everywhere', async () => {
    const reader = await signUp(t.app);
    const auth = { cookie: reader.cookie };
    const before = urlsOf(await home(auth));
    const [saved, dismissed] = [before[0]!, before[13]!];
    await save(auth, saved);
    // Dismissed yesterday (its midnight date stamp), as the web client's "Not interested" leaves it.
    await t.db.query(
      `INSERT INTO recommendation_dismissals (user_id, corpus_item_id, dismissed_on)
       VALUES ($1, $2, current_date - 1)`,
      [reader.id, byUrl(dismissed).corpusItemId],
    );
    const after = urlsOf(await home(auth));
    expect(after).not.toContain(saved);
    expect(after).not.toContain(dismissed);
    const topic = entries.find((e) => e.url === dismissed)!.topic!;
    for (const id of [POCKET_LINEUP_IDS.exploreEn, topic]) {
      const lineup = await graphql<{
        getSlateLineup: {
          slates: Array<{ recommendations: Array<{ item: { givenUrl: string } }> }>;
        };
      }>(t.app, auth, DOCS.GetTopicLineup, { id, recommendationCount: 30, slateCount: 20 });
      const shown = lineup.data!.getSlateLineup.slates.flatMap((s) =>
        s.recommendations.map((r) => r.item.givenUrl),
      );
      expect(shown.length).toBeGreaterThan(0);
      expect(shown).not.toContain(dismissed);
      expect(shown).not.toContain(saved);
    }
  });

  it('leaves out an item shown 10 times and never opened, keeps one that was opened', async () => {
    const reader = await signUp(t.app);
    const page = async () => {
      const r = await graphql<{
        getSlateLineup: {
          slates: Array<{ recommendations: Array<{ item: { givenUrl: string } }> }>;
        };
      }>(t.app, { cookie: reader.cookie }, DOCS.GetTopicLineup, {
        id: 'health',
        recommendationCount: 30,
        slateCount: 2,
      });
      return r.data!.getSlateLineup.slates.flatMap((s) =>
        s.recommendations.map((x) => x.item.givenUrl),
      );
    };
    const [first, second] = await page();
    await t.db.query(
      `INSERT INTO user_recommendation_history (user_id, corpus_item_id, impressions, opens)
       VALUES ($1, $2, 10, 0), ($1, $3, 25, 1)`,
      [reader.id, byUrl(first!).corpusItemId, byUrl(second!).corpusItemId],
    );
    const now = await page();
    expect(now).not.toContain(first);
    expect(now).toContain(second);
  });

  it('shows a German reader German items first, and keeps Arabic and German titles intact', async () => {
    const reader = await signUp(t.app);
    await writeSettings(t.db, Number(reader.id), { userTopics: ['technology', 'travel'] });
    const slates = await home({ cookie: reader.cookie }, 'de');
    const tech = slates.find((s) => s.slateId === 'de/topic:technology')!;
    expect(
      tech.recommendations
        .slice(0, 4)
        .map((r) => r.corpusItem.title)
        .sort(),
    ).toEqual([...GERMAN].sort());
    expect(tech.recommendations.slice(4).every((r) => r.corpusItem.language === 'EN')).toBe(true);
    const arabic = await home({ cookie: reader.cookie }, 'ar');
    const travel = arabic.find((s) => s.slateId === 'ar/topic:travel')!;
    expect(travel.recommendations[0]!.corpusItem).toMatchObject({
      title: ARABIC,
      publisher: 'الجزيرة',
    });
  });
});

interface LegacyLineup {
  slateLineupId: string;
  slateLineupRequestId: string;
  slateLineupExperiment: string;
  slates: Array<{
    slateId: string;
    displayName: string;
    description: string | null;
    recommendations: Array<{
      id: string;
      item: {
        itemId: string;
        givenUrl: string;
        title: string;
        corpusItem: { title: string; url: string; publisher: string };
      };
    }>;
  }>;
}

const lineup = async (auth: Auth, id: string, recommendationCount?: number, slateCount?: number) =>
  graphql<{ getSlateLineup: LegacyLineup | null }>(t.app, auth, DOCS.GetDiscoverLineup, {
    id,
    recommendationCount,
    slateCount,
  });

describe('Discover and topic pages (getSlateLineup, getSlate)', () => {
  it('serves Discover logged out: picks, then topic slates, legacy ids and the corpus item', async () => {
    const result = await lineup({}, POCKET_LINEUP_IDS.exploreEn, 30, 20);
    expect(result.errors).toBeUndefined();
    const data = result.data!.getSlateLineup!;
    expect(data.slateLineupId).toBe(POCKET_LINEUP_IDS.exploreEn);
    expect(data.slateLineupExperiment).toBeTruthy();
    expect(data.slateLineupRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.slates[0]!.slateId).toBe('picks');
    expect(data.slates.length).toBe(16);
    for (const slate of data.slates) {
      expectDiverse(slate.recommendations.map((r) => ({ corpusItem: r.item.corpusItem })));
      for (const rec of slate.recommendations) {
        expect(rec.item.givenUrl).toBe(rec.item.corpusItem.url);
        expect(byUrl(rec.item.givenUrl).itemId).toBe(Number(rec.item.itemId));
      }
    }
    // Pocket's web client asks for (30, 2).
    const two = await lineup({}, POCKET_LINEUP_IDS.exploreEn, 30, 2);
    expect(two.data!.getSlateLineup!.slates).toHaveLength(2);
  });

  it('serves the German Discover lineup with German items first', async () => {
    const result = await lineup({}, POCKET_LINEUP_IDS.exploreDe, 30, 20);
    const tech = result.data!.getSlateLineup!.slates.find(
      (s) => s.slateId === 'de/topic:technology',
    )!;
    expect(
      tech.recommendations
        .slice(0, 4)
        .map((r) => r.item.corpusItem.title)
        .sort(),
    ).toEqual([...GERMAN].sort());
  });

  it('serves a topic page by lineup id or slug: curated top 5, then the algorithmic slate', async () => {
    const food = TOPICS.find((tp) => tp.slug === 'food')!;
    for (const id of [food.lineupId, 'food']) {
      const result = await graphql<{ getSlateLineup: LegacyLineup }>(
        t.app,
        {},
        DOCS.GetTopicLineup,
        {
          id,
          recommendationCount: 30,
          slateCount: 2,
        },
      );
      expect(result.errors).toBeUndefined();
      const [curated, algorithmic] = result.data!.getSlateLineup.slates;
      expect(curated!.slateId).toBe('topic:food:curated');
      expect(curated!.recommendations).toHaveLength(5);
      expect(algorithmic!.slateId).toBe('topic:food:more');
      const urls = [...curated!.recommendations, ...algorithmic!.recommendations].map(
        (r) => r.item.givenUrl,
      );
      expect(new Set(urls).size).toBe(urls.length);
      // Evergreen: a 40-day-old food story is still fresh.
      expect(urls).toContain('https://old.example/food');
      expect(urls.every((u) => entries.find((e) => e.url === u)?.topic === 'food')).toBe(true);
    }
  });

  it('answers null for unknown ids, clamps counts and refuses negative ones', async () => {
    expect((await lineup({}, 'no-such-lineup')).data?.getSlateLineup).toBeNull();
    expect((await lineup({}, POCKET_LINEUP_IDS.home)).data?.getSlateLineup).toBeNull();
    const slate = await graphql<{ getSlate: unknown }>(t.app, {}, DOCS.GetSlate, {
      slateId: 'topic:knitting',
    });
    expect(slate.errors).toBeUndefined();
    expect(slate.data?.getSlate).toBeNull();
    const huge = await lineup({}, POCKET_LINEUP_IDS.exploreEn, 1000, 1000);
    expect(huge.data!.getSlateLineup!.slates.length).toBeLessThanOrEqual(20);
    expect(huge.data!.getSlateLineup!.slates.every((s) => s.recommendations.length <= 30)).toBe(
      true,
    );
    const zero = await lineup({}, POCKET_LINEUP_IDS.exploreEn, 0, 0);
    expect(zero.data!.getSlateLineup!.slates).toHaveLength(1);
    expect(zero.data!.getSlateLineup!.slates[0]!.recommendations).toHaveLength(1);
    const negative = await lineup({}, POCKET_LINEUP_IDS.exploreEn, -1, 2);
    expect(negative.errors?.[0]).toMatchObject({
      message: 'recommendationCount cannot be negative.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('resolves the slate ids a lineup gives out (GetSlate)', async () => {
    const data = (await lineup({}, POCKET_LINEUP_IDS.exploreEn, 10, 3)).data!.getSlateLineup!;
    expect(data.slates.map((s) => s.slateId)).toEqual([
      'picks',
      expect.stringMatching(/^topic:[a-z-]+$/),
      expect.stringMatching(/^topic:[a-z-]+$/),
    ]);
    for (const given of data.slates) {
      const result = await graphql<{
        getSlate: {
          displayName: string;
          recommendations: Array<{ id: string; item: { corpusItem: { url: string } } }>;
        };
      }>(t.app, {}, DOCS.GetSlate, { slateId: given.slateId, recommendationCount: 10 });
      expect(result.errors).toBeUndefined();
      const slate = result.data!.getSlate;
      expect(slate.displayName).toBe(given.displayName);
      const urls = slate.recommendations.map((r) => r.item.corpusItem.url);
      if (given.slateId === 'picks') {
        expect(urls).toEqual(given.recommendations.map((r) => r.item.givenUrl));
      } else {
        // On its own the topic's slate may hold the picks the lineup showed first.
        const topic = given.slateId.slice('topic:'.length);
        expect(urls.length).toBeGreaterThanOrEqual(3);
        expect(urls.every((u) => entries.find((e) => e.url === u)?.topic === topic)).toBe(true);
      }
    }
    for (const slateId of ['topic:food:curated', 'topic:food:more', 'setup']) {
      const result = await graphql<{ getSlate: { recommendations: unknown[] } | null }>(
        t.app,
        {},
        DOCS.GetSlate,
        { slateId },
      );
      expect(result.data?.getSlate?.recommendations.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('reasons, "Because you saved" and the setup moment', () => {
  it('says "From <feed>" for an instance feed’s prospect and "Popular on this instance" for readers’ saves', async () => {
    const [feed] = await t.db.query<{ id: number }>(
      `INSERT INTO feeds (url, normal_url, title) VALUES ('https://feeds.arstechnica.com/x', 'feeds.arstechnica.com/x', 'Ars Technica'),
              ('https://review.example/feed', 'review.example/feed', 'Unreviewed Feed')
       RETURNING feed_id::int AS id`,
    );
    const [, reviewFeed] = await t.db.query<{ id: number }>(
      `SELECT feed_id::int AS id FROM feeds ORDER BY feed_id`,
    );
    await t.db.query(
      `INSERT INTO corpus_feeds (feed_id, topic, quality_tier) VALUES ($1, 'gaming', 'HIGH'), ($2, 'gaming', 'REVIEW')`,
      [feed!.id, reviewFeed!.id],
    );
    const [fromFeed, fromReview, popular] = await seedCorpus(t.db, [
      {
        url: 'https://arstechnica.com/gaming/ars',
        title: 'Ars: the console wars, revisited',
        topic: 'gaming',
        state: 'PROSPECT',
        siteName: 'Ars Technica',
      },
      {
        url: 'https://review.example/gaming',
        title: 'Waiting for a curator',
        topic: 'gaming',
        state: 'PROSPECT',
      },
      {
        url: 'https://popular.example/gaming',
        title: 'Everyone here saved this',
        topic: 'gaming',
        siteName: 'Popular Mag',
      },
    ]);
    await t.db.query(
      `INSERT INTO corpus_item_sources (corpus_item_id, source_kind, feed_id)
       VALUES ($1, 'INSTANCE_FEED', $3), ($2, 'INSTANCE_FEED', $4), ($5, 'POPULAR_SAVES', NULL)`,
      [
        fromFeed!.corpusItemId,
        fromReview!.corpusItemId,
        feed!.id,
        reviewFeed!.id,
        popular!.corpusItemId,
      ],
    );
    const result = await graphql<{
      getSlate: { recommendations: Array<{ item: { givenUrl: string }; reason?: unknown }> };
    }>(
      t.app,
      {},
      'query { getSlate(slateId: "topic:gaming", recommendationCount: 30) { recommendations { item { givenUrl } reason { name type } } } }',
    );
    expect(result.errors).toBeUndefined();
    const reasons = new Map(
      result.data!.getSlate.recommendations.map((r) => [r.item.givenUrl, r.reason]),
    );
    expect(reasons.get('https://arstechnica.com/gaming/ars')).toEqual({
      name: 'From Ars Technica',
      type: 'SOURCE_FEED',
    });
    expect(reasons.get('https://popular.example/gaming')).toEqual({
      name: 'Popular on this instance',
      type: 'POPULAR',
    });
    expect(reasons.has('https://review.example/gaming')).toBe(false);
    expect([...reasons.values()]).toContainEqual({ name: 'Gaming', type: 'TOPIC' });
  });

  it('adds "Because you saved “…”" from stored neighbours, after the topic slates', async () => {
    const reader = await signUp(t.app);
    const auth = { cookie: reader.cookie };
    const source = entries.find((e) => e.topic === 'parenting' && !e.isCuratorPick)!;
    const neighbours = ['alpha', 'beta', 'gamma', 'delta'].map((n) =>
      byUrl(`https://${n}-mag.example/similar`),
    );
    await t.db.query(
      `INSERT INTO corpus_item_neighbours (corpus_item_id, rank, neighbour_id, score)
       SELECT $1, n.rank, n.id, 1 - n.rank * 0.1 FROM unnest($2::bigint[]) WITH ORDINALITY AS n(id, rank)`,
      [byUrl(source.url).corpusItemId, neighbours.map((n) => n.corpusItemId)],
    );
    await save(auth, source.url);
    const slates = await home(auth);
    const because = slates.at(-1)!;
    const guid = byUrl(source.url).externalId;
    expect(because).toMatchObject({
      slateId: `because:${guid}`,
      recommendationReasonType: 'BECAUSE_YOU_SAVED',
      headline: `Because you saved “${source.title}”`,
    });
    expect(because.recommendations.map((r) => r.corpusItem.title)).toEqual([
      'Similar story alpha',
      'Similar story beta',
      'Similar story gamma',
      'Similar story delta',
    ]);
    expect(because.recommendations[0]!.reason).toEqual({
      name: `Because you saved “${source.title}”`,
      type: 'BECAUSE_YOU_SAVED',
    });
    const slate = await graphql<{ getSlate: { displayName: string } | null }>(
      t.app,
      auth,
      DOCS.GetSlate,
      {
        slateId: `because:${guid}`,
      },
    );
    expect(slate.data?.getSlate?.displayName).toBe(because.headline);
    // Someone else did not save it: nothing to explain, so no slate.
    const other = await signUp(t.app);
    const theirs = await graphql(t.app, { cookie: other.cookie }, DOCS.GetSlate, {
      slateId: `because:${guid}`,
    });
    expect(theirs.data?.getSlate).toBeNull();
  });

  it('offers a story from each topic at the setup moment', async () => {
    const reader = await signUp(t.app);
    const result = await graphql<{
      setupMomentSlate: {
        headline: string;
        recommendations: Array<{ corpusItem: { topic: string; title: string; id: string } }>;
      };
    }>(t.app, { cookie: reader.cookie }, DOCS.SetupMomentSlate);
    expect(result.errors).toBeUndefined();
    const recs = result.data!.setupMomentSlate.recommendations;
    expect(recs).toHaveLength(10);
    expect(new Set(recs.map((r) => r.corpusItem.topic)).size).toBe(10);
    expect((await graphql(t.app, {}, DOCS.SetupMomentSlate)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
