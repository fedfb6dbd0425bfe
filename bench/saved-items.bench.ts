/**
 * Saves list: the web client's first page of Saves (UNREAD, newest first) for a user with 100,000
 * saves, on PGlite and on a PostgreSQL server.
 * (a) server time through app.inject: 1,000 sequential requests after 100 warm-up ones, first page
 *     and second page (`after` the first page's endCursor), p50/p95/p99;
 * (b) throughput: app.listen on 127.0.0.1 and autocannon, 10 connections for 10 s;
 * plus the time and plan of each SQL statement one request sends, run alone.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { sessionHeaders } from './lib/backend.js';
import { listenOnLoopback, withBenchServices, type BenchServices } from './lib/bench-services.js';
import { mainThreadCpuSeconds, processCpuSeconds } from './lib/cpu.js';
import { benchBackends, measureInTurn, perBackend, percentileRow } from './lib/report.js';
import { printWhenMain, type Backend, type BenchResult, type Row } from './lib/report.js';
import { seedLibrary } from './lib/seed.js';
import { explainStatements, statementPlanNotes, statementRows } from './lib/sql-plans.js';
import type { StatementTiming } from './lib/sql-plans.js';
import { msSince, percentile } from './lib/stats.js';
import { timeRepeated } from './lib/timed-requests.js';

const SAVES = Number(process.env.BENCH_SAVES ?? 100_000);
const OTHER_USERS = 4;
const OTHER_SAVES = 1_000;
const WARMUP = 100;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const LOAD_CONNECTIONS = 10;
/** Which backends to run (e.g. BENCH_BACKENDS=postgres), and how many times to repeat the load runs on one seeded database. */
const BACKENDS = benchBackends();
const LOAD_RUNS = Number(process.env.BENCH_LOAD_RUNS ?? 1);
/** BENCH_CPU_PROFILE=<file.cpuprofile>: a CPU profile of the server's thread during the first load run. */
const PROFILE = process.env.BENCH_CPU_PROFILE;

