/**
 * Home, Discover and a topic page over a large corpus (bench/README.md "Home, Discover and a topic
 * page"; budget: `homeSlateLineup` p95 under 50 ms on PostgreSQL, under 150 ms on PGlite), on both
 * databases. A reader with 100,000 saves (lib/seed.ts, plus saves of 1 in 40 corpus items) and a
 * corpus of 100,000 items in 15 topics (lib/corpus-bulk-seed.ts: 400 publishers' feeds, English and
 * German, published over a year, picks, REVIEW prospects, instance figures, the reader's
 * dismissals, shown history, neighbours of their saved corpus items and three preferred topics).
 * Through GraphQL with Pocket's own documents (src/server/test/pocket-discovery-documents.ts):
 *
 * - GetHome (signed in, locale en), GetDiscoverLineup (explore EN, logged out) and GetTopicLineup
 *   (Technology's lineup id, logged out): sequential requests through app.inject after warm-up
 *   ones, p50/p95/p99, CPU per request of the server's thread and of the database's backends;
 * - requests/s of GetHome with app.listen and autocannon (10 connections);
 * - each SQL statement of one Home request alone, with its plan.
 *
 * `npx tsx bench/home-slate-lineup.bench.ts`. Knobs: BENCH_SAVES (100000), BENCH_CORPUS (100000),
 * BENCH_REQUESTS (200), BENCH_WARMUP (20), BENCH_SQL_RUNS (20), BENCH_LOAD_SECONDS (5), BENCH_BACKENDS (pglite,postgres), BENCH_VERBOSE=1,
 * BENCH_CORPUS_SEARCH=1 (also build corpus search's documents, which lineups do not read).
 */
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { TOPICS } from '../src/common/topics.js';
import {
  POCKET_DISCOVERY_DOCUMENTS,
  POCKET_LINEUP_IDS,
} from '../src/server/test/pocket-discovery-documents.js';
import { JSON_HEADERS, sessionHeaders } from './lib/backend.js';
import { listenOnLoopback, withBenchServices, type BenchServices } from './lib/bench-services.js';
import { seedBulkCorpus, type BulkCorpus } from './lib/corpus-bulk-seed.js';
import { mainThreadCpuSeconds, postgresCpuSeconds } from './lib/cpu.js';
import { benchBackends, measureInTurn, perBackend, printWhenMain } from './lib/report.js';
import type { Backend, BenchResult, Row } from './lib/report.js';
import { seedLibrary } from './lib/seed.js';
import { explainStatements, statementPlanNotes, statementRows } from './lib/sql-plans.js';
import type { StatementTiming } from './lib/sql-plans.js';
import { msSince, percentile } from './lib/stats.js';
import { timeWithCpu, timingRows, type Timed } from './lib/timed-requests.js';

const SAVES = Number(process.env.BENCH_SAVES ?? 100_000);
const CORPUS = Number(process.env.BENCH_CORPUS ?? 100_000);
const PUBLISHERS = 400;
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
/** Runs of each SQL statement of a Home request, alone. */
const SQL_RUNS = Number(process.env.BENCH_SQL_RUNS ?? 20);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const LOAD_CONNECTIONS = 10;
const BACKENDS = benchBackends();
/** The reader's saves of corpus items (1 in 40) come on top of the library; keep the total near SAVES. */
const LIBRARY_SAVES = Math.max(1_000, SAVES - Math.round(CORPUS / 40));
const TECHNOLOGY = TOPICS.find((topic) => topic.slug === 'technology')!;

interface Case {
  label: string;
  operationName: keyof typeof POCKET_DISCOVERY_DOCUMENTS;
  variables: Record<string, unknown>;
  signedIn: boolean;
}

const CASES: Case[] = [
  { label: 'Home', operationName: 'GetHome', variables: { locale: 'en' }, signedIn: true },
  {
    label: 'Discover (logged out)',
    operationName: 'GetDiscoverLineup',
    variables: { id: POCKET_LINEUP_IDS.exploreEn, recommendationCount: 12, slateCount: 20 },
    signedIn: false,
  },
  {
    label: 'topic page (logged out)',
    operationName: 'GetTopicLineup',
    variables: { id: TECHNOLOGY.lineupId, recommendationCount: 30, slateCount: 2 },
    signedIn: false,
  },
];

interface CaseFigures extends Timed {
  slates: number;
  cards: number;
  /** SQL statements one request sends. */
  statements: number;
}

interface Measured {
  cases: Record<string, CaseFigures>;
  load: autocannon.Result;
  loadCpuMs: { server: number; postgres: number };
  sql: StatementTiming[];
  seedMs: number;
  corpus: BulkCorpus;
  totalSaves: number;
}

