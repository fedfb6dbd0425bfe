/**
 * What an app's access token may do (docs/API.md "Scopes"; docs/ARCHITECTURE.md "Authorisation"):
 * never an administrator's or curator's work, nor the account's (email, settings, imports,
 * exports, feeds, connected apps), whatever the account is; its saves, tags, highlights and lists
 * only as its scopes name them. A browser session keeps every right.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SCOPES, type TokenScope } from '../../common/token-scopes.js';
import { createTestApp, graphql, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';
import { testActor } from '../test/actors.js';

const POCKET_KEY = '94110-9f3c1e7a2b4d6f8e0a1c3e5b';

type Account = Awaited<ReturnType<typeof signUp>>;

/** Every administrator and curator operation, with valid arguments (refusal comes first). */
const ADMIN_DOCUMENTS: Array<[string, string]> = [
  ['adminUsers', '{ adminUsers(first: 50) { totalCount users { email } } }'],
  [
    'adminSetUserFlag',
    'mutation($id: ID!) { adminSetUserFlag(userId: $id, flag: ADMIN, on: true) { isAdmin } }',
  ],
  ['adminReportedLists', '{ adminReportedLists(first: 5) { totalCount } }'],
  [
    'moderateShareableList',
    'mutation { moderateShareableList(externalId: "6f1c2a4e-3b5d-4f7a-9c1e-2d3b4a5c6e7f", moderationStatus: HIDDEN, reason: "spam") { externalId } }',
  ],
];
const CURATOR_DOCUMENTS: Array<[string, string]> = [
  ['adminCorpusOverview', '{ adminCorpusOverview { prospects approved } }'],
  ['adminCorpusFeeds', '{ adminCorpusFeeds { id } }'],
  ['adminCorpusItems', '{ adminCorpusItems(pagination: { first: 5 }) { totalCount } }'],
  ['adminTopicModels', '{ adminTopicModels { language } }'],
  [
    'adminAddCorpusFeed',
    'mutation { adminAddCorpusFeed(url: "https://blog.example.org/feed.xml", topic: "technology") { id } }',
  ],
  [
    'adminAddCorpusItem',
    'mutation { adminAddCorpusItem(url: "https://news.example.org/2024/05/why-bridges-sing", topic: "science") { id } }',
  ],
  [
    'adminReviewCorpusItem',
    'mutation { adminReviewCorpusItem(id: "1", decision: APPROVED) { id } }',
  ],
  [
    'adminEditCorpusItem',
    'mutation { adminEditCorpusItem(id: "1", input: { title: "Überschrift — edited" }) { id } }',
  ],
  ['adminUpdateCorpusFeed', 'mutation { adminUpdateCorpusFeed(id: "1", topic: "science") { id } }'],
  ['adminRemoveCorpusFeed', 'mutation { adminRemoveCorpusFeed(id: "1") }'],
  ['adminLoadStarterFeeds', 'mutation { adminLoadStarterFeeds { id } }'],
  ['adminTrainTopicModels', 'mutation { adminTrainTopicModels { language } }'],
];
/** The account's own work: never for an app's token, whatever its scopes. */
const ACCOUNT_DOCUMENTS: Array<[string, string]> = [
  [
    'importUploadUrl',
    'mutation { importUploadUrl(importType: pocket) { ... on PreSignedUrl { url } } }',
  ],
  ['user.imports', '{ user { imports { status } } }'],
  [
    'subscribeToFeed',
    'mutation { subscribeToFeed(url: "https://blog.example.org/feed.xml") { id } }',
  ],
  ['discoverFeeds', '{ discoverFeeds(url: "https://blog.example.org/") { url } }'],
  ['user.feeds', '{ user { feeds { id } } }'],
  ['user.feedItems', '{ user { feedItems(pagination: { first: 5 }) { totalCount } } }'],
];

