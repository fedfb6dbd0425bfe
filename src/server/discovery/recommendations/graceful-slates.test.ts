/**
 * Slates that degrade gracefully (docs/RECOMMENDATIONS.md "Diversity", "One page, once"): Home,
 * Discover and a topic page over GraphQL with Pocket's documents, for an instance whose corpus
 * came from one site, from two, and from fifteen; the same page under two addresses shown once;
 * a slate that refills from its pool when the reader saves one of its stories.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seedCorpus,
  siteCorpus,
  type SeedCorpusItem,
  type SiteCorpusOptions,
} from '../../test/corpus-seed.js';
import {
  POCKET_DISCOVERY_DOCUMENTS as DOCS,
  POCKET_LINEUP_IDS,
} from '../../test/pocket-discovery-documents.js';
import { saveUrl } from '../../test/factories.js';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../../test/test-app.js';
import { canonicalPageKey } from './same-page.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Card {
  url: string;
  title: string;
  publisher: string;
}
interface Shown {
  id: string;
  cards: Card[];
}

const home = async (auth: Auth): Promise<Shown[]> => {
  const result = await graphql<{
    homeSlateLineup: {
      slates: Array<{ slateId: string; recommendations: Array<{ corpusItem: Card }> }>;
    };
  }>(t.app, auth, DOCS.GetHome, {});
  expect(result.errors).toBeUndefined();
  return result.data!.homeSlateLineup.slates.map((s) => ({
    id: s.slateId,
    cards: s.recommendations.map((r) => r.corpusItem),
  }));
};

const legacy = async (auth: Auth, id: string, recommendationCount = 10): Promise<Shown[]> => {
  const result = await graphql<{
    getSlateLineup: {
      slates: Array<{ slateId: string; recommendations: Array<{ item: { corpusItem: Card } }> }>;
    } | null;
  }>(t.app, auth, DOCS.GetTopicLineup, { id, recommendationCount, slateCount: 20 });
  expect(result.errors).toBeUndefined();
  return result.data!.getSlateLineup!.slates.map((s) => ({
    id: s.slateId,
    cards: s.recommendations.map((r) => r.item.corpusItem),
  }));
};

const discover = (auth: Auth) => legacy(auth, POCKET_LINEUP_IDS.exploreEn);

/** The instance's corpus is these articles only (what earlier cases seeded is gone). */
async function corpusOf(entries: readonly SeedCorpusItem[]) {
  await t.db.query('DELETE FROM corpus_items');
  return seedCorpus(t.db, entries);
}

const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');
const sizes = (slates: Shown[]) => Object.fromEntries(slates.map((s) => [s.id, s.cards.length]));

/** No page twice in a lineup: neither one address (canonical) nor one title. */
function expectEachPageOnce(slates: Shown[]) {
  const cards = slates.flatMap((s) => s.cards);
  expect(new Set(cards.map((c) => canonicalPageKey(c.url))).size).toBe(cards.length);
  expect(new Set(cards.map((c) => c.title.toLowerCase())).size).toBe(cards.length);
}

/** The strict rules: a publisher never twice within 3 places, a site at most twice. */
function expectStrict(cards: Card[]) {
  cards.forEach((card, i) => {
    for (const next of cards.slice(i + 1, i + 3)) expect(next.publisher).not.toBe(card.publisher);
  });
  const perSite = new Map<string, number>();
  for (const card of cards) perSite.set(host(card.url), (perSite.get(host(card.url)) ?? 0) + 1);
  expect(Math.max(...perSite.values())).toBeLessThanOrEqual(2);
}

const QUANTA = { host: 'quantamagazine.org', siteName: 'Quanta Magazine' };
const corpusOptions = (sites: SiteCorpusOptions['sites']): SiteCorpusOptions => ({
  sites,
  count: 30,
  topics: ['science', 'food'],
  pickEvery: 10,
});

