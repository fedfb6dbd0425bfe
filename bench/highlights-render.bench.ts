/**
 * Rendering highlights in the browser (budget: 200 highlights on a 10,000-word article
 * in under 100 ms). Starts the BUILT server (`npm run build` first) on a fresh PGlite data
 * directory with a premium user made by the CLI beforehand, serves a generated 10,000-word
 * article from 127.0.0.1, saves it, creates 200 highlights through GraphQL (patches made with
 * src/common/highlight-patch over the text the reader collects), then reloads the reader 10
 * times in Chromium and reads the `satchel:highlights-render` measure the reader records around
 * unwrap + collect + anchor + wrap (src/web/features/highlights/lib/render-highlights.ts).
 *
 * Run alone: `npx tsx bench/highlights-render.bench.ts` (needs /usr/bin/chromium or CHROMIUM_PATH).
 */
import { makePatch, normalizeQuote } from '../src/common/highlight-patch.js';
import { pageGraphql, serveOnLoopback, startBrowserBenchApp } from './lib/browser-app.js';
import { isMain } from './lib/env.js';
import { formatResult, type BenchResult } from './lib/report.js';
import { percentile } from './lib/stats.js';

const WORDS = Number(process.env.BENCH_ARTICLE_WORDS ?? 10_000);
const HIGHLIGHTS = Number(process.env.BENCH_HIGHLIGHTS ?? 200);
const RELOADS = Number(process.env.BENCH_RELOADS ?? 10);
const BUDGET_MS = 100;
const MEASURE = 'satchel:highlights-render';
const EMAIL = 'render-bench@example.com';

const VOCABULARY = (
  'the river garden light slow writing moment quiet reading again north harbour stone winter ' +
  'letters window morning map keeper archive paper evening island bridge valley city story ' +
  'signal orchard lantern season market library railway forest meadow street music letter ' +
  'ocean mountain candle copper village journey thread compass ledger ferry kitchen'
).split(' ');

