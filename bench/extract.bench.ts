/**
 * Article extraction: `extractArticle` (metadata, media lists and sanitising included) over the 65
 * pages of fixtures/articles, beside plain Readability on linkedom (parse + `parse()`, nothing
 * else) over the same pages: a warm-up pass, then 3 timed passes on one core, the two interleaved
 * pass by pass so machine noise falls on both. Prints extractor | pages/s | median ms | p95 ms |
 * CPU ms per page | title match | byline match | word overlap, and Satchel's speed as a share of
 * plain Readability's. Budgets: ≥ 25 pages/s, median < 40 ms, and at least plain Readability's
 * pages/s. `BENCH_EXTRACT_DOMS=linkedom,jsdom` adds Satchel on jsdom.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { splitByline } from '../src/server/items/extract/authors.js';
import { DEFAULT_DOM, type DomKind } from '../src/server/items/extract/dom.js';
import { extractArticle } from '../src/server/items/extract/extract-article.js';
import {
  bylineMatches,
  htmlText,
  titlesMatch,
  wordOverlap,
} from '../src/server/items/extract/quality.js';
import {
  ARTICLE_FIXTURE_URL,
  ARTICLE_FIXTURES_DIR,
  loadArticleFixtures,
  type ArticleFixture,
} from './lib/article-fixtures.js';
import { isMain } from './lib/env.js';
import { markdownTable } from './lib/markdown-table.js';
import type { BenchResult } from './lib/report.js';
import { median, percentile } from './lib/stats.js';

const PASSES = Number(process.env.BENCH_EXTRACT_PASSES ?? 3);
const BUDGET = { pagesPerSecond: 25, medianMs: 40, shareOfReadability: 1 };
const PLAIN = 'Readability on linkedom (plain)';

/** What the quality measures need from one extraction. */
interface Outcome {
  title: string | null;
  contentHtml: string | null;
  authors: Array<{ name: string }>;
  language: string | null;
}

/** One extractor under test. */
interface Subject {
  label: string;
  extract(html: string): Outcome;
}

interface Figures {
  label: string;
  pagesPerSecond: number;
  medianMs: number;
  p95Ms: number;
  medianCpuMs: number;
  cpuMsPerPage: number;
  titleMatch: number;
  bylineMatch: number;
  recall: number;
  precision: number;
}

function satchel(dom: DomKind): Subject {
  return {
    label: dom === DEFAULT_DOM ? `Satchel, ${dom} (default)` : `Satchel, ${dom}`,
    extract: (html) => extractArticle(html, ARTICLE_FIXTURE_URL, { dom }),
  };
}

/** What Readability alone does with a page: linkedom's parse, then `parse()` with its defaults. */
const plainReadability: Subject = {
  label: PLAIN,
  extract(html) {
    const article = new Readability(parseHTML(html).document).parse();
    return {
      title: article?.title ?? null,
      contentHtml: article?.content ?? null,
      authors: splitByline(article?.byline, null).map((name) => ({ name })),
      language: null,
    };
  },
};

/** Timed passes, interleaved: pass 1 of every subject, then pass 2 of every subject… */
function time(
  subjects: Subject[],
  fixtures: ArticleFixture[],
): Map<Subject, { wall: number[]; cpu: number[] }> {
  const samples = new Map(
    subjects.map((subject) => [subject, { wall: [] as number[], cpu: [] as number[] }]),
  );
  for (const subject of subjects) for (const fixture of fixtures) subject.extract(fixture.html);
  for (let pass = 0; pass < PASSES; pass++) {
    for (const subject of subjects) {
      const { wall, cpu } = samples.get(subject)!;
      for (const fixture of fixtures) {
        const cpuStart = process.cpuUsage();
        const start = performance.now();
        subject.extract(fixture.html);
        wall.push(performance.now() - start);
        const used = process.cpuUsage(cpuStart);
        cpu.push((used.user + used.system) / 1000);
      }
    }
  }
  return samples;
}

