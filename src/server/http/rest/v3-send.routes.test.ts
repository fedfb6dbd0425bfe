import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';

const SAVE = `query($id: ID!) { user { savedItemById(id: $id) {
  id status isFavorite _createdAt tags { name } annotations { highlights { id quote } } } } }`;
const TAGS = `query { user { tags(pagination: {first: 100}) { edges { node { name } } } } }`;

interface Saved {
  id: string;
  status: string;
  isFavorite: boolean;
  _createdAt: number;
  tags: Array<{ name: string }>;
  annotations: { highlights: Array<{ id: string; quote: string }> };
}
interface Reply {
  status: number;
  action_results: unknown[];
  action_errors: Array<{ message: string; type: string; code: number } | null>;
}
type Action = Record<string, unknown> | string;

const HIGHLIGHT_ID = '8a3e2b1c-1111-4222-8333-944455556666';

describe('Pocket v3/send', () => {
  let t: TestApp;
  let alice: { cookie: string };
  let bob: { cookie: string };
  let aliceToken: string;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await signUp(t.app);
    alice = { cookie: user.cookie };
    bob = { cookie: (await signUp(t.app)).cookie };
    aliceToken = (await t.services.auth.createAccessToken(Number(user.id), 'reader app')).token;
  });
  afterAll(() => t.close());

  const send = async (actions: Action[], auth: { cookie: string } = alice) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v3/send',
      headers: { origin: TEST_ORIGIN, cookie: auth.cookie },
      payload: { actions },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Reply>();
  };
  const ok = async (actions: Action[], auth: { cookie: string } = alice) => {
    const reply = await send(actions, auth);
    expect(reply.action_errors).toEqual(actions.map(() => null));
    return reply.action_results;
  };
  const saved = async (id: string | number, auth: { cookie: string } = alice) => {
    const response = await graphql<{ user: { savedItemById: Saved | null } }>(t.app, auth, SAVE, {
      id: String(id),
    });
    expect(response.errors).toBeUndefined();
    return response.data!.user.savedItemById;
  };
  const tagNames = async (id: string | number) =>
    (await saved(id))!.tags.map((tag) => tag.name).sort();
  const newSave = async (tags?: string) => {
    n += 1;
    const url = `https://example.com/send/${n}`;
    const [item] = await ok([{ action: 'add', url, ...(tags ? { tags } : {}) }]);
    return { url, id: (item as { item_id: string }).item_id };
  };

  it('adds with tags (string or array), title and time, answering the add-item object', async () => {
    const [first, second] = await ok([
      {
        action: 'add',
        url: 'https://example.com/send/added',
        tags: 'Travel, food',
        title: 'My title',
        time: 1_700_000_000,
      },
      { action: 'add', url: 'https://example.com/send/added-2', tags: ['one', 'two'] },
    ]);
    expect(first).toMatchObject({
      item_id: expect.stringMatching(/^\d+$/),
      given_url: 'https://example.com/send/added',
      normal_url: 'https://example.com/send/added',
      resolved_id: '0',
      title: null,
    });
    const id = (first as { item_id: string }).item_id;
    expect(await saved(id)).toMatchObject({ status: 'UNREAD', _createdAt: 1_700_000_000 });
    expect(await tagNames(id)).toEqual(['food', 'travel']);
    expect(await tagNames((second as { item_id: string }).item_id)).toEqual(['one', 'two']);
  });

  it.each(['item_id', 'url'] as const)('changes a save by %s', async (by) => {
    const save = await newSave('keep,drop');
    const target = by === 'item_id' ? { item_id: save.id } : { url: save.url };
    await ok([{ action: 'favorite', ...target }]);
    expect(await saved(save.id)).toMatchObject({ isFavorite: true });
    await ok([{ action: 'unfavorite', ...target }]);
    expect(await saved(save.id)).toMatchObject({ isFavorite: false });

    await ok([{ action: 'tags_add', ...target, tags: ['new'] }]);
    expect(await tagNames(save.id)).toEqual(['drop', 'keep', 'new']);
    await ok([{ action: 'tags_remove', ...target, tags: 'drop' }]);
    expect(await tagNames(save.id)).toEqual(['keep', 'new']);
    await ok([{ action: 'tags_replace', ...target, tags: 'only' }]);
    expect(await tagNames(save.id)).toEqual(['only']);
    await ok([{ action: 'tags_clear', ...target }]);
    expect(await tagNames(save.id)).toEqual([]);

    await ok([
      {
        action: 'add_annotation',
        ...target,
        annotation: { quote: `quoted by ${by}`, patch: '@@ -1 +1 @@', version: 2 },
      },
    ]);
    expect((await saved(save.id))!.annotations.highlights).toEqual([
      expect.objectContaining({ quote: `quoted by ${by}` }),
    ]);

    await ok([{ action: 'archive', ...target }]);
    expect(await saved(save.id)).toMatchObject({ status: 'ARCHIVED' });
    const [readded] = await ok([{ action: 'readd', ...target }]);
    expect(readded).toMatchObject({ item_id: save.id, given_url: save.url });
    expect(await saved(save.id)).toMatchObject({ status: 'UNREAD' });

    await ok([{ action: 'delete', ...target }]);
    expect(await saved(save.id)).toMatchObject({ status: 'DELETED' });
    // A deleted save comes back with readd.
    await ok([{ action: 'readd', ...target }]);
    expect(await saved(save.id)).toMatchObject({ status: 'UNREAD' });
  });

  it('adds an annotation with its id and deletes it by annotation_id', async () => {
    const save = await newSave();
    await ok([
      {
        action: 'add_annotation',
        item_id: save.id,
        annotation: { annotation_id: HIGHLIGHT_ID, quote: 'a passage', patch: 'p', version: 2 },
      },
    ]);
    expect((await saved(save.id))!.annotations.highlights).toEqual([
      { id: HIGHLIGHT_ID, quote: 'a passage' },
    ]);
    await ok([{ action: 'delete_annotation', annotation_id: HIGHLIGHT_ID }]);
    expect((await saved(save.id))!.annotations.highlights).toEqual([]);
  });

  it('renames and deletes a tag across saves', async () => {
    const one = await newSave('oldname');
    const two = await newSave('oldname,gone');
    await ok([
      { action: 'tag_rename', old_tag: 'oldname', new_tag: 'NewName' },
      { action: 'tag_delete', tag: 'gone' },
    ]);
    expect(await tagNames(one.id)).toEqual(['newname']);
    expect(await tagNames(two.id)).toEqual(['newname']);
    const tags = await graphql<{ user: { tags: { edges: Array<{ node: { name: string } }> } } }>(
      t.app,
      alice,
      TAGS,
    );
    const names = tags.data!.user.tags.edges.map((edge) => edge.node.name);
    expect(names).toContain('newname');
    expect(names).not.toContain('oldname');
    expect(names).not.toContain('gone');
  });

  it('answers each action of a mixed batch in its own slot and runs the rest', async () => {
    const save = await newSave();
    const reply = await send([
      { action: 'favorite', item_id: save.id },
      { action: 'frobnicate', item_id: save.id },
      { action: 'archive', item_id: 'abc' },
      { action: 'archive' },
      { action: 'archive', item_id: '999999999' },
      { action: 'favorite', url: 'https://example.com/never-saved' },
      { action: 'add' },
      { action: 'add', url: 'not a url' },
      { action: 'tag_rename', old_tag: 'no-such-tag', new_tag: 'x' },
      'not an object',
      { action: 'archive', item_id: save.id },
    ]);
    expect(reply.status).toBe(1);
    expect(reply.action_results).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(reply.action_errors).toEqual([
      null,
      { message: 'Action "frobnicate" is not supported.', type: 'Bad request', code: 130 },
      { message: 'item_id must be digits.', type: 'Bad request', code: 130 },
      { message: 'item_id or url is required.', type: 'Bad request', code: 130 },
      { message: 'No save with id 999999999.', type: 'Error', code: 404 },
      { message: 'This URL is not in your saves.', type: 'Error', code: 404 },
      { message: 'url is required.', type: 'Bad request', code: 130 },
      expect.objectContaining({ type: 'Bad request', code: 130 }),
      expect.objectContaining({ code: 404 }),
      { message: 'Action "" is not supported.', type: 'Bad request', code: 130 },
      null,
    ]);
    expect(await saved(save.id)).toMatchObject({ isFavorite: true, status: 'ARCHIVED' });
  });

  it("refuses every item action on another user's save and leaves it unchanged", async () => {
    const save = await newSave('mine');
    await ok([
      {
        action: 'add_annotation',
        item_id: save.id,
        annotation: {
          annotation_id: '9b3e2b1c-1111-4222-8333-944455556666',
          quote: 'q',
          patch: 'p',
          version: 2,
        },
      },
    ]);
    const actions: Action[] = [
      { action: 'readd', item_id: save.id },
      { action: 'archive', item_id: save.id },
      { action: 'favorite', item_id: save.id },
      { action: 'unfavorite', item_id: save.id },
      { action: 'delete', item_id: save.id },
      { action: 'tags_add', item_id: save.id, tags: 'theirs' },
      { action: 'tags_remove', item_id: save.id, tags: 'mine' },
      { action: 'tags_replace', item_id: save.id, tags: 'theirs' },
      { action: 'tags_clear', item_id: save.id },
      { action: 'tag_rename', old_tag: 'mine', new_tag: 'theirs' },
      { action: 'tag_delete', tag: 'mine' },
      {
        action: 'add_annotation',
        item_id: save.id,
        annotation: { quote: 'q', patch: 'p', version: 2 },
      },
      { action: 'delete_annotation', annotation_id: '9b3e2b1c-1111-4222-8333-944455556666' },
    ];
    const reply = await send(actions, bob);
    expect(reply.action_results).toEqual(actions.map(() => false));
    for (const error of reply.action_errors) expect(error).toMatchObject({ code: 404 });
    expect(await saved(save.id)).toMatchObject({
      status: 'UNREAD',
      isFavorite: false,
      tags: [{ name: 'mine' }],
      annotations: { highlights: [expect.objectContaining({ quote: 'q' })] },
    });
    expect(await saved(save.id, bob)).toBeNull();
  });

  it('refuses over-long titles and tags and too many tags per action, before writing', async () => {
    const save = await newSave();
    const reply = await send([
      { action: 'add', url: 'https://example.com/send/long-title', title: 'x'.repeat(501) },
      { action: 'add', url: 'https://example.com/send/long-tag', tags: 'y'.repeat(26) },
      { action: 'tags_add', item_id: save.id, tags: 'ok,,also' },
      {
        action: 'tags_add',
        item_id: save.id,
        tags: Array.from({ length: 101 }, (_, i) => `t${i}`),
      },
      { action: 'add', url: 'https://example.com/send/ok-title', title: 'x'.repeat(500) },
    ]);
    expect(reply.action_results.slice(0, 4)).toEqual([false, false, false, false]);
    expect(reply.action_errors.slice(0, 4)).toEqual([
      { message: 'title can be at most 500 characters.', type: 'Bad request', code: 130 },
      { message: 'A tag can be at most 25 characters.', type: 'Bad request', code: 130 },
      { message: 'tags must not have empty elements.', type: 'Bad request', code: 130 },
      { message: 'At most 100 tags at once.', type: 'Bad request', code: 130 },
    ]);
    expect(reply.action_errors[4]).toBeNull();
    const refused = await t.db.query(
      "SELECT count(*)::int AS n FROM saved_items WHERE given_url LIKE '%/send/long-%'",
    );
    expect(refused[0]).toEqual({ n: 0 });
    expect(await tagNames(save.id)).toEqual([]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v3/send',
      headers: { origin: TEST_ORIGIN, cookie: alice.cookie },
      payload: { actions: Array.from({ length: 101 }, () => ({ action: 'archive' })) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-error-code']).toBe('130');
  });

  it('acts for an access_token, by GET or POST, on /v3/send and /v3/send_guid', async () => {
    const save = await newSave();
    const actions = JSON.stringify([{ action: 'favorite', item_id: save.id }]);
    const viaGet = await t.app.inject({
      method: 'GET',
      url: `/v3/send?consumer_key=1234-abcdef0123456789abcdef01&access_token=${encodeURIComponent(aliceToken)}&actions=${encodeURIComponent(actions)}`,
    });
    expect(viaGet.json()).toEqual({ status: 1, action_results: [true], action_errors: [null] });
    const viaForm = await t.app.inject({
      method: 'POST',
      url: '/v3/send_guid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `access_token=${encodeURIComponent(aliceToken)}&actions=${encodeURIComponent(
        JSON.stringify([{ action: 'archive', item_id: save.id }]),
      )}`,
    });
    expect(viaForm.json()).toMatchObject({ action_results: [true] });
    expect(await saved(save.id)).toMatchObject({ isFavorite: true, status: 'ARCHIVED' });
  });

  it('refuses a GET carrying the session cookie (no CSRF check on GET)', async () => {
    const save = await newSave();
    const response = await t.app.inject({
      method: 'GET',
      url: `/v3/send?actions=${encodeURIComponent(JSON.stringify([{ action: 'delete', item_id: save.id }]))}`,
      headers: { cookie: alice.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['x-error-code']).toBe('5200');
    expect(await saved(save.id)).toMatchObject({ status: 'UNREAD' });
  });
});
