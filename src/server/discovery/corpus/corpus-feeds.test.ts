/**
 * Instance feeds end to end (docs/CORPUS.md "Instance feeds"): a curator adds a site's address,
 * the feed it links to is followed, polled against the loopback feed server, and its entries
 * become corpus items with the feed's topic and INSTANCE_FEED provenance; health in the admin
 * list; removal keeps the articles; the OPML upload; the starter set, idempotent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PATHS, startFeedServer, type FeedServer } from '../../test/feed-server.js';
import {
  createTestApp,
  graphql,
  signUp,
  TEST_ORIGIN,
  type Auth,
  type TestApp,
} from '../../test/test-app.js';

let t: TestApp;
let server: FeedServer;
let curator: Auth & { id: string };
let reader: Auth & { id: string };

beforeAll(async () => {
  server = await startFeedServer();
  t = await createTestApp();
  await signUp(t.app); // the administrator
  curator = await signUp(t.app);
  reader = await signUp(t.app);
  await t.services.accounts.setFlag(Number(curator.id), 'curator', true);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const FEED = `id url title siteUrl topic language qualityTier status lastFetchedAt error
  entriesPerDay itemCount createdAt`;

interface CorpusFeedJson {
  id: string;
  url: string;
  title: string;
  topic: string;
  language: string | null;
  qualityTier: string;
  status: string;
  lastFetchedAt: number | null;
  error: string | null;
  itemCount: number;
}

const code = (response: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  response.errors?.[0]?.extensions?.code;

/** Polls a feed now, as the worker's job does. */
async function poll(feedId: string) {
  await t.services.feeds.poll(Number(feedId));
}

async function corpusFeeds(): Promise<CorpusFeedJson[]> {
  const response = await graphql<{ adminCorpusFeeds: CorpusFeedJson[] }>(
    t.app,
    curator,
    `{ adminCorpusFeeds { ${FEED} } }`,
  );
  expect(response.errors).toBeUndefined();
  return response.data!.adminCorpusFeeds;
}

async function corpusItemsOfFeed(feedId: string) {
  return t.db.query<{ state: string; topic: string; topic_source: string; kind: string }>(
    `SELECT ci.state, ci.topic, ci.topic_source, s.source_kind AS kind
       FROM corpus_items ci JOIN corpus_item_sources s ON s.corpus_item_id = ci.corpus_item_id
      WHERE s.feed_id = $1`,
    [Number(feedId)],
  );
}

