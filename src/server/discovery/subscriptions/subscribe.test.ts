/**
 * Subscribing against the loopback feed server (docs/FEEDS.md "Subscriptions, inbox and OPML"):
 * by a feed URL and by a page URL that links to feeds, already subscribed, discovery, a page
 * with no feed, bad input in words, and a poll's new entries arriving in the inbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PATHS, startFeedServer, type FeedServer } from '../../test/feed-server.js';
import { createTestApp, graphql, signUp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let server: FeedServer;

beforeAll(async () => {
  server = await startFeedServer();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const SUBSCRIBE = `mutation($url: String!, $topic: String) {
  subscribeToFeed(url: $url, topic: $topic) { id url title siteUrl status error itemCount unreadCount topic createdAt } }`;

interface Sub {
  id: string;
  url: string;
  title: string;
  status: string;
  itemCount: number;
  unreadCount: number;
  topic: string | null;
}

const code = (response: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  response.errors?.[0]?.extensions?.code;

async function subscribe(auth: { cookie: string }, url: string, topic?: string) {
  return graphql<{ subscribeToFeed: Sub }>(t.app, auth, SUBSCRIBE, { url, topic });
}

async function inboxTitles(auth: { cookie: string }, feedId?: string): Promise<string[]> {
  const response = await graphql<{
    user: { feedItems: { edges: Array<{ node: { title: string } }> } };
  }>(
    t.app,
    auth,
    `
      query ($feedId: ID) {
        user {
          feedItems(feedId: $feedId, pagination: { first: 100 }) {
            edges {
              node {
                title
              }
            }
          }
        }
      }
    `,
    { feedId },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.user.feedItems.edges.map((edge) => edge.node.title);
}

const feedIdOf = async (url: string) =>
  Number(
    (await t.db.query<{ feed_id: number }>('SELECT feed_id FROM feeds WHERE url = $1', [url]))[0]!
      .feed_id,
  );

describe('subscribeToFeed', () => {
  it('follows a feed by its URL; its entries reach the inbox when it is polled, newest first', async () => {
    const reader = await signUp(t.app);
    const url = server.url(FEED_PATHS.rss);
    const response = await subscribe(reader, url, 'technology');
    expect(response.errors).toBeUndefined();
    const sub = response.data!.subscribeToFeed;
    expect(sub).toMatchObject({ url, topic: 'technology', itemCount: 0, unreadCount: 0 });
    expect(sub.title).not.toBe('');

    await t.services.feeds.poll(await feedIdOf(url));
    // Entries without a link are not stored (there is no page to save).
    const expected = server
      .entries(FEED_PATHS.rss)
      .filter((entry) => entry.url !== null)
      .sort((a, b) => b.published.getTime() - a.published.getTime())
      .map((entry) => entry.title);
    expect(expected.length).toBeGreaterThan(1);
    expect(await inboxTitles(reader, sub.id)).toEqual(expected);

    // A new entry arrives through the next poll.
    server.addEntry(FEED_PATHS.rss, {
      title: 'Nouvelle entrée : « citations » & co',
      url: '/articles/new-entry/',
      published: new Date(Date.now() - 60_000),
    });
    await t.services.feeds.poll(await feedIdOf(url));
    // (Fixture dates in the future are stored as the first poll's time, so it need not be first.)
    const after = await inboxTitles(reader);
    expect(after).toHaveLength(expected.length + 1);
    expect(after).toContain('Nouvelle entrée : « citations » & co');
    const feeds = await graphql<{ user: { feeds: Sub[] } }>(
      t.app,
      reader,
      '{ user { feeds { id status itemCount unreadCount } } }',
    );
    expect(feeds.data?.user.feeds).toEqual([
      {
        id: sub.id,
        status: 'OK',
        itemCount: expected.length + 1,
        unreadCount: expected.length + 1,
      },
    ]);
  });

  it('answers the same subscription when subscribing again, with the new topic', async () => {
    const reader = await signUp(t.app);
    const url = server.url(FEED_PATHS.atom);
    const first = (await subscribe(reader, url)).data!.subscribeToFeed;
    const again = await subscribe(reader, url, 'travel');
    expect(again.errors).toBeUndefined();
    expect(again.data!.subscribeToFeed).toMatchObject({ id: first.id, topic: 'travel' });
    const feeds = await graphql<{ user: { feeds: Sub[] } }>(
      t.app,
      reader,
      '{ user { feeds { id } } }',
    );
    expect(feeds.data?.user.feeds).toEqual([{ id: first.id }]);
  });

  it("follows the first feed a page links to, and backfills what others' polls stored", async () => {
    const discovered = await graphql<{ discoverFeeds: Array<{ url: string; format: string }> }>(
      t.app,
      await signUp(t.app),
      '{ discoverFeeds(url: "' + server.url(FEED_PATHS.site) + '") { url title format } }',
    );
    expect(discovered.errors).toBeUndefined();
    const alternates = discovered.data!.discoverFeeds;
    expect(alternates.length).toBeGreaterThanOrEqual(2);

    const first = await signUp(t.app);
    const bySite = (await subscribe(first, server.url(FEED_PATHS.site))).data!.subscribeToFeed;
    expect(bySite.url).toBe(alternates[0]!.url);
    await t.services.feeds.poll(await feedIdOf(bySite.url));
    const titles = await inboxTitles(first);
    expect(titles.length).toBeGreaterThan(0);

    // A second reader subscribing later gets the entries already stored, without a new fetch.
    const second = await signUp(t.app);
    const sub = (await subscribe(second, bySite.url)).data!.subscribeToFeed;
    expect(sub.itemCount).toBe(titles.length);
    expect(await inboxTitles(second)).toEqual(titles);
  });

  it('refuses, in words, a page without a feed, bad addresses and unknown topics', async () => {
    const reader = await signUp(t.app);
    const nothing = await subscribe(reader, server.url(FEED_PATHS.nothing));
    expect(nothing.errors?.[0]?.message).toBe('That address is not a feed and links to none.');
    const ftp = await subscribe(reader, 'ftp://files.example/feed.xml');
    expect(code(ftp)).toBe('BAD_USER_INPUT');
    expect(ftp.errors?.[0]?.message).toBe('Only http:// and https:// feeds can be followed.');
    const long = await subscribe(reader, `https://example.com/${'a'.repeat(2100)}`);
    expect(long.errors?.[0]?.message).toMatch(/longer than 2082 characters/);
    const topic = await subscribe(reader, server.url(FEED_PATHS.json), 'cooking');
    expect(code(topic)).toBe('BAD_USER_INPUT');
    expect(topic.errors?.[0]?.message).toMatch(/^Unknown topic "cooking"\. Topics: business,/);
    const ids = await graphql(t.app, reader, 'mutation { unsubscribeFromFeed(id: "abc") }');
    expect(code(ids)).toBe('BAD_USER_INPUT');
    const feeds = await graphql<{ user: { feeds: Sub[] } }>(
      t.app,
      reader,
      '{ user { feeds { id } } }',
    );
    expect(feeds.data?.user.feeds).toEqual([]);
  });

  it('refreshFeed asks for a poll of the feed and answers the subscription', async () => {
    const reader = await signUp(t.app);
    const sub = (await subscribe(reader, server.url(FEED_PATHS.json))).data!.subscribeToFeed;
    const feedId = await feedIdOf(sub.url);
    await t.db.query("DELETE FROM jobs WHERE queue LIKE 'feeds%'");
    const refreshed = await graphql<{ refreshFeed: Sub }>(
      t.app,
      reader,
      'mutation($id: ID!) { refreshFeed(id: $id) { id url } }',
      { id: sub.id },
    );
    expect(refreshed.data?.refreshFeed).toEqual({ id: sub.id, url: sub.url });
    const jobs = await t.db.query<{ payload: { feedId: number } }>(
      "SELECT payload FROM jobs WHERE queue LIKE 'feeds%' AND payload ? 'feedId'",
    );
    expect(jobs.map((job) => Number(job.payload.feedId))).toContain(feedId);
  });
});
