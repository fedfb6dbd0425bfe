/**
 * The JavaScript a first visit of /saves really fetches (budget: under 150 KB gzip) and, beside
 * it, of /read/{id}. Starts the BUILT app (`npm run build` first) on a fresh PGlite data directory
 * with a premium user and a few saved pages, then opens each page in a fresh Chromium context
 * (signed in, empty HTTP cache, service workers blocked so that the precache does not count) and
 * records every script response:
 *  - "first load": scripts the page started to fetch before its content appeared (the first saved
 *    card, the article's text). Both times are the page's own clock: a MutationObserver installed
 *    before any script notes when the content enters the DOM, and Resource Timing says when each
 *    script was requested — so idle preloads started just after the content are never counted as
 *    first load because the bench noticed the content a few milliseconds late;
 *  - "after idle": scripts requested after that, until 2 s of quiet (prefetches, the service
 *    worker's registration code), not on the first render's path.
 * Sizes are the response bodies, raw and gzip (level 9, as Vite reports them).
 *
 * Run alone: `npx tsx bench/web-bundle.bench.ts` (needs /usr/bin/chromium or CHROMIUM_PATH).
 * BENCH_VERBOSE=1 prints every chunk.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { pageGraphql, serveOnLoopback, startBrowserBenchApp } from './lib/browser-app.js';
import { isMain } from './lib/env.js';
import { formatResult, type BenchResult, type Row } from './lib/report.js';

const BUDGET_GZIP_KB = 150;
const QUIET_MS = 2_000;
const EMAIL = 'bundle-bench@example.com';

interface Chunk {
  path: string;
  raw: number;
  gzip: number;
  phase: 'first load' | 'after idle';
}

/** What shows that the page has its content: an element, and optionally a text inside the page. */
interface ContentSign {
  selector: string;
  text?: string;
}

interface Visit {
  label: string;
  chunks: Chunk[];
}

