/**
 * Item.language and Item.direction reach the places the web client sets `lang` and `dir` from:
 * the reader (readerSlug), the saves list and search results.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUrl } from '../test/factories.js';
import { startFixtureServer, type FixtureServer } from '../test/fixture-pages.js';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../test/test-app.js';

const ARABIC =
  'القراءة عادة جميلة تفتح للإنسان أبواب المعرفة وتساعده على فهم العالم من حوله. يقرأ الناس الكتب والمقالات في أوقات فراغهم.';
// A template that says lang="en" around an Arabic article, and a page with no language at all.
const arabicPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>عن القراءة</title></head>
<body><article><h1>عن القراءة</h1>${`<p>${ARABIC}</p>`.repeat(8)}</article></body></html>`;
const englishPage = `<!doctype html><html lang="en-GB"><head><title>On reading</title></head>
<body><article><h1>On reading</h1>${'<p>Reading is a habit that opens doors to what we know. </p>'.repeat(12)}</article></body></html>`;

const ITEM = '... on Item { itemId title language direction }';

describe('Item.language and Item.direction', () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let auth: Auth;
  let arabicId: string;

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = await startFixtureServer({
      '/arabic': [200, 'text/html; charset=utf-8', arabicPage],
      '/english': [200, 'text/html; charset=utf-8', englishPage],
    });
    auth = await signUp(t.app);
    arabicId = (await saveUrl(t.app, auth, { url: fixtures.url('/arabic') })).id;
    const englishId = (await saveUrl(t.app, auth, { url: fixtures.url('/english') })).id;
    await t.services.items.parse(Number(arabicId));
    await t.services.items.parse(Number(englishId));
  });
  afterAll(async () => {
    await fixtures?.close();
    await t?.close();
  });

  it('are on the reader’s item', async () => {
    const answer = await graphql<{
      readerSlug: { savedItem: { item: { language: string; direction: string } } };
    }>(
      t.app,
      auth,
      `query($slug: ID!) { readerSlug(slug: $slug) { savedItem { item { ${ITEM} } } } }`,
      { slug: arabicId },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.readerSlug.savedItem.item).toMatchObject({
      language: 'ar',
      direction: 'RTL',
    });
  });

  it('are on every card of the saves list', async () => {
    const answer = await graphql<{
      user: {
        savedItems: {
          edges: Array<{ node: { item: { title: string; language: string; direction: string } } }>;
        };
      };
    }>(
      t.app,
      auth,
      `{ user { savedItems(pagination: { first: 10 }) { edges { node { item { ${ITEM} } } } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    const items = answer.data!.user.savedItems.edges.map((edge) => edge.node.item);
    expect(
      items.map(({ title, language, direction }) => [title, language, direction]).sort(),
    ).toEqual([
      ['On reading', 'en-GB', 'LTR'],
      ['عن القراءة', 'ar', 'RTL'],
    ]);
  });
});