interface LineupAnswer {
  data?: Record<string, { slates: Array<{ recommendations: Array<Record<string, unknown>> }> }>;
  errors?: Array<{ message: string }>;
}

const payloadOf = (c: Case) =>
  JSON.stringify({
    query: POCKET_DISCOVERY_DOCUMENTS[c.operationName],
    variables: c.variables,
    operationName: c.operationName,
  });

/** One request, checked: 200, no errors, a lineup with slates. Returns its slates' card URLs. */
async function checked(app: FastifyInstance, headers: Record<string, string>, c: Case) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    payload: payloadOf(c),
  });
  const body = response.json<LineupAnswer>();
  const lineup = body.data && Object.values(body.data)[0];
  if (response.statusCode !== 200 || body.errors || !lineup)
    throw new Error(`${c.label}: ${response.statusCode} ${response.body.slice(0, 500)}`);
  const urls = lineup.slates.flatMap((slate) =>
    slate.recommendations.map((r) => {
      const card = (r.corpusItem ?? (r.item as Record<string, unknown>)?.corpusItem) as
        { url: string } | undefined;
      return card?.url ?? '';
    }),
  );
  return { slates: lineup.slates.length, urls };
}

const cpuNow = (database: string | undefined) => ({
  server: mainThreadCpuSeconds(process.pid),
  postgres: database ? postgresCpuSeconds(database) : 0,
});

function labelFor(sql: string): string {
  if (/FROM sessions/.test(sql)) return 'session lookup';
  if (/WITH recent AS/.test(sql)) return 'reader signals';
  if (/corpus_item_neighbours/.test(sql)) return 'neighbours';
  if (/WITH (scanned|pooled) AS/.test(sql)) return 'candidates';
  if (/FROM corpus_items ci\s+JOIN items i/.test(sql)) return 'card views';
  if (/FROM users/.test(sql)) return 'user';
  return sql.replace(/\s+/g, ' ').trim().slice(0, 40);
}

