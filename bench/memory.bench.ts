/**
 * Memory after real use: the server as `npm start` runs it (its own process, web + worker), first
 * started on an empty data directory / database, then driven over HTTP through what a new user
 * does: sign up, save 100 pages (served by a local fixture server, parsed by the worker), import a
 * Pocket export (whose pages are fetched and parsed too), search, and open thumbnails (rendered by
 * the image cache). Its resident memory (VmRSS, worker threads included) is sampled every 250 ms;
 * printed: RSS when first ready, idle 5 s later, the peak of each phase, and 20 s and 60 s after
 * the last one. Budgets (bench/README.md, `memory.bench.ts`): idle < 250 MB on PGlite and < 120 MB
 * on PostgreSQL; the peak < 300 MB and < 150 MB, falling back toward idle within a minute.
 *
 * BENCH_BACKENDS=pglite,postgres; BENCH_MEMORY_RUNS (1; values are the maximum of the runs);
 * BENCH_MEMORY_PAGES (100); BENCH_MEMORY_IMPORT (100 records); BENCH_SERVER_ENTRY: a built
 * main.js to run instead of the checkout's (for a "before" build elsewhere).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { imageCacheUrl, THUMBNAIL } from '../src/common/image-cache-url.js';
import { ItemUpsertDocument, SearchSavedItemsDocument } from '../src/web/gql/graphql.js';
import { benchServerEnv, createScratchDatabase, freePort, ROOT, serverCommand } from './lib/env.js';
import { waitForServerReady } from './lib/spawned-server.js';
import { SERVER_NODE_FLAGS } from '../scripts/server-process.mjs';
import { startMemoryFixtures, type MemoryFixtures } from './lib/memory-fixtures.js';
import { printWhenMain, type Backend, type BenchResult, type Row } from './lib/report.js';
import { rssMb, sampleRss } from './lib/rss-sampler.js';
import { sleep } from './lib/stats.js';

const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',') as Backend[];
const RUNS = Number(process.env.BENCH_MEMORY_RUNS ?? 1);
const PAGES = Number(process.env.BENCH_MEMORY_PAGES ?? 100);
const IMPORT_RECORDS = Number(process.env.BENCH_MEMORY_IMPORT ?? 100);
const THUMBNAILS = 30;
const SAVE_CONCURRENCY = 4;
const PARSE_TIMEOUT_MS = 300_000;
const SEARCHES = ['the', 'climate', 'design', 'software', 'history', 'web', 'data', 'music'];

const PHASES = ['save', 'import', 'search', 'thumbnails'] as const;
type Phase = (typeof PHASES)[number];

interface Run {
  readyMb: number;
  firstStartPeakMb: number;
  idleMb: number;
  peaks: Record<Phase, number>;
  after20Mb: number;
  after60Mb: number;
  parsed: number;
  thumbnails: number;
}

const PARSE_STATUS = `query P($after: String) { user { savedItems(pagination: { first: 100, after: $after }) {
  edges { node { item { __typename ... on Item { parseStatus topImageUrl } } } }
  pageInfo { hasNextPage endCursor } } } }`;
const UPLOAD_URL = `mutation U { importUploadUrl(importType: pocket) { ... on PreSignedUrl { url } } }`;
const IMPORTS = `query I { user { imports { status processed } } }`;

class Client {
  cookie = '';
  constructor(readonly origin: string) {}

  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${this.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.origin, cookie: this.cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (response.status !== 200 || body.errors) throw new Error(JSON.stringify(body));
    return body.data!;
  }

  async signUp(username: string): Promise<void> {
    const response = await fetch(`${this.origin}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.origin },
      body: JSON.stringify({
        email: `${username}@example.com`,
        username,
        password: 'correct horse battery',
      }),
    });
    if (response.status !== 201) throw new Error(`signup: ${await response.text()}`);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('satchel_session='));
    this.cookie = cookie!.split(';')[0]!;
  }

  /** Every save's parse status and top image, paging through the list. */
  async saves(): Promise<Array<{ status: string; topImageUrl: string | null }>> {
    type Page = {
      user: {
        savedItems: {
          edges: Array<{
            node: { item: { __typename: string; parseStatus?: string; topImageUrl?: string } };
          }>;
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
        };
      };
    };
    const all: Array<{ status: string; topImageUrl: string | null }> = [];
    let after: string | null = null;
    for (;;) {
      const page: Page = await this.graphql<Page>(PARSE_STATUS, { after });
      for (const { node } of page.user.savedItems.edges) {
        all.push({
          status: node.item.parseStatus ?? 'PENDING',
          topImageUrl: node.item.topImageUrl ?? null,
        });
      }
      if (!page.user.savedItems.pageInfo.hasNextPage) return all;
      after = page.user.savedItems.pageInfo.endCursor;
    }
  }

  /** Waits until no save is waiting to be parsed; the number parsed. */
  async waitUntilParsed(expected: number): Promise<number> {
    const deadline = Date.now() + PARSE_TIMEOUT_MS;
    for (;;) {
      const saves = await this.saves();
      const pending = saves.filter((save) => save.status === 'PENDING').length;
      if ((saves.length >= expected && pending === 0) || Date.now() > deadline)
        return saves.filter((save) => save.status === 'PARSED').length;
      await sleep(1_000);
    }
  }
}

