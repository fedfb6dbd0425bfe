import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOUCH_SAVES_QUEUE, TouchSavesPayload, touchSavesJob } from '../saves/touch-saves.job.js';
import { saveUrl } from '../test/factories.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';

interface TagsPage {
  user: {
    tags: {
      edges: Array<{ cursor: string; node: { id: string; name: string; savedItemCount: number } }>;
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };
}

const GET_USERS_TAGS = `query GetUsersTags($pagination: PaginationInput) {
  user { tags(pagination: $pagination) {
    edges { cursor node { name id savedItemCount } }
    totalCount pageInfo { hasNextPage endCursor } } }
}`;
const ADD = `mutation ItemsTagsAdd($input: [SavedItemTagsInput!]!) {
  createSavedItemTags(input: $input) { status _updatedAt id tags { name id } }
}`;
const REPLACE = `mutation ItemTagsReplace($input: [SavedItemTagsInput!]!) {
  replaceSavedItemTags(input: $input) { tags { name id } status _updatedAt id }
}`;
const REMOVE = `mutation ItemTagsRemove($savedItemId: ID) {
  updateSavedItemRemoveTags(savedItemId: $savedItemId) { tags { name id } status _updatedAt id }
}`;
const RENAME = `mutation RenameTagByName($oldName: String!, $newName: String!) {
  renameTagByName(oldName: $oldName, newName: $newName) { name id }
}`;
const DELETE = `mutation deleteTag($tagName: String!) { deleteTagByName(tagName: $tagName) }`;

describe('tags', () => {
  let t: TestApp;
  let alice: { cookie: string };
  let bob: { cookie: string };
  let ids: string[];

  const tagsOf = async (auth: { cookie: string }, id: string) => {
    const response = await graphql<{ user: { savedItemById: { tags: Array<{ name: string }> } } }>(
      t.app,
      auth,
      'query($id: ID!) { user { savedItemById(id: $id) { tags { name } } } }',
      { id },
    );
    return response.data?.user.savedItemById.tags.map((tag) => tag.name);
  };

  const allTags = async (auth: { cookie: string }) => {
    const response = await graphql<TagsPage>(t.app, auth, GET_USERS_TAGS, {
      pagination: { first: 100 },
    });
    return Object.fromEntries(
      response.data!.user.tags.edges.map((edge) => [edge.node.name, edge.node.savedItemCount]),
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t.app);
    bob = await signUp(t.app);
    ids = [];
    for (let i = 0; i < 4; i++) {
      ids.push((await saveUrl(t.app, alice, { url: `https://example.com/tags/${i}` })).id);
    }
  });
  afterAll(() => t.close());

  it('adds normalised tags to several saves at once and lists them with counts', async () => {
    const response = await graphql<{
      createSavedItemTags: Array<{ id: string; tags: Array<{ name: string; id: string }> }>;
    }>(t.app, alice, ADD, {
      input: [
        { savedItemId: ids[0], tags: ['  Travel ', 'FOOD', 'travel'] },
        { savedItemId: ids[1], tags: ['travel'] },
      ],
    });
    expect(response.errors).toBeUndefined();
    expect(
      response.data?.createSavedItemTags.map((save) => save.tags.map((tag) => tag.name)),
    ).toEqual([['food', 'travel'], ['travel']]);
    expect(response.data?.createSavedItemTags[0]?.tags[1]?.id).toBe(
      Buffer.from('travel__xpktxtagx__').toString('base64'),
    );
    expect(await allTags(alice)).toEqual({ food: 1, travel: 2 });
  });

  it('replaces the tags of a save, and removes them all', async () => {
    await graphql(t.app, alice, REPLACE, { input: [{ savedItemId: ids[2], tags: ['a', 'b'] }] });
    await graphql(t.app, alice, REPLACE, { input: [{ savedItemId: ids[2], tags: ['b', 'c'] }] });
    expect(await tagsOf(alice, ids[2]!)).toEqual(['b', 'c']);
    const removed = await graphql<{ updateSavedItemRemoveTags: { tags: unknown[] } }>(
      t.app,
      alice,
      REMOVE,
      { savedItemId: ids[2] },
    );
    expect(removed.data?.updateSavedItemRemoveTags.tags).toEqual([]);
    expect(await tagsOf(alice, ids[2]!)).toEqual([]);
  });

  it('refuses an empty or reserved name and writes nothing from the batch', async () => {
    const response = await graphql(t.app, alice, ADD, {
      input: [
        { savedItemId: ids[3], tags: ['fine'] },
        { savedItemId: ids[3], tags: ['   '] },
      ],
    });
    expect(response.errors?.[0]).toMatchObject({
      message: 'A tag needs at least one character.',
      extensions: { code: 'BAD_USER_INPUT', field: 'tags' },
    });
    expect(await tagsOf(alice, ids[3]!)).toEqual([]);
  });

  it("never tags another user's save, and writes nothing of the batch", async () => {
    const response = await graphql(t.app, bob, ADD, {
      input: [{ savedItemId: ids[3], tags: ['mine'] }],
    });
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const mixed = await graphql(t.app, alice, ADD, {
      input: [
        { savedItemId: ids[3], tags: ['ok'] },
        { savedItemId: '999999', tags: ['ok'] },
      ],
    });
    expect(mixed.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(await tagsOf(alice, ids[3]!)).toEqual([]);
    expect(await allTags(bob)).toEqual({});
  });

  it('deleteSavedItemTags removes nothing when one of its saves is not the actor’s', async () => {
    const carol = await signUp(t.app);
    const save = await saveUrl(t.app, carol, { url: 'https://example.com/tags/carol' });
    const added = await graphql<{ createSavedItemTags: Array<{ tags: Array<{ id: string }> }> }>(
      t.app,
      carol,
      ADD,
      { input: [{ savedItemId: save.id, tags: ['keep-me'] }] },
    );
    const [tag] = added.data!.createSavedItemTags[0]!.tags;
    const response = await graphql(
      t.app,
      carol,
      `
        mutation D($input: [DeleteSavedItemTagsInput!]!) {
          deleteSavedItemTags(input: $input) {
            id
          }
        }
      `,
      {
        input: [
          { savedItemId: save.id, tagIds: [tag!.id] },
          { savedItemId: '999999', tagIds: [tag!.id] },
        ],
      },
    );
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    // One transaction: the first save's tag was removed before the second failed, once.
    expect(await tagsOf(carol, save.id)).toEqual(['keep-me']);
  });

  it('renames a tag onto an existing one, merging their saves and counts', async () => {
    await graphql(t.app, alice, ADD, {
      input: [
        { savedItemId: ids[0], tags: ['trips'] },
        { savedItemId: ids[3], tags: ['trips'] },
      ],
    });
    expect(await allTags(alice)).toMatchObject({ travel: 2, trips: 2 });
    const response = await graphql<{ renameTagByName: { name: string } }>(t.app, alice, RENAME, {
      oldName: 'Trips',
      newName: 'Travel',
    });
    expect(response.data?.renameTagByName.name).toBe('travel');
    const tags = await allTags(alice);
    expect(tags).toMatchObject({ travel: 3 });
    expect(tags).not.toHaveProperty('trips');
    expect(await tagsOf(alice, ids[0]!)).toEqual(['food', 'travel']);
  });

  it('answers NOT_FOUND when renaming or deleting a tag the user does not have', async () => {
    const rename = await graphql(t.app, bob, RENAME, { oldName: 'travel', newName: 'x' });
    expect(rename.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const remove = await graphql(t.app, bob, DELETE, { tagName: 'travel' });
    expect(remove.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect((await allTags(alice)).travel).toBe(3);
  });

  it('deletes a tag from every save, and unpins it', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/v3/putAppSettings',
      headers: { cookie: alice.cookie, origin: 'http://localhost:3000' },
      payload: { data: { pinnedTags: ['travel', 'food'] } },
    });
    const response = await graphql<{ deleteTagByName: string }>(t.app, alice, DELETE, {
      tagName: 'travel',
    });
    expect(response.data?.deleteTagByName).toBe('travel');
    for (const id of ids) expect(await tagsOf(alice, id)).not.toContain('travel');
    expect(await allTags(alice)).not.toHaveProperty('travel');
    const settings = await t.services.settings.get(
      (await t.services.auth.resolveSession(alice.cookie.replace(/^satchel_session=/, '')))!.actor,
    );
    expect(settings.pinnedTags).toEqual(['food']);
  });

  it('hides tags whose only saves are deleted, and shows them again on undelete', async () => {
    await graphql(t.app, alice, ADD, { input: [{ savedItemId: ids[1], tags: ['gone'] }] });
    await graphql(t.app, alice, 'mutation($id: ID!) { deleteSavedItem(id: $id) }', {
      id: ids[1],
    });
    expect(await allTags(alice)).not.toHaveProperty('gone');
    await graphql(t.app, alice, 'mutation($id: ID!) { updateSavedItemUnDelete(id: $id) { id } }', {
      id: ids[1],
    });
    expect(await allTags(alice)).toMatchObject({ gone: 1 });
  });
});

