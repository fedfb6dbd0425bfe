/**
 * Every queued job of a deleted account or of a feed nobody follows any more is ended
 * (migration 0041's triggers), through the app as users do it; a job another user asked for too
 * is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PATHS, startFeedServer, type FeedServer } from '../test/feed-server.js';
import { startFixtureServer, type FixtureServer } from '../test/fixture-pages.js';
import { createTestApp, graphql, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';

type Reader = Awaited<ReturnType<typeof signUp>>;

const SAVE = `mutation($url: String!) { upsertSavedItem(input: { url: $url }) { id } }`;
const SUBSCRIBE = `mutation($url: String!) { subscribeToFeed(url: $url) { id } }`;
const UNSUBSCRIBE = 'mutation($id: ID!) { unsubscribeFromFeed(id: $id) }';

describe('jobs that end with their owner', () => {
  let t: TestApp;
  let feeds: FeedServer;
  let pages: FixtureServer;

  beforeAll(async () => {
    [t, feeds, pages] = await Promise.all([
      createTestApp(),
      startFeedServer(),
      startFixtureServer(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([feeds.close(), pages.close()]);
    await t.close();
  });

  const save = async (reader: Reader, url: string) =>
    expect((await graphql(t.app, reader, SAVE, { url })).errors).toBeUndefined();
  /** The queued parse jobs of these URLs' items, by URL. */
  const queuedParses = async (urls: string[]) =>
    (
      await t.db.query<{ url: string }>(
        `SELECT i.given_url AS url FROM jobs j JOIN items i ON i.item_id = (j.payload->>'itemId')::bigint
          WHERE j.queue = 'item.parse' AND j.status = 'queued' AND i.given_url = ANY($1::text[])
          ORDER BY 1`,
        [urls],
      )
    ).map((row) => row.url);
  /** Follows a feed and polls it: its entries' pages are queued as the feed's. */
  const follow = async (reader: Reader, path: string) => {
    const url = feeds.url(path);
    const response = await graphql<{ subscribeToFeed: { id: string } }>(t.app, reader, SUBSCRIBE, {
      url,
    });
    expect(response.errors).toBeUndefined();
    const [feed] = await t.db.query<{ feed_id: number }>(
      'SELECT feed_id FROM feeds WHERE url = $1',
      [url],
    );
    await t.services.feeds.poll(Number(feed!.feed_id));
    const entries = await t.db.query<{ url: string }>(
      `SELECT i.given_url AS url FROM feed_entries e JOIN items i ON i.item_id = e.item_id
        WHERE e.feed_id = $1 ORDER BY 1`,
      [feed!.feed_id],
    );
    return {
      subscriptionId: response.data!.subscribeToFeed.id,
      entries: entries.map((e) => e.url),
    };
  };

  it("drops a deleted account's queued jobs and its feeds' page fetches; a page another user saved stays", async () => {
    const carol = await signUp(t.app);
    const dave = await signUp(t.app);
    const own = pages.url('/articles/001/?carol');
    const shared = pages.url('/articles/001/?both');
    await save(carol, own);
    await save(carol, shared);
    await save(dave, shared);
    const { entries } = await follow(carol, FEED_PATHS.atom);
    expect(entries.length).toBeGreaterThan(1);
    await save(dave, entries[0]!);
    expect(await queuedParses([own, shared, ...entries])).toEqual([own, shared, ...entries].sort());

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/v3/accountDelete',
      headers: { origin: TEST_ORIGIN, cookie: carol.cookie },
      payload: { password: carol.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await queuedParses([own, shared, ...entries])).toEqual([shared, entries[0]!].sort());
  });

  it("drops a feed's page fetches when its last follower unsubscribes, not before; a page a user saved stays", async () => {
    const erin = await signUp(t.app);
    const frank = await signUp(t.app);
    const grace = await signUp(t.app);
    const { subscriptionId, entries } = await follow(erin, FEED_PATHS.rss);
    const second = await follow(frank, FEED_PATHS.rss);
    await save(grace, entries[1]!);
    expect(await queuedParses(entries)).toEqual(entries);

    const unsubscribe = (reader: Reader, id: string) =>
      graphql(t.app, reader, UNSUBSCRIBE, { id }).then((r) => expect(r.errors).toBeUndefined());
    await unsubscribe(erin, subscriptionId);
    expect(await queuedParses(entries)).toEqual(entries);
    await unsubscribe(frank, second.subscriptionId);
    expect(await queuedParses(entries)).toEqual([entries[1]!]);
  });
});