async function saveAll(client: Client, urls: string[]): Promise<void> {
  const document = ItemUpsertDocument.toString();
  let next = 0;
  const lane = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      await client.graphql(document, { input: { url } });
    }
  };
  await Promise.all(Array.from({ length: SAVE_CONCURRENCY }, lane));
}

/** A Pocket export ZIP (docs/POCKET-COMPATIBILITY.md §5.2) of `urls`. */
function pocketExport(urls: string[]): Buffer {
  const now = Math.floor(Date.now() / 1000);
  const rows = urls.map((url, index) =>
    [
      `Imported page ${index}`,
      url,
      String(now - index * 3600),
      index % 3 ? 'reading' : '',
      'unread',
    ].join(','),
  );
  const csv = ['title,url,time_added,tags,status', ...rows].join('\n');
  return Buffer.from(zipSync({ 'part_000000.csv': strToU8(csv) }));
}

async function importFile(client: Client, zip: Buffer): Promise<void> {
  const link = await client.graphql<{ importUploadUrl: { url: string } }>(UPLOAD_URL);
  const { pathname, search } = new URL(link.importUploadUrl.url);
  const uploaded = await fetch(`${client.origin}${pathname}${search}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'pocket.zip' },
    body: new Uint8Array(zip),
  });
  if (uploaded.status !== 202) throw new Error(`upload: ${await uploaded.text()}`);
  const deadline = Date.now() + PARSE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const data = await client.graphql<{ user: { imports: Array<{ status: string }> } }>(IMPORTS);
    const status = data.user.imports[0]?.status;
    if (status === 'DONE') return;
    if (status === 'FAILED') throw new Error('the import failed');
    await sleep(500);
  }
  console.warn('  the import did not finish within the parse timeout; going on');
}

async function search(client: Client): Promise<void> {
  for (const queryString of SEARCHES) {
    await client.graphql(SearchSavedItemsDocument.toString(), {
      queryString,
      filter: {},
      sort: { sortBy: 'RELEVANCE', sortOrder: 'DESC' },
      pagination: { first: 30 },
    });
  }
}

/** Opens the thumbnails of the first saves with a top image (each a new render). */
async function thumbnails(client: Client, fixtures: MemoryFixtures): Promise<number> {
  const saves = await client.saves();
  const sources = saves.map((save) => save.topImageUrl).filter((url): url is string => !!url);
  for (let k = sources.length; k < THUMBNAILS; k += 1) sources.push(fixtures.imageUrl(k));
  let rendered = 0;
  for (const source of sources.slice(0, THUMBNAILS)) {
    const path = imageCacheUrl(source, THUMBNAIL);
    const response = await fetch(`${client.origin}${path}`, { headers: { cookie: client.cookie } });
    await response.arrayBuffer();
    if (response.status === 200) rendered += 1;
  }
  return rendered;
}

function spawnServer(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const entry = process.env.BENCH_SERVER_ENTRY;
  const args = entry ? [...SERVER_NODE_FLAGS, entry] : serverCommand().args;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

async function runOnce(
  databaseUrl: string | undefined,
  fixtures: MemoryFixtures,
  run: number,
  log: (line: string) => void,
): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), 'satchel-bench-memory-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { child, output } = spawnServer({
    ...benchServerEnv({ dataDir, port, databaseUrl }),
    PUBLIC_URL: origin,
  });
  const sampler = sampleRss(child.pid!);
  try {
    sampler.phase('first start');
    await waitForServerReady(origin, child, { timeoutMs: 600_000, pollMs: 50, output });
    const readyMb = sampler.sampleNow()!;
    sampler.phase('idle');
    await sleep(5_000);
    const idleMb = sampler.sampleNow()!;
    const client = new Client(origin);

    sampler.phase('save');
    await client.signUp(`memory${run}`);
    await saveAll(client, fixtures.pageUrls('p', PAGES));
    await client.waitUntilParsed(PAGES);
    sampler.phase('import');
    await importFile(client, pocketExport(fixtures.pageUrls('i', IMPORT_RECORDS)));
    const parsed = await client.waitUntilParsed(PAGES + IMPORT_RECORDS);
    sampler.phase('search');
    await search(client);
    sampler.phase('thumbnails');
    const rendered = await thumbnails(client, fixtures);
    sampler.phase('after');
    await sleep(20_000);
    const after20Mb = sampler.sampleNow()!;
    await sleep(40_000);
    const after60Mb = sampler.sampleNow()!;
    const peaks = sampler.peaks();
    const result: Run = {
      readyMb,
      firstStartPeakMb: peaks.get('first start')!,
      idleMb,
      peaks: Object.fromEntries(PHASES.map((phase) => [phase, peaks.get(phase)!])) as Run['peaks'],
      after20Mb,
      after60Mb,
      parsed,
      thumbnails: rendered,
    };
    log(
      `  run ${run + 1}: ready ${readyMb.toFixed(0)} MB (peak ${result.firstStartPeakMb.toFixed(0)}), idle ${idleMb.toFixed(0)}, ` +
        PHASES.map((phase) => `${phase} ${result.peaks[phase].toFixed(0)}`).join(', ') +
        `, +20 s ${after20Mb.toFixed(0)}, +60 s ${after60Mb.toFixed(0)} MB; ${parsed} parsed, ${rendered} thumbnails`,
    );
    return result;
  } finally {
    sampler.stop();
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (child.exitCode === null && rssMb(child.pid!) !== undefined) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureBackend(
  backend: Backend,
  fixtures: MemoryFixtures,
  log: (line: string) => void,
): Promise<Run[]> {
  log(`${backend}:`);
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    if (backend === 'pglite') {
      runs.push(await runOnce(undefined, fixtures, run, log));
      continue;
    }
    const scratch = await createScratchDatabase('satchel_bench_memory_d');
    try {
      runs.push(await runOnce(scratch.url, fixtures, run, log));
    } finally {
      await scratch.drop();
    }
  }
  return runs;
}

export async function runMemoryBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  const label = process.env.BENCH_SERVER_ENTRY ?? serverCommand().label;
  log(`memory: ${label}; ${PAGES} pages, an import of ${IMPORT_RECORDS}, ${RUNS} run(s)`);
  const fixtures = await startMemoryFixtures(sharp);
  const results: Partial<Record<Backend, Run[]>> = {};
  try {
    for (const backend of BACKENDS) results[backend] = await measureBackend(backend, fixtures, log);
  } finally {
    await fixtures.close();
  }
  const worst = (pick: (run: Run) => number) => {
    const value = (backend: Backend) => {
      const runs = results[backend];
      return runs ? Math.max(...runs.map(pick)) : undefined;
    };
    return { pglite: value('pglite'), postgres: value('postgres') };
  };
  const idleBudget = { pglite: { max: 250 }, postgres: { max: 120 } };
  const peakBudget = { pglite: { max: 300 }, postgres: { max: 150 } };
  const row = (metric: string, pick: (run: Run) => number, budget?: Row['budget']): Row => ({
    metric,
    unit: 'MB',
    ...worst(pick),
    ...(budget ? { budget } : {}),
  });
  return {
    title: 'Memory after real use (VmRSS of the server process, worker threads included)',
    rows: [
      row('first start, peak until ready (with its child process)', (r) => r.firstStartPeakMb),
      row('first start, when ready', (r) => r.readyMb),
      row('idle, 5 s after the first start', (r) => r.idleMb, idleBudget),
      row(`saving ${PAGES} pages until parsed, peak`, (r) => r.peaks.save, peakBudget),
      row(`import of ${IMPORT_RECORDS} until parsed, peak`, (r) => r.peaks.import, peakBudget),
      row('search, peak', (r) => r.peaks.search, peakBudget),
      row(`${THUMBNAILS} thumbnails rendered, peak`, (r) => r.peaks.thumbnails, peakBudget),
      row('20 s after the last phase', (r) => r.after20Mb),
      row('60 s after the last phase', (r) => r.after60Mb, peakBudget),
    ],
    notes: [
      `\`${label}\` (NODE_ENV=production, SERVICES=web,worker) on an empty data directory / database; the maximum of ${RUNS} run(s) per backend; RSS sampled every 250 ms.`,
      `Pages and images from a local fixture server (ALLOW_PRIVATE_FETCH); ${Object.values(results)
        .flat()
        .map((r) => `${r.parsed} parsed, ${r.thumbnails} thumbnails`)
        .join('; ')}.`,
    ],
  };
}

await printWhenMain(import.meta.url, runMemoryBench);