function figuresOf(
  subject: Subject,
  fixtures: ArticleFixture[],
  { wall, cpu }: { wall: number[]; cpu: number[] },
): Figures {
  let titles = 0;
  let bylines = 0;
  let recall = 0;
  let precision = 0;
  for (const fixture of fixtures) {
    const result = subject.extract(fixture.html);
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
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    label: subject.label,
    pagesPerSecond: wall.length / (sum(wall) / 1000),
    medianMs: median(wall),
    p95Ms: percentile(wall, 95),
    medianCpuMs: median(cpu),
    cpuMsPerPage: sum(cpu) / cpu.length,
    titleMatch: titles / n,
    bylineMatch: bylines / n,
    recall: recall / n,
    precision: precision / n,
  };
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The comparison as a Markdown table. */
export function formatTable(figures: Figures[]): string {
  const header = ['extractor', 'pages/s', 'median ms', 'p95 ms', 'CPU ms/page', 'median CPU ms'];
  header.push('title match', 'byline match', 'word overlap (recall)', 'word precision');
  const rows = figures.map((f) => [
    f.label,
    f.pagesPerSecond.toFixed(1),
    f.medianMs.toFixed(1),
    f.p95Ms.toFixed(1),
    f.cpuMsPerPage.toFixed(1),
    f.medianCpuMs.toFixed(1),
    pct(f.titleMatch),
    pct(f.bylineMatch),
    pct(f.recall),
    pct(f.precision),
  ]);
  return markdownTable(header, rows);
}

const domsFromEnv = (): DomKind[] =>
  (process.env.BENCH_EXTRACT_DOMS ?? DEFAULT_DOM)
    .split(',')
    .map((dom) => dom.trim())
    .filter((dom): dom is DomKind => dom === 'linkedom' || dom === 'jsdom');

/**
 * Runs the benchmark, prints the table and returns the default DOM's figures against the budget
 * in the repository's BenchResult shape (the PGlite column: extraction uses no database).
 */
export async function run(doms: DomKind[] = domsFromEnv()): Promise<BenchResult> {
  if (!existsSync(ARTICLE_FIXTURES_DIR)) {
    console.log(`Article extraction: skipped, no fixtures at ${ARTICLE_FIXTURES_DIR}`);
    return { title: 'Article extraction (skipped: no fixtures)', rows: [], notes: [] };
  }
  const fixtures = loadArticleFixtures();
  const load = loadavg()[0]!.toFixed(2);
  console.log(
    `Article extraction: ${fixtures.length} pages, warm-up + ${PASSES} interleaved passes, Node ${process.version}, ${cpus().length} cores, load average ${load}\n`,
  );
  const subjects = [...doms.map(satchel), plainReadability];
  const samples = time(subjects, fixtures);
  await new Promise((resolve) => setImmediate(resolve));
  const figures = subjects.map((subject) => figuresOf(subject, fixtures, samples.get(subject)!));
  const chosen = figures[doms.indexOf(DEFAULT_DOM)] ?? figures[0]!;
  const plain = figures.at(-1)!;
  const share = chosen.pagesPerSecond / plain.pagesPerSecond;
  const cpuShare = plain.cpuMsPerPage / chosen.cpuMsPerPage;
  console.log(`${formatTable(figures)}\n`);
  console.log(
    `Satchel / plain Readability: ${share.toFixed(2)}× the pages/s, ${cpuShare.toFixed(2)}× by CPU per page; load average ${loadavg()[0]!.toFixed(2)} at the end\n`,
  );
  return {
    title: `Article extraction (${chosen.label}, ${fixtures.length} fixture pages, one core)`,
    rows: [
      {
        metric: 'throughput',
        unit: 'pages/s',
        pglite: chosen.pagesPerSecond,
        postgres: undefined,
        budget: { pglite: { min: BUDGET.pagesPerSecond } },
      },
      {
        metric: 'throughput / plain Readability on linkedom',
        unit: '×',
        pglite: share,
        postgres: undefined,
        budget: { pglite: { min: BUDGET.shareOfReadability } },
      },
      {
        metric: 'plain Readability throughput',
        unit: 'pages/s',
        pglite: plain.pagesPerSecond,
        postgres: undefined,
      },
      {
        metric: 'per page, median',
        unit: 'ms',
        pglite: chosen.medianMs,
        postgres: undefined,
        budget: { pglite: { max: BUDGET.medianMs } },
      },
      { metric: 'per page, p95', unit: 'ms', pglite: chosen.p95Ms, postgres: undefined },
      { metric: 'CPU per page', unit: 'ms', pglite: chosen.cpuMsPerPage, postgres: undefined },
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
      `Load average ${load} at the start; wall-clock figures grow with machine load, "CPU ms/page" less so.`,
    ],
  };
}

if (isMain(import.meta.url)) {
  const { formatResult, allMet } = await import('./lib/report.js');
  const result = await run();
  console.log(formatResult(result));
  if (!allMet(result)) process.exitCode = 1;
}
