/**
 * Article extraction: `extractArticle` over the 65 pages of fixtures/articles with each DOM
 * (linkedom, jsdom): a warm-up pass, then 3 timed passes on one core. Prints DOM | pages/s |
 * median ms | p95 ms | title match | byline match | word overlap; budget ≥ 25 pages/s, median < 40 ms.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DOM, type DomKind } from '../src/server/items/extract/dom.js';
import { extractArticle } from '../src/server/items/extract/extract-article.js';
import {
  bylineMatches,
  htmlText,
  titlesMatch,
  wordOverlap,
} from '../src/server/items/extract/quality.js';
import { isMain, ROOT } from './lib/env.js';
import type { BenchResult } from './lib/report.js';
import { median, percentile } from './lib/stats.js';

/** Where the fixture pages live: beside the checkout (`../shared/fixtures/articles`). */
export const FIXTURES_DIR =
  process.env.BENCH_ARTICLES_DIR ?? join(ROOT, '..', 'shared', 'fixtures', 'articles');
/** The URL the fixtures' expected output was made with (Readability's test suite). */
const FIXTURE_URL = 'http://fakehost/test/page.html';
const PASSES = Number(process.env.BENCH_EXTRACT_PASSES ?? 3);
const BUDGET = { pagesPerSecond: 25, medianMs: 40 };

interface Fixture {
  name: string;
  html: string;
  title: string | null;
  byline: string | null;
  expectedText: string;
}

interface DomFigures {
  dom: DomKind;
  pagesPerSecond: number;
  medianMs: number;
  p95Ms: number;
  medianCpuMs: number;
  titleMatch: number;
  bylineMatch: number;
  recall: number;
  precision: number;
}

function loadFixtures(): Fixture[] {
  return readdirSync(FIXTURES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => {
      const read = (file: string) => readFileSync(join(FIXTURES_DIR, name, file), 'utf8');
      const meta = JSON.parse(read('expected-metadata.json')) as {
        title: string | null;
        byline: string | null;
      };
      return {
        name,
        html: read('source.html'),
        title: meta.title,
        byline: meta.byline,
        expectedText: htmlText(read('expected.html')),
      };
    });
}

function measure(dom: DomKind, fixtures: Fixture[]): DomFigures {
  for (const fixture of fixtures) extractArticle(fixture.html, FIXTURE_URL, { dom });
  const wall: number[] = [];
  const cpu: number[] = [];
  let totalMs = 0;
  for (let pass = 0; pass < PASSES; pass++) {
    for (const fixture of fixtures) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      extractArticle(fixture.html, FIXTURE_URL, { dom });
      const ms = performance.now() - start;
      const used = process.cpuUsage(cpuStart);
      wall.push(ms);
      cpu.push((used.user + used.system) / 1000);
      totalMs += ms;
    }
  }
  let titles = 0;
  let bylines = 0;
  let recall = 0;
  let precision = 0;
  for (const fixture of fixtures) {
    const result = extractArticle(fixture.html, FIXTURE_URL, { dom });
    const overlap = wordOverlap(
      result.contentHtml ? htmlText(result.contentHtml) : '',
      fixture.expectedText,
    );
    titles += Number(titlesMatch(result.title, fixture.title));
    bylines += Number(bylineMatches(result.authors, fixture.byline, result.language));
    recall += overlap.recall;
    precision += overlap.precision;
  }
  const n = fixtures.length;
  return {
    dom,
    pagesPerSecond: wall.length / (totalMs / 1000),
    medianMs: median(wall),
    p95Ms: percentile(wall, 95),
    medianCpuMs: median(cpu),
    titleMatch: titles / n,
    bylineMatch: bylines / n,
    recall: recall / n,
    precision: precision / n,
  };
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The DOM comparison as a Markdown table. */
export function formatTable(figures: DomFigures[]): string {
  const header = ['DOM', 'pages/s', 'median ms', 'p95 ms', 'median CPU ms', 'title match'];
  header.push('byline match', 'word overlap (recall)', 'word precision');
  const rows = figures.map((f) => [
    f.dom === DEFAULT_DOM ? `${f.dom} (default)` : f.dom,
    f.pagesPerSecond.toFixed(1),
    f.medianMs.toFixed(1),
    f.p95Ms.toFixed(1),
    f.medianCpuMs.toFixed(1),
    pct(f.titleMatch),
    pct(f.bylineMatch),
    pct(f.recall),
    pct(f.precision),
  ]);
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * Runs the benchmark, prints the DOM table and returns the default DOM's figures against the
 * budget in the repository's BenchResult shape (the PGlite column: extraction uses no database).
 */
export async function run(doms: DomKind[] = ['linkedom', 'jsdom']): Promise<BenchResult> {
  if (!existsSync(FIXTURES_DIR)) {
    console.log(`Article extraction: skipped, no fixtures at ${FIXTURES_DIR}`);
    return { title: 'Article extraction (skipped: no fixtures)', rows: [], notes: [] };
  }
  const fixtures = loadFixtures();
  const load = loadavg()[0]!.toFixed(2);
  console.log(
    `Article extraction: ${fixtures.length} pages, warm-up + ${PASSES} passes per DOM, Node ${process.version}, ${cpus().length} cores, load average ${load}\n`,
  );
  const figures: DomFigures[] = [];
  for (const dom of doms) {
    figures.push(measure(dom, fixtures));
    await new Promise((resolve) => setImmediate(resolve));
  }
  console.log(`${formatTable(figures)}\n`);
  const chosen = figures.find((f) => f.dom === DEFAULT_DOM) ?? figures[0]!;
  return {
    title: `Article extraction (${chosen.dom}, ${fixtures.length} fixture pages, one core)`,
    rows: [
      {
        metric: 'throughput',
        unit: 'pages/s',
        pglite: chosen.pagesPerSecond,
        postgres: undefined,
        budget: { pglite: { min: BUDGET.pagesPerSecond } },
      },
      {
        metric: 'per page, median',
        unit: 'ms',
        pglite: chosen.medianMs,
        postgres: undefined,
        budget: { pglite: { max: BUDGET.medianMs } },
      },
      { metric: 'per page, p95', unit: 'ms', pglite: chosen.p95Ms, postgres: undefined },
      { metric: 'title match', unit: '%', pglite: chosen.titleMatch * 100, postgres: undefined },
      {
        metric: 'word overlap (recall)',
        unit: '%',
        pglite: chosen.recall * 100,
        postgres: undefined,
      },
    ],
    notes: [
      'Extraction uses no database: figures are in the PGlite column, PostgreSQL is not applicable.',
      `Load average ${load} at the start; wall-clock figures grow with machine load, "median CPU ms" less so.`,
    ],
  };
}

if (isMain(import.meta.url)) {
  const { formatResult, allMet } = await import('./lib/report.js');
  const result = await run();
  console.log(formatResult(result));
  if (!allMet(result)) process.exitCode = 1;
}
