/**
 * Home, Discover, topic pages, slates and the setup moment over GraphQL with Pocket's own
 * documents (pocket-api.md §1.9, §1.10; docs/RECOMMENDATIONS.md "Ranking and lineups"), against
 * a seeded corpus of 15 topics with shared publishers, German, Arabic and old items.
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
