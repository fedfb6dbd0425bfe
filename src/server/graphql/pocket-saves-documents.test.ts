import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../core/actor.js';
import { actorFromCookie, saveUrl } from '../test/factories.js';
import { POCKET_SAVES_DOCUMENTS } from '../test/pocket-saves-documents.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';

// Pocket's web client sends these documents (docs/POCKET-COMPATIBILITY.md §1.2) for the Saves list,
// tag pages and saves search; their ItemPreview fragment selects on ItemSummary and OEmbed.
interface Preview {
  previewId: string;
  id: string;
  title: string | null;
  url: string;
  excerpt: string | null;
  datePublished: string | null;
  authors: Array<{ name: string }> | null;
  domain: { name: string } | null;
  image: {
    url: string;
    caption: string | null;
    credit: string | null;
    cachedImages: Array<{ id: string; url: string }>;
  } | null;
}
interface Node {
  savedId: string;
  url: string;
  status: string;
  tags: Array<{ name: string }>;
  annotations: { highlights: Array<{ quote: string }> } | null;
  item: { itemId: string; isArticle: boolean; hasVideo: string; preview: Preview };
}
interface SavedItemsReply {
  user: { savedItems: { totalCount: number; edges: Array<{ cursor: string; node: Node }> } };
}
interface SearchReply {
  user: {
    advancedSearch: {
      totalCount: number;
      edges: Array<{ node: { searchHighlights: { title: string[] | null }; savedItem: Node } }>;
    };
  };
}

const BASE = 1_700_000_000;

