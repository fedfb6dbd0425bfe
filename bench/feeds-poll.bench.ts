/**
 * Feed polling (docs/FEEDS.md "Polling") on PGlite and on a PostgreSQL server, against
 * the loopback feed server (src/server/test/feed-server.ts):
 *
 * - 1,000 followed feeds, each read once before (so each has an ETag), all due: one `feeds.due`
 *   sweep through the real queue and an in-process Worker (2 jobs at once, as in production), every
 *   feed answering 304 to its conditional GET. Wall time from enqueueing the sweep to the last
 *   feed's new last_fetched_at, the process's CPU seconds over that time, and how far its RSS rose
 *   (sampled every 10 ms). Budgets: < 60 s wall on 2 cores, < 50 MB RSS growth.
 * - a 500-entry feed read the first time: `feeds.poll` of it (fetch, parse, 500 items found or
 *   created, entries stored, parse jobs queued in one transaction), and the parse alone
 *   (parseFeedText, on the event loop), each in ms and CPU ms. Budget: parsed and queued < 300 ms.
 */
import { pino } from 'pino';
import { ApiLimitsService } from '../src/server/api-limits/api-limits.service.js';
import { FeedsService } from '../src/server/discovery/feeds/feeds.service.js';
import { parseFeedText } from '../src/server/discovery/feeds/parse-feed.js';
import {
  dueFeedsJob,
  dueFeedsKind,
  pollFeedJob,
} from '../src/server/discovery/feeds/poll-feed.job.js';
import { fetchPage } from '../src/server/items/fetch/fetch-page.js';
import { ItemsService } from '../src/server/items/items.service.js';
import { Worker } from '../src/server/jobs/worker.js';
import { PgQueue } from '../src/server/queue/pg-queue.js';
import { FEED_PATHS, manyFeedPath, startFeedServer } from '../src/server/test/feed-server.js';
import { openBenchBackend } from './lib/backend.js';
import { measureEachBackend, perBackend, printWhenMain } from './lib/report.js';
import type { Backend, BenchResult } from './lib/report.js';
import { median, sleep } from './lib/stats.js';

const FEEDS = Number(process.env.BENCH_FEEDS ?? 1_000);
const BIG_RUNS = Number(process.env.BENCH_FEEDS_BIG_RUNS ?? 3);

interface Measured {
  sweepWallS: number;
  sweepCpuS: number;
  rssGrowthMb: number;
  notModified: number;
  bigPollMs: number[];
  bigPollCpuMs: number[];
  bigParseMs: number[];
  bigParseCpuMs: number[];
  bigEntries: number;
}

const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

