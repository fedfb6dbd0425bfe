import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUrl } from '../../test/factories.js';
import { createList, itemInput, listsOf } from '../../test/list-factories.js';
import { createTestApp, graphql, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';

type Reader = Awaited<ReturnType<typeof signUp>>;

const LIBRARY = `{ user {
  savedItems(pagination: { first: 50 }) { totalCount edges { node { url tags { name }
    annotations { highlights { quote } } } } }
  tags(pagination: { first: 50 }) { edges { node { name } } }
  recentSearches { term }
  imports { id status }
} }`;
const SEARCH = `query($term: String!) { user { searchSavedItems(term: $term) { totalCount } } }`;

interface Library {
  savedItems: {
    totalCount: number;
    edges: Array<{
      node: {
        url: string;
        tags: Array<{ name: string }>;
        annotations: { highlights: Array<{ quote: string }> };
      };
    }>;
  };
  tags: { edges: Array<{ node: { name: string } }> };
  recentSearches: Array<{ term: string }>;
  imports: Array<{ id: string; status: string }>;
}

const patchFor = (quote: string) =>
  `@@ -1,8 +1,32 @@\n+%3Cpkt_tag_annotation%3E\n ${quote.slice(0, 8)}\n@@ -9,4 +33,29 @@\n +%3C/pkt_tag_annotation%3E\n`;

describe('v3/accountClear and v3/accountDelete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (reader: Reader, url: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN, cookie: reader.cookie },
      payload,
    });
  const library = async (reader: Reader) => {
    const response = await graphql<{ user: Library }>(t.app, reader, LIBRARY);
    expect(response.errors).toBeUndefined();
    return response.data!.user;
  };
  const searchCount = async (reader: Reader, term: string) =>
    (
      await graphql<{ user: { searchSavedItems: { totalCount: number } } }>(t.app, reader, SEARCH, {
        term,
      })
    ).data?.user.searchSavedItems.totalCount;
  const login = (reader: Reader) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: TEST_ORIGIN },
      payload: { login: reader.username, password: reader.password },
    });

  /** Two saves (tags, a highlight), a list, a recent search, an unfinished import with its file. */
  async function fill(reader: Reader, name: string) {
    const first = await saveUrl(t.app, reader, {
      url: `https://example.com/${name}/zebra`,
      title: 'Zebra stripes',
    });
    await saveUrl(t.app, reader, { url: `https://example.com/${name}/two` });
    const tagged = await graphql(
      t.app,
      reader,
      `
        mutation ($input: [SavedItemTagsInput!]!) {
          createSavedItemTags(input: $input) {
            id
          }
        }
      `,
      { input: [{ savedItemId: first.id, tags: ['stripes', 'animals'] }] },
    );
    expect(tagged.errors).toBeUndefined();
    const highlighted = await graphql(
      t.app,
      reader,
      `
        mutation ($input: [CreateHighlightInput!]!) {
          createSavedItemHighlights(input: $input) {
            id
          }
        }
      `,
      {
        input: [
          {
            itemId: first.id,
            quote: 'Zebra stripes are',
            patch: patchFor('Zebra stripes are'),
            version: 2,
          },
        ],
      },
    );
    expect(highlighted.errors).toBeUndefined();
    await createList(t.app, reader, { title: `${name} list` }, [itemInput()]);
    const sent = await post(reader, '/v3/send', {
      actions: [{ action: 'recent_search', search: 'zebra' }],
    });
    expect(sent.statusCode).toBe(200);
    const link = await graphql<{ importUploadUrl: { url: string } }>(
      t.app,
      reader,
      `
        mutation {
          importUploadUrl(importType: pocket) {
            ... on PreSignedUrl {
              url
            }
          }
        }
      `,
    );
    const { pathname, search } = new URL(link.data!.importUploadUrl.url);
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: pathname + search,
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'export.csv' },
      payload: Buffer.from(
        'title,url,time_added,tags,status\nA,https://example.com/a,1700000000,,unread\n',
      ),
    });
    expect(uploaded.statusCode).toBe(202);
    const rows = await t.db.query<{ file_key: string }>(
      'SELECT file_key FROM imports WHERE user_id = $1',
      [Number(reader.id)],
    );
    expect(rows).toHaveLength(1);
    expect(await t.services.storage.get(rows[0]!.file_key)).toBeDefined();
    return { importFile: rows[0]!.file_key };
  }

  it('accountClear with a wrong password changes nothing', async () => {
    const me = await signUp(t.app);
    await fill(me, 'wrongclear');
    const response = await post(me, '/v3/accountClear', { password: 'not it at all' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: 0,
      error: 'That password is not right.',
      field: 'password',
    });
    expect((await library(me)).savedItems.totalCount).toBe(2);
    expect(await listsOf(t.app, me)).toHaveLength(1);
  });

  it('accountClear removes saves, tags, highlights, lists, searches and imports; keeps the login', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const { importFile } = await fill(me, 'clear');
    await fill(other, 'clear-other');
    const settings = await post(me, '/v3/putAppSettings', { data: { setupStatus: 'complete' } });
    expect(settings.statusCode).toBe(200);
    expect(await searchCount(me, 'zebra')).toBe(1);

    const response = await post(me, '/v3/accountClear', { password: me.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, cleared: { saves: 2, lists: 1 } });

    const after = await library(me);
    expect(after.savedItems.totalCount).toBe(0);
    expect(after.tags.edges).toEqual([]);
    expect(after.recentSearches).toEqual([]);
    expect(after.imports).toEqual([]);
    expect(await searchCount(me, 'zebra')).toBe(0);
    expect(await listsOf(t.app, me)).toEqual([]);
    expect(await t.services.storage.get(importFile)).toBeUndefined();
    // Still signed in, and the password still works.
    const user = await t.app.inject({
      method: 'GET',
      url: '/v3/getuser',
      headers: { cookie: me.cookie },
    });
    expect(user.statusCode).toBe(200);
    expect((await login(me)).statusCode).toBe(200);
    const kept = await post(me, '/v3/getAppSettings', {});
    expect(kept.json<{ settings: unknown }>().settings).toEqual({ setupStatus: 'complete' });
    // The other reader's library is untouched.
    const theirs = await library(other);
    expect(theirs.savedItems.totalCount).toBe(2);
    expect(theirs.tags.edges.map((edge) => edge.node.name).sort()).toEqual(['animals', 'stripes']);
    expect(await listsOf(t.app, other)).toHaveLength(1);
  });

  it('accountDelete with a wrong password changes nothing', async () => {
    const me = await signUp(t.app);
    await fill(me, 'wrongdelete');
    const response = await post(me, '/v3/accountDelete', { password: 'not it at all' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await library(me)).savedItems.totalCount).toBe(2);
    expect((await login(me)).statusCode).toBe(200);
    const missing = await post(me, '/v3/accountDelete', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      field: 'password',
      error: 'Enter your current password.',
    });
  });

  it('accountDelete removes the account, its data, sessions, tokens and files; others stay', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const { importFile } = await fill(me, 'delete');
    await fill(other, 'delete-other');
    const { token } = await t.services.auth.createAccessToken(Number(me.id), 'Script');
    const picture = await sharp({
      create: { width: 50, height: 50, channels: 3, background: '#abc' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([picture]), 'me.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const avatar = await t.app.inject({
      method: 'POST',
      url: '/v3/setAvatar',
      headers: {
        origin: TEST_ORIGIN,
        cookie: me.cookie,
        'content-type': request.headers.get('content-type')!,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    const avatarUrl = avatar.json<{ url: string }>().url;

    const response = await post(me, '/v3/accountDelete', { password: me.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1 });
    const cleared = response.cookies.find((cookie) => cookie.name === 'satchel_session');
    expect(cleared?.value).toBe('');

    expect((await login(me)).statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'GET',
      url: '/v3/getuser',
      headers: { cookie: me.cookie },
    });
    expect(user.statusCode).toBe(401);
    const bearer = await graphql(t.app, { token }, '{ user { username } }');
    expect(bearer.errors?.[0]?.extensions?.status).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
    expect(await t.services.storage.get(importFile)).toBeUndefined();
    for (const table of [
      'saved_items',
      'saved_item_tags',
      'highlights',
      'tags',
      'shareable_lists',
      'imports',
      'sessions',
    ]) {
      const rows = await t.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [Number(me.id)]);
      expect(rows, table).toEqual([]);
    }
    // The same email can sign up again.
    expect((await signUp(t.app, { email: me.email, username: me.username })).id).not.toBe(me.id);

    const theirs = await library(other);
    expect(theirs.savedItems.totalCount).toBe(2);
    expect(
      theirs.savedItems.edges.flatMap((edge) => edge.node.annotations.highlights),
    ).toHaveLength(1);
    expect(theirs.imports).toHaveLength(1);
    expect((await login(other)).statusCode).toBe(200);
  });
});