describe('GetUsersTags paging', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads 250 tags across three pages of 100, in name order, with the total', async () => {
    const user = await signUp(t.app);
    const save = await saveUrl(t.app, user, { url: 'https://example.com/many-tags' });
    const names = Array.from({ length: 250 }, (_, i) => `tag-${String(i).padStart(3, '0')}`);
    for (let start = 0; start < 250; start += 100) {
      const response = await graphql(t.app, user, ADD, {
        input: [{ savedItemId: save.id, tags: names.slice(start, start + 100) }],
      });
      expect(response.errors).toBeUndefined();
    }
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const response: { data?: TagsPage | null } = await graphql<TagsPage>(
        t.app,
        user,
        GET_USERS_TAGS,
        {
          pagination: { first: 100, ...(after ? { after } : {}) },
        },
      );
      const tags = response.data!.user.tags;
      expect(tags.totalCount).toBe(250);
      seen.push(...tags.edges.map((edge) => edge.node.name));
      after = tags.pageInfo.hasNextPage ? tags.pageInfo.endCursor : null;
      pages += 1;
    } while (after);
    expect(pages).toBe(3);
    expect(seen).toEqual(names);
  });

  it('refuses a cursor it did not make and a page over 100', async () => {
    const user = await signUp(t.app);
    const bad = await graphql(t.app, user, GET_USERS_TAGS, { pagination: { after: '%%%' } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const big = await graphql(t.app, user, GET_USERS_TAGS, { pagination: { first: 101 } });
    expect(big.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('suggested tags', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const SUGGESTED = `query SavedItemById($savedItemByIdId: ID!) {
    user { savedItemById(id: $savedItemByIdId) { suggestedTags { name id } } }
  }`;

  it('offers premium users their own tags that fit the item, and free users none', async () => {
    const user = await signUp(t.app);
    const tagged = await saveUrl(t.app, user, { url: 'https://cooking.example/a', title: 'x' });
    await graphql(t.app, user, ADD, {
      input: [{ savedItemId: tagged.id, tags: ['recipes', 'politics'] }],
    });
    const fresh = await saveUrl(t.app, user, {
      url: 'https://other.example/b',
      title: 'Ten weeknight recipes',
    });
    const free = await graphql<{ user: { savedItemById: { suggestedTags: unknown[] } } }>(
      t.app,
      user,
      SUGGESTED,
      { savedItemByIdId: fresh.id },
    );
    expect(free.data?.user.savedItemById.suggestedTags).toEqual([]);

    const account = await t.services.accounts.findByLogin(user.email);
    await t.services.accounts.setFlag(account!.id, 'premium', true);
    const premium = await graphql<{
      user: { savedItemById: { suggestedTags: Array<{ name: string }> } };
    }>(t.app, user, SUGGESTED, { savedItemByIdId: fresh.id });
    expect(premium.data?.user.savedItemById.suggestedTags.map((tag) => tag.name)).toEqual([
      'recipes',
    ]);
  });
});

describe('renaming moves the saves’ updated time through a job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('commits a saves.touch job with the changed saves, which moves their updated_at', async () => {
    const user = await signUp(t.app);
    const a = await saveUrl(t.app, user, { url: 'https://example.com/touch/a' });
    const b = await saveUrl(t.app, user, { url: 'https://example.com/touch/b' });
    await graphql(t.app, user, ADD, { input: [{ savedItemId: a.id, tags: ['old'] }] });
    await t.db.query(`UPDATE saved_items SET updated_at = now() - interval '1 day'`);
    const updatedAt = async (id: string) =>
      (
        await t.db.query<{ updated_at: Date }>(
          'SELECT updated_at FROM saved_items WHERE item_id = $1',
          [id],
        )
      )[0]!.updated_at.getTime();
    const before = await updatedAt(a.id);

    await graphql(t.app, user, RENAME, { oldName: 'old', newName: 'new' });
    const jobs = await t.services.queue.claim([TOUCH_SAVES_QUEUE], 10, 60_000);
    expect(jobs).toHaveLength(1);
    const payload = TouchSavesPayload.parse(jobs[0]!.payload);
    expect(payload.itemIds).toEqual([Number(a.id)]);
    await touchSavesJob(t.services.saves).handle(payload, { attempt: 1, maxAttempts: 5 });
    expect(await updatedAt(a.id)).toBeGreaterThan(before);
    expect(await updatedAt(b.id)).toBe(before);
  });

  it('enqueues nothing when a rename fails', async () => {
    const user = await signUp(t.app);
    const response = await graphql(t.app, user, RENAME, { oldName: 'nope', newName: 'x' });
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.services.queue.claim([TOUCH_SAVES_QUEUE], 10, 60_000)).toEqual([]);
  });
});
