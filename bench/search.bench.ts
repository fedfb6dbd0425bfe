/**
 * Search of saves, on PGlite and on a PostgreSQL server, for a user with
 * 100,000 saves with article text: the fixture articles' text (../shared/fixtures/articles) on
 * 1% of them, and on the rest ~15 sentences drawn from those articles (~2 KB each), a title of
 * 4–9 words from one of those sentences with a URL slug made from it (as real sites do), ~2 tags
 * per save. Measures (a) the index build — every save's search document rebuilt, then the GIN
 * index created — and (b) a mix of realistic searches through the search service, sorted by
 * relevance with snippets (single words common and rare, two words, a phrase, a tag filter, a
 * prefix while typing), p50 and p95; plus the same mix newest first.
 */
import { systemActorFor } from '../src/server/accounts/actors.js';
import type { Db } from '../src/server/db/types.js';
import type { SearchSortBy } from '../src/server/search/search.types.js';
import { withBenchServices, type BenchServices } from './lib/bench-services.js';
import { fixtureTexts, sentencesOf } from './lib/fixture-text.js';
import { benchBackends, measureInTurn, perBackend, percentileRow } from './lib/report.js';
import { printWhenMain, type Backend, type BenchResult, type Row } from './lib/report.js';
import { seedLibrary } from './lib/seed.js';
import { explainStatements } from './lib/sql-plans.js';
import { msSince, percentile } from './lib/stats.js';

const SAVES = Number(process.env.BENCH_SAVES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 10);
/** A query whose statements are printed with their median time and plan, e.g. `datab`. */
const EXPLAIN = process.env.BENCH_SEARCH_EXPLAIN;

/** What a user types: single words (common, rare), two words, a phrase, a tag, prefixes. */
export const QUERIES = [
  'database',
  'climate',
  'coffee',
  'typography',
  'remote work',
  'open source',
  '"the future of"',
  'tag:tag-007',
  'tag:tag-042 climate',
  'datab',
  'clim',
  'sleep sci',
  'history -climate',
  'is:favorite design',
];

/** Article text and tags for the user's saves, with the search triggers off (rebuilt after). */
export async function seedContent(db: Db, userId: number): Promise<void> {
  const fixtures = fixtureTexts();
  const sentences = [...new Set(fixtures.flatMap((f) => sentencesOf(f.html)))].slice(0, 4000);
  if (sentences.length === 0)
    sentences.push('Climate science and remote work in open source databases.');
  await db.exec(
    'CREATE TEMP TABLE IF NOT EXISTS bench_sentences (n int PRIMARY KEY, s text NOT NULL)',
  );
  await db.query(
    'INSERT INTO bench_sentences SELECT n - 1, s FROM unnest($1::text[]) WITH ORDINALITY u(s, n)',
    [sentences],
  );
  await db.exec('ALTER TABLE items DISABLE TRIGGER items_search_update');
  await db.exec('ALTER TABLE saved_items DISABLE TRIGGER saved_items_search_update');
  // Titles with a real vocabulary (4–9 words of an article sentence): the library seed's titles
  // come from a few dozen words, which would put every common word in thousands of titles.
  await db.query(
    `UPDATE saved_items s
        SET title = (SELECT initcap(array_to_string((regexp_split_to_array(b.s, '\\s+'))[1:(4 + s.item_id % 6)], ' '))
                       FROM bench_sentences b WHERE b.n = (s.item_id * 31) % $2)
      WHERE s.user_id = $1`,
    [userId, sentences.length],
  );
  await db.exec('ALTER TABLE saved_item_tags DISABLE TRIGGER saved_item_tags_search_insert');
  await db.query(
    `UPDATE items i SET parse_status = 'PARSED', is_article = true, language = 'en',
            title = s.title, excerpt = left(g.text, 200),
            resolved_url = regexp_replace(i.given_url, '[^/]+$', '')
              || trim(both '-' from regexp_replace(lower(s.title), '[^a-z0-9]+', '-', 'g')) || '-' || i.item_id,
            article = g.html, word_count = 300, time_to_read = 1 + i.item_id % 25
       FROM saved_items s,
            LATERAL (SELECT string_agg('<p>' || b.s || '</p>', '') AS html, string_agg(b.s, ' ') AS text
                       FROM generate_series(1, 15) k
                       JOIN bench_sentences b ON b.n = (s.item_id * 7919 + k * 104729) % $2) g
      WHERE s.user_id = $1 AND s.item_id = i.item_id`,
    [userId, sentences.length],
  );
  for (const [index, fixture] of fixtures.entries()) {
    await db.query(
      `UPDATE items SET article = $2, language = $3
        WHERE item_id IN (SELECT item_id FROM saved_items WHERE user_id = $1 AND item_id % 100 = 0
                          ORDER BY item_id OFFSET $4 LIMIT 16)`,
      [userId, fixture.html, fixture.lang, index * 16],
    );
  }
  await db.query(
    `INSERT INTO saved_item_tags (user_id, item_id, name)
     SELECT DISTINCT $1::bigint, s.item_id, 'tag-' || lpad(((s.item_id * 3 + k) * 7 % 200)::text, 3, '0')
       FROM saved_items s, generate_series(1, 2) k WHERE s.user_id = $1
     ON CONFLICT DO NOTHING`,
    [userId],
  );
  await db.exec('ALTER TABLE items ENABLE TRIGGER items_search_update');
  await db.exec('ALTER TABLE saved_items ENABLE TRIGGER saved_items_search_update');
  await db.exec('ALTER TABLE saved_item_tags ENABLE TRIGGER saved_item_tags_search_insert');
}

