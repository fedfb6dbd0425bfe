/**
 * Feed inbox: the /feeds page's first inbox page (User.feedItems through GraphQL, app.inject,
 * session cookie + Origin as the web client sends) for a user with 500 subscriptions and 100,000
 * inbox entries, on PGlite and on a PostgreSQL server. Four other users follow overlapping and
 * other feeds, so their inbox rows share the table and the index must pick the user's.
 * Sequential requests after a warm-up: p50/p95 and CPU per request (server thread, PostgreSQL);
 * also unseenOnly, one feed, the second page and User.feeds (500 subscriptions with counts), and
 * the plan of the page statement.
 */
import type { Db } from '../src/server/db/types.js';
import { injectGraphql, sessionHeaders } from './lib/backend.js';
import { signUpBenchUser, withBenchServices } from './lib/bench-services.js';
import { benchBackends, measureInTurn, perBackend, planNotes } from './lib/report.js';
import { printWhenMain, type Backend, type BenchResult, type Row } from './lib/report.js';
import { textPlan } from './lib/sql-plans.js';
import { msSince, percentile } from './lib/stats.js';
import { injectGraphqlPayload, timeWithCpu, timingRows, type Timed } from './lib/timed-requests.js';

const SUBSCRIPTIONS = 500;
const ENTRIES = Number(process.env.BENCH_FEED_ENTRIES ?? 100_000);
/** Feeds only the other users follow, and the entries each of them carries. */
const OTHER_FEEDS = 100;
const OTHER_FEED_ENTRIES = 100;
const OTHER_USERS = 4;
const SAVED = 2_000;
const WARMUP = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);

/** What the web client's inbox asks for each entry (its FeedEntryFields fragment). */
const ENTRY_FIELDS = `id url title excerpt publishedAt seen isSaved savedItemId
  feed { id title siteUrl iconUrl }
  item { id domain domainMetadata { name } direction topImageUrl images { src } }`;
export const FEED_ITEMS_QUERY = `query FeedItems($feedId: ID, $unseenOnly: Boolean, $pagination: PaginationInput) {
  user { feedItems(feedId: $feedId, unseenOnly: $unseenOnly, pagination: $pagination) {
    edges { cursor node { ${ENTRY_FIELDS} } } pageInfo { hasNextPage endCursor } totalCount } } }`;
const FEEDS_QUERY = `query Feeds { user { feeds { id url title siteUrl iconUrl status lastFetchedAt error itemCount unreadCount folder topic createdAt } } }`;

interface Seeded {
  userId: number;
  /** A subscription id of the user's (for the per-feed page). */
  subscriptionId: string;
}

