/**
 * Hostile neighbours: one user sends the largest work the server takes (an OPML of 10,000
 * outlines, a corpus OPML of 12,000, a feed of 20,000 entries, four captures of 1.2 MB of nested
 * `<div>`s, an 800 KB nested bookmarks import, a flood of feed discoveries) while a well-behaved
 * user keeps asking `{ user { id } }` and saves a fresh page. Each case runs on a fresh production
 * server (web and worker in one process, as `npm start`), on PGlite and on PostgreSQL.
 *
 * Per case: the bystander's p50 / p95 while the hostile work runs (the request, and the
 * background work it queued, for `BENCH_HOSTILE_WINDOW_S` seconds at least), their fresh save's
 * time to readable, how long the hostile request took, and the server's CPU seconds over the
 * case (PostgreSQL's own processes added on PostgreSQL); beside them the same bystander's p95 and
 * save on the same server just before (its first save, which starts the extraction threads, is
 * not counted). Budgets: bystander p95 < 200 ms and
 * their save readable < 5 s. `BENCH_HOSTILE_CASES=opml,feed` runs some cases only.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import {
  startFixtureServer,
  fixtureNames,
  type FixtureServer,
} from '../src/server/test/fixture-pages.js';
import {
  largeBookmarksHtml,
  nestedBookmarksHtml,
  nestedDivsPage,
  opmlWithOutlines,
  rssWithEntries,
} from '../src/server/test/hostile-inputs.js';
import { HttpVisitor } from '../src/server/test/http-visitor.js';
import {
  USER_ID_QUERY,
  probeWhile,
  saveUntilReadable,
  timed,
} from '../src/server/test/bystander.js';
import { postgresCpuSeconds, processCpuSeconds } from './lib/cpu.js';
import { createScratchDatabase, freePort, isMain } from './lib/env.js';
import { startServers, stopServer } from './lib/load-server.js';
import { formatResult, type Backend, type BenchResult, type Row } from './lib/report.js';
import { percentile, sleep } from './lib/stats.js';

const WINDOW_MS = Number(process.env.BENCH_HOSTILE_WINDOW_S ?? 20) * 1000;
const QUIET_PROBES = 100;

interface Context {
  hostile: HttpVisitor;
  fixtures: FixtureServer;
  /** A distinct fixture article URL (a query string keeps items apart). */
  pageUrl: (tag: string) => string;
}

interface HostileCase {
  name: string;
  label: string;
  run(context: Context): Promise<unknown>;
}

async function expectStatus(response: Response, ...ok: number[]): Promise<string> {
  const body = await response.text();
  if (!ok.includes(response.status)) throw new Error(`${response.status}: ${body.slice(0, 300)}`);
  return body;
}

function uploadFile(visitor: HttpVisitor, path: string, name: string, text: string) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/xml' }), name);
  return visitor.request(path, { method: 'POST', body: form });
}

/** An OPML upload's answer: taken (200) or refused in words (400, 413). */
async function uploadOpml(visitor: HttpVisitor, path: string, name: string, opml: string) {
  return expectStatus(await uploadFile(visitor, path, name, opml), 200, 400, 413);
}

/** A browser bookmarks import through its upload link: queued (202) or refused in words. */
async function importBookmarks(visitor: HttpVisitor, html: string) {
  const link = await visitor.graphql<{ importUploadUrl: { url?: string } }>(UPLOAD_URL, {
    type: 'browser',
  });
  if (!link.importUploadUrl.url) return 'import refused';
  const { pathname, search } = new URL(link.importUploadUrl.url);
  const upload = await visitor.request(pathname + search, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'bookmarks.html' },
    body: html,
  });
  return expectStatus(upload, 202, 400, 413);
}

const UPLOAD_URL = `mutation U($type: ImportType!) { importUploadUrl(importType: $type) { ... on PreSignedUrl { url } } }`;