const article = (n: number) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Field notes ${n}: rivers and gardens</title></head><body><article><h1>Field notes ${n}</h1>
${Array.from({ length: 12 }, (_, p) => `<p>Paragraph ${p} of note ${n}: the river runs slow past the garden wall, and the light in the evening is long and quiet over the stones of the old bridge.</p>`).join('\n')}
</article></body></html>`;

/** Opens `path` in a fresh signed-in context and records the scripts it fetches. */
async function visit(
  browser: Browser,
  from: Page,
  path: string,
  sign: ContentSign,
): Promise<Chunk[]> {
  const context = await browser.newContext({
    baseURL: new URL(from.url()).origin,
    storageState: await from.context().storageState(),
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  // A string, not a function: tsx's transform would add helpers the page does not have.
  await context.addInitScript(`(() => {
    const content = ${JSON.stringify(sign)};
    const observer = new MutationObserver(() => {
      const element = document.querySelector(content.selector);
      if (!element || (content.text && !element.textContent.includes(content.text))) return;
      window.contentShownAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })();`);
  const bodies: Array<Omit<Chunk, 'phase'>> = [];
  const pending: Promise<void>[] = [];
  let lastScript: number;
  try {
    const page = await context.newPage();
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      lastScript = Date.now();
      pending.push(
        request
          .response()
          .then((response) => response?.body())
          .then((body) => {
            if (!body) return;
            bodies.push({
              path: new URL(request.url()).pathname,
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
            });
          }),
      );
    });
    await page.goto(path);
    await page.waitForFunction(() => 'contentShownAt' in window, null, { timeout: 60_000 });
    lastScript = Date.now();
    while (Date.now() - lastScript < QUIET_MS) await new Promise((r) => setTimeout(r, 100));
    await Promise.all(pending);
    const timing = await page.evaluate(() => ({
      shownAt: (window as unknown as { contentShownAt: number }).contentShownAt,
      starts: performance
        .getEntriesByType('resource')
        .map((entry) => [new URL(entry.name).pathname, entry.startTime] as const),
    }));
    const startOf = new Map(timing.starts);
    return bodies.map((body) => ({
      ...body,
      phase: (startOf.get(body.path) ?? 0) <= timing.shownAt ? 'first load' : 'after idle',
    }));
  } finally {
    await context.close();
  }
}

async function measure(): Promise<Visit[]> {
  const site = await serveOnLoopback((req, res) => {
    const n = Number(/^\/note\/(\d+)$/.exec(req.url ?? '')?.[1] ?? Number.NaN);
    if (Number.isInteger(n)) res.writeHead(200, { 'content-type': 'text/html' }).end(article(n));
    else res.writeHead(404).end();
  });
  const app = await startBrowserBenchApp('web-bundle', EMAIL).catch((error: unknown) => {
    site.close();
    throw error;
  });
  try {
    const { page } = app;
    let id = '';
    for (let n = 1; n <= 5; n += 1) {
      const saved = await pageGraphql<{ upsertSavedItem: { id: string } }>(
        page,
        `mutation ($input: SavedItemUpsertInput!) { upsertSavedItem(input: $input) { id } }`,
        { input: { url: `${site.origin}/note/${n}` } },
      );
      id = String(saved.upsertSavedItem.id);
    }
    // The last save parsed: the reader shows its text, not the "still saving" state.
    await page.goto(`/read/${id}`);
    await page.getByText('Paragraph 3 of note 5').waitFor({ timeout: 60_000 });
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    return [
      {
        label: '/saves',
        chunks: await visit(browser, page, '/saves', { selector: 'article' }),
      },
      {
        label: '/read/{id}',
        chunks: await visit(browser, page, `/read/${id}`, {
          selector: 'main',
          text: 'Paragraph 3 of note 5',
        }),
      },
    ];
  } finally {
    site.close();
    await app.close();
  }
}

const kb = (bytes: number) => bytes / 1024;
const sum = (chunks: Chunk[], key: 'raw' | 'gzip') =>
  chunks.reduce((total, chunk) => total + chunk[key], 0);

export async function runWebBundleBench(): Promise<BenchResult> {
  const visits = await measure();
  const rows: Row[] = visits.flatMap(({ label, chunks }) => {
    const first = chunks.filter((chunk) => chunk.phase === 'first load');
    const idle = chunks.filter((chunk) => chunk.phase === 'after idle');
    return [
      {
        metric: `${label}: first-load JS, gzip (${first.length} scripts)`,
        unit: 'KB',
        pglite: kb(sum(first, 'gzip')),
        postgres: undefined,
        budget: label === '/saves' ? { pglite: { max: BUDGET_GZIP_KB } } : undefined,
      },
      {
        metric: `${label}: first-load JS, raw`,
        unit: 'KB',
        pglite: kb(sum(first, 'raw')),
        postgres: undefined,
      },
      {
        metric: `${label}: JS after idle, gzip (${idle.length} scripts)`,
        unit: 'KB',
        pglite: kb(sum(idle, 'gzip')),
        postgres: undefined,
      },
    ];
  });
  const detail = visits.flatMap(({ label, chunks }) =>
    [...chunks]
      .sort((a, b) => b.gzip - a.gzip)
      .map(
        (chunk) =>
          `${label} ${chunk.phase}: ${chunk.path} ${kb(chunk.gzip).toFixed(1)} KB gzip, ${kb(chunk.raw).toFixed(1)} KB raw`,
      ),
  );
  if (process.env.BENCH_VERBOSE) console.log(detail.join('\n'));
  const largest = visits.map(({ label, chunks }) => {
    const top = [...chunks]
      .filter((chunk) => chunk.phase === 'first load')
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 4)
      .map((chunk) => `${chunk.path.replace(/^\/assets\//, '')} ${kb(chunk.gzip).toFixed(1)}`);
    return `${label} largest first-load chunks (KB gzip): ${top.join(', ')}.`;
  });
  return {
    title: 'JavaScript of a first visit (Chromium, empty cache, service workers blocked)',
    rows,
    notes: [
      ...largest,
      '"First load" = scripts requested until the content shows; "after idle" = in the 2 s of quiet after it.',
      'The server is the only backend here (PGlite); the PostgreSQL column does not apply.',
    ],
  };
}

if (isMain(import.meta.url)) {
  console.log(formatResult(await runWebBundleBench()));
}
