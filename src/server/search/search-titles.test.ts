/**
 * Relevance of a one-word query and the two titles of a save (docs/SEARCH.md "Sorted by
 * relevance"; migration 0045): an article about the word ranks above saves that only carry it in
 * their address or mention it in passing, and a save made with a title of its own (as
 * `/save?url=…&title=…` does) is still found by the article's title.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUrl } from '../test/factories.js';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../test/test-app.js';

const ADVANCED = `query($queryString: String, $sort: SearchSortInput) {
  user { advancedSearch(queryString: $queryString, sort: $sort, pagination: { first: 30 }) {
    totalCount edges { node { savedItem { id title } } } } } }`;

interface Seeded {
  url: string;
  /** The save's own title, as /save?url=…&title=… or an import gives it. */
  saveTitle?: string;
  title: string;
  excerpt: string | null;
  text: string;
  savedAt: number;
}

const DAY = 86_400;
const NOW = Math.floor(Date.now() / 1000);

const LIBRARY: Record<string, Seeded> = {
  neon: {
    url: 'https://www.chemistry-world.example/features/2019/04/glow-of-element-ten/?utm_source=newsletter',
    saveTitle: 'from Ana’s newsletter ✨ read on the train',
    title: 'The glow of element ten: a short history of neon',
    excerpt: 'How neon, a gas nobody could see, came to light up the cities of the 1920s.',
    text: 'Neon was isolated in 1898 by Ramsay and Travers. Georges Claude lit the first neon sign in Paris in 1910; by 1930 neon tubes lined Times Square. Neon glows red-orange; other colours come from argon, mercury and phosphors.',
    savedAt: NOW - 30 * DAY,
  },
  passing: {
    url: 'https://travel.example.net/2024/tokyo/a-night-walk-through-shinjuku',
    title: 'A night walk through Shinjuku',
    excerpt: 'Ramen at midnight, quiet shrines and crowded crossings.',
    text: 'We left the hotel after dark. Under the neon of Kabukicho we found a tiny bar with six seats, then walked on to the Hanazono shrine.',
    savedAt: NOW - 2 * DAY,
  },
  address: {
    url: 'https://neon-cables.example/shop/usb-c-cable-2m',
    title: 'USB-C cable, braided, 2 m',
    excerpt: 'Charges laptops up to 100 W.',
    text: 'A braided cable with a lifetime warranty. Ships in two days.',
    savedAt: NOW - DAY,
  },
};

describe('search ranks an article by both of its titles', () => {
  let t: TestApp;
  let reader: Auth;
  const ids = new Map<string, string>();

  const search = async (queryString: string) => {
    const response = await graphql<{
      user: {
        advancedSearch: { edges: Array<{ node: { savedItem: { id: string; title: string } } }> };
      };
    }>(t.app, reader, ADVANCED, { queryString, sort: { sortBy: 'RELEVANCE' } });
    expect(response.errors).toBeUndefined();
    const byId = new Map([...ids].map(([key, id]) => [id, key]));
    return response.data!.user.advancedSearch.edges.map((edge) => ({
      key: byId.get(edge.node.savedItem.id),
      title: edge.node.savedItem.title,
    }));
  };
  const keys = async (query: string) => (await search(query)).map((hit) => hit.key);

  beforeAll(async () => {
    t = await createTestApp();
    reader = await signUp(t.app);
    for (const [key, page] of Object.entries(LIBRARY)) {
      const save = await saveUrl(t.app, reader, {
        url: page.url,
        title: page.saveTitle,
        timestamp: page.savedAt,
      });
      // The page as the parser would have stored it (the item's triggers index it).
      await t.db.query(
        `UPDATE items SET parse_status = 'PARSED', title = $2, excerpt = $3, article = $4,
                language = 'en', is_article = true, word_count = 40
          WHERE item_id = $1`,
        [save.id, page.title, page.excerpt, `<p>${page.text}</p>`],
      );
      ids.set(key, save.id);
    }
  });
  afterAll(() => t.close());

  it('puts the article about the word first, an address next, a passing mention last', async () => {
    expect(await keys('neon')).toEqual(['neon', 'address', 'passing']);
    expect(await keys('Neon')).toEqual(['neon', 'address', 'passing']);
  });

  it("finds a save titled by its saver under the article's own title, and under the saver's", async () => {
    const hits = await search('The glow of element ten: a short history of neon');
    expect(hits[0]).toEqual({ key: 'neon', title: LIBRARY.neon!.saveTitle });
    expect(await keys('title:"element ten"')).toEqual(['neon']);
    expect(await keys('glow element')).toEqual(['neon']);
    expect(await keys('Ana’s newsletter')).toEqual(['neon']);
  });

  it("follows the article's title when it is parsed again", async () => {
    await t.db.query(`UPDATE items SET title = $2 WHERE item_id = $1`, [
      ids.get('neon'),
      'Element ten: how neon lit the twentieth century',
    ]);
    expect(await keys('title:twentieth')).toEqual(['neon']);
    expect(await keys('title:"short history"')).toEqual([]);
  });
});