async function measureBackend(backend: Backend, log: (line: string) => void): Promise<Measured> {
  const run = async ({ db: rawDb, services, recorder, database, app: startApp }: BenchServices) => {
    const seedStart = process.hrtime.bigint();
    const library = await seedLibrary(rawDb, services, {
      saves: LIBRARY_SAVES,
      otherUsers: 4,
      otherSaves: 1_000,
    });
    const corpus = await seedBulkCorpus(rawDb, {
      items: CORPUS,
      publishers: PUBLISHERS,
      userId: library.userId,
      otherUserIds: library.otherUserIds,
      searchDocuments: process.env.BENCH_CORPUS_SEARCH === '1',
      log: (line) => log(`  ${backend}: ${line}`),
    });
    const seedMs = msSince(seedStart);
    const [{ saves } = { saves: 0 }] = await rawDb.query<{ saves: number }>(
      'SELECT count(*)::int AS saves FROM saved_items WHERE user_id = $1',
      [library.userId],
    );
    log(
      `  ${backend}: seeded ${saves} saves and ${CORPUS} corpus items in ${(seedMs / 1000).toFixed(1)} s (${JSON.stringify(corpus)})`,
    );

    const signedIn = await sessionHeaders(services, library.userId);
    const app = await startApp();
    const headersFor = (c: Case) => (c.signedIn ? signedIn : JSON_HEADERS);

    // Home never shows what the reader saved or dismissed.
    const home = await checked(app, signedIn, CASES[0]!);
    const [leaked] = await rawDb.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM items i
         JOIN corpus_items ci ON ci.item_id = i.item_id
        WHERE i.normal_url = ANY($1::text[])
          AND (EXISTS (SELECT 1 FROM saved_items s WHERE s.user_id = $2 AND s.item_id = i.item_id)
               OR EXISTS (SELECT 1 FROM recommendation_dismissals d
                           WHERE d.user_id = $2 AND d.corpus_item_id = ci.corpus_item_id))`,
      [home.urls, library.userId],
    );
    if (leaked!.n > 0) throw new Error(`Home shows ${leaked!.n} saved or dismissed items`);

    const cases: Record<string, CaseFigures> = {};
    for (const c of CASES) {
      const headers = headersFor(c);
      recorder.start();
      const shape = await checked(app, headers, c);
      const statements = recorder.stop().length;
      const payload = payloadOf(c);
      const send = async () => {
        const response = await app.inject({ method: 'POST', url: '/graphql', headers, payload });
        if (response.statusCode !== 200) throw new Error(`${c.label}: ${response.statusCode}`);
      };
      const options = { requests: REQUESTS, warmup: WARMUP, backend, database };
      const timed = await timeWithCpu(send, options);
      const { samples } = timed;
      cases[c.label] = { ...timed, slates: shape.slates, cards: shape.urls.length, statements };
      log(
        `  ${backend}: ${c.label}: ${shape.slates} slates, ${shape.urls.length} cards, ${statements} SQL statements; p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`,
      );
    }

    recorder.start();
    await checked(app, signedIn, CASES[0]!);
    const sql = await explainStatements(rawDb, recorder.stop(), labelFor, SQL_RUNS);

    const baseUrl = await listenOnLoopback(app);
    const before = cpuNow(database);
    const load = await autocannon({
      url: `${baseUrl}/graphql`,
      method: 'POST',
      headers: signedIn,
      body: payloadOf(CASES[0]!),
      connections: LOAD_CONNECTIONS,
      duration: LOAD_SECONDS,
      workers: 1,
    });
    const after = cpuNow(database);
    if (load.non2xx > 0 || load.errors > 0)
      throw new Error(`load: ${load.non2xx} non-2xx, ${load.errors} errors`);
    const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, load.requests.total);
    const loadCpuMs = {
      server: perRequest(after.server - before.server),
      postgres: perRequest(after.postgres - before.postgres),
    };
    log(
      `  ${backend}: Home under load ${load.requests.average.toFixed(0)} req/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms`,
    );
    return { cases, load, loadCpuMs, sql, seedMs, corpus, totalSaves: saves };
  };
  return withBenchServices(backend, 'home', run, { recordSql: true });
}

export async function runHomeSlateLineupBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  log(
    `home slate lineup: ${SAVES} saves, ${CORPUS} corpus items, ${REQUESTS} sequential requests per case`,
  );
  const measured = await measureInTurn(BACKENDS, (backend) => measureBackend(backend, log));
  const both = perBackend(measured);
  const rows: Row[] = CASES.flatMap((c): Row[] => {
    const of = (m: Measured) => m.cases[c.label]!;
    const budget =
      c.operationName === 'GetHome' ? { pglite: { max: 150 }, postgres: { max: 50 } } : undefined;
    return [
      ...timingRows(both, c.label, of, { budget, p99: true }),
      { metric: `${c.label}, slates`, unit: '', ...both((m) => of(m).slates) },
      { metric: `${c.label}, SQL statements`, unit: '', ...both((m) => of(m).statements) },
    ];
  });
  rows.push(
    {
      metric: `Home throughput (${LOAD_CONNECTIONS} conns, ${LOAD_SECONDS} s)`,
      unit: 'req/s',
      ...both((m) => m.load.requests.average),
    },
    { metric: 'Home under load, p50', unit: 'ms', ...both((m) => m.load.latency.p50) },
    { metric: 'Home under load, p99', unit: 'ms', ...both((m) => m.load.latency.p99) },
    {
      metric: 'Home under load, server CPU per request',
      unit: 'ms',
      ...both((m) => m.loadCpuMs.server),
    },
    ...statementRows(measured, (m) => m.sql),
    { metric: 'seeding', unit: 's', ...both((m) => m.seedMs / 1000) },
  );
  const any = measured.postgres ?? measured.pglite;
  const notes = [
    `Data: one reader with ${any?.totalSaves.toLocaleString('en') ?? '?'} saves (${any?.corpus.overlapSaves.toLocaleString('en') ?? '?'} of them corpus items), 4 readers with 1,000; a corpus of ${CORPUS.toLocaleString('en')} items from ${PUBLISHERS} publishers (${any?.corpus.approved.toLocaleString('en') ?? '?'} approved, ${any?.corpus.prospects.toLocaleString('en') ?? '?'} prospects, ${any?.corpus.picks.toLocaleString('en') ?? '?'} picks; a fifth German), published over a year; ${any?.corpus.dismissals ?? '?'} dismissals and ${any?.corpus.neighbours.toLocaleString('en') ?? '?'} stored neighbours for the reader; preferred topics technology, science, food. ANALYZE after seeding.`,
    'Sequential requests through app.inject (session cookie + Origin for Home; Discover and the topic page logged out). CPU per request from /proc: the server’s main thread, and the scratch database’s PostgreSQL backends. Load: autocannon in a worker thread of the same process, on 2 shared cores.',
  ];
  notes.push(
    ...statementPlanNotes(
      measured,
      (m) => m.sql,
      (entry) => entry.medianMs > 5 || entry.label === 'candidates',
    ),
  );
  return {
    title: `Home, Discover and a topic page (reader with ${SAVES.toLocaleString('en')} saves, corpus of ${CORPUS.toLocaleString('en')})`,
    rows,
    notes,
  };
}

await printWhenMain(import.meta.url, runHomeSlateLineupBench);