describe('a corpus from one site (30 articles)', () => {
  let entries: SeedCorpusItem[];
  let reader: { cookie: string };

  beforeAll(async () => {
    entries = siteCorpus(corpusOptions([QUANTA]));
    // The feed's link with tracking parameters and the plain one; a syndicated copy elsewhere.
    const party = entries.find((e) => e.title === 'How to Throw a Graduation Party')!;
    entries.push(
      { ...party, url: `${party.url}?utm_source=rss&utm_medium=feed`, publishedAt: new Date() },
      { ...party, url: 'https://www.quantamagazine.org/archive/graduation-party/' },
    );
    await corpusOf(entries);
    reader = await signUp(t.app);
  });

  it('fills Home: the picks, then a full slate of each topic, each page once', async () => {
    const slates = await home(reader);
    expect(sizes(slates)).toEqual({ picks: 3, 'topic:science': 12, 'topic:food': 12 });
    expectEachPageOnce(slates);
  });

  it('fills Discover and a topic page', async () => {
    const explore = await discover({});
    expect(sizes(explore)).toEqual({ picks: 3, 'topic:science': 10, 'topic:food': 10 });
    expectEachPageOnce(explore);
    const food = await legacy({}, 'food');
    expect(sizes(food)).toEqual({ 'topic:food:curated': 5, 'topic:food:more': 10 });
    expectEachPageOnce(food);
  });

  it('offers no copy of a page the reader saved', async () => {
    const saver = await signUp(t.app);
    const party = entries.find((e) => e.title === 'How to Throw a Graduation Party')!;
    await saveUrl(t.app, saver, { url: party.url });
    const titles = (await home(saver)).flatMap((s) => s.cards.map((c) => c.title));
    expect(titles.length).toBeGreaterThan(20);
    expect(titles).not.toContain('How to Throw a Graduation Party');
  });

  it('refills a slate from its pool when the reader saves one of its stories', async () => {
    const other = await signUp(t.app);
    const before = (await home(other)).find((s) => s.id === 'topic:food')!.cards;
    await saveUrl(t.app, other, { url: before[1]!.url });
    const after = (await home(other)).find((s) => s.id === 'topic:food')!.cards;
    expect(after).toHaveLength(12);
    expect(after.map((c) => c.url)).not.toContain(before[1]!.url);
  });
});

describe('a corpus from two sites', () => {
  beforeAll(async () => {
    await corpusOf(
      siteCorpus(corpusOptions([QUANTA, { host: 'nautil.us', siteName: 'Nautilus' }])),
    );
  });

  it('fills every slate, alternating the publishers as long as both have stories', async () => {
    const reader = await signUp(t.app);
    const lineups = [await home(reader), await discover({}), await legacy({}, 'science')];
    expect(lineups.map(sizes)).toEqual([
      { picks: 3, 'topic:science': 12, 'topic:food': 12 },
      { picks: 3, 'topic:science': 10, 'topic:food': 10 },
      { 'topic:science:curated': 5, 'topic:science:more': 10 },
    ]);
    for (const slate of lineups.flat()) {
      // A publisher twice in a row only when the other has run out: at most its surplus.
      const quanta = slate.cards.filter((c) => c.publisher === 'Quanta Magazine').length;
      const surplus = Math.abs(2 * quanta - slate.cards.length);
      const order = slate.cards.map((c) => c.publisher[0]).join('');
      const repeats = slate.cards.filter(
        (c, i) => i > 0 && c.publisher === slate.cards[i - 1]!.publisher,
      );
      expect(repeats.length, `${slate.id}: ${order}`).toBeLessThanOrEqual(surplus);
      expectEachPageOnce([slate]);
    }
  });
});

describe('a corpus from fifteen sites', () => {
  beforeAll(async () => {
    const sites = Array.from({ length: 15 }, (_, i) => ({
      host: `site-${i + 1}.example`,
      siteName: `Site ${i + 1}`,
    }));
    const entries = siteCorpus(corpusOptions(sites));
    // A syndicated copy on another site: same title and excerpt.
    entries.push({ ...entries[2]!, url: 'https://syndicated.example/quiet-tomatoes' });
    await corpusOf(entries);
  });

  it('keeps the strict rules on Home, Discover and a topic page, each page once', async () => {
    const reader = await signUp(t.app);
    const lineups = [await home(reader), await discover({}), await legacy({}, 'science')];
    expect(sizes(lineups[0]!)).toMatchObject({ 'topic:science': 12, 'topic:food': 12 });
    for (const lineup of lineups) {
      expectEachPageOnce(lineup);
      for (const slate of lineup) expectStrict(slate.cards);
    }
  });
});

describe('a thin mixed pool', () => {
  const story = (n: number, site: { host: string; siteName: string }): SeedCorpusItem => ({
    url: `https://www.${site.host}/travel/${n}`,
    title: [
      'Lisbon on foot',
      'Night trains are back',
      'The quiet Dolomites',
      'Oaxaca by bus',
      'Tbilisi, slowly',
    ][n]!,
    excerpt: `Travel story ${n}.`,
    siteName: site.siteName,
    topic: 'travel',
    publishedAt: new Date(Date.now() - n * 3_600_000),
  });
  const lp = { host: 'lonelyplanet.com', siteName: 'Lonely Planet' };

  it('keeps a slate when the reader saves a story the strict rules needed', async () => {
    const entries = [
      story(0, lp),
      story(1, { host: 'cntraveler.com', siteName: 'Condé Nast Traveler' }),
      story(2, { host: 'atlasobscura.com', siteName: 'Atlas Obscura' }),
      story(3, lp),
      story(4, lp),
    ];
    await corpusOf(entries);
    const reader = await signUp(t.app);
    const before = (await home(reader)).find((s) => s.id === 'topic:travel')!.cards;
    expect(before.length).toBeGreaterThanOrEqual(3);
    const other = before.find((c) => c.publisher === 'Condé Nast Traveler')!;
    await saveUrl(t.app, reader, { url: other.url });
    const after = (await home(reader)).find((s) => s.id === 'topic:travel');
    expect(after?.cards.map((c) => c.title).sort()).toEqual(
      ['Lisbon on foot', 'The quiet Dolomites', 'Oaxaca by bus', 'Tbilisi, slowly'].sort(),
    );
  });
});