/** A deterministic ~WORDS-word article: headings, paragraphs with links and emphasis, lists. */
export function generateArticle(words = WORDS): string {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const word = () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]!;
  const sentence = () => {
    const count = 8 + Math.floor(random() * 14);
    const parts = Array.from({ length: count }, word);
    parts[0] = parts[0]!.charAt(0).toUpperCase() + parts[0]!.slice(1);
    if (random() < 0.3) parts[3] = `<em>${parts[3]}</em>`;
    if (random() < 0.2) parts[5] = `<a href="https://example.com/${parts[5]}">${parts[5]}</a>`;
    return { html: `${parts.join(' ')}.`, words: count };
  };
  const body: string[] = [];
  let total = 0;
  let section = 1;
  while (total < words) {
    if (body.length % 12 === 0) body.push(`<h2>Part ${section++}: ${word()} and ${word()}</h2>`);
    if (body.length % 9 === 4) {
      const items = Array.from({ length: 3 }, () => sentence());
      total += items.reduce((sum, item) => sum + item.words, 0);
      body.push(`<ul>${items.map((item) => `<li>${item.html}</li>`).join('')}</ul>`);
      continue;
    }
    const sentences = Array.from({ length: 4 + Math.floor(random() * 4) }, () => sentence());
    total += sentences.reduce((sum, s) => sum + s.words, 0);
    body.push(`<p>${sentences.map((s) => s.html).join(' ')}</p>`);
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A long article about rivers and gardens</title>
<meta name="author" content="Bench Writer"></head>
<body><article><h1>A long article about rivers and gardens</h1>
${body.join('\n')}
</article></body></html>`;
}

/**
 * The article text as the reader collects it for highlights (docs/POCKET-COMPATIBILITY.md §2.6; the
 * same rules as src/web/features/highlights/lib/collect-text.ts): one space per non-inline element,
 * no script or style. Run in the page on the reader's article element.
 */
function collectInPage(): string {
  // No nested named functions: tsx would wrap them in a helper the page does not have.
  const inline = new Set(
    'a b basefont bdo big em font i s small span strike strong sub sup tt u'.split(' '),
  );
  const root = document.querySelector('[data-testid="article-content"]')!;
  let text = '';
  // Depth-first, in document order, with an explicit stack of the next sibling to visit.
  const stack: (Node | null)[] = [root.firstChild];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node) continue;
    stack.push(node.nextSibling);
    if (node.nodeType === Node.TEXT_NODE) text += (node as Text).data;
    else if (node instanceof Element) {
      if (node.localName === 'script' || node.localName === 'style') continue;
      if (!inline.has(node.localName)) text += ' ';
      stack.push(node.firstChild);
    }
  }
  return text;
}

/** HIGHLIGHTS passages of 5–12 words, spread evenly over the text, on word boundaries. */
function choosePassages(text: string): { start: number; end: number }[] {
  const words = [...text.matchAll(/\S+/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  const step = Math.floor(words.length / HIGHLIGHTS);
  return Array.from({ length: HIGHLIGHTS }, (_, i) => {
    const first = words[i * step + 1]!;
    const last = words[Math.min(words.length - 1, i * step + 1 + 4 + (i % 8))]!;
    return { start: first.start, end: last.end };
  });
}

interface Measurement {
  samples: number[];
  words: number;
  characters: number;
  drawn: number;
}

async function measure(): Promise<Measurement> {
  const html = generateArticle();
  const site = await serveOnLoopback((req, res) => {
    if (req.url?.startsWith('/article')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    } else {
      res.writeHead(404).end();
    }
  });
  const app = await startBrowserBenchApp('render', EMAIL).catch((error: unknown) => {
    site.close();
    throw error;
  });
  const { page } = app;
  try {
    const saved = await pageGraphql<{ upsertSavedItem: { id: string } }>(
      page,
      `mutation ($input: SavedItemUpsertInput!) { upsertSavedItem(input: $input) { id } }`,
      { input: { url: `${site.origin}/article` } },
    );
    const id = String(saved.upsertSavedItem.id);
    await page.goto(`/read/${id}`);
    await page.getByTestId('article-content').locator('p').first().waitFor({ timeout: 60_000 });

    const text = await page.evaluate(collectInPage);
    const passages = choosePassages(text);
    for (let i = 0; i < passages.length; i += 20) {
      const input = passages.slice(i, i + 20).map(({ start, end }) => ({
        itemId: id,
        version: 2,
        quote: normalizeQuote(text.slice(start, end)),
        patch: makePatch(text, start, end),
      }));
      await pageGraphql(
        page,
        `mutation ($input: [CreateHighlightInput!]!) { createSavedItemHighlights(input: $input) { id } }`,
        { input },
      );
    }

    const samples: number[] = [];
    let drawn = 0;
    for (let i = 0; i < RELOADS; i += 1) {
      await page.reload();
      await page.waitForFunction(
        ({ name, count }) =>
          performance
            .getEntriesByName(name)
            .some(
              (entry) =>
                ((entry as PerformanceMeasure).detail as { highlights?: number } | null)
                  ?.highlights === count,
            ),
        { name: MEASURE, count: HIGHLIGHTS },
        { timeout: 60_000 },
      );
      const result = await page.evaluate(
        ({ name, count }) => {
          const entry = performance
            .getEntriesByName(name)
            .find(
              (e) =>
                ((e as PerformanceMeasure).detail as { highlights?: number } | null)?.highlights ===
                count,
            )!;
          const ids = new Set(
            [
              ...document.querySelectorAll<HTMLElement>('span.highlight[data-annotation-ids]'),
            ].flatMap((span) => (span.dataset.annotationIds ?? '').split(' ')),
          );
          return { duration: entry.duration, drawn: ids.size };
        },
        { name: MEASURE, count: HIGHLIGHTS },
      );
      samples.push(result.duration);
      drawn = result.drawn;
    }
    const words = text.split(/\s+/).filter(Boolean).length;
    return { samples, words, characters: text.length, drawn };
  } finally {
    await app.close();
    site.close();
  }
}

export async function runHighlightsRenderBench(): Promise<BenchResult> {
  const m = await measure();
  const row = (metric: string, value: number) => ({
    metric,
    unit: 'ms',
    pglite: value,
    postgres: undefined,
    budget: { pglite: { max: BUDGET_MS } },
  });
  return {
    title: `Highlights rendered in the reader (Chromium, ${HIGHLIGHTS} highlights, ${RELOADS} reloads)`,
    rows: [
      row('render all highlights, median', percentile(m.samples, 50)),
      row('render all highlights, p95', percentile(m.samples, 95)),
      { metric: 'render, max', unit: 'ms', pglite: Math.max(...m.samples), postgres: undefined },
    ],
    notes: [
      `Article: ${m.words.toLocaleString('en')} words, ${m.characters.toLocaleString('en')} characters of collected text; ${m.drawn} of ${HIGHLIGHTS} highlights drawn.`,
      `The "${MEASURE}" measure spans unwrap + text collection + anchoring (patch, quote check) + wrapping, in the reader's layout effect. Samples (ms): ${m.samples.map((s) => s.toFixed(1)).join(', ')}.`,
      'The server is the only backend here (PGlite); the PostgreSQL column does not apply.',
    ],
  };
}

if (isMain(import.meta.url)) {
  console.log(formatResult(await runHighlightsRenderBench()));
}
