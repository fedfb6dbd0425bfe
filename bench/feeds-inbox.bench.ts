/**
 * Feed inbox: the /feeds page's first inbox page (User.feedItems through GraphQL, app.inject,
 * session cookie + Origin as the web client sends) for a user with 500 subscriptions and 100,000
 * inbox entries, on PGlite and on a PostgreSQL server. Four other users follow overlapping and
 * other feeds, so their inbox rows share the table and the index must pick the user's.
 * Sequential requests after a warm-up: p50/p95 and CPU per request (server thread, PostgreSQL);
 * also unseenOnly, one feed, the second page and User.feeds (500 subscriptions with counts), and
 * the plan of the page statement.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/server/db/types.js';
import { createServices } from '../src/server/services.js';
import { benchConfig, openBenchBackend, readyBenchApp, sessionHeaders } from './lib/backend.js';
import { mainThreadCpuSeconds, postgresCpuSeconds } from './lib/cpu.js';
import { isMain } from './lib/env.js';
import {
  formatResult,
  perBackend,
  type Backend,
  type BenchResult,
  type Row,
} from './lib/report.js';
import { msSince, percentile } from './lib/stats.js';

const SUBSCRIPTIONS = 500;
const ENTRIES = Number(process.env.BENCH_FEED_ENTRIES ?? 100_000);
/** Feeds only the other users follow, and the entries each of them carries. */
const OTHER_FEEDS = 100;
const OTHER_FEED_ENTRIES = 100;
const OTHER_USERS = 4;
const SAVED = 2_000;
const WARMUP = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',') as Backend[];

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

interface Timed {
  samples: number[];
  serverCpuMs: number;
  postgresCpuMs: number;
}

async function timeRequests(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: string,
  backend: Backend,
  /** The scratch database's name: only its PostgreSQL backends' CPU is counted. */
  database: string | undefined,
): Promise<Timed> {
  const send = async () => {
    const response = await app.inject({ method: 'POST', url: '/graphql', headers, payload });
    const body = response.json<{ errors?: unknown }>();
    if (response.statusCode !== 200 || body.errors) throw new Error(response.body);
  };
  for (let i = 0; i < WARMUP; i += 1) await send();
  const cpuBefore = mainThreadCpuSeconds(process.pid);
  const pgBefore = backend === 'postgres' ? postgresCpuSeconds(database) : 0;
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const start = process.hrtime.bigint();
    await send();
    samples.push(msSince(start));
  }
  const perRequest = (seconds: number) => (seconds * 1000) / REQUESTS;
  return {
    samples,
    serverCpuMs: perRequest(mainThreadCpuSeconds(process.pid) - cpuBefore),
    postgresCpuMs:
      backend === 'postgres' ? perRequest(postgresCpuSeconds(database) - pgBefore) : Number.NaN,
  };
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
  const { db, databaseUrl, cleanup } = await openBenchBackend(backend, 'feeds_inbox');
  let app: FastifyInstance | undefined;
  try {
    const config = benchConfig(databaseUrl);
    const services = createServices(db, config);
    const database = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : undefined;
    const seedStart = process.hrtime.bigint();
    const seeded = await seedFeedInbox(db, async (n) => {
      const user = await services.accounts.signup({
        email: `feeds${n}@example.com`,
        username: `feeds${n}`,
        password: 'correct horse battery staple',
      });
      return user.id;
    });
    const seedMs = msSince(seedStart);
    log(`  ${backend}: seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const headers = await sessionHeaders(services, seeded.userId);
    app = await readyBenchApp(config, services);
    const payload = (variables: Record<string, unknown>) =>
      JSON.stringify({ query: FEED_ITEMS_QUERY, variables });

    const firstResponse = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      payload: payload({}),
    });
    const page = firstResponse.json<{
      data: {
        user: {
          feedItems: { edges: unknown[]; pageInfo: { endCursor: string }; totalCount: number };
        };
      };
    }>().data.user.feedItems;
    if (page.edges.length !== 30 || page.totalCount !== 5000) {
      throw new Error(`unexpected first page: ${firstResponse.body.slice(0, 300)}`);
    }
    const first = await timeRequests(app, headers, payload({}), backend, database);
    const unseen = await timeRequests(
      app,
      headers,
      payload({ unseenOnly: true }),
      backend,
      database,
    );
    const oneFeed = await timeRequests(
      app,
      headers,
      payload({ feedId: seeded.subscriptionId }),
      backend,
      database,
    );
    const second = await timeRequests(
      app,
      headers,
      payload({ pagination: { first: 30, after: page.pageInfo.endCursor } }),
      backend,
      database,
    );
    const feeds = await timeRequests(
      app,
      headers,
      JSON.stringify({ query: FEEDS_QUERY }),
      backend,
      database,
    );
    log(
      `  ${backend}: first page p50 ${percentile(first.samples, 50).toFixed(2)} ms, p95 ${percentile(first.samples, 95).toFixed(2)} ms`,
    );
    const explained = await db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, TIMING OFF, COSTS OFF)
       SELECT fi.entry_id FROM feed_inbox fi WHERE fi.user_id = $1
        ORDER BY fi.published_at DESC, fi.entry_id DESC LIMIT 31`,
      [seeded.userId],
    );
    return {
      first,
      unseen,
      oneFeed,
      second,
      feeds,
      plan: explained.map((row) => row['QUERY PLAN']).join('\n'),
      seedMs,
    };
  } finally {
    await app?.close();
    await cleanup();
  }
}