async function measure(backend: Backend): Promise<Measured> {
  const only = process.env.BENCH_BACKENDS;
  if (only && !only.split(',').includes(backend)) throw new Error('not in BENCH_BACKENDS');
  const server = await startFeedServer();
  const { db, cleanup } = await openBenchBackend(backend, 'feeds');
  const queue = new PgQueue(db);
  const items = new ItemsService(db, queue, { fetchPage, allowPrivateFetch: true });
  const feeds = new FeedsService(db, queue, items, {
    allowPrivateFetch: true,
    lookups: new ApiLimitsService(db),
  });
  const worker = new Worker(
    queue,
    [pollFeedJob(feeds), dueFeedsJob(feeds)],
    pino({ level: 'silent' }),
    {
      ownsAllJobs: db.kind === 'pglite',
    },
  );
  try {
    const [user] = await db.query<{ id: number }>(
      `INSERT INTO users (email, username, password_hash)
       VALUES ('feeds-bench@example.com', 'feedsbench', 'x') RETURNING id::int AS id`,
    );
    const ids: number[] = [];
    for (let n = 0; n < FEEDS; n++)
      ids.push((await feeds.feedForUrl(server.url(manyFeedPath(n)))).id);
    await db.query(
      `INSERT INTO feed_subscriptions (user_id, feed_id) SELECT $1, unnest($2::bigint[])`,
      [user!.id, ids],
    );
    // Not timed: the first read of every feed (200 answers), so each has its validators.
    await feeds.pollDue();
    await db.query(`DELETE FROM jobs WHERE queue = 'item.parse'`);
    await db.query("UPDATE feeds SET next_fetch_at = now() - interval '1 second'");
    if (db.kind === 'postgres') await db.exec('ANALYZE');
    const before = server.allRequests().length;

    globalThis.gc?.();
    const rssBefore = process.memoryUsage.rss();
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
    const cpu = process.cpuUsage();
    const started = new Date();
    const t0 = performance.now();
    worker.start();
    await queue.enqueue(dueFeedsKind, { minute: started.toISOString().slice(0, 16) });
    for (;;) {
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM feeds WHERE last_fetched_at >= $1',
        [started],
      );
      if (row!.n >= FEEDS) break;
      await sleep(50);
    }
    const sweepWallS = (performance.now() - t0) / 1000;
    const sweepCpuS = cpuMs(cpu) / 1000;
    clearInterval(sampler);
    await worker.stop();
    const answers = server.allRequests().slice(before);
    const notModified = answers.filter((r) => r.status === 304 && r.ifNoneMatch).length;

    // The 500-entry feed, read the first time, BIG_RUNS times (a fresh feed row each run).
    const measured: Measured = {
      sweepWallS,
      sweepCpuS,
      rssGrowthMb: (peak - rssBefore) / 1e6,
      notModified,
      bigPollMs: [],
      bigPollCpuMs: [],
      bigParseMs: [],
      bigParseCpuMs: [],
      bigEntries: 0,
    };
    const bigText = await (await fetch(server.url(FEED_PATHS.big))).text();
    for (let run = 0; run < BIG_RUNS; run++) {
      const feed = await feeds.feedForUrl(server.url(`${FEED_PATHS.big}?run=${run}`));
      await db.query('INSERT INTO feed_subscriptions (user_id, feed_id) VALUES ($1, $2)', [
        user!.id,
        feed.id,
      ]);
      // Each run's entries are new to the feed but their items exist after the first run.
      await db.query('DELETE FROM items WHERE normal_url LIKE $1', [
        `${server.url('/generated/')}%`,
      ]);
      const pollCpu = process.cpuUsage();
      const p0 = performance.now();
      await feeds.poll(feed.id);
      measured.bigPollMs.push(performance.now() - p0);
      measured.bigPollCpuMs.push(cpuMs(pollCpu));
      const parseCpu = process.cpuUsage();
      const q0 = performance.now();
      measured.bigEntries = parseFeedText(bigText, server.url(FEED_PATHS.big)).entries.length;
      measured.bigParseMs.push(performance.now() - q0);
      measured.bigParseCpuMs.push(cpuMs(parseCpu));
    }
    const [queued] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE queue = 'item.parse' AND priority < 0`,
    );
    if (queued!.n < 500) throw new Error(`only ${queued!.n} parse jobs were queued`);
    return measured;
  } finally {
    await worker.stop();
    await cleanup();
    await server.close();
  }
}

export async function runFeedsPollBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  log(
    `feeds-poll: ${FEEDS.toLocaleString('en')} feeds answering 304; a 500-entry feed ${BIG_RUNS}×`,
  );
  const measured = await measureEachBackend(measure, log);
  const value = perBackend(measured);
  const any = measured.pglite ?? measured.postgres;
  const both = { pglite: { max: 60 }, postgres: { max: 60 } };
  return {
    title: `Feed polling: ${FEEDS.toLocaleString('en')} due feeds (304) in one sweep; a 500-entry feed`,
    rows: [
      {
        metric: 'sweep of every due feed, wall',
        unit: 's',
        ...value((m) => m.sweepWallS),
        budget: both,
      },
      { metric: 'the same, CPU of the process', unit: 's', ...value((m) => m.sweepCpuS) },
      {
        metric: 'CPU per feed polled',
        unit: 'ms',
        ...value((m) => (m.sweepCpuS * 1000) / FEEDS),
      },
      {
        metric: 'RSS growth during the sweep (peak)',
        unit: 'MB',
        ...value((m) => m.rssGrowthMb),
        budget: { pglite: { max: 50 }, postgres: { max: 50 } },
      },
      {
        metric: '500-entry feed: first poll (fetch, parse, items, entries, parse jobs), median',
        unit: 'ms',
        ...value((m) => median(m.bigPollMs)),
        budget: { pglite: { max: 300 }, postgres: { max: 300 } },
      },
      { metric: 'the same, CPU', unit: 'ms', ...value((m) => median(m.bigPollCpuMs)) },
      {
        metric: '500-entry feed: parse alone, median',
        unit: 'ms',
        ...value((m) => median(m.bigParseMs)),
      },
      { metric: 'the same, CPU', unit: 'ms', ...value((m) => median(m.bigParseCpuMs)) },
    ],
    notes: [
      `Checked: ${any?.notModified.toLocaleString('en')} of the sweep's requests were conditional GETs answered 304; the 500-entry feed gave ${any?.bigEntries} entries and queued a parse job for each. The feed server runs in the same process, so its CPU is in the figures.`,
    ],
  };
}

await printWhenMain(import.meta.url, runFeedsPollBench);
