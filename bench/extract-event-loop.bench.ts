/**
 * The event loop while articles are extracted: the 65 fixture pages parsed one after another
 * (a) on the event loop, as the pipeline did before extract-in-worker.ts, and (b) through the
 * extraction worker, while monitorEventLoopDelay samples the loop every 10 ms. Prints the
 * longest, p99 and mean delay of each; budget: p99 delay with the worker < 50 ms (its longest
 * delay on a loaded 2-core machine is scheduling: the worker and the loop share the cores).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { imageCacheUrl } from '../src/common/image-cache-url.js';
import { extractArticle } from '../src/server/items/extract/extract-article.js';
import {
  ArticleExtractor,
  READER_IMAGE_WIDTH,
} from '../src/server/items/extract/extract-in-worker.js';
import { ARTICLE_FIXTURES_DIR as FIXTURES_DIR } from './lib/article-fixtures.js';
import { isMain } from './lib/env.js';
import type { BenchResult } from './lib/report.js';

const FIXTURE_URL = 'http://fakehost/test/page.html';
const BUDGET_P99_MS = 50;

interface LoopDelay {
  maxMs: number;
  p99Ms: number;
  meanMs: number;
  totalMs: number;
}

const rewriteImage = (src: string) =>
  imageCacheUrl(src, { width: READER_IMAGE_WIDTH, format: 'webp' }) ?? src;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** The loop's delay while `parseAll` runs (after one unmeasured warm-up pass). */
async function measure(parseAll: () => Promise<void>): Promise<LoopDelay> {
  await parseAll();
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  const started = performance.now();
  histogram.enable();
  await parseAll();
  histogram.disable();
  const ms = (ns: number) => ns / 1e6;
  return {
    maxMs: ms(histogram.max),
    p99Ms: ms(histogram.percentile(99)),
    meanMs: ms(histogram.mean),
    totalMs: performance.now() - started,
  };
}

export async function run(): Promise<BenchResult> {
  const pages = readdirSync(FIXTURES_DIR)
    .sort()
    .filter((name) => existsSync(join(FIXTURES_DIR, name, 'source.html')))
    .map((name) => readFileSync(join(FIXTURES_DIR, name, 'source.html'), 'utf8'));
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(
    `Event loop during extraction: ${pages.length} pages, Node ${process.version}, ${cpus().length} cores, load average ${load}\n`,
  );
  const onLoop = await measure(async () => {
    for (const html of pages) {
      extractArticle(html, FIXTURE_URL, { rewriteImage }); // the old pipeline: on this thread
      await nextTurn(); // a job ends, the loop turns
    }
  });
  const extractor = new ArticleExtractor();
  const inWorker = await measure(async () => {
    for (const html of pages) await extractor.extract(html, FIXTURE_URL);
  });
  await extractor.close();
  const line = (label: string, d: LoopDelay) =>
    `${label.padEnd(14)} | ${d.maxMs.toFixed(1).padStart(8)} | ${d.p99Ms.toFixed(1).padStart(8)} | ${d.meanMs.toFixed(1).padStart(8)} | ${(d.totalMs / 1000).toFixed(2).padStart(7)}`;
  console.log(
    [
      'parse          | max ms   | p99 ms   | mean ms  | total s',
      line('event loop', onLoop),
      line('worker thread', inWorker),
    ].join('\n') + '\n',
  );
  return {
    title: `Event-loop delay while extracting ${pages.length} fixture pages`,
    rows: [
      {
        metric: 'longest delay, on the loop (before)',
        unit: 'ms',
        pglite: onLoop.maxMs,
        postgres: undefined,
      },
      {
        metric: 'longest delay, worker thread',
        unit: 'ms',
        pglite: inWorker.maxMs,
        postgres: undefined,
      },
      {
        metric: 'p99 delay, worker thread',
        unit: 'ms',
        pglite: inWorker.p99Ms,
        postgres: undefined,
        budget: { pglite: { max: BUDGET_P99_MS } },
      },
    ],
    notes: [
      `Resolution 10 ms (a free loop shows ~10 ms). On the loop, the longest delay is the slowest page's parse; pages total ${(onLoop.totalMs / 1000).toFixed(2)} s on the loop, ${(inWorker.totalMs / 1000).toFixed(2)} s in the worker.`,
    ],
  };
}

if (isMain(import.meta.url)) {
  await run();
}