/** Set-based seeding: feeds, subscriptions, items and entries (the fan-out trigger fills inboxes). */
export async function seedFeedInbox(
  db: Db,
  signup: (n: number) => Promise<number>,
): Promise<Seeded> {
  const userId = await signup(0);
  const others: number[] = [];
  for (let n = 1; n <= OTHER_USERS; n += 1) others.push(await signup(n));
  const feedCount = SUBSCRIPTIONS + OTHER_FEEDS;
  await db.query(
    `INSERT INTO feeds (url, normal_url, title, site_url, status, last_fetched_at, last_success_at,
                        next_fetch_at, entries_per_day)
     SELECT 'https://blog' || g || '.example/feed.xml', 'https://blog' || g || '.example/feed.xml',
            'Blog n° ' || g || CASE WHEN g % 7 = 0 THEN ' — مدونة' ELSE '' END,
            'https://blog' || g || '.example/', 'OK', now() - interval '10 minutes',
            now() - interval '10 minutes', now() + interval '1 hour', 2
       FROM generate_series(1, $1::int) g`,
    [feedCount],
  );
  const feeds = await db.query<{ feed_id: number }>('SELECT feed_id FROM feeds ORDER BY feed_id');
  const feedIds = feeds.map((row) => Number(row.feed_id));
  const mine = feedIds.slice(0, SUBSCRIPTIONS);
  await db.query(
    `INSERT INTO feed_subscriptions (user_id, feed_id, folder)
     SELECT $1, f, CASE WHEN f % 3 = 0 THEN 'Folder ' || (f % 10) END FROM unnest($2::bigint[]) f`,
    [userId, mine],
  );
  for (const [index, other] of others.entries()) {
    // Each follows 150 of the user's feeds and 50 of the others.
    const theirs = [
      ...mine.slice(index * 100, index * 100 + 150),
      ...feedIds.slice(SUBSCRIPTIONS + (index % 2) * 50, SUBSCRIPTIONS + (index % 2) * 50 + 50),
    ];
    await db.query(
      `INSERT INTO feed_subscriptions (user_id, feed_id) SELECT $1, f FROM unnest($2::bigint[]) f`,
      [other, theirs],
    );
  }
  // One item per entry (as the feeds module makes them), then the entries, published over a
  // year: the first ENTRIES on the user's feeds, the rest on the feeds only others follow.
  const total = ENTRIES + OTHER_FEEDS * OTHER_FEED_ENTRIES;
  const feedOf = `(CASE WHEN g <= $2::int THEN 1 + (g - 1) % ${SUBSCRIPTIONS}
                   ELSE ${SUBSCRIPTIONS + 1} + (g - $2::int - 1) % ${OTHER_FEEDS} END)`;
  await db.query(
    `INSERT INTO items (given_url, normal_url, title, excerpt, parse_status)
     SELECT u, u, 'Article ' || g || ' — notes on reading', 'An excerpt of article ' || g, 'PARSED'
       FROM (SELECT g, 'https://blog' || ${feedOf} || '.example/posts/' || g AS u
               FROM generate_series(1, $1::int) g) s`,
    [total, ENTRIES],
  );
  await db.query(
    `INSERT INTO feed_entries (feed_id, guid, url, item_id, title, excerpt, published_at)
     SELECT f.feed_id, i.normal_url, i.normal_url, i.item_id,
            CASE WHEN g % 5 = 0 THEN NULL ELSE 'Entry ' || g || ': «quoted» & more' END,
            'An excerpt of entry ' || g,
            now() - ((g::bigint * 2654435761) % (365 * 86400)) * interval '1 second'
       FROM generate_series(1, $1::int) g
       JOIN items i ON i.normal_url = 'https://blog' || ${feedOf} || '.example/posts/' || g
                   AND i.owner_user_id IS NULL
       JOIN feeds f ON f.normal_url = 'https://blog' || ${feedOf} || '.example/feed.xml'`,
    [total, ENTRIES],
  );
  // Entries older than a month are mostly seen; the user saved some of the pages.
  await db.query(
    `UPDATE feed_inbox SET seen_at = published_at + interval '1 day'
      WHERE user_id = $1 AND published_at < now() - interval '30 days' AND entry_id % 10 <> 0`,
    [userId],
  );
  await db.query(
    `INSERT INTO saved_items (user_id, item_id, given_url, title, status, created_at, updated_at)
     SELECT $1, e.item_id, e.url, e.title, 'UNREAD', now(), now()
       FROM feed_inbox fi JOIN feed_entries e ON e.entry_id = fi.entry_id
      WHERE fi.user_id = $1 ORDER BY fi.published_at DESC LIMIT $2`,
    [userId, SAVED],
  );
  // The steady state autovacuum keeps on an insert-mostly table: statistics and the visibility
  // map (index-only scans).
  await db.exec('VACUUM ANALYZE');
  const [count] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM feed_inbox WHERE user_id = $1',
    [userId],
  );
  if (count?.count !== ENTRIES) {
    throw new Error(`seeding: the user's inbox has ${count?.count} entries, expected ${ENTRIES}`);
  }
  const [subscription] = await db.query<{ subscription_id: number }>(
    'SELECT subscription_id FROM feed_subscriptions WHERE user_id = $1 ORDER BY feed_id LIMIT 1',
    [userId],
  );
  return { userId, subscriptionId: String(subscription!.subscription_id) };
}

interface Measured {
  first: Timed;
  unseen: Timed;
  oneFeed: Timed;
  second: Timed;
  feeds: Timed;
  plan: string;
  seedMs: number;
}

