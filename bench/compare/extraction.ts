/**
 * Extraction: Satchel's `extractArticle` (metadata, media lists and sanitising included) against
 * the stacks its peers use for the same job, over the article fixture pages, one core:
 * - Karakeep's: Readability on jsdom, then DOMPurify in a second, fresh jsdom window
 *   (apps/workers crawlerWorker `extractReadableContent`; its metascraper pass is left out,
 *   which flatters it);
 * - plain Readability on linkedom, nothing else (no sanitising, no metadata).
 * The stacks take turns, pass by pass, so drift in the machine's load hits each alike.
 */
import { Readability } from '@mozilla/readability';
import createDOMPurify from 'dompurify';
import { JSDOM, VirtualConsole } from 'jsdom';
import { parseHTML } from 'linkedom';
import { extractArticle } from '../../src/server/items/extract/extract-article.js';
import { htmlText, titlesMatch, wordOverlap } from '../../src/server/items/extract/quality.js';
import { ARTICLE_FIXTURE_URL, type ArticleFixture } from '../lib/article-fixtures.js';
import { median, percentile } from '../lib/stats.js';

/** What each stack returns that the quality measures read. */
interface Extracted {
  title: string | null;
  contentHtml: string | null;
}

interface Stack {
  name: string;
  extract(html: string, url: string): Extracted;
}

const quietConsole = new VirtualConsole();

/** Karakeep's readable-content step, as its crawler runs it. */
function readabilityOnJsdom(html: string, url: string): Extracted {
  const dom = new JSDOM(html, { url, virtualConsole: quietConsole });
  try {
    const article = new Readability(dom.window.document).parse();
    if (!article || typeof article.content !== 'string') return { title: null, contentHtml: null };
    const purifyWindow = new JSDOM('').window;
    try {
      const content = createDOMPurify(purifyWindow).sanitize(article.content);
      return { title: article.title ?? null, contentHtml: content };
    } finally {
      purifyWindow.close();
    }
  } finally {
    dom.window.close();
  }
}

/** Readability alone on linkedom: the floor for "parse and find the article". */
function readabilityOnLinkedom(html: string): Extracted {
  const { document } = parseHTML(html);
  const article = new Readability(document).parse();
  return { title: article?.title ?? null, contentHtml: article?.content ?? null };
}

export const EXTRACTION_STACKS: Stack[] = [
  {
    name: 'Satchel extractArticle (default DOM, sanitised, metadata, media)',
    extract: (html, url) => extractArticle(html, url),
  },
  { name: 'Readability + DOMPurify on jsdom (Karakeep)', extract: readabilityOnJsdom },
  { name: 'Readability on linkedom (plain)', extract: readabilityOnLinkedom },
];

export interface ExtractionFigures {
  stack: string;
  pagesPerSecond: number;
  medianMs: number;
  p95Ms: number;
  medianCpuMs: number;
  /** Shares 0–1 over the fixtures. */
  titleMatch: number;
  recall: number;
  precision: number;
}

interface Samples {
  wall: number[];
  cpu: number[];
}

/** One pass over the fixtures, timed into `into`; returns each page's result. */
function timePass(stack: Stack, fixtures: ArticleFixture[], into: Samples): Extracted[] {
  return fixtures.map((fixture) => {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const result = stack.extract(fixture.html, ARTICLE_FIXTURE_URL);
    into.wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    into.cpu.push((used.user + used.system) / 1000);
    return result;
  });
}

/** Title match and word overlap of one pass's results against the fixtures' expected output. */
function quality(results: Extracted[], fixtures: ArticleFixture[]) {
  let titles = 0;
  let recall = 0;
  let precision = 0;
  fixtures.forEach((fixture, i) => {
    const result = results[i]!;
    const ours = result.contentHtml ? htmlText(result.contentHtml) : '';
    const overlap = wordOverlap(ours, fixture.expectedText);
    titles += Number(titlesMatch(result.title, fixture.title));
    recall += overlap.recall;
    precision += overlap.precision;
  });
  const n = fixtures.length;
  return { titleMatch: titles / n, recall: recall / n, precision: precision / n };
}

/**
 * A warm-up pass per stack (its results are the ones scored for quality), then `passes` timed
 * passes, the stacks taking turns.
 */
export function compareExtraction(
  fixtures: ArticleFixture[],
  passes: number,
  stacks: Stack[] = EXTRACTION_STACKS,
): ExtractionFigures[] {
  const samples = stacks.map((): Samples => ({ wall: [], cpu: [] }));
  const scored = stacks.map((stack) =>
    quality(timePass(stack, fixtures, { wall: [], cpu: [] }), fixtures),
  );
  for (let pass = 0; pass < passes; pass += 1) {
    stacks.forEach((stack, i) => timePass(stack, fixtures, samples[i]!));
  }
  return stacks.map((stack, i) => {
    const { wall, cpu } = samples[i]!;
    const totalMs = wall.reduce((sum, ms) => sum + ms, 0);
    return {
      stack: stack.name,
      pagesPerSecond: wall.length / (totalMs / 1000),
      medianMs: median(wall),
      p95Ms: percentile(wall, 95),
      medianCpuMs: median(cpu),
      ...scored[i]!,
    };
  });
}
