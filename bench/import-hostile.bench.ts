/**
 * A hostile import upload against a real listening server (PGlite; the database plays no part):
 * a Pocket ZIP whose one CSV part is the same row repeated, so a small file unpacks to a large
 * text (`BENCH_BOMB_MB`, 50 MB by default: a ZIP of about 50 KB). While it is PUT, GET /healthz
 * is asked every 50 ms; each answer is timed from when it was due, so a blocked event loop shows.
 * Also: the event loop's longest stall (perf_hooks) and the process's peak RSS growth.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { strToU8, zipSync } from 'fflate';
import { BENCH_ORIGIN, injectGraphql, signUpThroughApi, withBenchApp } from './lib/backend.js';
import { isMain } from './lib/env.js';
import { formatResult, type BenchResult } from './lib/report.js';
import { median, sleep } from './lib/stats.js';

const BOMB_MB = Number(process.env.BENCH_BOMB_MB ?? 50);
/** The repeated row: a good one by default; `BENCH_BOMB_ROW=x` makes rows without a URL. */
const BOMB_ROW = process.env.BENCH_BOMB_ROW ?? 'A page,https://example.com/page,1700000000,,unread';
const UPLOAD_URL = `mutation U { importUploadUrl(importType: pocket) { ... on PreSignedUrl { url } } }`;

/** `part_000000.csv` of `megabytes` MB: a Pocket header, then one row over and over. */
export function csvBomb(megabytes: number, line = BOMB_ROW): Buffer {
  const row = `${line}\n`;
  const text = `title,url,time_added,tags,status\n${row.repeat(Math.ceil((megabytes * 1024 * 1024) / row.length))}`;
  return Buffer.from(zipSync({ 'part_000000.csv': strToU8(text) }, { level: 9 }));
}

interface Measured {
  zipBytes: number;
  status: number;
  message: string;
  uploadMs: number;
  healthWaits: number[];
  loopStallMs: number;
  rssGrowthMb: number;
}

function measure(zip: Buffer): Promise<Measured> {
  return withBenchApp('pglite', 'import-hostile', async (app) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const cookie = await signUpThroughApi(app, 'hostile');
    const headers = { 'content-type': 'application/json', origin: BENCH_ORIGIN, cookie };
    const link = (await injectGraphql(app, headers, UPLOAD_URL, {})) as {
      importUploadUrl: { url: string };
    };
    const { pathname, search } = new URL(link.importUploadUrl.url);

    const loop = monitorEventLoopDelay({ resolution: 10 });
    const rssBefore = process.resourceUsage().maxRSS;
    loop.enable();
    const started = performance.now();
    let uploading = true;
    const upload = fetch(base + pathname + search, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'pocket.zip' },
      body: new Uint8Array(zip),
    }).then(async (response) => {
      const uploadMs = performance.now() - started;
      uploading = false;
      const body = (await response.json()) as { error?: { message: string } };
      return { status: response.status, message: body.error?.message ?? '', uploadMs };
    });
    const healthWaits: number[] = [];
    for (let due = performance.now(); uploading; due = Math.max(due + 50, performance.now())) {
      await sleep(Math.max(0, due - performance.now()));
      await fetch(`${base}/healthz`);
      healthWaits.push(performance.now() - due);
    }
    const answer = await upload;
    loop.disable();
    return {
      zipBytes: zip.length,
      ...answer,
      healthWaits,
      loopStallMs: loop.max / 1e6,
      rssGrowthMb: (process.resourceUsage().maxRSS - rssBefore) / 1024,
    };
  });
}

export async function runImportHostileBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  const zip = csvBomb(BOMB_MB);
  log(`import (hostile): a ${(zip.length / 1024).toFixed(0)} KB ZIP unpacking to ${BOMB_MB} MB`);
  const m = await measure(zip);
  const row = (metric: string, unit: string, value: number) => ({
    metric,
    unit,
    pglite: value,
    postgres: undefined,
  });
  return {
    title: `Hostile import upload (${(m.zipBytes / 1024).toFixed(0)} KB ZIP → ${BOMB_MB} MB CSV)`,
    rows: [
      row('upload answered (PUT to its answer)', 'ms', m.uploadMs),
      row('GET /healthz during the upload, slowest (from due)', 'ms', Math.max(...m.healthWaits)),
      row('GET /healthz during the upload, median', 'ms', median(m.healthWaits)),
      row('event loop, longest stall', 'ms', m.loopStallMs),
      row('peak RSS growth of the process', 'MB', m.rssGrowthMb),
    ],
    notes: [`The upload was answered ${m.status}: ${m.message || '(accepted)'}`],
  };
}

if (isMain(import.meta.url)) console.log(formatResult(await runImportHostileBench()));
