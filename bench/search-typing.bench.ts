/**
 * Search as you type in the browser (budget: under 150 ms per keystroke at p95, end to
 * end). Starts the BUILT server (`npm run build` first) on a fresh PGlite data directory with a
 * premium user made by the CLI, serves BENCH_SEARCH_SAVES (1,000) generated pages from
 * 127.0.0.1 (a title of 4–9 words of a fixture article's sentence, a URL slug made from it, 15
 * sentences drawn from the fixture articles: bench/lib/fixture-text.ts, as bench/search.bench.ts
 * does), saves them through GraphQL and waits until they are parsed, then types queries into
 * the search page's field a key at a time in Chromium. For each keystroke it waits for the
 * `satchel:search-results` mark (src/web/features/search/components/search-view.tsx) carrying
 * that prefix and records keydown → results on screen, and `satchel:search-request` (the
 * request start) → results.
 *
 * Run alone: `npx tsx bench/search-typing.bench.ts` (needs /usr/bin/chromium or CHROMIUM_PATH).
 */
import type { Page } from 'playwright-core';
import { pageGraphql, serveOnLoopback, startBrowserBenchApp } from './lib/browser-app.js';
import { isMain } from './lib/env.js';
import { fixtureSentences, slugOf, titleOf } from './lib/fixture-text.js';
import { formatResult, type BenchResult } from './lib/report.js';
import { percentile } from './lib/stats.js';

const SAVES = Number(process.env.BENCH_SEARCH_SAVES ?? 1_000);
const BUDGET_MS = 150;
const EMAIL = 'search-bench@example.com';
/**
 * At the end of every generated article, so the bench can tell when all pages are parsed and
 * indexed. No typed query starts with its first letters (a prefix of it would match every save).
 */
const MARKER = 'xqbenchmarker';
/** What a user types on such a library: a rare word, two words, a common pair, an exclusion. */
const QUERIES = [
  'javascript',
  'climate change',
  'new zealand',
  'government policy',
  'security -google',
];

const SENTENCES = fixtureSentences();

/** The page's URL path: a slug made from its title, as real sites do. */
function pagePath(n: number): string {
  return `/p/${n}/${slugOf(pageTitle(n))}`;
}

/** 4–9 words of an article sentence (as bench/search.bench.ts makes titles). */
function pageTitle(n: number): string {
  return titleOf(SENTENCES[(n * 31) % SENTENCES.length]!, 4 + (n % 6));
}

