/**
 * Import of a Pocket export (DECISIONS §16), on PGlite and on a PostgreSQL server: a ZIP of
 * 10,000 saves (two CSV parts, titles from the fixture articles' sentences, 0–3 of 200 tags,
 * 40% archived, eight years of times) with 500 saves' highlights, uploaded by a user who already
 * has 2,000 saves, 1,000 of them in the file. Measured per run (a new user each time):
 * (a) the upload, PUT to the link until 202 (the file is read and queued in it);
 * (b) the whole import as the job writes it, batch after batch, and its records per second;
 * (c) the first batch: when the first 500 saves show in the user's list.
 */
import { strToU8, zipSync } from 'fflate';
import { runImportKind } from '../src/server/imports/run-import.job.js';
import type { Services } from '../src/server/services.js';
import { BENCH_ORIGIN, injectGraphql, signUpThroughApi, withBenchApp } from './lib/backend.js';
import { isMain } from './lib/env.js';
import { fixtureSentences } from './lib/fixture-text.js';
import { formatResult, measureEachBackend, perBackend, type BenchResult } from './lib/report.js';
import { median, msSince, percentile, sleep } from './lib/stats.js';

const RECORDS = Number(process.env.BENCH_IMPORT_RECORDS ?? 10_000);
const EXISTING = 2_000;
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const FIRST_SAVES = 500;

const PROGRESS = `query P { user { imports { id status processed created existing failed } } }`;
const UPLOAD_URL = `mutation U { importUploadUrl(importType: pocket) { ... on PreSignedUrl { url } } }`;

const csvCell = (value: string) =>
  /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
const urlOf = (index: number) => `https://site-${index % 500}.example.com/articles/${index}-story`;

/**
 * The Pocket export ZIP (docs/POCKET-COMPATIBILITY.md §5.2) and the URLs the user has saved before.
 */
function pocketExport(): { zip: Buffer; existing: string[] } {
  const sentences = fixtureSentences(2_000);
  const parts: string[][] = [[], []];
  const annotations: unknown[] = [];
  const start = Date.UTC(2017, 0, 1) / 1000;
  for (let index = 0; index < RECORDS; index += 1) {
    const tags = Array.from({ length: index % 4 }, (_, k) => `topic-${(index * 7 + k * 31) % 200}`);
    const title = sentences[index % sentences.length]!.slice(0, 120);
    const row = [
      csvCell(title),
      urlOf(index),
      String(start + Math.floor((index / RECORDS) * 8 * 365 * 86_400)),
      tags.join('|'),
      index % 5 < 2 ? 'archive' : 'unread',
    ].join(',');
    parts[index < RECORDS / 2 ? 0 : 1]!.push(row);
    if (index % 20 === 0) {
      annotations.push({
        url: urlOf(index),
        title,
        highlights: [1, 2].map((k) => ({
          quote: sentences[(index + k * 13) % sentences.length]!,
          created_at: start + index,
        })),
      });
    }
  }
  const header = 'title,url,time_added,tags,status';
  const zip = zipSync({
    'part_000000.csv': strToU8([header, ...parts[0]!].join('\n')),
    'part_000001.csv': strToU8([header, ...parts[1]!].join('\n')),
    'annotations/part_000000.json': strToU8(JSON.stringify(annotations)),
  });
  const existing = Array.from({ length: EXISTING }, (_, k) =>
    // Half of them are in the file, half are not.
    k % 2 === 0 ? urlOf(k * 3) : `https://elsewhere.example.org/read/${k}`,
  );
  return { zip: Buffer.from(zip), existing };
}

interface Measured {
  uploads: number[];
  imports: number[];
  firstBatches: number[];
  /** Progress requests during the imports: from when each was due to its answer. */
  progressWaits: number[];
  created: number;
  existing: number;
}

/** The URLs saved through the service, as the user whose session `cookie` is. */
async function seedExisting(services: Services, cookie: string, urls: string[]) {
  const caller = await services.auth.resolveSession(cookie.replace(/^satchel_session=/, ''));
  for (const url of urls) await services.saves.upsert(caller!.actor, { url });
}

