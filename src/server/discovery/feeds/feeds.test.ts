// Feeds against the loopback feed server and a real database: discovery, the first poll storing
// entries that become parsed items, conditional GETs, failures and their states, redirects, the
// SSRF guard, the feed's own copy of a failed page kept apart from the item, and nothing fetched for a feed nobody follows.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiLimitsService } from '../../api-limits/api-limits.service.js';
import type { Db, Queryable } from '../../db/types.js';
import { fetchPage } from '../../items/fetch/fetch-page.js';
import { ItemsService } from '../../items/items.service.js';
import { parseItemJob, parseItemKind } from '../../items/parse-item.job.js';
import { PgQueue } from '../../queue/pg-queue.js';
import { testActor } from '../../test/actors.js';
import { FEED_PATHS, startFeedServer, type FeedServer } from '../../test/feed-server.js';
import { createTestDb, type TestDb } from '../../test/test-db.js';
import { describeFeedError } from './feed-error.js';
import { FeedCopies } from './feed-copies.js';
import { ENTRY_PARSE_PRIORITY } from './feed-poller.js';
import { FeedsService, NOT_A_FEED_WORDS, type Feed, type StoredEntry } from './feeds.service.js';

let server: FeedServer;
let testDb: TestDb;
let db: Db;
let queue: PgQueue;
let items: ItemsService;
let feeds: FeedsService;
let userId: number;
const stored: Array<{ feedId: number; guids: string[]; inTransaction: boolean }> = [];

beforeAll(async () => {
  server = await startFeedServer();
  testDb = await createTestDb();
  db = testDb.db;
  queue = new PgQueue(db);
  items = new ItemsService(db, queue, { fetchPage, allowPrivateFetch: true });
  feeds = new FeedsService(db, queue, items, {
    allowPrivateFetch: true,
    lookups: new ApiLimitsService(db),
  });
  feeds.onEntriesStored(async (tx: Queryable, feed: Feed, entries: StoredEntry[]) => {
    // Inside the storing transaction, the entries are visible through `tx`.
    const rows = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM feed_entries WHERE entry_id = ANY($1::bigint[])',
      [entries.map((entry) => entry.id)],
    );
    stored.push({
      feedId: feed.id,
      guids: entries.map((entry) => entry.guid),
      inTransaction: rows[0]!.n === entries.length,
    });
  });
  const [user] = await db.query<{ id: number }>(
    `INSERT INTO users (email, username, password_hash) VALUES ('feeds@example.com', 'feeds', 'x')
     RETURNING id::int AS id`,
  );
  userId = user!.id;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await testDb?.destroy();
});

beforeEach(() => {
  stored.length = 0;
});

/** A feed row for a path of the fixture server, followed by the test user. */
async function followed(path: string): Promise<Feed> {
  const feed = await feeds.feedForUrl(server.url(path));
  await db.query(
    'INSERT INTO feed_subscriptions (user_id, feed_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [userId, feed.id],
  );
  return feed;
}

async function entriesOf(feedId: number) {
  return db.query<{ guid: string; url: string; item_id: number; title: string }>(
    'SELECT guid, url, item_id::int AS item_id, title FROM feed_entries WHERE feed_id = $1 ORDER BY entry_id',
    [feedId],
  );
}

/** Runs the queued parse jobs through the real handler. */
async function runParseJobs(): Promise<number> {
  const job = parseItemJob(items);
  const claimed = await queue.claim([parseItemKind.queue], 100, 60_000);
  for (const run of claimed) {
    await job.handle(parseItemKind.payload.parse(run.payload), { attempt: 4, maxAttempts: 4 });
    await queue.complete(run.id);
  }
  return claimed.length;
}