/** The PostgreSQL backends serving `database`, by pid (their title names the database). */
function backendPids(database: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `);
      } catch {
        return false; // ended meanwhile
      }
    });
}

/**
 * CPU seconds of this process's main thread (the server; autocannon runs in a worker) and of the
 * PostgreSQL backends serving the bench's own database (not other people's work on a shared
 * server) between start() and stop(). The backends are sampled every 100 ms, so one that ends
 * meanwhile (the pool closes idle connections) keeps what it used instead of making the sum
 * negative.
 */
function cpuMeter(database: string | undefined) {
  const server = mainThreadCpuSeconds(process.pid);
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = (initial: boolean) => {
    for (const pid of database ? backendPids(database) : []) {
      const seconds = processCpuSeconds(pid);
      if (seconds === 0) continue;
      if (!first.has(pid)) first.set(pid, initial ? seconds : 0);
      last.set(pid, seconds);
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), 100);
  return {
    stop(): { server: number; postgres: number } {
      clearInterval(timer);
      sample(false);
      let postgres = 0;
      for (const [pid, seconds] of last) postgres += seconds - first.get(pid)!;
      return { server: mainThreadCpuSeconds(process.pid) - server, postgres };
    },
  };
}

async function profiled<T>(file: string, run: () => Promise<T>): Promise<T> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}
export const SAVED_ITEMS_QUERY = `query GetSavedItems($filter: SavedItemsFilter, $sort: SavedItemsSort, $pagination: PaginationInput) { user { savedItems(filter: $filter, sort: $sort, pagination: $pagination) { edges { cursor node { id url title status isFavorite isArchived _createdAt _updatedAt } } pageInfo { hasNextPage endCursor } totalCount } } }`;

const firstPageVariables = {
  filter: { statuses: ['UNREAD'] },
  sort: { sortBy: 'CREATED_AT', sortOrder: 'DESC' },
};

interface SavedItemsResponse {
  data?: {
    user: {
      savedItems: {
        edges: unknown[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        totalCount: number;
      };
    };
  };
  errors?: Array<{ message: string }>;
}

interface Measured {
  firstPage: number[];
  secondPage: number[];
  load: autocannon.Result;
  /** The same load with a browser's Accept-Encoding. */
  loadCompressed: autocannon.Result;
  /** Median time (ms, round trip included) of each statement of one first-page request, run alone. */
  sql: StatementTiming[];
  seedMs: number;
}

function labelFor(sql: string): string {
  if (/FROM sessions/.test(sql)) return 'session lookup';
  if (/count\(\*\)/.test(sql)) return 'totalCount';
  if (/FROM saved_items/.test(sql)) return 'list page';
  if (/FROM users/.test(sql)) return 'user';
  return sql.replace(/\s+/g, ' ').slice(0, 40);
}

/** Sequential requests of `payload` after WARMUP untimed ones (ms each); each must answer 200. */
function timeRequests(app: FastifyInstance, headers: Record<string, string>, payload: string) {
  const send = async () => {
    const response = await app.inject({ method: 'POST', url: '/graphql', headers, payload });
    if (response.statusCode !== 200)
      throw new Error(`GraphQL ${response.statusCode}: ${response.body}`);
  };
  return timeRepeated(send, REQUESTS, WARMUP);
}

async function checkedPage(app: FastifyInstance, headers: Record<string, string>, payload: string) {
  const response = await app.inject({ method: 'POST', url: '/graphql', headers, payload });
  const body = response.json<SavedItemsResponse>();
  if (response.statusCode !== 200 || body.errors || !body.data)
    throw new Error(`GraphQL ${response.statusCode}: ${response.body}`);
  const page = body.data.user.savedItems;
  if (page.edges.length !== 30) throw new Error(`expected 30 edges, got ${page.edges.length}`);
  return page;
}

async function measureBackend(backend: Backend, log: (line: string) => void): Promise<Measured> {
  const run = async ({ db: rawDb, services, recorder, database, app: startApp }: BenchServices) => {
    const seedStart = process.hrtime.bigint();
    const library = await seedLibrary(rawDb, services, {
      saves: SAVES,
      otherUsers: OTHER_USERS,
      otherSaves: OTHER_SAVES,
    });
    const seedMs = msSince(seedStart);
    log(
      `  ${backend}: seeded ${SAVES} + ${OTHER_USERS}×${OTHER_SAVES} saves in ${(seedMs / 1000).toFixed(1)} s`,
    );

    const headers = await sessionHeaders(services, library.userId);
    const app = await startApp();

    const firstPayload = JSON.stringify({
      query: SAVED_ITEMS_QUERY,
      variables: firstPageVariables,
      operationName: 'GetSavedItems',
    });
    const first = await checkedPage(app, headers, firstPayload);
    if (!first.pageInfo.hasNextPage || !first.pageInfo.endCursor)
      throw new Error('expected a second page');
    const secondPayload = JSON.stringify({
      query: SAVED_ITEMS_QUERY,
      variables: { ...firstPageVariables, pagination: { after: first.pageInfo.endCursor } },
      operationName: 'GetSavedItems',
    });
    await checkedPage(app, headers, secondPayload);

    const firstPage = await timeRequests(app, headers, firstPayload);
    const secondPage = await timeRequests(app, headers, secondPayload);
    log(
      `  ${backend}: first page p50 ${percentile(firstPage, 50).toFixed(2)} ms, second page p50 ${percentile(secondPage, 50).toFixed(2)} ms`,
    );

    recorder.start();
    await checkedPage(app, headers, firstPayload);
    // Each statement alone: median of 50 runs after 5 warm-ups, with its plan (lib/sql-plans.ts).
    const sql = await explainStatements(rawDb, recorder.stop(), labelFor, 50, 5);

    const baseUrl = await listenOnLoopback(app);
    const loadTest = async (extraHeaders: Record<string, string>) => {
      const result = await autocannon({
        url: `${baseUrl}/graphql`,
        method: 'POST',
        headers: { ...headers, ...extraHeaders },
        body: firstPayload,
        connections: LOAD_CONNECTIONS,
        duration: LOAD_SECONDS,
        // The load generator runs in a worker thread so it does not share the server's event loop.
        workers: 1,
        // On a busy shared machine a request can wait past autocannon's 10 s default.
        timeout: 30,
      });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`load test: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
      return result;
    };
    // With BENCH_LOAD_RUNS > 1 the runs are logged and the median run (by req/s) is reported.
    const loads: autocannon.Result[] = [];
    for (let run = 0; run < LOAD_RUNS; run += 1) {
      const meter = cpuMeter(database);
      const result = await (PROFILE && run === 0
        ? profiled(PROFILE, () => loadTest({}))
        : loadTest({}));
      const cpu = meter.stop();
      loads.push(result);
      const perRequest = (seconds: number) => ((seconds * 1000) / result.requests.total).toFixed(2);
      log(
        `  ${backend}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; CPU per request: server ${perRequest(cpu.server)} ms, PostgreSQL ${perRequest(cpu.postgres)} ms`,
      );
    }
    loads.sort((a, b) => a.requests.average - b.requests.average);
    const load = loads[Math.floor(loads.length / 2)]!;
    // What a browser sends: the response is then compressed (@fastify/compress, threshold 1 KB).
    const loadCompressed = await loadTest({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    log(
      `  ${backend}, compressed: ${loadCompressed.requests.average.toFixed(0)} req/s, p50 ${loadCompressed.latency.p50} ms`,
    );
    return { firstPage, secondPage, load, loadCompressed, sql, seedMs };
  };
  return withBenchServices(backend, 'saves', run, { recordSql: true });
}