describe("Pocket web client's Saves, tag and search documents (ItemPreview with OEmbed)", () => {
  let t: TestApp;
  let cookie: string;
  let actor: Actor;
  const ids = new Map<string, string>();
  const keyOf = (id: string) => [...ids].find(([, value]) => value === id)?.[0];

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signUp(t.app)).cookie;
    actor = await actorFromCookie(t.services, cookie);
    const saves = [
      { key: 'archived', title: 'Tulips of old', article: true },
      { key: 'article', title: 'Tulips in spring', article: true },
      { key: 'video', title: 'Pruning roses', video: true },
      { key: 'image', title: 'A rose photo', image: true },
    ];
    for (const [index, save] of saves.entries()) {
      const saved = await saveUrl(
        t.app,
        { cookie },
        { url: `https://${save.key}.example.org/${save.key}`, timestamp: BASE + index * 60 },
      );
      ids.set(save.key, saved.id);
      await t.db.query(
        `UPDATE items SET parse_status = 'PARSED', title = $2, is_article = $3, has_video = $4,
                has_image = $5, excerpt = 'About flowers', site_name = 'Garden Weekly',
                top_image_url = $6, authors = $7::jsonb, date_published = '2024-04-01T10:00:00Z'
          WHERE item_id = $1`,
        [
          saved.id,
          save.title,
          save.article === true,
          save.video ? 'IS_VIDEO' : 'NO_VIDEOS',
          save.image ? 'IS_IMAGE' : 'NO_IMAGES',
          `https://${save.key}.example.org/top.jpg`,
          JSON.stringify([{ name: 'Ada Gardener', url: null }]),
        ],
      );
    }
    await t.services.saves.change(actor, ids.get('archived')!, 'ARCHIVE');
    await t.services.tags.add(actor, [{ savedItemId: ids.get('article')!, tags: ['garden'] }]);
    await t.services.highlights.create(actor, [
      { itemId: ids.get('article')!, quote: 'spring', patch: '@@ -1 +1 @@\n+x\n', version: 2 },
    ]);
  });
  afterAll(() => t.close());

  /** Runs a document under the operation name the web client sent (a redux action's). */
  const run = async <T>(name: keyof typeof POCKET_SAVES_DOCUMENTS, sentAs: string, vars = {}) => {
    const result = await graphql<T>(t.app, { cookie }, POCKET_SAVES_DOCUMENTS[name], vars, sentAs);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };

  it('GetSavedItems returns the Saves list with each preview', async () => {
    const data = await run<SavedItemsReply>('GetSavedItems', 'getItemsUnread', {
      filter: { statuses: ['UNREAD'] },
      sort: { sortBy: 'CREATED_AT', sortOrder: 'DESC' },
    });
    const { edges, totalCount } = data.user.savedItems;
    expect(totalCount).toBe(3);
    expect(edges.map((edge) => keyOf(edge.node.savedId))).toEqual(['image', 'video', 'article']);
    const article = edges[2]!.node;
    expect(article).toMatchObject({
      url: 'https://article.example.org/article',
      status: 'UNREAD',
      tags: [{ name: 'garden' }],
      annotations: { highlights: [{ quote: 'spring' }] },
      item: { itemId: ids.get('article'), isArticle: true, hasVideo: 'NO_VIDEOS' },
    });
    const preview = article.item.preview;
    expect(preview).toEqual({
      previewId: preview.id,
      id: expect.any(String),
      title: 'Tulips in spring',
      url: 'https://article.example.org/article',
      excerpt: 'About flowers',
      datePublished: expect.stringMatching(/^2024-04-01T10:00:00/),
      authors: [{ name: 'Ada Gardener' }],
      domain: { name: 'Garden Weekly' },
      image: {
        caption: null,
        credit: null,
        url: 'https://article.example.org/top.jpg',
        cachedImages: [{ id: 'WebPImage', url: expect.stringMatching(/^\/image-cache\?.*webp/) }],
      },
    });
    // Satchel's previews are ItemSummary, never OEmbed: the OEmbed-only fields are not there.
    expect(preview).not.toHaveProperty('htmlEmbed');
  });

  it('GetSavedItems with IS_READABLE (the Articles view) lists articles only', async () => {
    const data = await run<SavedItemsReply>('GetSavedItems', 'getItemsArticles', {
      filter: { contentType: 'IS_READABLE', statuses: ['UNREAD', 'ARCHIVED'] },
      sort: { sortBy: 'CREATED_AT', sortOrder: 'DESC' },
    });
    const keys = data.user.savedItems.edges.map((edge) => keyOf(edge.node.savedId));
    expect(keys).toEqual(['article', 'archived']);
    expect(data.user.savedItems.totalCount).toBe(2);
  });

  it('SavedItemsTagged returns a tag page', async () => {
    const data = await run<SavedItemsReply>('SavedItemsTagged', 'getItemsTagged', {
      filter: { tagNames: ['garden'], statuses: ['UNREAD', 'ARCHIVED'] },
      sort: { sortBy: 'CREATED_AT', sortOrder: 'DESC' },
    });
    expect(data.user.savedItems.edges.map((edge) => keyOf(edge.node.savedId))).toEqual(['article']);
    expect(data.user.savedItems.edges[0]!.node.item.preview.title).toBe('Tulips in spring');
  });

  it('SearchSavedItems finds saves with highlights and previews', async () => {
    const data = await run<SearchReply>('SearchSavedItems', 'getSearchItems', {
      queryString: 'tulips',
      sort: { sortBy: 'CREATED_AT', sortOrder: 'DESC' },
    });
    const { edges, totalCount } = data.user.advancedSearch;
    expect(totalCount).toBe(2);
    expect(edges.map((edge) => keyOf(edge.node.savedItem.savedId))).toEqual([
      'article',
      'archived',
    ]);
    expect(edges[0]!.node.searchHighlights.title).toEqual(['<em>Tulips</em> in spring']);
    expect(edges[0]!.node.savedItem.item.preview).toMatchObject({
      title: 'Tulips in spring',
      url: 'https://article.example.org/article',
    });
    const archived = await run<SearchReply>('SearchSavedItems', 'getSearchItemsArchive', {
      queryString: 'tulips',
      filter: { status: 'ARCHIVED' },
    });
    expect(
      archived.user.advancedSearch.edges.map((edge) => keyOf(edge.node.savedItem.savedId)),
    ).toEqual(['archived']);
  });
});
