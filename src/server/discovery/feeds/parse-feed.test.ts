// Parsing real-shaped feeds (the fixture server's RSS, Atom and JSON Feed of real articles), and
// the pure schedule and error words. No database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARABIC_TITLE,
  FEED_PATHS,
  startFeedServer,
  type FeedServer,
} from '../../test/feed-server.js';
import { alternateFeeds, commonFeedUrls } from './discover-feeds.js';
import { parseFeed, WORKER_PARSE_THRESHOLD } from './parse-feed-in-worker.js';
import { describeFeedError } from './feed-error.js';
import {
  MAX_INTERVAL_MS,
  MIN_INTERVAL_MS,
  maxAgeSeconds,
  nextFetchAfterFailure,
  nextFetchAfterSuccess,
  retryAfterSeconds,
  statusAfterFailure,
} from './feed-schedule.js';
import { EXCERPT_MAX, NotAFeedError, parseFeedText, plainText } from './parse-feed.js';

let server: FeedServer;
const text = async (path: string) => (await fetch(server.url(path))).text();

beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(() => server?.close());

describe('parseFeedText', () => {
  it('reads RSS 2.0: titles with punctuation and non-Latin scripts, relative links, clamped dates', async () => {
    const now = new Date();
    const feed = parseFeedText(await text(FEED_PATHS.rss), server.url(FEED_PATHS.rss), now);
    expect(feed).toMatchObject({
      format: 'rss',
      title: 'Fixture News & “Friends”',
      siteUrl: server.url('/'),
      iconUrl: server.url('/icon.png'),
      language: 'en',
      ttlMinutes: null,
    });
    const titles = feed.entries.map((entry) => entry.title);
    expect(titles).toContain('DeepMind新电脑已可利用记忆自学 人工智能迈上新台阶_科技_腾讯网');
    expect(titles).toContain(
      'Student Dies After Diet Pills She Bought Online "Burned Her Up From Within"',
    );
    // The entry without a link is skipped; the relative one is resolved against the feed.
    expect(titles).not.toContain('An entry without a link');
    expect(feed.entries).toHaveLength(7);
    const first = feed.entries[0]!;
    expect(first.url).toBe(server.url('/articles/la-nacion/'));
    // Its date is 2099: a feed's clock never puts an entry in our future.
    expect(first.publishedAt).toEqual(now);
    const bbc = feed.entries.find((entry) => entry.url.endsWith('/bbc-1/'))!;
    expect(bbc).toMatchObject({
      guid: 'urn:satchel-fixture:bbc-1',
      author: 'BBC News',
      categories: ['lang:en'],
      publishedAt: new Date('2026-09-30T09:00:00Z'),
    });
  });

  it('reads Atom with its language, authors and a right-to-left page', async () => {
    const feed = parseFeedText(await text(FEED_PATHS.atom), server.url(FEED_PATHS.atom));
    expect(feed).toMatchObject({ format: 'atom', title: 'Le monde et ailleurs', language: 'fr' });
    expect(feed.description).toBe('Nouvelles du monde — in several languages');
    expect(feed.entries.map((entry) => entry.url)).toContain(server.url('/articles/rtl-1/'));
    expect(feed.entries[1]).toMatchObject({
      title: "Le projet de loi sur le renseignement massivement approuvé à l'Assemblée",
      author: 'Martin Untersinger (avec Damien Leloup et Morgane Tual)',
    });
  });

  it('reads a JSON Feed, Arabic title and author included', async () => {
    const feed = parseFeedText(await text(FEED_PATHS.json), server.url(FEED_PATHS.json));
    expect(feed).toMatchObject({ format: 'json', title: 'JSON Tech Digest', language: 'en-US' });
    const arabic = feed.entries.find((entry) => entry.guid === 'arabic-1')!;
    expect(arabic).toMatchObject({
      title: ARABIC_TITLE,
      author: 'أحمد علي',
      categories: ['ثقافة'],
      url: server.url('/pages/arabic.html'),
    });
  });

  it('keeps full content and a plain-text excerpt of at most 500 characters', async () => {
    const feed = parseFeedText(await text(FEED_PATHS.fallback), server.url(FEED_PATHS.fallback));
    const [entry] = feed.entries;
    expect(entry!.contentHtml).toContain('<h1>Full content in the feed</h1>');
    expect(entry!.excerpt).toBe(
      'The page of this entry answers 404; the feed carries the article.',
    );
    const long = plainText(`<p>${'word '.repeat(400)}</p><script>evil()</script>`)!;
    expect(long.length).toBeLessThanOrEqual(EXCERPT_MAX);
    expect(long).not.toContain('<');
    expect(long).not.toContain('evil');
    expect(plainText('Caf&eacute; &amp; <b>cr&egrave;me</b>')).toBe('Café & crème');
  });

  it('refuses malformed XML and HTML as "not a feed"', async () => {
    expect(() => parseFeedText('', 'http://example.com/')).toThrow(NotAFeedError);
    expect(() =>
      parseFeedText(
        '<?xml version="1.0"?><rss version="2.0"><channel><title>Broken & <item><title>oops</channel></rs',
        'http://example.com/',
      ),
    ).toThrow(NotAFeedError);
    const page = '<!doctype html><html><body><p>Hello</p></body></html>';
    expect(() => parseFeedText(page, 'http://example.com/')).toThrow(NotAFeedError);
    expect(() => parseFeedText('{"not": "a feed"', 'http://example.com/')).toThrow(NotAFeedError);
  });
});

