/**
 * Corpus search as a client sees it (docs/RECOMMENDATIONS.md "Corpus search"): searchCorpus over
 * GraphQL against a seeded corpus, its ranking, languages, what is never found, pagination,
 * limits, highlights, and documents kept true by curator edits and classification.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POCKET_DISCOVERY_DOCUMENTS } from '../../test/pocket-discovery-documents.js';
import { seedCorpus, type SeededCorpusItem } from '../../test/corpus-seed.js';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: Auth;
let reader: Auth;
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const SEARCH = `query($q: String!, $lang: CorpusLanguage!, $first: Int, $after: String) {
  searchCorpus(search: { query: $q }, filter: { language: $lang }, pagination: { first: $first, after: $after }) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { cursor node {
      searchHighlights { title excerpt publisher fullText }
      item { itemId }
      corpusItem { id title publisher language savedItem { id } }
    } }
  }
}`;

interface Page {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: Array<{
    cursor: string;
    node: {
      searchHighlights: Record<'title' | 'excerpt' | 'publisher' | 'fullText', string[] | null>;
      item: { itemId: string };
      corpusItem: { id: string; title: string; publisher: string; language: string | null };
    };
  }>;
}

async function search(
  q: string,
  options: { lang?: string; first?: number; after?: string; auth?: Auth } = {},
) {
  const response = await graphql<{ searchCorpus: Page }>(t.app, options.auth ?? reader, SEARCH, {
    q,
    lang: options.lang ?? 'EN',
    first: options.first,
    after: options.after,
  });
  return response;
}

async function titles(q: string, lang = 'EN') {
  const response = await search(q, { lang });
  expect(response.errors).toBeUndefined();
  return response.data!.searchCorpus.edges.map((edge) => edge.node.corpusItem.title);
}

const EXACT = 'The Art of the Deal: What It Is, and Why It Matters';
let seeded: SeededCorpusItem[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app); // the first account administers the instance
  reader = await signUp(t.app);
  seeded = await seedCorpus(t.db, [
    // The exact title is the oldest and has the least text; its near misses are fresher picks.
    {
      url: 'https://deals.example.com/art-of-the-deal',
      title: EXACT,
      siteName: 'Deal Journal',
      excerpt: 'A short note.',
      publishedAt: daysAgo(700),
    },
    {
      url: 'https://news.example.com/art-of-the-deal-revisited',
      title: 'What It Is and Why It Matters: The Art of the Deal, Revisited',
      excerpt: 'The art of the deal: what it is, and why it matters, again.',
      isCuratorPick: true,
      publishedAt: daysAgo(1),
    },
    {
      url: 'https://news.example.com/art-of-the-deal-longer',
      title: `${EXACT} (and Why It Doesn't)`,
      excerpt: 'Deals, art and why matters matter.',
      publishedAt: daysAgo(2),
    },
    {
      url: 'https://blog.example.com/negotiation-notes',
      title: 'Negotiation notes',
      excerpt: 'The art of the deal — what it is, and why it matters.',
      text: Array.from(
        { length: 20 },
        () => 'The art of the deal: what it is, and why it matters.',
      ).join(' '),
      publishedAt: daysAgo(0),
    },
    {
      url: 'https://blog.example.com/art-of-war',
      title: 'The Art of War',
      publishedAt: daysAgo(3),
    },
    // German and Arabic.
    {
      url: 'https://de.example.com/passwoerter',
      title: 'Warum Passwörter allein nicht mehr reichen',
      excerpt: 'Einmal-Passwörter und Passkeys für alle Häuser.',
      text: 'Wer seine Passwörter wiederverwendet, öffnet Angreifern die Tür.',
      language: 'de',
      siteName: 'Heise & Co',
    },
    {
      url: 'https://ar.example.com/programming',
      title: 'كيف تتعلم البرمجة في ثلاثة أشهر',
      excerpt: 'دليل عملي لتعلم البرمجة من الصفر',
      text: 'البرمجة مهارة يمكن لأي شخص أن يتعلمها بالممارسة اليومية.',
      language: 'ar',
    },
    // Never found: rejected, and a prospect no instance feed vouches for.
    { url: 'https://spam.example.com/deal', title: 'Rejected deal spam', state: 'REJECTED' },
    { url: 'https://maybe.example.com/deal', title: 'Prospect deal rumour', state: 'PROSPECT' },
    // Escaping in highlights.
    { url: 'https://code.example.com/generics', title: 'Generics <T> & you: a tutorial' },
  ]);
  // Seventy gardening articles for the pages.
  await seedCorpus(
    t.db,
    Array.from({ length: 70 }, (_, n) => ({
      url: `https://garden.example.com/${n}`,
      title: `Gardening diary, week ${n}: tomatoes and the weather`,
      publishedAt: daysAgo(n % 7),
    })),
  );
});
afterAll(() => t.close());

describe('ranking', () => {
  it('puts the exact title first, typed with or without its punctuation', async () => {
    for (const q of [EXACT, 'the art of the deal what it is and why it matters']) {
      const found = await titles(q);
      expect(found[0], q).toBe(EXACT);
      // Then the title as a phrase, then the title in any order, then the text only.
      expect(found.slice(1), q).toEqual([
        `${EXACT} (and Why It Doesn't)`,
        'What It Is and Why It Matters: The Art of the Deal, Revisited',
        'Negotiation notes',
      ]);
    }
  });

  it('leaves out a title match whose excerpt or text holds an excluded word', async () => {
    const found = await titles('art deal -short');
    expect(found).not.toContain(EXACT);
    expect(found).toContain(`${EXACT} (and Why It Doesn't)`);
  });

  it('puts titles that start with the words before the words elsewhere in a title', async () => {
    const found = await titles('the art of the deal');
    expect(found.slice(0, 2).sort()).toEqual([EXACT, `${EXACT} (and Why It Doesn't)`]);
    expect(found[2]).toBe('What It Is and Why It Matters: The Art of the Deal, Revisited');
  });

  it('ranks a phrase in the title before the words scattered', async () => {
    const found = await titles('"art of the deal"');
    expect(found.slice(0, 3)).toContain(EXACT);
    expect(found).not.toContain('The Art of War');
    expect(found.at(-1)).toBe('Negotiation notes');
  });
});

describe('languages', () => {
  it('stems German words in German articles only', async () => {
    expect(await titles('Passwort', 'DE')).toEqual(['Warum Passwörter allein nicht mehr reichen']);
    expect(await titles('Haus', 'DE')).toEqual(['Warum Passwörter allein nicht mehr reichen']);
    expect(await titles('Passwort')).toEqual([]);
    const italian = await graphql<{
      searchCorpus: { totalCount: number; corpusHasItems: boolean };
    }>(
      t.app,
      reader,
      '{ searchCorpus(search: { query: "Passwort" }, filter: { language: IT }) { totalCount corpusHasItems } }',
    );
    expect(italian.data?.searchCorpus).toEqual({ totalCount: 0, corpusHasItems: false });
    const english = await graphql<{ searchCorpus: { corpusHasItems: boolean } }>(
      t.app,
      reader,
      '{ searchCorpus(search: { query: "Passwort" }, filter: { language: EN }) { corpusHasItems } }',
    );
    expect(english.data?.searchCorpus.corpusHasItems).toBe(true);
    const response = await search('passwörter wiederverwendet', { lang: 'DE' });
    const node = response.data!.searchCorpus.edges[0]!.node;
    expect(node.searchHighlights.title).toEqual([
      'Warum <em>Passwörter</em> allein nicht mehr reichen',
    ]);
    expect(node.searchHighlights.fullText?.[0]).toContain('<em>wiederverwendet</em>');
    expect(node.searchHighlights.publisher).toBeNull();
    expect(node.corpusItem.language).toBe('DE');
  });

  it('finds Arabic words in Arabic articles, marked', async () => {
    const page = await t.services.corpusSearch.search(undefined, {
      query: 'البرمجة',
      language: 'ar',
    });
    expect(page.edges.map((edge) => edge.node.corpusItem.title)).toEqual([
      'كيف تتعلم البرمجة في ثلاثة أشهر',
    ]);
    expect(page.edges[0]!.node.searchHighlights.title).toEqual([
      'كيف تتعلم <em>البرمجة</em> في ثلاثة أشهر',
    ]);
    expect(page.edges[0]!.node.searchHighlights.excerpt?.[0]).toContain('<em>البرمجة</em>');
    expect(await titles('البرمجة')).toEqual([]);
  });

  it('counts items without a language as English', async () => {
    const [item] = await seedCorpus(t.db, [
      { url: 'https://nolang.example.com/x', title: 'Quasar telescopes without a language' },
    ]);
    await t.db.query(`UPDATE items SET language = NULL WHERE item_id = $1;`, [item!.itemId]);
    await t.db.query(`UPDATE corpus_items SET language = NULL WHERE corpus_item_id = $1`, [
      item!.corpusItemId,
    ]);
    expect(await titles('quasar telescopes')).toEqual(['Quasar telescopes without a language']);
    expect(await titles('quasar', 'DE')).toEqual([]);
  });
});

describe('what is found', () => {
  it('never finds rejected items or prospects without a trusted instance feed', async () => {
    const found = await titles('deal');
    expect(found).not.toContain('Rejected deal spam');
    expect(found).not.toContain('Prospect deal rumour');
    expect(found.length).toBeGreaterThan(3);
  });

  it('finds prospects of a STANDARD instance feed but not of a REVIEW one', async () => {
    const [standard, review] = await seedCorpus(t.db, [
      { url: 'https://feeds.example.com/a', title: 'Comet lander touches down', state: 'PROSPECT' },
      { url: 'https://feeds.example.com/b', title: 'Comet tails explained', state: 'PROSPECT' },
    ]);
    for (const [n, tier, item] of [
      [1, 'STANDARD', standard],
      [2, 'REVIEW', review],
    ] as const) {
      const [feed] = await t.db.query<{ id: number }>(
        `INSERT INTO feeds (url, normal_url) VALUES ($1, $1) RETURNING feed_id::int AS id`,
        [`https://feeds.example.com/${n}.xml`],
      );
      await t.db.query(
        `INSERT INTO corpus_feeds (feed_id, topic, quality_tier) VALUES ($1, 'science', $2)`,
        [feed!.id, tier],
      );
      await t.db.query(
        `INSERT INTO corpus_item_sources (corpus_item_id, source_kind, feed_id) VALUES ($1, 'INSTANCE_FEED', $2)`,
        [item!.corpusItemId, feed!.id],
      );
    }
    expect(await titles('comet')).toEqual(['Comet lander touches down']);
  });

  it('answers logged out too, without the viewer’s saves', async () => {
    const response = await search('tomatoes weather', { auth: {}, first: 5 });
    expect(response.errors).toBeUndefined();
    expect(response.data!.searchCorpus.totalCount).toBe(70);
  });

  it('escapes what it highlights', async () => {
    const response = await search('generics tutorial');
    expect(response.data!.searchCorpus.edges[0]!.node.searchHighlights.title).toEqual([
      '<em>Generics</em> &#60;T&#62; &amp; you: a <em>tutorial</em>',
    ]);
  });
});

describe('pages', () => {
  it('pages 30 at a time through every match once', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    const sizes: number[] = [];
    for (let page = 0; page < 5; page += 1) {
      const response = await search('gardening tomatoes', { after });
      expect(response.errors).toBeUndefined();
      const connection = response.data!.searchCorpus;
      expect(connection.totalCount).toBe(70);
      sizes.push(connection.edges.length);
      seen.push(...connection.edges.map((edge) => edge.node.corpusItem.id));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor!;
    }
    expect(sizes).toEqual([30, 30, 10]);
    expect(new Set(seen).size).toBe(70);
  });

  it('matches the last word as a prefix while typing', async () => {
    expect((await titles('gardening tomat')).length).toBe(30);
  });
});

describe('limits', () => {
  const codeOf = (response: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
    response.errors?.[0]?.extensions?.code;

  it.each<[string, { q: string; first?: number; after?: string }]>([
    ['an empty query', { q: '' }],
    ['spaces', { q: '   ' }],
    ['punctuation only', { q: '?!' }],
    ['a query too long', { q: 'word '.repeat(101) }],
    ['first 0', { q: 'deal', first: 0 }],
    ['first 31', { q: 'deal', first: 31 }],
    ['a made-up cursor', { q: 'deal', after: 'bm90LWEtY3Vyc29y' }],
  ])('refuses %s in words', async (_name, input) => {
    const response = await search(input.q, input);
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.message).toMatch(/[a-z]{4,}/);
  });

  it('refuses backward pages', async () => {
    const response = await graphql(
      t.app,
      reader,
      'query { searchCorpus(search: { query: "deal" }, filter: { language: EN }, pagination: { last: 5 }) { totalCount } }',
    );
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
  });
});

describe('keeping documents true', () => {
  it('follows a curator’s title', async () => {
    const war = seeded[4]!;
    const edited = await graphql(
      t.app,
      admin,
      'mutation($id: ID!) { adminEditCorpusItem(id: $id, input: { title: "Sun Tzu on strategy" }) { title } }',
      { id: String(war.corpusItemId) },
    );
    expect(edited.errors).toBeUndefined();
    expect(await titles('sun tzu strategy')).toEqual(['Sun Tzu on strategy']);
    expect(await titles('"art of war"')).toEqual([]);
  });

  it('re-reads the article after classification', async () => {
    const notes = seeded[3]!;
    await t.db.query(
      `UPDATE items SET article = '<p>Zeppelins and airships of the thirties.</p>' WHERE item_id = $1`,
      [notes.itemId],
    );
    expect(await titles('zeppelins')).toEqual([]);
    await t.services.corpusIntake.classify(notes.corpusItemId);
    expect(await titles('zeppelins')).toEqual(['Negotiation notes']);
  });
});

describe("Pocket's CorpusSearchQuery", () => {
  it('returns data with its variables', async () => {
    const response = await graphql<{
      searchCorpus: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean };
        edges: Array<{ node: { item: { preview: { title: string } } } }>;
      };
    }>(
      t.app,
      reader,
      POCKET_DISCOVERY_DOCUMENTS.CorpusSearchQuery,
      { search: { query: EXACT }, filter: { language: 'EN' }, pagination: { first: 30 } },
      'CorpusSearchQuery',
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.searchCorpus.edges[0]!.node.item.preview.title).toBe(EXACT);
    expect(response.data!.searchCorpus.pageInfo.hasNextPage).toBe(false);
  });
});