const CASES: HostileCase[] = [
  {
    name: 'opml',
    label: 'OPML of 10,000 outlines',
    async run({ hostile, fixtures }) {
      const opml = opmlWithOutlines(10_000, (i) => fixtures.url(`/feeds/missing-${i}.xml`));
      return uploadOpml(hostile, '/api/feeds/opml', 'feeds.opml', opml);
    },
  },
  {
    name: 'opml-cap',
    label: 'OPML of 2,000 outlines (the most taken)',
    async run({ hostile, fixtures }) {
      const opml = opmlWithOutlines(2_000, (i) => fixtures.url(`/feeds/taken-${i}.xml`));
      return uploadOpml(hostile, '/api/feeds/opml', 'feeds.opml', opml);
    },
  },
  {
    name: 'corpus-opml',
    label: 'corpus OPML of 12,000 outlines',
    async run({ hostile, fixtures }) {
      const opml = opmlWithOutlines(12_000, (i) => fixtures.url(`/feeds/corpus-${i}.xml`));
      return uploadOpml(hostile, '/api/admin/corpus/opml', 'corpus.opml', opml);
    },
  },
  {
    name: 'feed',
    label: 'feed of 20,000 entries',
    async run({ hostile, fixtures }) {
      return hostile
        .graphql(`mutation S($url: String!) { subscribeToFeed(url: $url) { id } }`, {
          url: fixtures.url('/hostile/long-feed.xml'),
        })
        .catch((error: Error) => error.message);
    },
  },
  {
    name: 'captures',
    label: '4 captures of 1.2 MB nested divs',
    async run({ hostile, pageUrl }) {
      const html = nestedDivsPage(1_200_000);
      return Promise.all(
        [0, 1, 2, 3].map(async (index) =>
          expectStatus(
            await hostile.request('/v3/add', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ url: pageUrl(`capture-${index}`), html }),
            }),
            200,
            400,
            429,
          ),
        ),
      );
    },
  },
  {
    name: 'bookmarks',
    label: '800 KB nested bookmarks import',
    async run({ hostile, pageUrl }) {
      return importBookmarks(
        hostile,
        nestedBookmarksHtml(800_000, (i) => pageUrl(`bookmark-${i}`)),
      );
    },
  },
  {
    name: 'bookmarks-large',
    label: '800 KB bookmarks import (taken)',
    async run({ hostile, pageUrl }) {
      return importBookmarks(
        hostile,
        largeBookmarksHtml(800_000, (i) => pageUrl(`bookmark-${i}`)),
      );
    },
  },
  {
    name: 'discovery',
    label: '30 × 10 feed discoveries',
    async run({ hostile, fixtures }) {
      const query = `query D($url: String!) { discoverFeeds(url: $url) { url } }`;
      return Promise.all(
        Array.from({ length: 30 }, async (_, alias) => {
          for (let round = 0; round < 10; round += 1)
            await hostile
              .graphql(query, { url: fixtures.url(`/nothing-${alias}/${round}/`) })
              .catch(() => undefined);
        }),
      );
    },
  },
];

interface CaseFigures {
  quietP95: number;
  quietReadableMs: number;
  p50: number;
  p95: number;
  readableMs: number;
  hostileMs: number;
  cpuSeconds: number;
  outcome: string;
}

async function runCase(
  origin: string,
  pid: number,
  database: string | undefined,
  hostileCase: HostileCase,
  fixtures: FixtureServer,
): Promise<CaseFigures> {
  // The first account is the instance's administrator: the hostile user may curate the corpus.
  const hostile = await HttpVisitor.signUp(origin);
  const bystander = await HttpVisitor.signUp(origin);
  const names = fixtureNames();
  let pages = 0;
  const pageUrl = (tag: string) =>
    fixtures.url(`/articles/${names[pages++ % names.length]}/?${hostileCase.name}=${tag}`);
  // The quiet figures on the same server: the first save also starts the extraction threads.
  const quiet: number[] = [];
  for (let i = 0; i < QUIET_PROBES; i += 1)
    quiet.push(await timed(() => bystander.graphql(USER_ID_QUERY)));
  await saveUntilReadable(bystander, pageUrl('warm-up'));
  const quietReadableMs = await saveUntilReadable(bystander, pageUrl('quiet'));
  const cpuBefore = processCpuSeconds(pid) + (database ? postgresCpuSeconds(database) : 0);
  let hostileMs = 0;
  const hostileWork = (async () => {
    const started = performance.now();
    const outcome = await hostileCase.run({ hostile, fixtures, pageUrl }).then(
      (value) => JSON.stringify(value ?? '').slice(0, 120),
      (error: Error) => `error: ${error.message.slice(0, 120)}`,
    );
    hostileMs = performance.now() - started;
    return outcome;
  })();
  // The window covers the request and the background work it queued.
  const window = Promise.all([hostileWork, sleep(WINDOW_MS)]).then(([outcome]) => outcome);
  const readable = sleep(1000).then(() =>
    saveUntilReadable(bystander, pageUrl('bystander'), 120_000).catch(() => Number.NaN),
  );
  const { result, latencies } = await probeWhile(window, () => bystander.graphql(USER_ID_QUERY), {
    minProbes: 20,
    maxMs: 180_000,
  });
  const readableMs = await readable;
  const cpuAfter = processCpuSeconds(pid) + (database ? postgresCpuSeconds(database) : 0);
  return {
    quietP95: percentile(quiet, 95),
    quietReadableMs,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    readableMs,
    hostileMs,
    cpuSeconds: cpuAfter - cpuBefore,
    outcome: result,
  };
}

