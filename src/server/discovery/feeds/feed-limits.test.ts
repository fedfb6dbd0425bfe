/**
 * The feeds' caps through the app (docs/FEEDS.md "Limits"): OPML files past the feeds' limit are
 * refused in words with nothing written, a feed's poll takes its newest entries and later polls
 * take the rest, and a lookup past the per-user limit says when to try again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-pages.js';
import { createTestApp, graphql, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';
import { DISCOVERIES_PER_USER_PER_MINUTE } from './discovery-limits.js';
import { MAX_ENTRIES_PER_POLL } from './entries-per-poll.js';
import { opmlWithOutlines } from '../../test/hostile-inputs.js';

const FEED = '/feeds/many.xml';
const opmlOf = (count: number, origin = 'https://feeds.example') =>
  opmlWithOutlines(count, (index) => `${origin}/f/${index}.xml`);
const ENTRIES = 250;

function feedOf(count: number): string {
  const day = Date.UTC(2026, 0, 1);
  const items = Array.from(
    { length: count },
    (_, i) =>
      `<item><link>/g/${i}</link><guid>${i}</guid><pubDate>${new Date(day - i * 60_000).toUTCString()}</pubDate></item>`,
  );
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Many</title><link>/</link>${items.join('')}</channel></rss>`;
}

let t: TestApp;
let pages: FixtureServer;

beforeAll(async () => {
  [t, pages] = await Promise.all([
    createTestApp({ allowPrivateFetch: true }),
    startFixtureServer({ [FEED]: [200, 'application/rss+xml', feedOf(ENTRIES)] }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([t?.close(), pages?.close()]);
});

const BOUNDARY = '----satchel-limits-test';
function upload(url: string, cookie: string, opml: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      origin: TEST_ORIGIN,
      cookie,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="feeds.opml"\r\nContent-Type: text/x-opml\r\n\r\n`,
      ),
      Buffer.from(opml),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
}

const countRows = async (sql: string, params: unknown[]) =>
  (await t.db.query<{ n: number }>(sql, params))[0]!.n;

describe('OPML caps', () => {
  it('refuses a subscriptions OPML past 2,000 feeds in words, and writes nothing', async () => {
    const reader = await signUp(t.app);
    const answer = await upload('/api/feeds/opml', reader.cookie, opmlOf(2_001));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: {
        code: 'BAD_USER_INPUT',
        field: 'file',
        message:
          'This OPML has 2,001 feeds; Satchel takes at most 2,000 at once. Split the file and upload each part.',
      },
    });
    expect(
      await countRows(
        `SELECT count(*)::int AS n FROM feeds WHERE url LIKE 'https://feeds.example/%'`,
        [],
      ),
    ).toBe(0);
  });

  it('refuses folders nested past 32 levels', async () => {
    const reader = await signUp(t.app);
    const nested = `<?xml version="1.0"?><opml version="2.0"><head/><body>${'<outline text="f">'.repeat(40)}<outline xmlUrl="https://deep.example/feed"/>${'</outline>'.repeat(40)}</body></opml>`;
    const answer = await upload('/api/feeds/opml', reader.cookie, nested);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe(
      'This OPML nests its folders 41 deep; Satchel reads at most 32 levels.',
    );
  });

  it('refuses a corpus OPML past 2,000 feeds in words, and adds no instance feed', async () => {
    const curator = await signUp(t.app);
    await t.services.accounts.setFlag(Number(curator.id), 'curator', true);
    const answer = await upload(
      '/api/admin/corpus/opml',
      curator.cookie,
      opmlOf(12_000, 'https://corpus.example'),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe(
      'This OPML has 12,000 feeds; Satchel takes at most 2,000 at once. Split the file and upload each part.',
    );
    expect(await countRows('SELECT count(*)::int AS n FROM corpus_feeds', [])).toBe(0);
  });
});

describe('entries per poll', () => {
  it(`takes the newest ${MAX_ENTRIES_PER_POLL} entries a poll; later polls take the rest, newest first`, async () => {
    const reader = await signUp(t.app);
    const subscribed = await graphql<{ subscribeToFeed: { id: string } }>(
      t.app,
      reader,
      'mutation S($url: String!) { subscribeToFeed(url: $url) { id } }',
      { url: pages.url(FEED) },
    );
    expect(subscribed.errors).toBeUndefined();
    const [feed] = await t.db.query<{ id: number }>(
      'SELECT feed_id::int AS id FROM feeds WHERE url = $1',
      [pages.url(FEED)],
    );
    const entries = () =>
      t.db.query<{ guid: string }>(
        'SELECT guid FROM feed_entries WHERE feed_id = $1 ORDER BY published_at DESC',
        [feed!.id],
      );
    const state = async () =>
      (
        await t.db.query<{ etag: string | null; due: number }>(
          `SELECT etag, extract(epoch FROM next_fetch_at - now())::float8 AS due FROM feeds WHERE feed_id = $1`,
          [feed!.id],
        )
      )[0]!;

    await t.services.feeds.poll(feed!.id);
    const first = await entries();
    expect(first.map((e) => e.guid)).toEqual(
      Array.from({ length: MAX_ENTRIES_PER_POLL }, (_, i) => String(i)),
    );
    // Left over: no validators kept, and back within five minutes.
    expect((await state()).etag).toBeNull();
    expect((await state()).due).toBeLessThanOrEqual(5 * 60);
    expect(
      await countRows(
        `SELECT count(*)::int AS n FROM jobs WHERE queue = 'item.parse' AND status = 'queued'`,
        [],
      ),
    ).toBeLessThanOrEqual(MAX_ENTRIES_PER_POLL);

    await t.services.feeds.poll(feed!.id);
    await t.services.feeds.poll(feed!.id);
    const all = await entries();
    expect(all).toHaveLength(ENTRIES);
    expect(all.map((e) => e.guid)).toEqual(Array.from({ length: ENTRIES }, (_, i) => String(i)));
    // Nothing left: the schedule is the feed's own again.
    await t.services.feeds.poll(feed!.id);
    expect(await entries()).toHaveLength(ENTRIES);
  });
});

describe('discovery limits', () => {
  it(`refuses a user's lookup past ${DISCOVERIES_PER_USER_PER_MINUTE} a minute, saying when to retry`, async () => {
    const reader = await signUp(t.app);
    const codes: string[] = [];
    let refusal: string | undefined;
    // Twice the limit and one: even if a minute's window turns over meanwhile, one is refused.
    for (let i = 0; i <= 2 * DISCOVERIES_PER_USER_PER_MINUTE; i += 1) {
      const answer = await graphql(
        t.app,
        reader,
        'query D($url: String!) { discoverFeeds(url: $url) { url } }',
        { url: pages.url(FEED) },
      );
      const error = answer.errors?.[0];
      codes.push((error?.extensions?.code as string | undefined) ?? 'ok');
      if (error?.extensions?.code === 'RATE_LIMITED') refusal ??= error.message;
    }
    expect(codes.slice(0, DISCOVERIES_PER_USER_PER_MINUTE)).not.toContain('BAD_USER_INPUT');
    expect(refusal).toMatch(
      /^You looked for feeds 20 times in the last minute, the most Satchel allows\. Try again in \d+ seconds?\.$/,
    );
  });
});
