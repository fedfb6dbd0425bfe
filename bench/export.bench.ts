/**
 * "Export your library" (GET /api/export) on PGlite and on a PostgreSQL server: a user with
 * 100,000 saves (bench/lib/seed.ts), 1,000 tags (0–3 per save) and 10,000 highlights (a note on
 * every 4th), exported over HTTP from a listening app. Measured per run: the time from the request
 * to the ZIP's last byte, the ZIP's size, and how far the process's RSS rose above where it stood
 * before the request (sampled every 10 ms), which shows the library is streamed, not held.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { strFromU8, unzipSync } from 'fflate';
import type { Db } from '../src/server/db/types.js';
import { BENCH_ORIGIN, withBenchApp } from './lib/backend.js';
import { isMain } from './lib/env.js';
import { formatResult, measureEachBackend, perBackend, type BenchResult } from './lib/report.js';
import { seedLibrary } from './lib/seed.js';
import { median } from './lib/stats.js';

const SAVES = Number(process.env.BENCH_EXPORT_SAVES ?? 100_000);
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const TAGS = 1_000;
const HIGHLIGHT_EVERY = 10;

interface Measured {
  lastByte: number[];
  bytes: number;
  rssGrowth: number[];
  rows: number;
  highlights: number;
}

/** Tags (0–3 per save of 1,000 names) and a highlight on every 10th save, a note on every 4th. */
async function seedTagsAndHighlights(db: Db, userId: number): Promise<void> {
  await db.query(
    `INSERT INTO saved_item_tags (user_id, item_id, name)
     SELECT DISTINCT $1::bigint, s.item_id, 'tag-' || lpad((((s.item_id * 3 + k) * 7) % $2::int)::text, 4, '0')
       FROM saved_items s, generate_series(1, 3) k
      WHERE s.user_id = $1 AND (s.item_id * 7919 + k * 104729) % 5 < 3
     ON CONFLICT DO NOTHING`,
    [userId, TAGS],
  );
  await db.query(
    `INSERT INTO highlights (user_id, id, item_id, quote, patch, version, note, created_at, updated_at)
     SELECT $1::bigint, md5('export-' || s.item_id)::uuid, s.item_id,
            'the quiet habits of careful readers', '', 2,
            CASE WHEN s.n % 4 = 0 THEN 'Worth rereading next week.' END, s.created_at, s.created_at
       FROM (SELECT item_id, created_at, row_number() OVER (ORDER BY created_at DESC) AS n
               FROM saved_items WHERE user_id = $1) s
      WHERE (s.n - 1) % $2 = 0`,
    [userId, HIGHLIGHT_EVERY],
  );
  await db.exec('ANALYZE');
}

/** GET /api/export over HTTP, reading the body as it comes: ms to the last byte and the size. */
function download(port: number, cookie: string): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api/export', headers: { cookie, origin: BENCH_ORIGIN } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`export answered ${response.statusCode}`));
          response.resume();
          return;
        }
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ ms: performance.now() - start, bytes }));
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function measure(backend: 'pglite' | 'postgres'): Promise<Measured> {
  return withBenchApp(backend, 'export', async (app, { db, services }) => {
    const { userId } = await seedLibrary(db, services, {
      saves: SAVES,
      otherUsers: 2,
      otherSaves: 1_000,
    });
    await seedTagsAndHighlights(db, userId);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: BENCH_ORIGIN },
      payload: { email: 'bench0@example.com', password: 'correct horse battery staple' },
    });
    const session = login.cookies.find((c) => c.name === 'satchel_session');
    if (!session) throw new Error(`login failed: ${login.body}`);
    const cookie = `satchel_session=${session.value}`;

    const measured: Measured = { lastByte: [], bytes: 0, rssGrowth: [], rows: 0, highlights: 0 };
    for (let run = 0; run < RUNS; run += 1) {
      globalThis.gc?.();
      const before = process.memoryUsage.rss();
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage.rss());
      }, 10);
      const { ms, bytes } = await download(port, cookie);
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage.rss());
      measured.lastByte.push(ms);
      measured.rssGrowth.push((peak - before) / 1e6);
      measured.bytes = bytes;
    }

    // Not timed: the ZIP holds every save once, and the highlights.
    const check = await app.inject({ method: 'GET', url: '/api/export', headers: { cookie } });
    const files = unzipSync(check.rawPayload);
    for (const [name, data] of Object.entries(files)) {
      const text = strFromU8(data);
      if (/^part_\d+\.csv$/.test(name)) measured.rows += text.split('\r\n').length - 2;
      if (name.startsWith('annotations/'))
        measured.highlights += (JSON.parse(text) as Array<{ highlights: unknown[] }>).reduce(
          (sum, entry) => sum + entry.highlights.length,
          0,
        );
    }
    if (measured.rows !== SAVES) throw new Error(`the export held ${measured.rows} saves`);
    return measured;
  });
}

export async function runExportBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  log(`export: ${SAVES.toLocaleString('en')} saves, ${RUNS} runs per backend`);
  const measured = await measureEachBackend(measure, log);
  const value = perBackend(measured);
  const any = measured.postgres ?? measured.pglite;
  return {
    title: `Export of a ${SAVES.toLocaleString('en')}-save library (GET /api/export)`,
    rows: [
      {
        metric: 'request to the last byte of the ZIP, median',
        unit: 's',
        ...value((m) => median(m.lastByte) / 1000),
        budget: { postgres: { max: 15 } },
      },
      { metric: 'ZIP size', unit: 'MB', ...value((m) => m.bytes / 1e6) },
      {
        metric: 'peak RSS growth of the process during an export, median',
        unit: 'MB',
        ...value((m) => median(m.rssGrowth)),
      },
      {
        metric: 'the same, largest',
        unit: 'MB',
        ...value((m) => Math.max(...m.rssGrowth)),
      },
    ],
    notes: [
      `Checked after the timed runs: the ZIP holds ${any?.rows.toLocaleString('en')} saves in ${Math.ceil(SAVES / 10_000)} CSV parts and ${any?.highlights.toLocaleString('en')} highlights. The download is read over HTTP from the listening app in the same process, so the RSS figure includes the client's side (it keeps no bytes).`,
    ],
  };
}

if (isMain(import.meta.url)) {
  console.log(formatResult(await runExportBench()));
}