describe('parseFeed (large feeds in a worker thread)', () => {
  it('parses the 500-entry feed off the event loop, and refuses a large non-feed', async () => {
    const big = await text(FEED_PATHS.big);
    expect(big.length).toBeGreaterThan(WORKER_PARSE_THRESHOLD);
    const feed = await parseFeed(big, server.url(FEED_PATHS.big));
    expect(feed.entries).toHaveLength(500);
    expect(feed.entries[499]).toMatchObject({
      guid: 'big-499',
      url: server.url('/generated/499.html'),
      publishedAt: expect.any(Date),
    });
    const page = `<html><body>${'<p>not a feed</p>'.repeat(20_000)}</body></html>`;
    await expect(parseFeed(page, 'http://example.com/')).rejects.toBeInstanceOf(NotAFeedError);
  });
});

describe('discovery helpers', () => {
  it('finds rel=alternate feeds of every type, resolved against the page', () => {
    const html = `<html><head>
      <link rel="alternate" type="application/rss+xml" title="Posts" href="/feed.xml">
      <link rel="alternate" type="application/atom+xml" href="https://other.example/atom">
      <link rel="alternate" type="application/feed+json" title="JSON" href="feed.json">
      <link rel="alternate" hreflang="fr" href="/fr/">
      <link rel="stylesheet" type="application/rss+xml" href="/not-a-feed">
      </head><body></body></html>`;
    expect(alternateFeeds(html, 'https://blog.example/posts/')).toEqual([
      { url: 'https://blog.example/feed.xml', title: 'Posts', format: 'rss' },
      { url: 'https://other.example/atom', title: null, format: 'atom' },
      { url: 'https://blog.example/posts/feed.json', title: 'JSON', format: 'json' },
    ]);
  });

  it('tries the common paths beside the page, then at the root', () => {
    const urls = commonFeedUrls('https://blog.example/plain/page');
    expect(urls[0]).toBe('https://blog.example/plain/feed');
    expect(urls).toContain('https://blog.example/rss.xml');
    expect(urls).toContain('https://blog.example/feed.json');
  });
});

describe('schedule', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const after = (date: Date) => date.getTime() - now.getTime();

  it('polls busy feeds often and quiet ones rarely, within 15 min .. 24 h', () => {
    expect(after(nextFetchAfterSuccess({ now, entriesPerDay: 200 }))).toBe(MIN_INTERVAL_MS);
    expect(after(nextFetchAfterSuccess({ now, entriesPerDay: 4 }))).toBe(3 * 3600_000);
    expect(after(nextFetchAfterSuccess({ now, entriesPerDay: 0.1 }))).toBe(MAX_INTERVAL_MS);
  });

  it('never polls sooner than the ttl or Cache-Control max-age asks', () => {
    expect(after(nextFetchAfterSuccess({ now, entriesPerDay: 200, ttlMinutes: 120 }))).toBe(
      2 * 3600_000,
    );
    expect(after(nextFetchAfterSuccess({ now, entriesPerDay: 200, maxAgeSeconds: 7200 }))).toBe(
      2 * 3600_000,
    );
    expect(maxAgeSeconds('public, max-age=7200')).toBe(7200);
    expect(maxAgeSeconds('no-cache')).toBeNull();
  });

  it('backs off exponentially from 15 min to 24 h, and honours Retry-After', () => {
    const failure = (n: number, retry: number | null = null) =>
      after(
        nextFetchAfterFailure({
          now,
          consecutiveFailures: n,
          retryAfterSeconds: retry,
          status: 'FAILING',
        }),
      );
    expect(failure(1)).toBe(MIN_INTERVAL_MS);
    expect(failure(2)).toBe(2 * MIN_INTERVAL_MS);
    expect(failure(4)).toBe(8 * MIN_INTERVAL_MS);
    expect(failure(30)).toBe(MAX_INTERVAL_MS);
    expect(failure(1, 3600)).toBe(3600_000);
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds(new Date(now.getTime() + 60_000).toUTCString(), now)).toBe(60);
  });

  it('turns FAILING into BROKEN after 3 days, or at the second "not a feed"', () => {
    const since = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const status = (days: number, kind: string, previous: string | null) =>
      statusAfterFailure({
        now,
        failingSince: since(days),
        errorKind: kind,
        previousErrorKind: previous,
      });
    expect(status(2.9, 'HTTP_404', 'HTTP_404')).toBe('FAILING');
    expect(status(3, 'HTTP_404', 'HTTP_404')).toBe('BROKEN');
    expect(status(0, 'NOT_A_FEED', null)).toBe('FAILING');
    expect(status(0, 'NOT_A_FEED', 'NOT_A_FEED')).toBe('BROKEN');
  });
});

describe('describeFeedError', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const failing = (errorKind: string, days: number, status: 'FAILING' | 'BROKEN' = 'FAILING') => ({
    status,
    errorKind,
    failingSince: new Date(now.getTime() - days * 86_400_000),
  });

  it('says what failed and for how long', () => {
    expect(describeFeedError(failing('HTTP_404', 3.5, 'BROKEN'), now)).toBe('404 for 3 days');
    expect(describeFeedError(failing('TIMEOUT', 1.2), now)).toBe('Timed out since yesterday');
    expect(describeFeedError(failing('HTTP_503', 0.1), now)).toBe('503');
    expect(describeFeedError(failing('NOT_A_FEED', 5, 'BROKEN'), now)).toBe('Not a feed');
    expect(describeFeedError(failing('TOO_LARGE', 0), now)).toBe('Too large (over 10 MB)');
  });

  it('is null for a healthy or new feed', () => {
    expect(
      describeFeedError({ status: 'OK', errorKind: null, failingSince: null }, now),
    ).toBeNull();
    expect(
      describeFeedError({ status: 'PENDING', errorKind: null, failingSince: null }, now),
    ).toBeNull();
  });
});
