/**
 * Curating the corpus over GraphQL as the web client does (docs/CORPUS.md): who may, the curator
 * role granted through the CLI's service path, curators' picks, review and edits, the review
 * list's filters and pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: Auth & { id: string; username: string };
let curator: Auth & { id: string; username: string };
let reader: Auth & { id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app); // the first account administers the instance
  curator = await signUp(t.app, { username: 'kurator_uenal' });
  reader = await signUp(t.app);
  // `npm run cli -- users:grant <user> curator` goes through this service call.
  await t.services.accounts.setFlag(Number(curator.id), 'curator', true);
});
afterAll(() => t.close());

const ITEM = `id url title excerpt imageUrl language topic topicSource topicConfidence state
  isCuratorPick recommendable parseStatus createdAt reviewedAt sources { kind label addedAt }`;

interface AdminItem {
  id: string;
  url: string;
  title: string;
  excerpt: string | null;
  imageUrl: string | null;
  topic: string | null;
  topicSource: string | null;
  topicConfidence: number | null;
  state: string;
  isCuratorPick: boolean;
  recommendable: boolean;
  reviewedAt: number | null;
  sources: Array<{ kind: string; label: string; addedAt: number }>;
}

const code = (response: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  response.errors?.[0]?.extensions?.code;

async function addItem(auth: Auth, url: string, topic?: string) {
  return graphql<{ adminAddCorpusItem: AdminItem }>(
    t.app,
    auth,
    `mutation($url: String!, $topic: String) { adminAddCorpusItem(url: $url, topic: $topic) { ${ITEM} } }`,
    { url, topic },
  );
}

async function review(auth: Auth, id: string, decision: string) {
  return graphql<{ adminReviewCorpusItem: AdminItem }>(
    t.app,
    auth,
    `mutation($id: ID!, $d: CorpusItemState!) { adminReviewCorpusItem(id: $id, decision: $d) { ${ITEM} } }`,
    { id, d: decision },
  );
}

async function edit(auth: Auth, id: string, input: Record<string, unknown>) {
  return graphql<{ adminEditCorpusItem: AdminItem }>(
    t.app,
    auth,
    `mutation($id: ID!, $input: AdminCorpusItemEdit!) { adminEditCorpusItem(id: $id, input: $input) { ${ITEM} } }`,
    { id, input },
  );
}

const ADMIN_OPERATIONS: Array<[string, string, Record<string, unknown>]> = [
  ['adminCorpusOverview', '{ adminCorpusOverview { prospects } }', {}],
  ['adminCorpusFeeds', '{ adminCorpusFeeds { id } }', {}],
  ['adminCorpusItems', '{ adminCorpusItems { totalCount } }', {}],
  ['adminTopicModels', '{ adminTopicModels { language } }', {}],
  [
    'adminAddCorpusFeed',
    'mutation { adminAddCorpusFeed(url: "https://example.com/feed.xml", topic: "science") { id } }',
    {},
  ],
  [
    'adminUpdateCorpusFeed',
    'mutation { adminUpdateCorpusFeed(id: "1", topic: "travel") { id } }',
    {},
  ],
  ['adminRemoveCorpusFeed', 'mutation { adminRemoveCorpusFeed(id: "1") }', {}],
  ['adminLoadStarterFeeds', 'mutation { adminLoadStarterFeeds { id } }', {}],
  [
    'adminAddCorpusItem',
    'mutation { adminAddCorpusItem(url: "https://example.com/a") { id } }',
    {},
  ],
  [
    'adminReviewCorpusItem',
    'mutation { adminReviewCorpusItem(id: "1", decision: APPROVED) { id } }',
    {},
  ],
  [
    'adminEditCorpusItem',
    'mutation { adminEditCorpusItem(id: "1", input: { title: "x" }) { id } }',
    {},
  ],
  ['adminTrainTopicModels', 'mutation { adminTrainTopicModels { language } }', {}],
];

describe('who may curate', () => {
  it('refuses a plain user every admin corpus field with FORBIDDEN, in words', async () => {
    for (const [field, query, variables] of ADMIN_OPERATIONS) {
      const response = await graphql(t.app, reader, query, variables);
      expect(code(response), field).toBe('FORBIDDEN');
      expect(response.errors?.[0]?.message, field).toMatch(/curators and administrators/);
    }
  });

  it('asks a signed-out caller to sign in', async () => {
    for (const [field, query, variables] of ADMIN_OPERATIONS) {
      expect(code(await graphql(t.app, {}, query, variables)), field).toBe('UNAUTHENTICATED');
    }
  });

  it('lists the 15 topics to anyone', async () => {
    const response = await graphql<{ corpusTopics: Array<{ slug: string; name: string }> }>(
      t.app,
      {},
      '{ corpusTopics { slug name } }',
    );
    expect(response.data?.corpusTopics).toHaveLength(15);
    expect(response.data?.corpusTopics[6]).toEqual({ slug: 'health', name: 'Health & Fitness' });
  });

  it('lets administrators and curators in, and says who is a curator', async () => {
    const viewer = '{ user { isAdmin isCurator } }';
    expect((await graphql(t.app, curator, viewer)).data).toEqual({
      user: { isAdmin: false, isCurator: true },
    });
    expect((await graphql(t.app, reader, viewer)).data).toEqual({
      user: { isAdmin: false, isCurator: false },
    });
    for (const auth of [admin, curator]) {
      const response = await graphql(t.app, auth, '{ adminCorpusOverview { prospects approved } }');
      expect(response.errors).toBeUndefined();
    }
  });

  it('takes the role away again (users:grant … curator --revoke)', async () => {
    const temp = await signUp(t.app);
    await t.services.accounts.setFlag(Number(temp.id), 'curator', true);
    expect(code(await graphql(t.app, temp, '{ adminCorpusFeeds { id } }'))).toBeUndefined();
    await t.services.accounts.setFlag(Number(temp.id), 'curator', false);
    expect(code(await graphql(t.app, temp, '{ adminCorpusFeeds { id } }'))).toBe('FORBIDDEN');
  });

  it('lets administrators grant the role from the users page', async () => {
    const temp = await signUp(t.app);
    const response = await graphql<{ adminSetUserFlag: { isCurator: boolean } }>(
      t.app,
      admin,
      'mutation($id: ID!) { adminSetUserFlag(userId: $id, flag: CURATOR, on: true) { isCurator } }',
      { id: temp.id },
    );
    expect(response.data?.adminSetUserFlag.isCurator).toBe(true);
    // A curator is not an administrator.
    expect(code(await graphql(t.app, curator, '{ adminUsers { totalCount } }'))).toBe('FORBIDDEN');
  });
});

describe("curators' picks, review and edits", () => {
  it('adds a URL as an approved pick with the curator’s topic', async () => {
    const response = await addItem(curator, 'https://blog.example.jp/記事/42?ref=home', 'travel');
    expect(response.errors).toBeUndefined();
    const item = response.data!.adminAddCorpusItem;
    expect(item).toMatchObject({
      state: 'APPROVED',
      isCuratorPick: true,
      recommendable: true,
      topic: 'travel',
      topicSource: 'CURATOR',
      topicConfidence: 1,
      sources: [{ kind: 'CURATOR', label: 'Added by kurator_uenal' }],
    });
    expect(item.reviewedAt).toEqual(expect.any(Number));
  });

  it('refuses a bad URL or topic with the field at fault', async () => {
    const badUrl = await addItem(curator, 'mailto:someone@example.com');
    expect(code(badUrl)).toBe('BAD_USER_INPUT');
    expect(badUrl.errors?.[0]?.extensions?.field).toBe('url');
    const badTopic = await addItem(curator, 'https://example.com/x', 'cooking');
    expect(code(badTopic)).toBe('BAD_USER_INPUT');
    expect(badTopic.errors?.[0]?.message).toMatch(/personal-finance/);
  });

  it('rejects, keeps a rejected URL out of a later add, and undoes', async () => {
    const url = 'https://shady.example.net/offer';
    const added = (await addItem(admin, url)).data!.adminAddCorpusItem;
    const rejected = (await review(curator, added.id, 'REJECTED')).data!.adminReviewCorpusItem;
    expect(rejected).toMatchObject({ state: 'REJECTED', recommendable: false });
    const again = await addItem(admin, url, 'business');
    expect(code(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toMatch(/rejected/);
    const undone = (await review(curator, added.id, 'PROSPECT')).data!.adminReviewCorpusItem;
    // A prospect a curator added has no instance feed behind it: not recommendable until approved.
    expect(undone).toMatchObject({ state: 'PROSPECT', recommendable: false });
    expect(code(await review(curator, '999999', 'APPROVED'))).toBe('NOT_FOUND');
    expect(code(await review(curator, 'abc', 'APPROVED'))).toBe('NOT_FOUND');
  });

  it("edits title, excerpt, image and topic; empty clears the curator's text", async () => {
    const added = (await addItem(curator, 'https://news.example.org/story-edit')).data!
      .adminAddCorpusItem;
    expect(added.topic).toBeNull();
    const edited = await edit(curator, added.id, {
      title: '  Ein Titel — عنوان  ',
      excerpt: 'Kurz.',
      imageUrl: 'https://img.example.org/a.jpg',
      topic: 'politics',
      isCuratorPick: false,
    });
    expect(edited.data?.adminEditCorpusItem).toMatchObject({
      title: 'Ein Titel — عنوان',
      excerpt: 'Kurz.',
      imageUrl: 'https://img.example.org/a.jpg',
      topic: 'politics',
      topicSource: 'CURATOR',
      topicConfidence: 1,
      isCuratorPick: false,
    });
    const cleared = await edit(curator, added.id, { title: '', topic: null });
    expect(cleared.data?.adminEditCorpusItem).toMatchObject({
      title: 'https://news.example.org/story-edit',
      excerpt: 'Kurz.',
      topic: null,
      topicSource: null,
    });
    for (const input of [
      { title: 'x'.repeat(301) },
      { excerpt: 'y'.repeat(2001) },
      { imageUrl: 'javascript:alert(1)' },
      { imageUrl: 'not a url' },
      { topic: 'nope' },
    ]) {
      expect(code(await edit(curator, added.id, input)), JSON.stringify(input)).toBe(
        'BAD_USER_INPUT',
      );
    }
  });
});

describe('the review list', () => {
  it('filters by state, source, topic and search, newest first, in keyset pages', async () => {
    for (const n of [1, 2, 3]) {
      await addItem(curator, `https://filter.example.com/page-${n}`, n === 2 ? 'gaming' : 'food');
    }
    type Page = {
      adminCorpusItems: {
        totalCount: number;
        edges: Array<{ cursor: string; node: { url: string } }>;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    };
    const query = `query($filter: AdminCorpusItemFilter, $pagination: PaginationInput) {
      adminCorpusItems(filter: $filter, pagination: $pagination) {
        totalCount edges { cursor node { url } } pageInfo { hasNextPage endCursor } } }`;
    const first = await graphql<Page>(t.app, curator, query, {
      filter: { search: 'FILTER.example', state: 'APPROVED', source: 'CURATOR' },
      pagination: { first: 2 },
    });
    expect(first.data?.adminCorpusItems.totalCount).toBe(3);
    expect(first.data?.adminCorpusItems.edges.map((e) => e.node.url)).toEqual([
      'https://filter.example.com/page-3',
      'https://filter.example.com/page-2',
    ]);
    expect(first.data?.adminCorpusItems.pageInfo.hasNextPage).toBe(true);
    const second = await graphql<Page>(t.app, curator, query, {
      filter: { search: 'filter.example' },
      pagination: { first: 2, after: first.data?.adminCorpusItems.pageInfo.endCursor },
    });
    expect(second.data?.adminCorpusItems.edges.map((e) => e.node.url)).toEqual([
      'https://filter.example.com/page-1',
    ]);
    const gaming = await graphql<Page>(t.app, curator, query, {
      filter: { topic: 'gaming', search: 'filter.example' },
    });
    expect(gaming.data?.adminCorpusItems.edges.map((e) => e.node.url)).toEqual([
      'https://filter.example.com/page-2',
    ]);
    const none = await graphql<Page>(t.app, curator, query, {
      filter: { source: 'POPULAR_SAVES', search: 'filter.example' },
    });
    expect(none.data?.adminCorpusItems.totalCount).toBe(0);
    // "%" and "_" are matched literally.
    const literal = await graphql<Page>(t.app, curator, query, { filter: { search: '_%' } });
    expect(literal.data?.adminCorpusItems.totalCount).toBe(0);
    const badCursor = await graphql(t.app, curator, query, { pagination: { after: 'zzz' } });
    expect(code(badCursor)).toBe('BAD_USER_INPUT');
    const badTopic = await graphql(t.app, curator, query, { filter: { topic: 'nope' } });
    expect(code(badTopic)).toBe('BAD_USER_INPUT');
  });
});
