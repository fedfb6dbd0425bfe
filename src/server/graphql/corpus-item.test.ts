import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCorpus } from '../test/corpus-seed.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';

const SEARCH = `query Search($query: String!) {
  searchCorpus(search: { query: $query }, filter: { language: EN }) {
    edges { node { corpusItem { id imageUrl cardImageUrl savedItem { id } } } }
  }
}`;

interface SearchResult {
  searchCorpus: {
    edges: Array<{
      node: {
        corpusItem: {
          id: string;
          imageUrl: string | null;
          cardImageUrl: string | null;
          savedItem: { id: string } | null;
        };
      };
    }>;
  };
}

describe('CorpusItem', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCorpus(t.db, [
      {
        url: 'https://pictures.example/lighthouses',
        title: 'Lighthouses of the Baltic, and the keepers who stayed',
        topic: 'travel',
        imageUrl: 'https://pictures.example/lighthouse.jpg',
      },
      {
        url: 'https://plain.example/lighthouses',
        title: 'Lighthouses without a picture',
        topic: 'travel',
      },
    ]);
  });

  afterAll(() => t.close());

  const cards = async (auth: Parameters<typeof graphql>[1]) => {
    const result = await graphql<SearchResult>(t.app, auth, SEARCH, { query: 'lighthouses' });
    expect(result.errors).toBeUndefined();
    return result.data!.searchCorpus.edges.map((edge) => edge.node.corpusItem);
  };

  it('gives a signed card picture that a signed-out visitor can load, and none without a picture', async () => {
    const found = await cards({});
    const pictured = found.find((item) => item.imageUrl !== null)!;
    expect(pictured.cardImageUrl).toMatch(/^\/image-cache\?.*url=.*&sig=[\w-]+$/);
    expect(found.find((item) => item.imageUrl === null)!.cardImageUrl).toBeNull();
    // The signature is the server's: a forged one is refused, the real one is not.
    const forged = pictured.cardImageUrl!.replace(/sig=[\w-]+$/, 'sig=forged');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const real = await t.app.inject({ method: 'GET', url: pictured.cardImageUrl! });
    expect(real.statusCode).not.toBe(403);
  });

  it("answers savedItem with the caller's own save only", async () => {
    const reader = await signUp(t.app, { email: 'keeper@example.com' });
    const other = await signUp(t.app, { email: 'visitor@example.com' });
    await graphql(
      t.app,
      reader,
      'mutation Save($url: String!) { upsertSavedItem(input: { url: $url }) { id } }',
      { url: 'https://pictures.example/lighthouses' },
    );
    const mine = (await cards(reader)).find((item) => item.imageUrl !== null)!;
    expect(mine.savedItem).not.toBeNull();
    const theirs = (await cards(other)).find((item) => item.imageUrl !== null)!;
    expect(theirs.savedItem).toBeNull();
  });
});
