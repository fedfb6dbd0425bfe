/**
 * One user's hostile OPML, feed or discovery beside another user's trivial requests, on a real
 * server process (docs/FEEDS.md "Limits"): the other user's `{ user { id } }` median stays near
 * its quiet median while the hostile work runs, and each cap answers in words.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_QUERY, probeLatencies, probeWhile, stallMessage } from '../../test/bystander.js';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-pages.js';
import { opmlWithOutlines } from '../../test/hostile-inputs.js';
import { HttpVisitor, waitFor } from '../../test/http-visitor.js';
import { startLiveServer, type LiveServer } from '../../test/live-server.js';
import { MAX_ENTRIES_PER_POLL } from './entries-per-poll.js';
import { DISCOVERIES_PER_USER_PER_MINUTE } from './discovery-limits.js';

const HUGE_FEED = '/feeds/twenty-thousand.xml';

/**
 * An RSS feed of `count` entries, newest first: hostile-inputs.ts's rssWithEntries without the
 * texts, so 20,000 entries are 1.6 MB and their first fetch stays well inside the feed timeout.
 */
function bigFeed(count: number): string {
  const day = Date.UTC(2026, 0, 1);
  const items = Array.from(
    { length: count },
    (_, i) =>
      `<item><link>/g/${i}</link><guid>${i}</guid><pubDate>${new Date(day - i * 60_000).toUTCString()}</pubDate></item>`,
  );
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Twenty thousand</title><link>/</link>${items.join('')}</channel></rss>`;
}

const opmlOf = (count: number, origin = 'https://feeds.example') =>
  opmlWithOutlines(count, (index) => `${origin}/f/${index}.xml`);

function upload(visitor: HttpVisitor, path: string, opml: string): Promise<Response> {
  const form = new FormData();
  // The corpus's outlines take this topic (the file's folder names none).
  if (path.startsWith('/api/admin/')) form.append('topic', 'technology');
  form.append('file', new Blob([opml], { type: 'text/x-opml' }), 'feeds.opml');
  return visitor.request(path, { method: 'POST', body: form });
}

describe('no single user stalls the others (feeds)', () => {
  let live: LiveServer;
  let pages: FixtureServer;
  let admin: HttpVisitor;

  beforeAll(async () => {
    [live, pages] = await Promise.all([
      startLiveServer(),
      startFixtureServer({ [HUGE_FEED]: [200, 'application/rss+xml', bigFeed(20_000)] }),
    ]);
    admin = await HttpVisitor.signUp(live.origin); // the first account administers the instance
  }, 120_000);
  afterAll(async () => {
    await Promise.all([live?.stop(), pages?.close()]);
  });

  async function bystander() {
    const visitor = await HttpVisitor.signUp(live.origin);
    const probe = () => visitor.graphql(USER_ID_QUERY);
    return { probe, quiet: await probeLatencies(probe, 10) };
  }

  it('refuses a 10,000-feed OPML in words, and takes a 2,000-feed one, without stalling others', async () => {
    const { probe, quiet } = await bystander();
    const hostile = await HttpVisitor.signUp(live.origin);
    const tooMany = opmlOf(10_000);
    expect(tooMany.length).toBeGreaterThan(700_000);
    const refused = await probeWhile(upload(hostile, '/api/feeds/opml', tooMany), probe);
    expect(refused.result.status).toBe(400);
    expect(((await refused.result.json()) as { error: { message: string } }).error.message).toBe(
      'This OPML has 10,000 feeds; Satchel takes at most 2,000 at once. Split the file and upload each part.',
    );
    expect(stallMessage(quiet, refused.latencies)).toBeUndefined();

    const taken = await probeWhile(upload(hostile, '/api/feeds/opml', opmlOf(2_000)), probe);
    expect(taken.result.status).toBe(200);
    expect(((await taken.result.json()) as { subscribed: number }).subscribed).toBe(2_000);
    expect(stallMessage(quiet, taken.latencies)).toBeUndefined();
  }, 60_000);

  it('refuses a 12,000-feed corpus OPML in words without stalling others', async () => {
    const { probe, quiet } = await bystander();
    const refused = await probeWhile(
      upload(admin, '/api/admin/corpus/opml', opmlOf(12_000, 'https://corpus.example')),
      probe,
    );
    expect(refused.result.status).toBe(400);
    expect(((await refused.result.json()) as { error: { message: string } }).error.message).toMatch(
      /^This OPML has 12,000 feeds; Satchel takes at most 2,000 at once\./,
    );
    expect(stallMessage(quiet, refused.latencies)).toBeUndefined();

    const taken = await probeWhile(
      upload(admin, '/api/admin/corpus/opml', opmlOf(2_000, 'https://corpus.example')),
      probe,
    );
    expect(taken.result.status).toBe(200);
    expect(((await taken.result.json()) as { added: number }).added).toBe(2_000);
    expect(stallMessage(quiet, taken.latencies)).toBeUndefined();
  }, 60_000);

  it(`takes at most ${MAX_ENTRIES_PER_POLL} entries of a 20,000-entry feed per poll, without stalling others`, async () => {
    const { probe, quiet } = await bystander();
    const hostile = await HttpVisitor.signUp(live.origin);
    const polled = (async () => {
      const { subscribeToFeed } = await hostile.graphql<{ subscribeToFeed: { id: string } }>(
        'mutation Sub($url: String!) { subscribeToFeed(url: $url) { id } }',
        { url: pages.url(HUGE_FEED) },
      );
      return waitFor(
        'the first poll',
        async () => {
          const { user } = await hostile.graphql<{
            user: { feeds: Array<{ id: string; itemCount: number }> };
          }>('{ user { feeds { id itemCount } } }');
          const feed = user.feeds.find((f) => f.id === subscribeToFeed.id);
          return feed && feed.itemCount > 0 ? feed.itemCount : undefined;
        },
        50_000,
        200,
      );
    })();
    const { result, latencies } = await probeWhile(polled, probe);
    expect(result).toBe(MAX_ENTRIES_PER_POLL);
    expect(stallMessage(quiet, latencies)).toBeUndefined();
  }, 60_000);

  it(`limits one user to ${DISCOVERIES_PER_USER_PER_MINUTE} feed lookups a minute, and one lookup's requests`, async () => {
    const hostile = await HttpVisitor.signUp(live.origin);
    // The counts live in fixed minute windows: never start in a window's last 15 s, so all 30
    // lookups (a second or two) fall in one.
    const secondOfMinute = (Date.now() / 1000) % 60;
    if (secondOfMinute > 45) await sleep((61 - secondOfMinute) * 1000);
    const before = pages.hits.get('/nothing-here/') ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        hostile
          .request('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              query: 'query D($url: String!) { discoverFeeds(url: $url) { url } }',
              variables: { url: pages.url(`/nothing-here/?alias=${i}`) },
            }),
          })
          .then(
            (response) =>
              response.json() as Promise<{
                errors?: Array<{ message: string; extensions: { code: string } }>;
              }>,
          ),
      ),
    );
    const limited = answers.filter((a) => a.errors?.[0]?.extensions.code === 'RATE_LIMITED');
    expect(limited).toHaveLength(30 - DISCOVERIES_PER_USER_PER_MINUTE);
    expect(limited[0]!.errors![0]!.message).toMatch(
      new RegExp(
        `^You looked for feeds ${DISCOVERIES_PER_USER_PER_MINUTE} times in the last minute, the most Satchel allows\\. Try again in \\d+ seconds?\\.$`,
      ),
    );
    expect((pages.hits.get('/nothing-here/') ?? 0) - before).toBeLessThanOrEqual(
      DISCOVERIES_PER_USER_PER_MINUTE,
    );
  }, 120_000);
});