export async function runSavedItemsBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  log(
    `saved items: ${SAVES} saves, ${REQUESTS} sequential requests per page, ${LOAD_SECONDS} s × ${LOAD_CONNECTIONS} connections of load`,
  );
  const measured = await measureInTurn(BACKENDS, (backend) => measureBackend(backend, log));

  const both = perBackend(measured);
  const pageRows = (page: string, pick: (m: Measured) => number[]): Row[] => [
    percentileRow(both, `${page} (inject), p50`, pick, 50, { postgres: { max: 5 } }),
    percentileRow(both, `${page} (inject), p95`, pick, 95, { postgres: { max: 15 } }),
    percentileRow(both, `${page} (inject), p99`, pick, 99),
  ];
  const rows: Row[] = [
    ...pageRows('first page', (m) => m.firstPage),
    ...pageRows('second page', (m) => m.secondPage),
    {
      metric: `throughput (${LOAD_CONNECTIONS} conns, ${LOAD_SECONDS} s)`,
      unit: 'req/s',
      ...both((m) => m.load.requests.average),
      budget: { pglite: { min: 1500 }, postgres: { min: 1500 } },
    },
    { metric: 'latency under load, p50', unit: 'ms', ...both((m) => m.load.latency.p50) },
    { metric: 'latency under load, p97.5', unit: 'ms', ...both((m) => m.load.latency.p97_5) },
    { metric: 'latency under load, p99', unit: 'ms', ...both((m) => m.load.latency.p99) },
    {
      metric: 'throughput, browser Accept-Encoding',
      unit: 'req/s',
      ...both((m) => m.loadCompressed.requests.average),
    },
    {
      metric: 'latency, browser Accept-Encoding, p50',
      unit: 'ms',
      ...both((m) => m.loadCompressed.latency.p50),
    },
    ...statementRows(measured, (m) => m.sql),
    { metric: 'seeding', unit: 's', ...both((m) => m.seedMs / 1000) },
  ];
  const notes = [
    `Data: one user with ${SAVES.toLocaleString('en')} saves (80% UNREAD), ${OTHER_USERS} users with ${OTHER_SAVES.toLocaleString('en')}; ANALYZE after seeding. Session cookie + Origin, as the web client sends. PGlite in a temp directory; PostgreSQL in a scratch database (pool of 10).`,
    'Load: autocannon in a worker thread of the same process (2 cores shared by server, load generator and, for PostgreSQL, the database server). Budgeted run without Accept-Encoding (uncompressed responses); a second run sends a browser’s Accept-Encoding.',
  ];
  notes.push(
    ...statementPlanNotes(
      measured,
      (m) => m.sql,
      (entry) => entry.label === 'list page' || entry.label === 'totalCount',
    ),
  );
  return {
    title: 'Saves list (GetSavedItems, UNREAD, newest first; user with 100,000 saves)',
    rows,
    notes,
  };
}

await printWhenMain(import.meta.url, runSavedItemsBench);
