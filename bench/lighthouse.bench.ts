/**
 * Lighthouse performance of the web client on a phone (budget: score ≥ 90 on /saves and on
 * /read/{id}; docs/ARCHITECTURE.md "Web client"). Starts the BUILT server (`npm run build` first)
 * on a fresh PGlite data directory with a premium user, saves the fixture articles
 * (../shared/fixtures/articles/*\/source.html, served from 127.0.0.1) and waits until they are
 * parsed, then runs Lighthouse (its default mobile profile: a Moto G class screen, simulated slow
 * 4G and 4× CPU slowdown; performance category only) in Debian's Chromium, signed in through the
 * session cookie, RUNS times per page; prints the median score and LCP, FCP, TBT, CLS and Speed
 * Index.
 *
 * Run alone: `npx tsx bench/lighthouse.bench.ts` (needs /usr/bin/chromium or CHROMIUM_PATH);
 * BENCH_LIGHTHOUSE_REPORT=<dir> keeps each run's whole report (JSON: opportunities, diagnostics).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { FIXTURES_DIR, fixtureNames, fixtureSource } from '../src/server/test/fixture-pages.js';
import { pageGraphql, serveOnLoopback, startBrowserBenchApp } from './lib/browser-app.js';
import { isMain } from './lib/env.js';
import { formatResult, type BenchResult, type Row } from './lib/report.js';
import { median } from './lib/stats.js';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const SAVES = Number(process.env.BENCH_LIGHTHOUSE_SAVES ?? 30);
const BUDGET_SCORE = 90;
const EMAIL = 'lighthouse-bench@example.com';
/** A directory to write each run's full Lighthouse report (JSON) to, for its diagnostics. */
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_REPORT;

/** Up to `limit` fixture pages as they were on the web (the extractor's test inputs). */
function fixturePages(limit: number): Map<string, string> {
  const names = fixtureNames().slice(0, limit);
  if (names.length === 0) throw new Error(`no fixture articles at ${FIXTURES_DIR}`);
  return new Map(names.map((name) => [name, fixtureSource(name)]));
}

interface SavedPage {
  id: string;
  parseStatus: string | null;
  title: string | null;
}

const LIST = `{ user { savedItems(pagination: { first: 100 }) { edges { node {
  id item { ... on Item { parseStatus title } } } } } } }`;

/** Saves every page, then waits (at most two minutes) until the server has parsed them all. */
async function saveLibrary(
  page: Parameters<typeof pageGraphql>[0],
  origin: string,
  names: string[],
): Promise<SavedPage[]> {
  for (const name of names) {
    await pageGraphql(
      page,
      `mutation ($input: SavedItemUpsertInput!) { upsertSavedItem(input: $input) { id } }`,
      { input: { url: `${origin}/articles/${name}` } },
    );
  }
  const deadline = Date.now() + 120_000;
  for (;;) {
    const data = await pageGraphql<{
      user: { savedItems: { edges: { node: { id: string; item: Partial<SavedPage> } }[] } };
    }>(page, LIST);
    const saves = data.user.savedItems.edges.map(({ node }) => ({
      id: node.id,
      parseStatus: node.item.parseStatus ?? null,
      title: node.item.title ?? null,
    }));
    if (saves.every((save) => save.parseStatus === 'PARSED' || save.parseStatus === 'FAILED'))
      return saves;
    if (Date.now() > deadline) throw new Error('the saved pages were not parsed within 2 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
}

const METRICS = [
  { audit: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { audit: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  { audit: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { audit: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { audit: 'speed-index', label: 'Speed Index', unit: 'ms' },
] as const;

interface Run {
  score: number;
  metrics: Record<string, number>;
}

/**
 * One Lighthouse run of `url` in the Chromium listening on `port` (its storage reset clears the
 * caches and service workers between runs, not the cookies). A run whose trace failed (Chromium
 * busy) is run again, once.
 */
async function lighthouseRun(url: string, port: number, retry = true): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && retry) return lighthouseRun(url, port, false);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not ${url}: signed out?`);
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(join(REPORT_DIR, name), JSON.stringify(lhr));
  }
  const metrics = Object.fromEntries(
    METRICS.map(({ audit }) => [audit, lhr.audits[audit]?.numericValue ?? Number.NaN]),
  );
  return { score: (lhr.categories.performance?.score ?? Number.NaN) * 100, metrics };
}

interface PageResult {
  label: string;
  runs: Run[];
}

async function measure(): Promise<{ pages: PageResult[]; saves: number; parsed: number }> {
  const articles = fixturePages(SAVES);
  const site = await serveOnLoopback((req, res) => {
    const html = articles.get(decodeURIComponent(req.url?.replace(/^\/articles\//, '') ?? ''));
    if (html) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    else res.writeHead(404).end();
  });
  const app = await startBrowserBenchApp('lighthouse', EMAIL).catch((error: unknown) => {
    site.close();
    throw error;
  });
  try {
    const saves = await saveLibrary(app.page, site.origin, [...articles.keys()]);
    const article = saves.find((save) => save.parseStatus === 'PARSED' && save.title);
    if (!article) throw new Error('no saved page was parsed');
    const cookies = await app.page.context().cookies();
    const origin = new URL(app.page.url()).origin;
    // Only Lighthouse's Chromium runs from here on.
    await app.page.context().browser()?.close();
    const chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    try {
      // Signed in: the session cookies go into Lighthouse's browser (the app reads some itself).
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await cdp.contexts()[0]?.addCookies(cookies);
      const pages: PageResult[] = [];
      for (const [label, path] of [
        ['/saves', '/saves'],
        ['/read/{id}', `/read/${article.id}`],
      ] as const) {
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i += 1)
          runs.push(await lighthouseRun(`${origin}${path}`, chrome.port));
        pages.push({ label, runs });
      }
      return {
        pages,
        saves: saves.length,
        parsed: saves.filter((save) => save.parseStatus === 'PARSED').length,
      };
    } finally {
      chrome.kill();
    }
  } finally {
    site.close();
    await app.close();
  }
}

export async function runLighthouseBench(): Promise<BenchResult> {
  const { pages, saves, parsed } = await measure();
  const rows: Row[] = pages.flatMap(({ label, runs }) => [
    {
      metric: `${label}: performance score (median of ${runs.length})`,
      unit: '',
      pglite: median(runs.map((run) => run.score)),
      postgres: undefined,
      budget: { pglite: { min: BUDGET_SCORE } },
    },
    ...METRICS.map(({ audit, label: name, unit }) => ({
      metric: `${label}: ${name}`,
      unit,
      pglite: median(runs.map((run) => run.metrics[audit] ?? Number.NaN)),
      postgres: undefined,
    })),
  ]);
  return {
    title: 'Lighthouse performance on a phone (mobile profile, simulated throttling)',
    rows,
    notes: [
      ...pages.map(
        ({ label, runs }) =>
          `${label} scores: ${runs.map((run) => run.score.toFixed(0)).join(', ')}.`,
      ),
      `The library: ${saves} fixture pages saved, ${parsed} parsed.`,
      'The server is the only backend here (PGlite); the PostgreSQL column does not apply.',
    ],
  };
}

if (isMain(import.meta.url)) {
  console.log(formatResult(await runLighthouseBench()));
}
