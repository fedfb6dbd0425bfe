import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFilterOf, saveMatchesFilter } from '../../common/saved-item-filter.js';
import type {
  FilterableSave,
  SaveFilterInput,
  SaveStatus,
} from '../../common/saved-item-filter.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';

// The saves lists filter in SQL (saves.repo.ts); the web client filters its cached lists with
// src/common/saved-item-filter.ts. Both must pick the same saves: this runs a table of filters
// through GraphQL and through the common function over the same saves, read from the database.

interface Setup {
  name: string;
  page: 'article' | 'video' | 'image' | 'has-videos' | 'link';
  status: SaveStatus;
  favorite?: boolean;
  tags?: string[];
  highlighted?: boolean;
}

const SAVES: Setup[] = [
  { name: 'article', page: 'article', status: 'UNREAD' },
  {
    name: 'article-fav',
    page: 'article',
    status: 'UNREAD',
    favorite: true,
    tags: ['news'],
    highlighted: true,
  },
  { name: 'article-archived', page: 'article', status: 'ARCHIVED', tags: ['news', 'go'] },
  { name: 'article-deleted', page: 'article', status: 'DELETED', tags: ['go'] },
  { name: 'video', page: 'video', status: 'UNREAD', favorite: true },
  { name: 'video-archived', page: 'video', status: 'ARCHIVED', tags: ['go'], highlighted: true },
  { name: 'image', page: 'image', status: 'UNREAD' },
  { name: 'has-videos', page: 'has-videos', status: 'UNREAD', tags: ['news'] },
  { name: 'link-archived', page: 'link', status: 'ARCHIVED', favorite: true },
  { name: 'link-hidden', page: 'link', status: 'HIDDEN' },
];

const PAGE_SQL: Record<Setup['page'], string> = {
  article: 'is_article = true',
  video: "has_video = 'IS_VIDEO'",
  image: "has_image = 'IS_IMAGE'",
  'has-videos': "has_video = 'HAS_VIDEOS'",
  link: 'is_article = false',
};

const FILTERS: SaveFilterInput[] = [
  {},
  { statuses: ['UNREAD'] },
  { status: 'ARCHIVED' },
  { statuses: ['UNREAD'], status: 'ARCHIVED' },
  { statuses: ['HIDDEN'] },
  { isFavorite: true },
  { isFavorite: false },
  { isArchived: true },
  { isArchived: false },
  { isHighlighted: true },
  { isHighlighted: false },
  { contentType: 'ARTICLE' },
  { contentType: 'IS_READABLE' },
  { contentType: 'VIDEO' },
  { contentType: 'IS_VIDEO' },
  { contentType: 'HAS_VIDEO' },
  { contentType: 'HAS_VIDEO_INCLUSIVE' },
  { contentType: 'IS_IMAGE' },
  { contentType: 'IS_EXTERNAL' },
  { tagNames: ['news'] },
  { tagNames: ['go', 'rust'] },
  { tagNames: ['_untagged_'] },
  { tagNames: ['news', '_untagged_'] },
  { statuses: ['UNREAD'], isFavorite: true, contentType: 'IS_READABLE' },
  { statuses: ['ARCHIVED'], tagNames: ['go'], isHighlighted: true },
  { isArchived: false, contentType: 'IS_VIDEO', tagNames: ['_untagged_'] },
];

const LIST = `query ($filter: SavedItemsFilter) {
  user { savedItems(filter: $filter, pagination: { first: 30 }) { edges { node { id } } } }
}`;

interface ListResult {
  user: { savedItems: { edges: Array<{ node: { id: string } }> } };
}

describe('the saves filter: SQL and src/common/saved-item-filter.ts agree', () => {
  let t: TestApp;
  let cookie: string;
  const facts = new Map<string, FilterableSave>();

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signUp(t.app)).cookie;
    for (const save of SAVES) {
      const result = await graphql<{ upsertSavedItem: { id: string } }>(
        t.app,
        { cookie },
        'mutation ($url: String!) { upsertSavedItem(input: { url: $url }) { id } }',
        { url: `https://example.com/${save.name}` },
      );
      expect(result.errors).toBeUndefined();
      const id = result.data!.upsertSavedItem.id;
      await t.db.query(`UPDATE items SET ${PAGE_SQL[save.page]} WHERE item_id = $1`, [id]);
      for (const name of save.tags ?? []) {
        await t.db.query(
          'INSERT INTO saved_item_tags (user_id, item_id, name) SELECT user_id, item_id, $2 FROM saved_items WHERE item_id = $1',
          [id, name],
        );
      }
      if (save.highlighted) {
        await t.db.query(
          `INSERT INTO highlights (user_id, id, item_id, quote, patch)
           SELECT user_id, gen_random_uuid(), item_id, 'q', 'p' FROM saved_items WHERE item_id = $1`,
          [id],
        );
      }
      await t.db.query('UPDATE saved_items SET status = $2, is_favorite = $3 WHERE item_id = $1', [
        id,
        save.status,
        save.favorite ?? false,
      ]);
    }
    // What the common function reads, as the database holds it after the setup.
    const rows = await t.db.query<{
      id: string;
      status: SaveStatus;
      is_favorite: boolean;
      highlighted: boolean;
      tag_names: string[];
      is_article: boolean;
      has_video: string;
      has_image: string;
    }>(
      `SELECT s.item_id::text AS id, s.status, s.is_favorite,
              EXISTS (SELECT 1 FROM highlights h WHERE h.user_id = s.user_id AND h.item_id = s.item_id) AS highlighted,
              ARRAY(SELECT t.name FROM saved_item_tags t WHERE t.user_id = s.user_id AND t.item_id = s.item_id) AS tag_names,
              i.is_article, i.has_video, i.has_image
         FROM saved_items s JOIN items i ON i.item_id = s.item_id`,
    );
    expect(rows).toHaveLength(SAVES.length);
    for (const row of rows) {
      facts.set(row.id, {
        status: row.status,
        isFavorite: row.is_favorite,
        highlighted: row.highlighted,
        tagNames: row.tag_names,
        page: { isArticle: row.is_article, hasVideo: row.has_video, hasImage: row.has_image },
      });
    }
  });
  afterAll(() => t.close());

  it.each(FILTERS.map((filter) => [JSON.stringify(filter), filter] as const))(
    'filter %s',
    async (_label, filter) => {
      const result = await graphql<ListResult>(t.app, { cookie }, LIST, { filter });
      expect(result.errors).toBeUndefined();
      const fromSql = result.data!.user.savedItems.edges.map((edge) => edge.node.id).sort();
      const fromCommon = [...facts]
        .filter(([, save]) => saveMatchesFilter(save, saveFilterOf(filter)))
        .map(([id]) => id)
        .sort();
      expect(fromSql).toEqual(fromCommon);
    },
  );

  it('the table covers both outcomes of most filters', async () => {
    // A filter that matched every save, or none, would prove little.
    const partial = FILTERS.filter((filter) => {
      const matched = [...facts.values()].filter((save) =>
        saveMatchesFilter(save, saveFilterOf(filter)),
      ).length;
      return matched > 0 && matched < facts.size;
    });
    expect(partial.length).toBeGreaterThanOrEqual(FILTERS.length - 1);
  });
});