/**
 * A PGlite data directory made by one first start (initdb and migrations take a minute from
 * source on a busy machine), copied for each case.
 */
async function pgliteTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'satchel-bench-hostile-template-'));
  const port = await freePort();
  const [server] = await startServers({
    env: { DATA_DIR: dataDir },
    port,
    services: 'web,worker',
    readyMs: 300_000,
  });
  await stopServer(server!);
  return dataDir;
}

async function withServer<T>(
  backend: Backend,
  template: string | undefined,
  work: (origin: string, pid: number, database: string | undefined) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const scratch =
    backend === 'postgres' ? await createScratchDatabase('satchel_bench_hostile') : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'satchel-bench-hostile-'));
  if (backend === 'pglite' && template)
    cpSync(join(template, 'pg'), join(dataDir, 'pg'), { recursive: true });
  let processes: ChildProcess[] = [];
  try {
    processes = await startServers({
      env: { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
      port,
      services: 'web,worker',
      readyMs: 300_000,
    });
    const database = scratch ? new URL(scratch.url).pathname.slice(1) : undefined;
    return await work(`http://127.0.0.1:${port}`, processes[0]!.pid!, database);
  } finally {
    for (const child of processes) await stopServer(child);
    await scratch?.drop();
    // A server stopped at a bad moment may still be writing: never let cleanup hide the error.
    try {
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`could not remove ${dataDir}: ${(error as Error).message}`);
    }
  }
}

function selectedCases(): HostileCase[] {
  const wanted = process.env.BENCH_HOSTILE_CASES?.split(',').map((name) => name.trim());
  return wanted ? CASES.filter((c) => wanted.includes(c.name)) : CASES;
}

export async function runHostileNeighboursBench(): Promise<BenchResult> {
  const cases = selectedCases();
  const fixtures = await startFixtureServer({
    '/hostile/long-feed.xml': [
      200,
      'application/rss+xml',
      // Entries point at the real fixture pages, so each queued fetch is a real page to read.
      rssWithEntries(20_000, (i) => `/articles/${fixtureNames()[i % 65]}/?entry=${i}`),
    ],
  });
  const template = await pgliteTemplate();
  const figures = new Map<string, Partial<Record<Backend, CaseFigures>>>();
  const notes: string[] = [];
  try {
    for (const backend of ['pglite', 'postgres'] as const) {
      for (const hostileCase of cases) {
        // A fresh server per case: one case's queued work never lands in the next one's window.
        const measured = await withServer(backend, template, (origin, pid, database) =>
          runCase(origin, pid, database, hostileCase, fixtures),
        );
        notes.push(
          `${backend} ${hostileCase.name}: the hostile request answered ${measured.outcome}`,
        );
        figures.set(hostileCase.name, { ...figures.get(hostileCase.name), [backend]: measured });
      }
    }
  } finally {
    await fixtures.close();
    rmSync(template, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
  const rows: Row[] = [];
  for (const hostileCase of cases) {
    const byBackend = figures.get(hostileCase.name) ?? {};
    const row = (
      metric: string,
      unit: string,
      pick: (f: CaseFigures) => number,
      budget?: number,
    ): Row => ({
      metric: `${hostileCase.label}: ${metric}`,
      unit,
      pglite: byBackend.pglite && pick(byBackend.pglite),
      postgres: byBackend.postgres && pick(byBackend.postgres),
      ...(budget !== undefined
        ? { budget: { pglite: { max: budget }, postgres: { max: budget } } }
        : {}),
    });
    rows.push(
      row('bystander p95, quiet', 'ms', (f) => f.quietP95),
      row('bystander save readable, quiet', 'ms', (f) => f.quietReadableMs),
      row('bystander p50', 'ms', (f) => f.p50),
      row('bystander p95', 'ms', (f) => f.p95, 200),
      row('bystander save readable', 'ms', (f) => f.readableMs, 5000),
      row('hostile request', 'ms', (f) => f.hostileMs),
      row('server CPU over the case', 's', (f) => f.cpuSeconds),
    );
  }
  return { title: 'Hostile neighbours (a bystander beside one user’s largest work)', rows, notes };
}

if (isMain(import.meta.url)) {
  console.log(formatResult(await runHostileNeighboursBench()));
}