/**
 * Drops search_documents' GIN indexes (whichever the migrations made), so that documents are
 * written without updating them row by row; the function returned creates them again.
 */
export async function dropSearchIndexes(db: Db): Promise<() => Promise<void>> {
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE tablename = 'search_documents' AND indexdef LIKE '% USING gin %'`,
  );
  await db.exec(indexes.map((index) => `DROP INDEX ${index.name};`).join('\n'));
  return async () => {
    await db.exec(indexes.map((index) => `${index.definition};`).join('\n'));
  };
}

interface Measured {
  documents: number;
  ginBuild: number;
  relevance: number[];
  newest: number[];
  perQuery: Map<string, number[]>;
}

async function measureBackend(backend: Backend, log: (line: string) => void): Promise<Measured> {
  const run = async ({ db, services, recorder }: BenchServices) => {
    const library = await seedLibrary(db, services, {
      saves: SAVES,
      otherUsers: 3,
      otherSaves: 1000,
    });
    await seedContent(db, library.userId);
    log(`  ${backend}: seeded ${SAVES} saves with article text`);

    const recreate = await dropSearchIndexes(db);
    let start = process.hrtime.bigint();
    await db.query('SELECT count(search_refresh(user_id, item_id, true)) FROM saved_items');
    const documents = msSince(start);
    start = process.hrtime.bigint();
    await recreate();
    const ginBuild = msSince(start);
    await db.exec('ANALYZE');
    log(
      `  ${backend}: documents ${(documents / 1000).toFixed(1)} s, GIN index ${(ginBuild / 1000).toFixed(1)} s`,
    );

    const actor = systemActorFor({ id: library.userId, isAdmin: false, isPremium: true });
    const search = async (query: string, sortBy: SearchSortBy) => {
      const t0 = process.hrtime.bigint();
      await services.search.search(actor, { query, sortBy });
      return msSince(t0);
    };
    for (const query of QUERIES) await search(query, 'RELEVANCE');
    if (EXPLAIN) {
      recorder.start();
      await search(EXPLAIN, 'RELEVANCE');
      for (const statement of await explainStatements(db, recorder.stop(), (sql) => sql, 20, 3))
        log(
          `  ${backend} ${EXPLAIN}: ${statement.medianMs.toFixed(1)} ms\n${statement.label}\n${statement.plan}`,
        );
    }
    const relevance: number[] = [];
    const newest: number[] = [];
    const perQuery = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const query of QUERIES) {
        const time = await search(query, 'RELEVANCE');
        relevance.push(time);
        perQuery.set(query, [...(perQuery.get(query) ?? []), time]);
        newest.push(await search(query, 'CREATED_AT'));
      }
    }
    for (const [query, times] of perQuery) {
      log(`    ${backend} ${query.padEnd(24)} p50 ${percentile(times, 50).toFixed(1)} ms`);
    }
    log(
      `  ${backend}: relevance p50 ${percentile(relevance, 50).toFixed(1)} ms, p95 ${percentile(relevance, 95).toFixed(1)} ms`,
    );
    return { documents, ginBuild, relevance, newest, perQuery };
  };
  return withBenchServices(backend, 'search', run, { recordSql: true });
}

export async function runSearchBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  log(`search: ${SAVES} saves with article text, ${QUERIES.length} queries × ${ROUNDS}`);
  const measured = await measureInTurn(benchBackends(), (backend) => measureBackend(backend, log));
  const both = perBackend(measured);
  const rows: Row[] = [
    {
      metric: `Index build: documents for ${SAVES} saves`,
      unit: 's',
      ...both((m) => m.documents / 1000),
    },
    { metric: 'Index build: GIN indexes', unit: 's', ...both((m) => m.ginBuild / 1000) },
    percentileRow(both, 'Search by relevance with snippets, p50', (m) => m.relevance, 50, {
      postgres: { max: 20 },
    }),
    percentileRow(both, 'Search by relevance with snippets, p95', (m) => m.relevance, 95, {
      postgres: { max: 60 },
    }),
    percentileRow(both, 'Search newest first, p50', (m) => m.newest, 50),
    percentileRow(both, 'Search newest first, p95', (m) => m.newest, 95),
  ];
  return {
    title: `Search (${SAVES} saves with article text)`,
    rows,
    notes: [
      `Queries: ${QUERIES.join(', ')}; each run ${ROUNDS} times per sort, through the search service (premium scope).`,
    ],
  };
}

await printWhenMain(import.meta.url, runSearchBench);
