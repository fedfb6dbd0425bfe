import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagId } from '../graphql/annotations.js';
import { actorFromCookie } from '../test/factories.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';
import type { Actor } from '../core/actor.js';

// The Saves views' filters and sorts (docs/POCKET-COMPATIBILITY.md §1.2) and the single-item
// mutations (§1.3), through GraphQL, with item kinds and tags set up in the database.

const LIST = `query ($filter: SavedItemsFilter, $sort: SavedItemsSort) {
  user { savedItems(filter: $filter, sort: $sort) { totalCount edges { node { id url status isFavorite tags { id name } } } } }
}`;

interface ListResult {
  user: {
    savedItems: {
      totalCount: number;
      edges: Array<{
        node: {
          id: string;
          url: string;
          status: string;
          tags: Array<{ id: string; name: string }>;
        };
      }>;
    };
  };
}

describe('Saves views: filters, sorts and item mutations', () => {
  let t: TestApp;
  let cookie: string;
  let actor: Actor;
  const ids: Record<string, string> = {};

  const list = async (filter: Record<string, unknown>, sort?: Record<string, unknown>) => {
    const result = await graphql<ListResult>(t.app, { cookie }, LIST, { filter, sort });
    expect(result.errors).toBeUndefined();
    return result.data!.user.savedItems.edges.map((edge) =>
      edge.node.url.replace('https://example.com/', ''),
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    const user = await signUp(t.app);
    cookie = user.cookie;
    actor = await actorFromCookie(t.services, cookie);
    // Saved oldest first: article, video, image, link, then a tagged article.
    for (const [index, name] of ['article', 'video', 'image', 'link', 'tagged'].entries()) {
      const saved = await t.services.saves.upsert(actor, {
        url: `https://example.com/${name}`,
        timestamp: 1_700_000_000 + index * 60,
      });
      ids[name] = String(saved.itemId);
    }
    await t.db.query(
      `UPDATE items SET parse_status = 'PARSED', is_article = true WHERE item_id = ANY($1::bigint[])`,
      [[ids.article, ids.tagged]],
    );
    await t.db.query(
      `UPDATE items SET parse_status = 'PARSED', has_video = 'IS_VIDEO' WHERE item_id = $1`,
      [ids.video],
    );
    await t.db.query(
      `UPDATE items SET parse_status = 'PARSED', has_image = 'IS_IMAGE' WHERE item_id = $1`,
      [ids.image],
    );
    await t.db.query(
      `INSERT INTO saved_item_tags (user_id, item_id, name) VALUES ($1, $2, 'news'), ($1, $2, 'long read')`,
      [actor.userId, ids.tagged],
    );
    await t.db.query(
      `INSERT INTO highlights (user_id, id, item_id, quote, patch) VALUES ($1, '00000000-0000-4000-8000-000000000001', $2, 'q', 'p')`,
      [actor.userId, ids.article],
    );
  });
  afterAll(() => t.close());

  it('filters by content type: IS_READABLE is articles only, as Pocket', async () => {
    expect(await list({ contentType: 'IS_READABLE' })).toEqual(['tagged', 'article']);
    expect(await list({ contentType: 'IS_VIDEO' })).toEqual(['video']);
    expect(await list({ contentType: 'IS_IMAGE' })).toEqual(['image']);
    expect(await list({ contentType: 'IS_EXTERNAL' })).toEqual(['link']);
  });

  it('filters by highlights and by tags, including _untagged_ and tag ids', async () => {
    expect(await list({ isHighlighted: true })).toEqual(['article']);
    expect(await list({ isHighlighted: false })).toHaveLength(4);
    expect(await list({ tagNames: ['news'] })).toEqual(['tagged']);
    expect(await list({ tagNames: ['_untagged_'] })).toEqual(['link', 'image', 'video', 'article']);
    expect(await list({ tagIds: [tagId('long read')] })).toEqual(['tagged']);
    const tagged = await graphql<ListResult>(t.app, { cookie }, LIST, {
      filter: { tagNames: ['news'] },
    });
    expect(tagged.data!.user.savedItems.edges[0]!.node.tags).toEqual([
      { id: Buffer.from('long read__xpktxtagx__').toString('base64'), name: 'long read' },
      { id: tagId('news'), name: 'news' },
    ]);
  });

  it('archives, favorites, deletes and undeletes, and each view follows', async () => {
    const mutate = (field: string, id: string) =>
      graphql<
        Record<
          string,
          {
            status: string;
            isArchived: boolean;
            isFavorite: boolean;
            archivedAt: number | null;
            favoritedAt: number | null;
          }
        >
      >(
        t.app,
        { cookie },
        `mutation ($id: ID!) { ${field}(id: $id) { status isArchived isFavorite archivedAt favoritedAt } }`,
        { id },
      );
    const archived = await mutate('updateSavedItemArchive', ids.video!);
    expect(archived.data?.updateSavedItemArchive).toMatchObject({
      status: 'ARCHIVED',
      isArchived: true,
    });
    expect(archived.data?.updateSavedItemArchive?.archivedAt).toEqual(expect.any(Number));
    expect(await list({ statuses: ['UNREAD'] })).not.toContain('video');
    expect(
      await list({ statuses: ['ARCHIVED'] }, { sortBy: 'ARCHIVED_AT', sortOrder: 'DESC' }),
    ).toEqual(['video']);

    const favorite = await mutate('updateSavedItemFavorite', ids.link!);
    expect(favorite.data?.updateSavedItemFavorite).toMatchObject({
      isFavorite: true,
      favoritedAt: expect.any(Number),
    });
    expect(
      await list(
        { isFavorite: true, statuses: ['UNREAD', 'ARCHIVED'] },
        { sortBy: 'FAVORITED_AT', sortOrder: 'DESC' },
      ),
    ).toEqual(['link']);
    await mutate('updateSavedItemUnFavorite', ids.link!);
    expect(await list({ isFavorite: true })).toEqual([]);

    // Delete and undelete restore the status the save had (archived here).
    const deleted = await graphql<{ deleteSavedItem: string }>(
      t.app,
      { cookie },
      'mutation ($id: ID!) { deleteSavedItem(id: $id) }',
      { id: ids.video },
    );
    expect(deleted.data?.deleteSavedItem).toBe(ids.video);
    expect(await list({ statuses: ['UNREAD', 'ARCHIVED'] })).not.toContain('video');
    const restored = await mutate('updateSavedItemUnDelete', ids.video!);
    expect(restored.data?.updateSavedItemUnDelete).toMatchObject({ status: 'ARCHIVED' });
    await mutate('updateSavedItemUnArchive', ids.video!);
    expect(await list({ statuses: ['UNREAD'] })).toContain('video');
  });

  it('sorts oldest first', async () => {
    expect(
      await list({ statuses: ['UNREAD'] }, { sortBy: 'CREATED_AT', sortOrder: 'ASC' }),
    ).toEqual(['article', 'video', 'image', 'link', 'tagged']);
  });

  it("refuses to change another user's save, as if it did not exist", async () => {
    const other = await signUp(t.app);
    const result = await graphql(
      t.app,
      { cookie: other.cookie },
      'mutation ($id: ID!) { updateSavedItemArchive(id: $id) { id } }',
      {
        id: ids.article,
      },
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const row = await t.db.query<{ status: string }>(
      'SELECT status FROM saved_items WHERE user_id = $1 AND item_id = $2',
      [actor.userId, ids.article],
    );
    expect(row[0]?.status).toBe('UNREAD');
  });

  it('runs a bulk edit of 30 aliased mutations in one request, and refuses 31', async () => {
    const bulk: Array<{ itemId: number }> = [];
    for (let i = 0; i < 31; i++)
      bulk.push(await t.services.saves.upsert(actor, { url: `https://example.com/bulk/${i}` }));
    const document = (count: number) =>
      `mutation ItemsBulkArchive { ${bulk
        .slice(0, count)
        .map(
          (save) =>
            `archive${save.itemId}: updateSavedItemArchive(id: "${save.itemId}") { _updatedAt id status isArchived archivedAt }`,
        )
        .join('\n')} }`;
    const refused = await graphql(t.app, { cookie }, document(31));
    expect(refused.errors?.[0]?.message).toMatch(/alias/i);
    const archivedBefore = await t.db.query(
      `SELECT 1 FROM saved_items WHERE user_id = $1 AND status = 'ARCHIVED' AND given_url LIKE '%/bulk/%'`,
      [actor.userId],
    );
    expect(archivedBefore).toHaveLength(0);

    const result = await graphql<Record<string, { status: string }>>(
      t.app,
      { cookie },
      document(30),
    );
    expect(result.errors).toBeUndefined();
    expect(Object.values(result.data!).every((save) => save.status === 'ARCHIVED')).toBe(true);
    const archived = await t.db.query(
      `SELECT 1 FROM saved_items WHERE user_id = $1 AND status = 'ARCHIVED' AND given_url LIKE '%/bulk/%'`,
      [actor.userId],
    );
    expect(archived).toHaveLength(30);
  });
});
