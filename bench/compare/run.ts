/**
 * `npm run bench:compare`: Satchel against the stacks its peers use for the same job, in one run
 * on this machine, with ratios at the end (docs/DECISIONS.md §24.8):
 * 1. extraction: extractArticle vs Readability + DOMPurify on jsdom (Karakeep) and plain
 *    Readability on linkedom, over the article fixtures (extraction.ts);
 * 2. search: searchSavedItems vs wallabag's ILIKE scan, same library and queries (search.ts);
 * 3. the Saves list: GetSavedItems through the real app vs a plain one-query Fastify + pg
 *    endpoint under autocannon, with CPU per request (saves-list.ts).
 * Knobs (env): BENCH_COMPARE=extract,search,saves (which parts), BENCH_COMPARE_SAVES (100000),
 * BENCH_COMPARE_PASSES (2), BENCH_COMPARE_ROUNDS (5), BENCH_COMPARE_SECONDS (10),
 * BENCH_COMPARE_CONNECTIONS (10), BENCH_COMPARE_RUNS (2). PostgreSQL: BENCH_DATABASE_URL.
 */
import { cpus, loadavg } from 'node:os';
import { benchConfig, readyBenchApp, sessionHeaders } from '../lib/backend.js';
import { loadArticleFixtures, ARTICLE_FIXTURES_DIR } from '../lib/article-fixtures.js';
import { compareExtraction } from './extraction.js';
import { openComparisonLibrary } from './library.js';
import {
  extractionTable,
  ratioTable,
  savesListTable,
  searchTable,
  type Comparisons,
} from './report.js';
import { compareSavesList } from './saves-list.js';
import { COMPARE_QUERIES, compareSearch } from './search.js';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PARTS = new Set((process.env.BENCH_COMPARE ?? 'extract,search,saves').split(','));
const SAVES = env('BENCH_COMPARE_SAVES', 100_000);
const PASSES = env('BENCH_COMPARE_PASSES', 2);
const ROUNDS = env('BENCH_COMPARE_ROUNDS', 5);
const SECONDS = env('BENCH_COMPARE_SECONDS', 10);
const CONNECTIONS = env('BENCH_COMPARE_CONNECTIONS', 10);
const RUNS = env('BENCH_COMPARE_RUNS', 2);

const log = (line: string) => console.log(line);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function runExtraction(results: Comparisons): void {
  const fixtures = loadArticleFixtures();
  if (fixtures.length === 0) {
    log(`## Extraction: skipped, no fixtures at ${ARTICLE_FIXTURES_DIR}\n`);
    return;
  }
  log(
    `## Extraction: ${fixtures.length} fixture pages, warm-up + ${PASSES} passes each, one core (load ${load()})\n`,
  );
  results.extraction = compareExtraction(fixtures, PASSES);
  log(`${extractionTable(results.extraction)}\n\n(load at the end ${load()})\n`);
}

async function runDatabaseParts(results: Comparisons): Promise<void> {
  const search = PARTS.has('search');
  log(
    `## Library: ${SAVES.toLocaleString('en')} saves${search ? ' with article text' : ''} on PostgreSQL (load ${load()})\n`,
  );
  const library = await openComparisonLibrary({ saves: SAVES, articleText: search, log });
  const config = benchConfig(library.databaseUrl);
  const app = await readyBenchApp(config, library.services);
  try {
    const headers = await sessionHeaders(library.services, library.userId);
    if (search) {
      log(
        `\n## Search: ${COMPARE_QUERIES.length} queries × ${ROUNDS} rounds per way (load ${load()}); per query p50 (${'newest / relevance / ILIKE'}):\n`,
      );
      results.search = await compareSearch({
        app,
        headers,
        db: library.db,
        userId: library.userId,
        rounds: ROUNDS,
        log,
      });
      log(`\n${searchTable(results.search)}\n\n(load at the end ${load()})\n`);
    }
    if (PARTS.has('saves')) {
      log(
        `## Saves list: first page (30, UNREAD, newest first), ${CONNECTIONS} connections × ${SECONDS} s, ${RUNS} runs each, taking turns (load ${load()})\n`,
      );
      results.savesList = await compareSavesList({
        app,
        headers,
        databaseUrl: library.databaseUrl,
        databaseName: library.databaseName,
        userId: library.userId,
        connections: CONNECTIONS,
        seconds: SECONDS,
        runs: RUNS,
        log,
      });
      log(`\n${savesListTable(results.savesList)}\n\n(load at the end ${load()})\n`);
    }
  } finally {
    await app.close();
    await library.cleanup();
  }
}

log(
  `# Satchel compared with its peers' stacks — Node ${process.version}, ${cpus().length} cores, load average ${load()}\n`,
);
const results: Comparisons = {};
if (PARTS.has('extract')) runExtraction(results);
if (PARTS.has('search') || PARTS.has('saves')) await runDatabaseParts(results);
log(`## Ratios (load average ${load()})\n\n${ratioTable(results)}`);