describe('discovery', () => {
  it('a feed URL is its own feed', async () => {
    expect(await feeds.discover(server.url(FEED_PATHS.atom))).toEqual([
      { url: server.url(FEED_PATHS.atom), title: 'Le monde et ailleurs', format: 'atom' },
    ]);
  });

  it('a page answers with the feeds it links to', async () => {
    expect(await feeds.discover(server.url(FEED_PATHS.site))).toEqual([
      { url: server.url(FEED_PATHS.rss), title: 'Fixture News (RSS)', format: 'rss' },
      { url: server.url(FEED_PATHS.atom), title: 'Le monde (Atom)', format: 'atom' },
    ]);
  });

  it('a page without links is tried at the common paths', async () => {
    expect(await feeds.discover(server.url(FEED_PATHS.plainSite))).toEqual([
      { url: server.url(FEED_PATHS.plainSiteFeed), title: 'Plain site feed', format: 'rss' },
    ]);
  });

  it('a page with no feed anywhere: none, and resolveFeed says so in words', async () => {
    expect(await feeds.discover(server.url(FEED_PATHS.nothing))).toEqual([]);
    await expect(feeds.resolveFeed(server.url(FEED_PATHS.nothing))).rejects.toMatchObject({
      kind: 'BAD_USER_INPUT',
      message: NOT_A_FEED_WORDS,
    });
  });

  it('resolveFeed takes the first feed a page links to, with its title', async () => {
    const feed = await feeds.resolveFeed(server.url(FEED_PATHS.site));
    expect(feed).toMatchObject({
      url: server.url(FEED_PATHS.rss),
      format: 'rss',
      title: 'Fixture News & “Friends”',
      status: 'PENDING',
    });
    // Known now: asking again fetches nothing.
    const before = server.requests(FEED_PATHS.rss).length;
    expect((await feeds.resolveFeed(server.url(FEED_PATHS.rss))).id).toBe(feed.id);
    expect(server.requests(FEED_PATHS.rss)).toHaveLength(before);
  });

  it('an address that 404s is refused with its status', async () => {
    await expect(feeds.discover(server.url(FEED_PATHS.missing))).rejects.toMatchObject({
      kind: 'BAD_USER_INPUT',
      message: 'That address answered 404.',
    });
  });
});