/** A title and ~15 sentences of the fixture articles in paragraphs of three, then the marker. */
function pageHtml(n: number): string {
  const title = pageTitle(n);
  const sentences = Array.from(
    { length: 15 },
    (_, k) => SENTENCES[(n * 7919 + (k + 1) * 104_729) % SENTENCES.length]!,
  );
  sentences[14] += ` ${MARKER}`;
  const paragraphs = Array.from(
    { length: 5 },
    (_, p) => `<p>${escapeHtml(sentences.slice(p * 3, p * 3 + 3).join(' '))}</p>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><article><h1>${escapeHtml(title)}</h1>${paragraphs.join('\n')}</article></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Saves every page, 20 requests at a time, from inside the signed-in page. */
async function seed(page: Page, origin: string): Promise<void> {
  const urls = Array.from({ length: SAVES }, (_, i) => `${origin}${pagePath(i)}`);
  await page.evaluate(async (all) => {
    const query =
      'mutation ($input: SavedItemUpsertInput!) { upsertSavedItem(input: $input) { id } }';
    for (let i = 0; i < all.length; i += 20) {
      await Promise.all(
        all.slice(i, i + 20).map((u) =>
          fetch('/graphql', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ query, variables: { input: { url: u } } }),
          }),
        ),
      );
    }
  }, urls);
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    const data = await pageGraphql<{ user: { advancedSearch: { totalCount: number } } }>(
      page,
      `query ($q: String) { user { advancedSearch(queryString: $q, pagination: { first: 1 }) { totalCount } } }`,
      // The saves without the marker (not parsed yet): counts are capped at 1,000, so counting
      // those with it could not tell when more than 1,000 are done.
      { q: `-${MARKER}` },
    );
    if (data.user.advancedSearch.totalCount === 0) return;
    await new Promise((r) => setTimeout(r, 2_000));
  }
  throw new Error(`the ${SAVES} pages were not parsed within 15 minutes`);
}

function progress(message: string): void {
  if (process.env.BENCH_VERBOSE) console.error(`search-typing: ${message}`);
}

interface Sample {
  query: string;
  endToEnd: number;
  afterRequest: number;
  /** Request start → GraphQL response received. */
  roundTrip: number;
  /** Request start → the fetch starts (React renders the new query's state first). */
  beforeFetch: number;
  /** The fetch's request sent → first byte of the response (the server's time, on loopback). */
  server: number;
  /** Response received → results rendered. */
  render: number;
}

/** Types `query` a key at a time; after each key, waits for that prefix's results. */
async function typeQuery(page: Page, query: string): Promise<Sample[]> {
  const field = page.getByRole('searchbox', { name: 'Search query' });
  await field.fill('');
  await page.waitForTimeout(400);
  const samples: Sample[] = [];
  for (let i = 1; i <= query.length; i += 1) {
    const prefix = query.slice(0, i);
    const expected = prefix.trim().replace(/\s+/g, ' ');
    if (prefix.endsWith(' ') || expected === samples.at(-1)?.query) {
      await page.keyboard.type(query[i - 1]!);
      continue;
    }
    await page.evaluate(() => performance.clearMarks());
    await page.keyboard.type(query[i - 1]!);
    const keydown = await page.evaluate(
      () => (window as unknown as { __benchKeydown: number }).__benchKeydown,
    );
    const timing = await page.waitForFunction(
      (text) => {
        // No nested named functions: tsx would wrap them in a helper the page does not have.
        const times: Record<string, number> = {};
        for (const entry of performance.getEntriesByType('mark')) {
          const detail = (entry as PerformanceMark).detail as { query?: string } | null;
          if (detail?.query === text && times[entry.name] === undefined)
            times[entry.name] = entry.startTime;
        }
        const results = times['satchel:search-results'];
        const request = times['satchel:search-request'];
        if (results === undefined || request === undefined) return null;
        // The GraphQL round trip of this search: the first /graphql fetch started after the request.
        let responseEnd = results;
        let fetchStart = request;
        let server = 0;
        for (const entry of performance.getEntriesByType('resource')) {
          const resource = entry as PerformanceResourceTiming;
          if (resource.name.endsWith('/graphql') && resource.startTime >= request) {
            responseEnd = resource.responseEnd;
            fetchStart = resource.startTime;
            server = resource.responseStart - resource.requestStart;
            break;
          }
        }
        return { results, request, responseEnd, fetchStart, server };
      },
      expected,
      { timeout: 30_000, polling: 'raf' },
    );
    const { results, request, responseEnd, fetchStart, server } = (await timing.jsonValue())!;
    samples.push({
      query: expected,
      endToEnd: results - keydown,
      afterRequest: results - request,
      roundTrip: responseEnd - request,
      beforeFetch: fetchStart - request,
      server,
      render: results - responseEnd,
    });
    await page.evaluate(() => performance.clearResourceTimings());
  }
  return samples;
}

async function measure(): Promise<Sample[]> {
  const site = await serveOnLoopback((req, res) => {
    const match = /^\/p\/(\d+)\//.exec(req.url ?? '');
    if (!match) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(pageHtml(Number(match[1])));
  });
  const app = await startBrowserBenchApp('search', EMAIL).catch((error: unknown) => {
    site.close();
    throw error;
  });
  const { page } = app;
  try {
    await seed(page, site.origin);
    progress(`${SAVES} saves parsed and indexed`);

    await page.goto('/saves/search');
    // The time of the latest key press, read after each key (event.timeStamp: performance time).
    await page.evaluate(() =>
      window.addEventListener(
        'keydown',
        (event) =>
          ((window as unknown as { __benchKeydown: number }).__benchKeydown = event.timeStamp),
        { capture: true },
      ),
    );
    await page.getByRole('searchbox', { name: 'Search query' }).click();
    // One warm-up query (chunks, connection, the database's first plans), not counted.
    await typeQuery(page, 'warm');
    const samples: Sample[] = [];
    for (const query of QUERIES) {
      samples.push(...(await typeQuery(page, query)));
      progress(`typed "${query}"`);
    }
    return samples;
  } finally {
    await app.close();
    site.close();
  }
}

export async function runSearchTypingBench(): Promise<BenchResult> {
  const samples = await measure();
  const endToEnd = samples.map((s) => s.endToEnd);
  const afterRequest = samples.map((s) => s.afterRequest);
  const row = (metric: string, value: number, budget?: number) => ({
    metric,
    unit: 'ms',
    pglite: value,
    postgres: undefined,
    ...(budget ? { budget: { pglite: { max: budget } } } : {}),
  });
  const pair = (metric: string, pick: (sample: Sample) => number) => [
    row(`${metric}, p50`, percentile(samples.map(pick), 50)),
    row(`${metric}, p95`, percentile(samples.map(pick), 95)),
  ];
  return {
    title: `Search as you type (Chromium, ${SAVES.toLocaleString('en')} saves, ${samples.length} keystrokes)`,
    rows: [
      row('keystroke → results, p50', percentile(endToEnd, 50)),
      row('keystroke → results, p95', percentile(endToEnd, 95), BUDGET_MS),
      row('request → results, p50', percentile(afterRequest, 50)),
      row('request → results, p95', percentile(afterRequest, 95)),
      ...pair('  of which GraphQL round trip', (s) => s.roundTrip),
      ...pair('    of which before the fetch starts', (s) => s.beforeFetch),
      ...pair('    of which request sent → first byte', (s) => s.server),
      ...pair('  of which response → rendered', (s) => s.render),
    ],
    notes: [
      `Queries typed a key at a time: ${QUERIES.map((q) => `"${q}"`).join(', ')}; each keystroke waits for its own results.`,
      'Keystroke → results includes any wait for a search already in flight (search-view.tsx sends at most one at a time); the second pair is the request, response and render alone.',
      'The server is the only backend here (PGlite); the PostgreSQL column does not apply.',
    ],
  };
}

if (isMain(import.meta.url)) {
  console.log(formatResult(await runSearchTypingBench()));
}