function multipart(fields: Record<string, string>, file: { name: string; content: string }) {
  const boundary = '----satchel-corpus-test';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: text/x-opml\r\n\r\n${file.content}\r\n--${boundary}--\r\n`,
  );
  return { body: parts.join(''), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function uploadOpml(auth: Auth, content: string, fields: Record<string, string> = {}) {
  const { body, contentType } = multipart(fields, { name: 'feeds.opml', content });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/corpus/opml',
    headers: {
      origin: TEST_ORIGIN,
      'content-type': contentType,
      ...('cookie' in auth ? { cookie: auth.cookie } : {}),
    },
    payload: body,
  });
}

describe('instance feeds', () => {
  let feed: CorpusFeedJson;

  it("adds the feed a site's page links to, and its entries become corpus items", async () => {
    const response = await graphql<{ adminAddCorpusFeed: CorpusFeedJson }>(
      t.app,
      curator,
      `mutation($url: String!) { adminAddCorpusFeed(url: $url, topic: "Science", language: "EN", qualityTier: HIGH) { ${FEED} } }`,
      { url: server.url(FEED_PATHS.site) },
    );
    expect(response.errors).toBeUndefined();
    feed = response.data!.adminAddCorpusFeed;
    expect(feed).toMatchObject({ topic: 'science', language: 'en', qualityTier: 'HIGH' });
    expect(feed.url).toMatch(/\/feeds\/(rss|atom)\.xml$/);

    await poll(feed.id);
    const items = await corpusItemsOfFeed(feed.id);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item).toEqual({
        state: 'PROSPECT',
        topic: 'science',
        topic_source: 'FEED',
        kind: 'INSTANCE_FEED',
      });
    }
    const [listed] = (await corpusFeeds()).filter((f) => f.id === feed.id);
    expect(listed).toMatchObject({ status: 'OK', error: null, itemCount: items.length });
    expect(listed!.lastFetchedAt).toEqual(expect.any(Number));
  });

  it('refuses the same feed twice, an address with no feed, and a bad topic', async () => {
    const twice = await graphql(
      t.app,
      curator,
      `
        mutation ($url: String!) {
          adminAddCorpusFeed(url: $url, topic: "science") {
            id
          }
        }
      `,
      { url: feed.url },
    );
    expect(code(twice)).toBe('CONFLICT');
    const none = await graphql(
      t.app,
      curator,
      `
        mutation ($url: String!) {
          adminAddCorpusFeed(url: $url, topic: "science") {
            id
          }
        }
      `,
      { url: server.url(FEED_PATHS.nothing) },
    );
    expect(none.errors?.[0]?.message).toMatch(/not a feed/i);
    const topic = await graphql(
      t.app,
      curator,
      `
        mutation ($url: String!) {
          adminAddCorpusFeed(url: $url, topic: "astrology") {
            id
          }
        }
      `,
      { url: server.url(FEED_PATHS.json) },
    );
    expect(code(topic)).toBe('BAD_USER_INPUT');
  });

  it("shows a failing feed's error in words", async () => {
    const response = await graphql<{ adminAddCorpusFeed: CorpusFeedJson }>(
      t.app,
      curator,
      `
        mutation ($url: String!) {
          adminAddCorpusFeed(url: $url, topic: "sports") {
            id
          }
        }
      `,
      { url: server.url(FEED_PATHS.atom) },
    );
    const id = response.data!.adminAddCorpusFeed.id;
    server.failWith(FEED_PATHS.atom, 404);
    await poll(id);
    const [listed] = (await corpusFeeds()).filter((f) => f.id === id);
    expect(listed!.status).toMatch(/FAILING|BROKEN/);
    expect(listed!.error).toMatch(/404/);
    server.recover(FEED_PATHS.atom);
  });

  it('changes topic and tier, and removing the feed keeps its articles', async () => {
    const recommendable = async () => {
      const response = await graphql<{
        adminCorpusItems: { edges: Array<{ node: { recommendable: boolean } }> };
      }>(
        t.app,
        curator,
        '{ adminCorpusItems(filter: { source: INSTANCE_FEED, state: PROSPECT }) { edges { node { recommendable } } } }',
      );
      return new Set(response.data!.adminCorpusItems.edges.map((e) => e.node.recommendable));
    };
    // A HIGH feed's prospects are recommendable at once; a REVIEW feed's wait for a curator.
    expect(await recommendable()).toEqual(new Set([true]));
    const updated = await graphql<{ adminUpdateCorpusFeed: CorpusFeedJson }>(
      t.app,
      curator,
      `mutation($id: ID!) { adminUpdateCorpusFeed(id: $id, topic: "technology", qualityTier: REVIEW, language: null) { ${FEED} } }`,
      { id: feed.id },
    );
    expect(updated.data?.adminUpdateCorpusFeed).toMatchObject({
      topic: 'technology',
      qualityTier: 'REVIEW',
    });
    expect(await recommendable()).toEqual(new Set([false]));
    const before = await corpusItemsOfFeed(feed.id);
    const removed = await graphql(
      t.app,
      curator,
      'mutation($id: ID!) { adminRemoveCorpusFeed(id: $id) }',
      {
        id: feed.id,
      },
    );
    expect(removed.data).toEqual({ adminRemoveCorpusFeed: feed.id });
    expect((await corpusFeeds()).some((f) => f.id === feed.id)).toBe(false);
    expect(await corpusItemsOfFeed(feed.id)).toEqual(before);
    const again = await graphql(
      t.app,
      curator,
      'mutation($id: ID!) { adminRemoveCorpusFeed(id: $id) }',
      {
        id: feed.id,
      },
    );
    expect(code(again)).toBe('NOT_FOUND');
  });
});

describe('OPML upload', () => {
  const file = (body: string) =>
    `<?xml version="1.0"?><opml version="2.0"><head><title>x</title></head><body>${body}</body></opml>`;

  it('adds outlines with their folder, category or the default topic, listing problems', async () => {
    const response = await uploadOpml(
      curator,
      file(`
        <outline text="Travel"><outline text="JSON" xmlUrl="${server.url(FEED_PATHS.json)}"/></outline>
        <outline text="Fallback" xmlUrl="${server.url(FEED_PATHS.fallback)}" category="/food"/>
        <outline text="Default" xmlUrl="${server.url(FEED_PATHS.ttl)}"/>
        <outline text="Bad" xmlUrl="ftp://example.com/feed"/>`),
      { topic: 'gaming' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ added: number; alreadyThere: number; problems: unknown[] }>();
    expect(body).toMatchObject({ added: 3, alreadyThere: 0 });
    expect(body.problems).toEqual([
      expect.objectContaining({ title: 'Bad', reason: expect.stringMatching(/http/) }),
    ]);
    const topics = Object.fromEntries((await corpusFeeds()).map((f) => [f.url, f.topic]));
    expect(topics[server.url(FEED_PATHS.json)]).toBe('travel');
    expect(topics[server.url(FEED_PATHS.fallback)]).toBe('food');
    expect(topics[server.url(FEED_PATHS.ttl)]).toBe('gaming');

    const again = await uploadOpml(
      curator,
      file(`<outline text="x" xmlUrl="${server.url(FEED_PATHS.json)}"/>`),
      { topic: 'gaming' },
    );
    expect(again.json()).toMatchObject({ added: 0, alreadyThere: 1 });
  });

  it('refuses a file that is not OPML, a plain user and a signed-out caller', async () => {
    const notOpml = await uploadOpml(curator, '<html><body>Hello</body></html>');
    expect(notOpml.statusCode).toBe(400);
    expect(JSON.stringify(notOpml.json())).toMatch(/not OPML/);
    const tooLarge = await uploadOpml(curator, file(' '.repeat(2 * 1024 * 1024)));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: { message: 'The file is larger than 2 MB.' } });
    expect((await uploadOpml(reader, file(''))).statusCode).toBe(403);
    expect((await uploadOpml({}, file(''))).statusCode).toBe(401);
  });
});

describe('the starter set', () => {
  it('loads every starter feed once, without fetching, and the overview counts them', async () => {
    const overview = '{ adminCorpusOverview { feeds starterFeedsAvailable starterFeedsLoaded } }';
    const before = await graphql<{ adminCorpusOverview: Record<string, number> }>(
      t.app,
      curator,
      overview,
    );
    expect(before.data?.adminCorpusOverview.starterFeedsLoaded).toBe(0);
    const available = before.data!.adminCorpusOverview.starterFeedsAvailable!;
    expect(available).toBeGreaterThanOrEqual(90);

    const load =
      'mutation { adminLoadStarterFeeds { id status lastFetchedAt topic language qualityTier } }';
    const first = await graphql<{ adminLoadStarterFeeds: CorpusFeedJson[] }>(t.app, curator, load);
    expect(first.errors).toBeUndefined();
    expect(first.data?.adminLoadStarterFeeds).toHaveLength(available);
    for (const feed of first.data!.adminLoadStarterFeeds) {
      // Not fetched yet: the worker polls them on its schedule.
      expect(feed).toMatchObject({
        status: 'PENDING',
        lastFetchedAt: null,
        qualityTier: 'STANDARD',
      });
      expect(['en', 'de']).toContain(feed.language);
    }
    // The CLI's path: loading again adds nothing.
    const cli = await t.services.corpus.loadStarterFeedsForInstance();
    expect(cli).toMatchObject({ added: 0, alreadyThere: available, problems: [] });
    const after = await graphql<{ adminCorpusOverview: Record<string, number> }>(
      t.app,
      curator,
      overview,
    );
    expect(after.data?.adminCorpusOverview.starterFeedsLoaded).toBe(available);
  });
});