describe('polling', () => {
  it('the first poll stores the entries, whose items are parsed at background priority', async () => {
    const feed = await followed(FEED_PATHS.json);
    expect(await feeds.poll(feed.id)).toBe('updated');
    const entries = await entriesOf(feed.id);
    expect(entries.map((entry) => entry.title)).toEqual(
      expect.arrayContaining(['How we designed Dropbox’s ATF - an async task framework']),
    );
    expect(entries).toHaveLength(4);
    expect(stored).toEqual([
      { feedId: feed.id, guids: entries.map((entry) => entry.guid), inTransaction: true },
    ]);
    const jobs = await db.query<{ priority: number }>(
      `SELECT priority FROM jobs WHERE queue = 'item.parse' AND status = 'queued'`,
    );
    expect(jobs).toHaveLength(4);
    expect(jobs.every((job) => job.priority === ENTRY_PARSE_PRIORITY)).toBe(true);
    expect(await runParseJobs()).toBe(4);
    const arabic = entries.find((entry) => entry.guid === 'arabic-1')!;
    expect(await items.get(arabic.item_id)).toMatchObject({
      parseStatus: 'PARSED',
      title: expect.stringContaining('القراءة البطيئة'),
    });
    expect(await items.article(arabic.item_id)).toContain('القراءة عادة جميلة');
    expect(await feeds.get(feed.id)).toMatchObject({
      status: 'OK',
      format: 'json',
      errorKind: null,
    });
    // The test user follows the feed: the trigger put every entry in their inbox.
    const inbox = await db.query('SELECT 1 FROM feed_inbox WHERE user_id = $1 AND feed_id = $2', [
      userId,
      feed.id,
    ]);
    expect(inbox).toHaveLength(4);
  });

  it('the second poll sends If-None-Match, gets 304 and stores nothing; a new entry is stored', async () => {
    const feed = await followed(FEED_PATHS.atom);
    await feeds.poll(feed.id);
    const first = await entriesOf(feed.id);
    expect(await feeds.poll(feed.id)).toBe('not-modified');
    const [, second] = server.requests(FEED_PATHS.atom).slice(-2);
    expect(second).toMatchObject({ ifNoneMatch: expect.stringMatching(/v1"$/), status: 304 });
    expect(await entriesOf(feed.id)).toHaveLength(first.length);
    expect(stored).toHaveLength(1);

    server.addEntry(FEED_PATHS.atom, {
      id: 'urn:new-entry',
      url: '/articles/wikipedia-2/',
      title: 'New Zealand — “Aotearoa”',
    });
    expect(await feeds.poll(feed.id)).toBe('updated');
    const after = await entriesOf(feed.id);
    expect(after).toHaveLength(first.length + 1);
    expect(after.at(-1)).toMatchObject({
      guid: 'urn:new-entry',
      title: 'New Zealand — “Aotearoa”',
    });
    expect(stored.at(-1)!.guids).toEqual(['urn:new-entry']);
  });

  it('a 404 feed is FAILING with its words, and backs off', async () => {
    const feed = await followed(FEED_PATHS.missing);
    expect(await feeds.poll(feed.id)).toBe('failed');
    const once = (await feeds.get(feed.id))!;
    expect(once).toMatchObject({ status: 'FAILING', errorKind: 'HTTP_404' });
    expect(describeFeedError(once, new Date())).toBe('404');
    expect(describeFeedError(once, new Date(Date.now() + 3.2 * 86_400_000))).toBe('404 for 3 days');
    await feeds.poll(feed.id);
    const twice = (await feeds.get(feed.id))!;
    expect(twice.failingSince).toEqual(once.failingSince);
    const gap = (f: Feed) => f.nextFetchAt.getTime() - f.lastFetchedAt!.getTime();
    expect(gap(twice)).toBeGreaterThan(gap(once));
  });

  it('a malformed feed is "Not a feed", and BROKEN the second time', async () => {
    const feed = await followed(FEED_PATHS.broken);
    await feeds.poll(feed.id);
    expect(await feeds.get(feed.id)).toMatchObject({ status: 'FAILING', errorKind: 'NOT_A_FEED' });
    await feeds.poll(feed.id);
    const broken = (await feeds.get(feed.id))!;
    expect(broken.status).toBe('BROKEN');
    expect(describeFeedError(broken, new Date())).toBe('Not a feed');
    expect(await entriesOf(feed.id)).toEqual([]);
  });

  it('a 20 MB feed is refused as TOO_LARGE and nothing of it is stored', async () => {
    const feed = await followed(FEED_PATHS.huge);
    expect(await feeds.poll(feed.id)).toBe('failed');
    expect(await feeds.get(feed.id)).toMatchObject({ status: 'FAILING', errorKind: 'TOO_LARGE' });
    expect(await entriesOf(feed.id)).toEqual([]);
  });

  it('a permanent redirect moves the feed; a temporary one does not', async () => {
    const moved = await followed(FEED_PATHS.moved);
    expect(await feeds.poll(moved.id)).toBe('updated');
    expect((await feeds.get(moved.id))!.url).toBe(server.url(FEED_PATHS.rss));
    const found = await followed(FEED_PATHS.found);
    expect(await feeds.poll(found.id)).toBe('updated');
    expect((await feeds.get(found.id))!.url).toBe(server.url(FEED_PATHS.found));
  });

  it('respects ttl, Cache-Control max-age and Retry-After', async () => {
    const later = async (path: string) => {
      const feed = await followed(path);
      await feeds.poll(feed.id);
      const after = (await feeds.get(feed.id))!;
      return (after.nextFetchAt.getTime() - after.lastFetchedAt!.getTime()) / 60_000;
    };
    expect(await later(FEED_PATHS.ttl)).toBeGreaterThanOrEqual(120);
    // The ttl is known only from a 200 answer: it is kept for the polls answered 304.
    const ttlFeed = await feeds.feedForUrl(server.url(FEED_PATHS.ttl));
    const ttlOf = async () =>
      (
        await db.query<{ ttl_minutes: number | null }>(
          'SELECT ttl_minutes FROM feeds WHERE feed_id = $1',
          [ttlFeed.id],
        )
      )[0]?.ttl_minutes;
    expect(await ttlOf()).toBe(120);
    await feeds.poll(ttlFeed.id);
    expect(server.requests(FEED_PATHS.ttl).at(-1)?.status).toBe(304);
    expect(await ttlOf()).toBe(120);
    expect(await later(FEED_PATHS.maxAge)).toBeGreaterThanOrEqual(120);
    expect(await later(FEED_PATHS.limited)).toBeGreaterThanOrEqual(60);
    expect(await later(FEED_PATHS.unavailable)).toBeGreaterThanOrEqual(30);
    const limited = (await feeds.get((await feeds.feedForUrl(server.url(FEED_PATHS.limited))).id))!;
    expect(describeFeedError(limited, new Date())).toBe('Rate limited (429)');
  });

  it('when the page of an entry fails, the item keeps the failure; the feed’s copy is its own (sanitised)', async () => {
    const feed = await followed(FEED_PATHS.fallback);
    await feeds.poll(feed.id);
    await runParseJobs();
    const [entry] = await entriesOf(feed.id);
    expect(server.requests('/gone/article-1.html')[0]?.status).toBe(404);
    expect(await items.get(entry!.item_id)).toMatchObject({
      parseStatus: 'FAILED',
      parseError: 'The site answered with HTTP 404.',
      title: null,
    });
    expect(await items.article(entry!.item_id)).toBeNull();
    // The test user follows the feed: theirs is the feed's copy, labelled with it.
    const copy = await new FeedCopies(db).forFollower(testActor(userId), entry!.item_id);
    expect(copy).toMatchObject({
      feedTitle: 'Feed with full content',
      title: 'Full content in the feed — « la page » is gone',
    });
    expect(copy!.article).toContain('Feed content paragraph 3');
    expect(copy!.article).not.toContain('<script');
    // Not an instance feed: the corpus gets nothing from it.
    expect(await new FeedCopies(db).forInstance(entry!.item_id)).toBeNull();
  });

  it('a feed nobody follows is not fetched, by a poll or by the sweep', async () => {
    server.addEntry(FEED_PATHS.ttl, { url: '/articles/tumblr/', title: 'Unfollowed' });
    const lonely = await feeds.feedForUrl(server.url('/many/1.xml'));
    expect(await feeds.poll(lonely.id)).toBe('unfollowed');
    await feeds.pollDue();
    expect(server.requests('/many/1.xml')).toEqual([]);
  });

  it('the sweep polls the due followed feeds, and leaves them scheduled', async () => {
    const due = await Promise.all([2, 3, 4].map((n) => followed(`/many/${n}.xml`)));
    expect(await feeds.pollDue()).toBeGreaterThanOrEqual(3);
    for (const feed of due) {
      expect(await feeds.get(feed.id)).toMatchObject({ status: 'OK' });
      expect((await feeds.get(feed.id))!.nextFetchAt.getTime()).toBeGreaterThan(Date.now());
    }
    expect(server.requests('/many/2.xml')).toHaveLength(1);
  });
});

describe('the guard', () => {
  it('without ALLOW_PRIVATE_FETCH a loopback feed is refused before any request', async () => {
    const guarded = new FeedsService(db, queue, items, {
      allowPrivateFetch: false,
      lookups: new ApiLimitsService(db),
    });
    const feed = await followed('/many/9.xml');
    expect(await guarded.poll(feed.id)).toBe('failed');
    expect(await guarded.get(feed.id)).toMatchObject({
      status: 'FAILING',
      errorKind: 'BLOCKED_ADDRESS',
    });
    await expect(guarded.discover(server.url('/many/9.xml'))).rejects.toMatchObject({
      kind: 'BAD_USER_INPUT',
      message: 'This address is not on the public internet, so Satchel will not fetch it.',
    });
    expect(server.requests('/many/9.xml')).toEqual([]);
  });
});