function measure(backend: 'pglite' | 'postgres', file: ReturnType<typeof pocketExport>) {
  return withBenchApp(backend, 'import', async (app, { db, services }) => {
    const measured: Measured = {
      uploads: [],
      imports: [],
      firstBatches: [],
      progressWaits: [],
      created: 0,
      existing: 0,
    };
    for (let run = 0; run < RUNS; run += 1) {
      const cookie = await signUpThroughApi(app, `importer${run}`);
      await seedExisting(services, cookie, file.existing);
      const headers = { 'content-type': 'application/json', origin: BENCH_ORIGIN, cookie };
      const link = (await injectGraphql(app, headers, UPLOAD_URL, {})) as {
        importUploadUrl: { url: string };
      };
      const { pathname, search } = new URL(link.importUploadUrl.url);

      const uploadStart = process.hrtime.bigint();
      const uploaded = await app.inject({
        method: 'PUT',
        url: pathname + search,
        headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'pocket.zip' },
        payload: file.zip,
      });
      measured.uploads.push(msSince(uploadStart));
      if (uploaded.statusCode !== 202) throw new Error(uploaded.body);
      const importId = Number(uploaded.json<{ import: { id: string } }>().import.id);

      // The job as the worker runs it: one claimed run after another until none is queued.
      // Meanwhile the Import page asks for the import's progress every 100 ms; each answer is
      // timed from when it was due, so a blocked event loop counts too.
      const importStart = process.hrtime.bigint();
      let firstBatch: number | undefined;
      let polling = true;
      const poller = (async () => {
        for (let due = performance.now(); polling; due = Math.max(due + 100, performance.now())) {
          await sleep(Math.max(0, due - performance.now()));
          const data = (await injectGraphql(app, headers, PROGRESS, {})) as {
            user: { imports: Array<{ processed: number }> };
          };
          measured.progressWaits.push(performance.now() - due);
          if (firstBatch === undefined && (data.user.imports[0]?.processed ?? 0) >= FIRST_SAVES) {
            firstBatch = msSince(importStart);
          }
        }
      })();
      for (;;) {
        const [job] = await services.queue.claim([runImportKind.queue], 1, 300_000);
        if (!job) break;
        await services.imports.run((job.payload as { importId: number }).importId, true);
        await services.queue.complete(job.id);
      }
      measured.imports.push(msSince(importStart));
      polling = false;
      await poller;
      measured.firstBatches.push(firstBatch ?? Number.NaN);
      const [row] = await db.query<{ status: string; created: number; existing: number }>(
        'SELECT status, created, existing FROM imports WHERE id = $1',
        [importId],
      );
      if (row?.status !== 'DONE') throw new Error(`import ended ${row?.status}`);
      measured.created = row.created;
      measured.existing = row.existing;
    }
    return measured;
  });
}

export async function runImportBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  const file = pocketExport();
  log(
    `import: a Pocket ZIP of ${RECORDS.toLocaleString('en')} saves (${(file.zip.length / 1e6).toFixed(1)} MB), ${RUNS} runs per backend`,
  );
  const measured = await measureEachBackend((backend) => measure(backend, file), log);
  const value = perBackend(measured);
  return {
    title: `Import of a ${RECORDS.toLocaleString('en')}-save Pocket export`,
    rows: [
      {
        metric: 'upload: PUT until 202 (file read and queued), median',
        unit: 'ms',
        ...value((m) => median(m.uploads)),
        budget: { pglite: { max: 1_000 }, postgres: { max: 1_000 } },
      },
      {
        metric: 'first 500 saves visible in the progress, median',
        unit: 'ms',
        ...value((m) => median(m.firstBatches)),
        budget: { pglite: { max: 2_000 }, postgres: { max: 1_000 } },
      },
      {
        metric: 'progress request during an import (from due to answer), p95',
        unit: 'ms',
        ...value((m) => percentile(m.progressWaits, 95)),
        budget: { pglite: { max: 500 }, postgres: { max: 100 } },
      },
      {
        metric: 'the same, slowest',
        unit: 'ms',
        ...value((m) => Math.max(...m.progressWaits)),
      },
      {
        metric: 'whole import written, median',
        unit: 's',
        ...value((m) => median(m.imports) / 1000),
        budget: { pglite: { max: 30 }, postgres: { max: 15 } },
      },
      {
        metric: 'records per second',
        unit: '/s',
        ...value((m) => RECORDS / (median(m.imports) / 1000)),
      },
    ],
    notes: [
      `Each run is a new user with ${EXISTING.toLocaleString('en')} saves, ${EXISTING / 2} of them in the file (created ${measured.postgres?.created ?? measured.pglite?.created}, already saved ${measured.postgres?.existing ?? measured.pglite?.existing}). The job runs in this process as the worker would; article fetching (the parse jobs it queues) is not part of it.`,
    ],
  };
}

if (isMain(import.meta.url)) {
  console.log(formatResult(await runImportBench()));
}
