/**
 * A feed readers already follow becomes an instance feed (docs/CORPUS.md "Instance feeds"): the
 * entries their polls stored become its corpus items at once, with its topic and INSTANCE_FEED
 * provenance, but for private links (docs/CORPUS.md "Privacy"); its next poll, which finds nothing
 * new, adds nothing twice. By hand (adminAddCorpusFeed) and by an OPML upload alike.
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
let curator: Auth & { id: string; cookie: string };
let reader: Auth & { id: string };

const SECRET_ENTRY = '/articles/weekly-digest?access_token=9f8e7d6c5b4a39281706f5e4d3c2b1a0';

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

/** The reader follows the feed and its first poll stores its entries, as for any subscriber. */
async function followedAndPolled(path: string): Promise<number> {
  const response = await graphql(
    t.app,
    reader,
    `
      mutation ($url: String!) {
        subscribeToFeed(url: $url) {
          id
        }
      }
    `,
    { url: server.url(path) },
  );
  expect(response.errors).toBeUndefined();
  const [row] = await t.db.query<{ feed_id: number }>(
    'SELECT feed_id::int FROM feeds WHERE url = $1',
    [server.url(path)],
  );
  await t.services.feeds.poll(row!.feed_id);
  return row!.feed_id;
}

async function corpusItemsOf(feedId: number) {
  return t.db.query<{ url: string; topic: string; topic_source: string; kind: string }>(
    `SELECT i.given_url AS url, ci.topic, ci.topic_source, s.source_kind AS kind
       FROM corpus_items ci
       JOIN corpus_item_sources s ON s.corpus_item_id = ci.corpus_item_id
       JOIN items i ON i.item_id = ci.item_id
      WHERE s.feed_id = $1 AND s.source_kind = 'INSTANCE_FEED'
      ORDER BY i.given_url`,
    [feedId],
  );
}

async function itemCountShown(feedId: number): Promise<number | undefined> {
  const response = await graphql<{ adminCorpusFeeds: Array<{ id: string; itemCount: number }> }>(
    t.app,
    curator,
    '{ adminCorpusFeeds { id itemCount } }',
  );
  expect(response.errors).toBeUndefined();
  return response.data!.adminCorpusFeeds.find((feed) => feed.id === String(feedId))?.itemCount;
}

describe('a followed feed made an instance feed', () => {
  it('brings the entries its subscribers had at once, but private links', async () => {
    server.addEntry(FEED_PATHS.rss, { title: 'Your weekly digest', url: SECRET_ENTRY });
    const feedId = await followedAndPolled(FEED_PATHS.rss);
    // Entries with a link (one of the feed's has none, so no article).
    const stored = server.entries(FEED_PATHS.rss).filter((entry) => entry.url).length;

    const response = await graphql(
      t.app,
      curator,
      `
        mutation ($url: String!) {
          adminAddCorpusFeed(url: $url, topic: "Science") {
            id
          }
        }
      `,
      { url: server.url(FEED_PATHS.rss) },
    );
    expect(response.errors).toBeUndefined();

    const items = await corpusItemsOf(feedId);
    expect(items).toHaveLength(stored - 1);
    expect(items.every((item) => item.topic === 'science' && item.topic_source === 'FEED')).toBe(
      true,
    );
    expect(items.map((item) => item.url)).not.toContain(server.url(SECRET_ENTRY));
    expect(await itemCountShown(feedId)).toBe(stored - 1);
    // Classification is queued for them, as for a poll's entries.
    const [queued] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE queue = 'corpus.classify'`,
    );
    expect(queued!.n).toBeGreaterThanOrEqual(stored - 1);

    // Its next poll finds nothing new and adds nothing twice.
    await t.services.feeds.poll(feedId);
    expect(await corpusItemsOf(feedId)).toHaveLength(stored - 1);
  });

  it('does the same for the feeds of an OPML upload', async () => {
    const feedId = await followedAndPolled(FEED_PATHS.atom);
    const boundary = '----satchel-adopted-feed';
    const opml = `<?xml version="1.0"?><opml version="2.0"><head><title>t</title></head><body>
      <outline text="Travel"><outline text="Atom" xmlUrl="${server.url(FEED_PATHS.atom)}"/></outline>
      </body></opml>`;
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/corpus/opml',
      headers: {
        origin: TEST_ORIGIN,
        cookie: curator.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="feeds.opml"\r\n` +
        `Content-Type: text/x-opml\r\n\r\n${opml}\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({ added: 1 });
    const items = await corpusItemsOf(feedId);
    expect(items).toHaveLength(server.entries(FEED_PATHS.atom).filter((entry) => entry.url).length);
    expect(new Set(items.map((item) => item.topic))).toEqual(new Set(['travel']));
  });
});