export async function runFeedsInboxBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  log(
    `feeds inbox: ${SUBSCRIPTIONS} subscriptions, ${ENTRIES} inbox entries, ${REQUESTS} sequential requests per case`,
  );
  const measured: Partial<Record<Backend, Measured>> = {};
  for (const backend of BACKENDS) measured[backend] = await measureBackend(backend, log);
  const both = perBackend(measured);
  const timing = (label: string, pick: (m: Measured) => Timed, budgeted = false): Row[] => [
    { metric: `${label}, p50`, unit: 'ms', ...both((m) => percentile(pick(m).samples, 50)) },
    {
      metric: `${label}, p95`,
      unit: 'ms',
      ...both((m) => percentile(pick(m).samples, 95)),
      ...(budgeted ? { budget: { postgres: { max: 30 } } } : {}),
    },
    { metric: `${label}, server CPU per request`, unit: 'ms', ...both((m) => pick(m).serverCpuMs) },
    {
      metric: `${label}, PostgreSQL CPU per request`,
      unit: 'ms',
      ...both((m) => pick(m).postgresCpuMs),
    },
  ];
  const rows: Row[] = [
    ...timing('inbox first page (GraphQL)', (m) => m.first, true),
    ...timing('inbox first page, unseenOnly', (m) => m.unseen),
    ...timing('inbox first page, one feed', (m) => m.oneFeed),
    ...timing('inbox second page', (m) => m.second),
    ...timing('User.feeds (500 with counts)', (m) => m.feeds),
    { metric: 'seeding', unit: 's', ...both((m) => m.seedMs / 1000) },
  ];
  const notes = [
    `Data: one user following ${SUBSCRIPTIONS} feeds with ${ENTRIES.toLocaleString('en')} inbox entries (published over a year; older than 30 days 90% seen; ${SAVED.toLocaleString('en')} of the pages saved); ${OTHER_USERS} users following 150 of those feeds and 50 of ${OTHER_FEEDS} others, so their inbox rows share the table. Each entry has a parsed item. VACUUM ANALYZE after seeding (the steady state autovacuum keeps).`,
    'Requests: User.feedItems through app.inject with the session cookie, 30 entries per page with the fields the web client’s inbox asks (their feed’s title and icon, the item’s reader id, site, picture and direction, isSaved); totalCount capped at 5,000. Sequential, after 50 warm-up requests. CPU from /proc: the server thread, and the PostgreSQL backends serving the scratch database (PGlite runs in the server thread).',
  ];
  for (const backend of ['pglite', 'postgres'] as const) {
    const plan = measured[backend]?.plan;
    if (plan) notes.push(`${backend} plan of the page's range scan:\n\n\`\`\`\n${plan}\n\`\`\``);
  }
  return {
    title: 'Feed inbox (User.feedItems first page; 500 subscriptions, 100,000 entries)',
    rows,
    notes,
  };
}

if (isMain(import.meta.url)) {
  const result = await runFeedsInboxBench();
  console.log(`\n${formatResult(result)}`);
}