async function measureBackend(backend: Backend, log: (line: string) => void): Promise<Measured> {
  return withBenchServices(backend, 'feeds_inbox', async ({ db, services, database, app }) => {
    const seedStart = process.hrtime.bigint();
    const seeded = await seedFeedInbox(db, (n) => signUpBenchUser(services, `feeds${n}`));
    const seedMs = msSince(seedStart);
    log(`  ${backend}: seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const headers = await sessionHeaders(services, seeded.userId);
    const server = await app();
    const page = (
      (await injectGraphql(server, headers, FEED_ITEMS_QUERY, {})) as {
        user: {
          feedItems: { edges: unknown[]; pageInfo: { endCursor: string }; totalCount: number };
        };
      }
    ).user.feedItems;
    if (page.edges.length !== 30 || page.totalCount !== 5000) {
      throw new Error(`unexpected first page: ${JSON.stringify(page).slice(0, 300)}`);
    }
    const time = (query: string, variables: Record<string, unknown>) => {
      const payload = JSON.stringify({ query, variables });
      const send = () => injectGraphqlPayload(server, headers, payload);
      return timeWithCpu(send, { requests: REQUESTS, warmup: WARMUP, backend, database });
    };
    const first = await time(FEED_ITEMS_QUERY, {});
    const unseen = await time(FEED_ITEMS_QUERY, { unseenOnly: true });
    const oneFeed = await time(FEED_ITEMS_QUERY, { feedId: seeded.subscriptionId });
    const after = { pagination: { first: 30, after: page.pageInfo.endCursor } };
    const second = await time(FEED_ITEMS_QUERY, after);
    const feeds = await time(FEEDS_QUERY, {});
    log(
      `  ${backend}: first page p50 ${percentile(first.samples, 50).toFixed(2)} ms, p95 ${percentile(first.samples, 95).toFixed(2)} ms`,
    );
    const plan = await textPlan(
      db,
      `SELECT fi.entry_id FROM feed_inbox fi WHERE fi.user_id = $1
        ORDER BY fi.published_at DESC, fi.entry_id DESC LIMIT 31`,
      [seeded.userId],
    );
    return { first, unseen, oneFeed, second, feeds, plan, seedMs };
  });
}

export async function runFeedsInboxBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  log(
    `feeds inbox: ${SUBSCRIPTIONS} subscriptions, ${ENTRIES} inbox entries, ${REQUESTS} sequential requests per case`,
  );
  const measured = await measureInTurn(benchBackends(), (backend) => measureBackend(backend, log));
  const both = perBackend(measured);
  const rows: Row[] = [
    ...timingRows(both, 'inbox first page (GraphQL)', (m) => m.first, {
      budget: { postgres: { max: 30 } },
    }),
    ...timingRows(both, 'inbox first page, unseenOnly', (m) => m.unseen),
    ...timingRows(both, 'inbox first page, one feed', (m) => m.oneFeed),
    ...timingRows(both, 'inbox second page', (m) => m.second),
    ...timingRows(both, 'User.feeds (500 with counts)', (m) => m.feeds),
    { metric: 'seeding', unit: 's', ...both((m) => m.seedMs / 1000) },
  ];
  const notes = [
    `Data: one user following ${SUBSCRIPTIONS} feeds with ${ENTRIES.toLocaleString('en')} inbox entries (published over a year; older than 30 days 90% seen; ${SAVED.toLocaleString('en')} of the pages saved); ${OTHER_USERS} users following 150 of those feeds and 50 of ${OTHER_FEEDS} others, so their inbox rows share the table. Each entry has a parsed item. VACUUM ANALYZE after seeding (the steady state autovacuum keeps).`,
    'Requests: User.feedItems through app.inject with the session cookie, 30 entries per page with the fields the web client’s inbox asks (their feed’s title and icon, the item’s reader id, site, picture and direction, isSaved); totalCount capped at 5,000. Sequential, after 50 warm-up requests. CPU from /proc: the server thread, and the PostgreSQL backends serving the scratch database (PGlite runs in the server thread).',
  ];
  notes.push(...planNotes(measured, "the page's range scan", (m) => m.plan));
  return {
    title: 'Feed inbox (User.feedItems first page; 500 subscriptions, 100,000 entries)',
    rows,
    notes,
  };
}

await printWhenMain(import.meta.url, runFeedsInboxBench);
