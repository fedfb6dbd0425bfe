/**
 * Fetching an import's pages (docs/DECISIONS.md §24.7), on PGlite and on a PostgreSQL server: a
 * list of N links (default 2,000) spread over H local sites (default 50, one HTTP server per
 * loopback address 127.0.0.2 …, each serving the fixture articles and answering after a delay like
 * a real site's, default 300 ms) is imported, and the worker, with its production settings, fetches
 * and parses every page. Measured: pages per second end to end (from the upload until every page is
 * parsed or failed), CPU per page (this process: worker, extraction thread, PGlite, the sites;
 * plus the PostgreSQL backends), and the most requests any one site saw in flight at once.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { createServices } from '../src/server/services.js';
import { jobDefinitions } from '../src/server/jobs/registry.js';
import { Worker } from '../src/server/jobs/worker.js';
import { startFixtureHosts } from '../src/server/items/fetch/fixture-hosts.js';
import { FIXTURES_DIR } from '../src/server/test/fixture-pages.js';
import {
  BENCH_ORIGIN,
  benchConfig,
  injectGraphql,
  openBenchBackend,
  readyBenchApp,
  signUpThroughApi,
} from './lib/backend.js';
import { postgresCpuSeconds } from './lib/cpu.js';
import { measureEachBackend, perBackend, printWhenMain } from './lib/report.js';
import type { Backend, BenchResult } from './lib/report.js';
import { msSince, sleep } from './lib/stats.js';

const PAGES = Number(process.env.BENCH_IMPORT_FETCH_PAGES ?? 2_000);
const HOSTS = Number(process.env.BENCH_IMPORT_FETCH_HOSTS ?? 50);
const SITE_DELAY_MS = Number(process.env.BENCH_IMPORT_FETCH_DELAY_MS ?? 300);
const GOAL_PAGES_PER_SECOND = 20;
/** The fixture articles (a worktree elsewhere, such as /tmp/base, names the checkout's). */
const ARTICLES = process.env.BENCH_FIXTURES_DIR ?? FIXTURES_DIR;

const UPLOAD_URL = `mutation U { importUploadUrl(importType: other) { ... on PreSignedUrl { url } } }`;

interface Measured {
  pagesPerSecond: number;
  cpuMsPerPage: number;
  failed: number;
  maxInFlightPerHost: number;
  seconds: number;
}

/** Every fixture article at /a/<name>/<k>: a distinct URL (a distinct item) per save. */
function sitePages(): { pages: Map<string, string>; paths: string[] } {
  const names = readdirSync(ARTICLES).filter((name) =>
    existsSync(join(ARTICLES, name, 'source.html')),
  );
  const pages = new Map<string, string>();
  const paths: string[] = [];
  for (let k = 0; k < PAGES; k += 1) {
    const name = names[k % names.length]!;
    const path = `/a/${name}/${k}`;
    pages.set(path, readFileSync(join(ARTICLES, name, 'source.html'), 'utf8'));
    paths.push(path);
  }
  return { pages, paths };
}

async function measure(backend: Backend): Promise<Measured> {
  const { pages, paths } = sitePages();
  const sites = await startFixtureHosts(HOSTS, { pages, delayMs: SITE_DELAY_MS });
  const { db, databaseUrl, cleanup } = await openBenchBackend(backend, 'import_fetch');
  const config = { ...benchConfig(databaseUrl), allowPrivateFetch: true };
  const services = createServices(db, config);
  const app = await readyBenchApp(config, services);
  // The worker as `npm start` runs it: its default slots and politeness.
  const worker = new Worker(services.queue, jobDefinitions(services), pino({ level: 'silent' }), {
    ownsAllJobs: backend === 'pglite',
  });
  try {
    const cookie = await signUpThroughApi(app, `fetcher_${backend}`);
    const headers = { 'content-type': 'application/json', origin: BENCH_ORIGIN, cookie };
    const list = paths.map((path, k) => sites.hosts[k % sites.hosts.length]!.url(path)).join('\n');
    const link = (await injectGraphql(app, headers, UPLOAD_URL, {})) as {
      importUploadUrl: { url: string };
    };
    const { pathname, search } = new URL(link.importUploadUrl.url);

    worker.start();
    const cpuBefore = process.cpuUsage();
    const pgBefore = databaseUrl ? postgresCpuSeconds(new URL(databaseUrl).pathname.slice(1)) : 0;
    const started = process.hrtime.bigint();
    const uploaded = await app.inject({
      method: 'PUT',
      url: pathname + search,
      headers: { 'content-type': 'application/octet-stream', origin: BENCH_ORIGIN, cookie },
      payload: Buffer.from(list),
    });
    if (uploaded.statusCode !== 202) throw new Error(`upload: ${uploaded.body}`);
    let ended = { done: 0, failed: 0 };
    let lastReport = Date.now();
    while (ended.done < PAGES) {
      await sleep(250);
      const [row] = await db.query<{ done: number; failed: number }>(
        `SELECT count(*) FILTER (WHERE parse_status <> 'PENDING')::int AS done,
                count(*) FILTER (WHERE parse_status = 'FAILED')::int AS failed FROM items`,
      );
      ended = row ?? ended;
      if (Date.now() - lastReport > 10_000) {
        lastReport = Date.now();
        console.log(
          `  ${backend}: ${ended.done} of ${PAGES} pages after ${Math.round(msSince(started) / 1000)} s`,
        );
      }
    }
    const seconds = msSince(started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const pgCpu = databaseUrl
      ? postgresCpuSeconds(new URL(databaseUrl).pathname.slice(1)) - pgBefore
      : 0;
    return {
      pagesPerSecond: PAGES / seconds,
      cpuMsPerPage: ((cpu.user + cpu.system) / 1000 + pgCpu * 1000) / PAGES,
      failed: ended.failed,
      maxInFlightPerHost: Math.max(...sites.hosts.map((host) => host.maxInFlight)),
      seconds,
    };
  } finally {
    await worker.stop();
    await app.close();
    await cleanup();
    await sites.close();
  }
}

export async function run(): Promise<BenchResult> {
  const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const measured = await measureEachBackend(measure, console.log);
  const loadAfter = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const pick = perBackend(measured);
  return {
    title: `Import page fetching (${PAGES.toLocaleString('en')} links over ${HOSTS} local sites answering in ${SITE_DELAY_MS} ms)`,
    rows: [
      {
        metric: 'pages fetched and parsed per second',
        unit: '/s',
        ...pick((m) => m.pagesPerSecond),
        budget: {
          pglite: { min: GOAL_PAGES_PER_SECOND },
          postgres: { min: GOAL_PAGES_PER_SECOND },
        },
      },
      { metric: 'CPU per page', unit: 'ms', ...pick((m) => m.cpuMsPerPage) },
      { metric: 'whole import', unit: 's', ...pick((m) => m.seconds) },
      { metric: 'pages that failed', unit: '', ...pick((m) => m.failed) },
      {
        metric: 'most requests in flight at one site',
        unit: '',
        ...pick((m) => m.maxInFlightPerHost),
      },
    ],
    notes: [
      `Load average ${loadBefore} before, ${loadAfter} after (cat /proc/loadavg).`,
      'CPU per page: this process (worker, extraction thread, PGlite and the local sites) plus the PostgreSQL backends of the scratch database.',
    ],
  };
}

await printWhenMain(import.meta.url, run);