describe("an app's access token", () => {
  let t: TestApp;
  let admin: Account;
  let curator: Account;
  let reader: Account;
  const tokens = {} as Record<'admin' | 'curator' | 'reader', string>;

  const grant = async (user: Account, scopes: readonly TokenScope[] = APP_SCOPES) =>
    (
      await t.services.auth.createAccessToken(Number(user.id), `App ${POCKET_KEY}`, {
        scopes,
        consumerKey: POCKET_KEY,
      })
    ).token;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t.app, { email: 'Ada.Admin+ops@example.org', username: 'ada_admin' });
    curator = await signUp(t.app, { email: 'curator@example.net', username: 'curator.jo' });
    reader = await signUp(t.app, { email: 'r.eader@example.com', username: 'reader-ana' });
    await t.services.accounts.setFlag(Number(curator.id), 'curator', true);
    tokens.admin = await grant(admin);
    tokens.curator = await grant(curator);
    tokens.reader = await grant(reader);
  });
  afterAll(() => t.close());

  const refusalOf = async (auth: { cookie: string } | { token: string }, query: string) => {
    const reply = await graphql(t.app, auth, query, { id: reader.id });
    expect(reply.errors, query).toBeDefined();
    return reply.errors![0]!.extensions;
  };

  it('is never an administrator or curator, whatever its account is', () => {
    const actor = testActor(1, { isAdmin: true, isCurator: true, via: 'token' });
    expect(actor).toMatchObject({ isAdmin: false, isCurator: false, via: 'token' });
    expect(testActor(1, { isAdmin: true, isCurator: true })).toMatchObject({
      isAdmin: true,
      isCurator: true,
    });
  });

  it("refuses an administrator's token every admin and curator operation, as FORBIDDEN", async () => {
    for (const [name, query] of [...ADMIN_DOCUMENTS, ...CURATOR_DOCUMENTS]) {
      const extensions = await refusalOf({ token: tokens.admin }, query);
      expect(extensions, name).toMatchObject({ code: 'FORBIDDEN' });
      // The same shape a reader's own session gets for an admin operation.
      expect(extensions, name).toEqual(await refusalOf({ cookie: reader.cookie }, query));
    }
    const [row] = await t.db.query<{ is_admin: boolean }>(
      'SELECT is_admin FROM users WHERE id = $1',
      [reader.id],
    );
    expect(row!.is_admin).toBe(false);
  });

  it("refuses a curator's token every curator operation; their session still curates", async () => {
    for (const [name, query] of CURATOR_DOCUMENTS) {
      expect(await refusalOf({ token: tokens.curator }, query), name).toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    const overview = await graphql<{ adminCorpusOverview: { prospects: number } }>(
      t.app,
      { cookie: curator.cookie },
      '{ adminCorpusOverview { prospects } }',
    );
    expect(overview.errors).toBeUndefined();
    expect(overview.data?.adminCorpusOverview.prospects).toBe(0);
  });

  it("keeps the administrator's session able to administer", async () => {
    const users = await graphql<{ adminUsers: { users: Array<{ email: string }> } }>(
      t.app,
      { cookie: admin.cookie },
      '{ adminUsers(first: 50) { users { email } } }',
    );
    expect(users.errors).toBeUndefined();
    expect(users.data?.adminUsers.users.map((user) => user.email)).toContain('r.eader@example.com');
    const flag = await graphql<{ adminSetUserFlag: { isPremium: boolean } }>(
      t.app,
      { cookie: admin.cookie },
      'mutation($id: ID!) { adminSetUserFlag(userId: $id, flag: PREMIUM, on: true) { isPremium } }',
      { id: curator.id },
    );
    expect(flag.data?.adminSetUserFlag.isPremium).toBe(true);
  });

  it('reads the account without its email (null), over GraphQL and v3; a session sees it', async () => {
    const asApp = await graphql<{ user: { username: string; email: string | null } }>(
      t.app,
      { token: tokens.admin },
      '{ user { username email } }',
    );
    expect(asApp.errors).toBeUndefined();
    expect(asApp.data?.user).toEqual({ username: 'ada_admin', email: null });
    const getuser = await t.app.inject({
      method: 'GET',
      url: '/v3/getuser',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(getuser.statusCode).toBe(200);
    const user = getuser.json<{ user: { email: unknown; aliases: unknown } }>().user;
    expect(user.email).toBeNull();
    expect(user.aliases).toEqual({});
    expect(getuser.body).not.toContain('Ada.Admin');
    const get = await t.app.inject({
      method: 'POST',
      url: '/v3/get',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { forceaccount: 1, count: 1 },
    });
    expect(get.statusCode).toBe(200);
    expect(get.json<{ account: { email: unknown } }>().account.email).toBeNull();
    const asSession = await graphql<{ user: { email: string } }>(
      t.app,
      { cookie: admin.cookie },
      '{ user { email } }',
    );
    expect(asSession.data?.user.email).toBe('Ada.Admin+ops@example.org');
  });

  it('refuses imports, import links and feeds to any token, with every scope', async () => {
    const everything = await grant(reader, ['saves', 'tags', 'highlights', 'lists', 'captures']);
    for (const [name, query] of ACCOUNT_DOCUMENTS) {
      expect(await refusalOf({ token: everything }, query), name).toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    expect(
      await t.db.query('SELECT 1 FROM feed_subscriptions WHERE user_id = $1', [reader.id]),
    ).toHaveLength(0);
    // The website's session makes the import link as before.
    const link = await graphql<{ importUploadUrl: { url?: string } }>(
      t.app,
      { cookie: reader.cookie },
      'mutation { importUploadUrl(importType: pocket) { ... on PreSignedUrl { url } } }',
    );
    expect(link.errors).toBeUndefined();
    expect(link.data?.importUploadUrl.url).toMatch(/\/api\/imports\/upload\?token=/);
  });

  it('refuses exports, account settings and connected apps to a token (403)', async () => {
    const bearer = { authorization: `Bearer ${tokens.reader}` };
    const exported = await t.app.inject({ method: 'GET', url: '/api/export', headers: bearer });
    expect(exported.statusCode).toBe(403);
    for (const url of ['/v3/acctchange', '/v3/getConnectedServices']) {
      const reply = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer,
        payload: { newbio: 'changed by an app', password: reader.password },
      });
      expect(reply.statusCode, url).toBe(403);
      expect(reply.headers['x-error-code'], url).toBe('5200');
    }
    const session = await t.app.inject({
      method: 'POST',
      url: '/v3/getConnectedServices',
      headers: { origin: TEST_ORIGIN, cookie: reader.cookie },
    });
    expect(session.statusCode).toBe(200);
  });

  it('still saves, tags, highlights and uses lists for a Pocket app', async () => {
    const me = await signUp(t.app);
    const token = await grant(me);
    const bearer = { authorization: `Bearer ${token}` };
    const url = 'https://essays.example.com/2023/11/the-long-now?utm_source=app#part-2';
    const added = await t.app.inject({
      method: 'POST',
      url: '/v3/add',
      headers: bearer,
      payload: { url, title: 'The Long Now — part 2', tags: 'essays,time' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const itemId = added.json<{ item: { item_id: string } }>().item.item_id;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v3/send',
      headers: bearer,
      payload: { actions: [{ action: 'tags_add', item_id: itemId, tags: 'à lire' }] },
    });
    expect(sent.json<{ action_results: unknown[] }>().action_results).toEqual([true]);
    const highlight = await graphql<{ createSavedItemHighlights: Array<{ quote: string }> }>(
      t.app,
      { token },
      `
        mutation ($input: [CreateHighlightInput!]!) {
          createSavedItemHighlights(input: $input) {
            quote
          }
        }
      `,
      {
        input: [{ itemId, quote: 'the long now', patch: '@@ -1,1 +1,1 @@\n+x\n', version: 2 }],
      },
    );
    expect(highlight.errors).toBeUndefined();
    const list = await graphql<{ createShareableList: { title: string } }>(
      t.app,
      { token },
      'mutation { createShareableList(listData: { title: "Slow reading" }) { title } }',
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.createShareableList.title).toBe('Slow reading');
    const get = await t.app.inject({
      method: 'POST',
      url: '/v3/get',
      headers: bearer,
      payload: { detailType: 'complete', annotations: 1 },
    });
    const saved = Object.values(
      get.json<{
        list: Record<string, { tags: Record<string, unknown>; annotations: unknown[] }>;
      }>().list,
    );
    expect(saved).toHaveLength(1);
    expect(Object.keys(saved[0]!.tags).sort()).toEqual(['essays', 'time', 'à lire']);
    expect(saved[0]!.annotations).toHaveLength(1);
  });

  it('refuses what its scopes leave out: tags, highlights and lists to a saves-only token', async () => {
    const me = await signUp(t.app);
    const token = await grant(me, ['saves']);
    const saved = await graphql<{ upsertSavedItem: { id: string } }>(
      t.app,
      { token },
      'mutation { upsertSavedItem(input: { url: "https://example.org/a?b=1" }) { id } }',
    );
    expect(saved.errors).toBeUndefined();
    const id = saved.data!.upsertSavedItem.id;
    const refusals = {
      tags: `mutation { createSavedItemTags(input: [{ savedItemId: "${id}", tags: ["x"] }]) { id } }`,
      highlights: `mutation { createSavedItemHighlights(input: [{ itemId: "${id}", quote: "a", patch: "@@ -1,1 +1,1 @@\\n+x\\n", version: 2 }]) { id } }`,
      lists: 'mutation { createShareableList(listData: { title: "Nope" }) { title } }',
    };
    for (const [scope, query] of Object.entries(refusals)) {
      const reply = await graphql(t.app, { token }, query);
      expect(reply.errors?.[0]?.extensions, scope).toMatchObject({ code: 'FORBIDDEN' });
      expect(reply.errors?.[0]?.message, scope).toMatch(/^This app was not allowed to/);
    }
    expect(
      await t.db.query('SELECT 1 FROM shareable_lists WHERE user_id = $1', [me.id]),
    ).toHaveLength(0);
  });
});