describe('the setup moment from one site', () => {
  it('offers a story of each topic', async () => {
    await corpusOf(
      siteCorpus({ sites: [QUANTA], count: 30, topics: ['science', 'food', 'travel'] }),
    );
    const reader = await signUp(t.app);
    const result = await graphql<{
      setupMomentSlate: { recommendations: Array<{ corpusItem: { topic: string } }> };
    }>(t.app, reader, DOCS.SetupMomentSlate);
    expect(result.errors).toBeUndefined();
    const topics = result.data!.setupMomentSlate.recommendations.map((r) => r.corpusItem.topic);
    expect([...topics].sort()).toEqual(['food', 'science', 'travel']);
  });
});

describe('a lineup without slates says why', () => {
  const SUPPLY =
    'supply { recommendable otherLanguages unclassified excluded stale available largestTopic minimumSlateSize }';
  const HOME = `query { homeSlateLineup { slates { id } ${SUPPLY} } }`;
  const LINEUP = `query L($id: String!) { getSlateLineup(slateLineupId: $id) { slates { id } ${SUPPLY} } }`;
  const DAY = 86_400_000;

  beforeAll(async () => {
    // 13 recommendable stories of one site: most not yet sorted into a topic, one German, one
    // too old for its topic, and too few in any one topic for a slate.
    const entries = siteCorpus({ sites: [QUANTA], count: 13, topics: ['science'] }).map(
      (entry, i): SeedCorpusItem => ({
        ...entry,
        topic: i < 7 ? null : i < 10 ? 'science' : 'food',
        language: i === 9 ? 'de' : 'en',
        publishedAt: i === 12 ? new Date(Date.now() - 200 * DAY) : entry.publishedAt,
      }),
    );
    await corpusOf(entries);
  });

  it('tells Home, Discover and a topic page how many stories there are and why no slate', async () => {
    const reader = await signUp(t.app);
    const science = await t.db.query<{ url: string }>(
      `SELECT i.given_url AS url FROM corpus_items ci JOIN items i USING (item_id)
        WHERE ci.topic = 'science' AND ci.language = 'en' ORDER BY ci.corpus_item_id LIMIT 1`,
    );
    await saveUrl(t.app, reader, { url: science[0]!.url });
    const home = await graphql<{ homeSlateLineup: { slates: unknown[]; supply: unknown } }>(
      t.app,
      reader,
      HOME,
    );
    expect(home.errors).toBeUndefined();
    expect(home.data!.homeSlateLineup).toEqual({
      slates: [],
      supply: {
        recommendable: 13,
        otherLanguages: 1,
        unclassified: 7,
        excluded: 1,
        stale: 1,
        available: 3,
        largestTopic: 2,
        minimumSlateSize: 3,
      },
    });
    const explore = await graphql<{ getSlateLineup: { supply: unknown } }>(t.app, {}, LINEUP, {
      id: POCKET_LINEUP_IDS.exploreEn,
    });
    expect(explore.data!.getSlateLineup.supply).toMatchObject({
      recommendable: 13,
      excluded: 0,
      available: 4,
      largestTopic: 2,
    });
    const topic = await graphql<{ getSlateLineup: { supply: unknown } }>(t.app, {}, LINEUP, {
      id: 'science',
    });
    expect(topic.data!.getSlateLineup.supply).toMatchObject({
      recommendable: 3,
      otherLanguages: 1,
      unclassified: 0,
      available: 2,
    });
  });

  it('counts nothing when there are slates', async () => {
    await corpusOf(siteCorpus(corpusOptions([QUANTA])));
    const reader = await signUp(t.app);
    const home = await graphql<{ homeSlateLineup: { slates: unknown[]; supply: unknown } }>(
      t.app,
      reader,
      HOME,
    );
    expect(home.data!.homeSlateLineup.slates.length).toBeGreaterThan(0);
    expect(home.data!.homeSlateLineup.supply).toBeNull();
  });
});
