/**
 * Corpus search (searchCorpus; docs/RECOMMENDATIONS.md "Corpus search"), on PGlite and on a
 * PostgreSQL server, over an instance corpus of 100,000 items: 200 publishers with an instance
 * feed each (a tenth REVIEW, whose prospects are never found), four in five items English and one
 * in five German, titles of 4–9 words and an excerpt from the fixture articles' sentences, and an
 * article of ~10 sentences (~1.5 KB) each; a few rejected. Measures (a) the documents and GIN
 * index build and (b) a mix of searches through the service, first pages of 30 with highlights,
 * p50 and p95: single words common and rare, two words, a phrase, a pasted exact title, a word
 * being typed, an exclusion, German words; plus a third page.
 */
import type { Db } from '../src/server/db/types.js';
import { withBenchServices } from './lib/bench-services.js';
import { fixtureTexts, sentencesOf } from './lib/fixture-text.js';
import { benchBackends, measureInTurn, perBackend, percentileRow } from './lib/report.js';
import { printWhenMain, type Backend, type BenchResult, type Row } from './lib/report.js';
import { msSince, percentile } from './lib/stats.js';

const ITEMS = Number(process.env.BENCH_CORPUS_ITEMS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 10);
const PUBLISHERS = 200;
/** A title planted among near misses, searched as pasted. */
const EXACT = 'The Art of the Deal: What It Is, and Why It Matters';

const QUERIES: Array<{ query: string; language: string }> = [
  { query: 'the', language: 'en' },
  { query: 'climate', language: 'en' },
  { query: 'database', language: 'en' },
  { query: 'typography', language: 'en' },
  { query: 'remote work', language: 'en' },
  { query: '"the future of"', language: 'en' },
  { query: EXACT, language: 'en' },
  { query: 'datab', language: 'en' },
  { query: 'history -climate', language: 'en' },
  { query: 'Energiewende Städte', language: 'de' },
  { query: 'Datenbank', language: 'de' },
];

const GERMAN = [
  'Warum die Energiewende in den Städten schneller vorankommt als auf dem Land.',
  'Wie ein kleines Team aus Leipzig die Datenbank für Millionen Nutzer neu gebaut hat.',
  'Die Bundesliga und das Geld: was die neuen Fernsehverträge für kleine Vereine bedeuten.',
  'Einmal-Passwörter und Passkeys: was Häuser und Büros jetzt wissen müssen.',
];

/** The corpus, set-based; the corpus_items insert trigger builds every document in one statement. */
export async function seedCorpus(db: Db): Promise<void> {
  const fixtures = fixtureTexts();
  const english = [
    ...new Set(fixtures.filter((f) => f.lang.startsWith('en')).flatMap((f) => sentencesOf(f.html))),
  ].slice(0, 4000);
  if (english.length === 0) english.push('Climate science and remote work in open databases.');
  const german = [
    ...new Set(fixtures.filter((f) => f.lang === 'de').flatMap((f) => sentencesOf(f.html))),
    ...GERMAN,
  ];
  await db.exec('CREATE TEMP TABLE bench_s (lang text, n int, s text, PRIMARY KEY (lang, n))');
  for (const [lang, sentences] of [
    ['en', english],
    ['de', german],
  ] as const) {
    await db.query(
      'INSERT INTO bench_s SELECT $1, n - 1, s FROM unnest($2::text[]) WITH ORDINALITY u(s, n)',
      [lang, sentences],
    );
  }
  await db.exec(
    'CREATE TEMP TABLE bench_n AS SELECT lang, count(*)::int AS n FROM bench_s GROUP BY lang',
  );
  await db.query(
    `INSERT INTO feeds (url, normal_url, title, status)
     SELECT 'https://pub' || p || '.example/feed', 'https://pub' || p || '.example/feed',
            'Publisher ' || p, 'OK' FROM generate_series(1, $1) p`,
    [PUBLISHERS],
  );
  await db.exec(`
    INSERT INTO corpus_feeds (feed_id, topic, quality_tier)
    SELECT feed_id, 'technology', CASE WHEN feed_id % 10 = 7 THEN 'REVIEW' ELSE 'STANDARD' END
      FROM feeds`);
  await db.query(
    `CREATE TEMP TABLE bench_c AS
     SELECT g, CASE WHEN g % 5 = 0 THEN 'de' ELSE 'en' END AS lang, 1 + g % $2 AS pub,
            'https://pub' || (1 + g % $2) || '.example/a/' || g AS url, g % 700 AS age,
            (SELECT n FROM bench_n WHERE bench_n.lang = CASE WHEN g % 5 = 0 THEN 'de' ELSE 'en' END) AS sentences
       FROM generate_series(1, $1) g`,
    [ITEMS, PUBLISHERS],
  );
  await db.exec(`
    INSERT INTO items (given_url, normal_url, parse_status, parsed_at, title, excerpt, site_name,
                       language, date_published, word_count, time_to_read, is_article, article)
    SELECT c.url, c.url, 'PARSED', now(), t.title, t.excerpt, 'Publisher ' || c.pub, c.lang,
           now() - c.age * interval '1 day', 300, 2, true, a.html
      FROM bench_c c
      JOIN LATERAL (
        SELECT initcap(array_to_string((regexp_split_to_array(s.s, '\\s+'))[1:(4 + c.g % 6)], ' ')) AS title,
               s.s AS excerpt
          FROM bench_s s
         WHERE s.lang = c.lang
           AND s.n = (c.g * 31) % c.sentences) t ON true
      JOIN LATERAL (
        SELECT string_agg('<p>' || s.s || '</p>', '') AS html
          FROM generate_series(1, 10) k
          JOIN bench_s s ON s.lang = c.lang
           AND s.n = (c.g * 7919 + k * 104729) % c.sentences) a ON true`);
  await db.exec(`
    INSERT INTO corpus_items (item_id, normal_url, state, language, published_at)
    SELECT i.item_id, i.normal_url,
           CASE WHEN c.g % 50 = 0 THEN 'REJECTED' WHEN c.g % 3 = 0 THEN 'APPROVED' ELSE 'PROSPECT' END,
           c.lang, i.date_published
      FROM bench_c c JOIN items i ON i.normal_url = c.url`);
  await db.exec(`
    INSERT INTO corpus_item_sources (corpus_item_id, source_kind, feed_id)
    SELECT ci.corpus_item_id, 'INSTANCE_FEED', f.feed_id
      FROM bench_c c JOIN corpus_items ci ON ci.normal_url = c.url
      JOIN feeds f ON f.normal_url = 'https://pub' || c.pub || '.example/feed'`);
  // The exact title and its near misses.
  await db.exec(`
    UPDATE items SET title = v.title
      FROM (VALUES (1, '${EXACT}'), (2, 'What It Is and Why It Matters: The Art of the Deal'),
                   (3, '${EXACT} (and Why It Doesn''t)')) v(n, title)
     WHERE items.normal_url = 'https://pub' || (1 + (v.n * 5 + 1) % ${PUBLISHERS}) || '.example/a/' || (v.n * 5 + 1)`);
}

interface Measured {
  documents: number;
  ginBuild: number;
  first: number[];
  third: number[];
  perQuery: Map<string, number[]>;
}

async function measureBackend(backend: Backend, log: (line: string) => void): Promise<Measured> {
  return withBenchServices(backend, 'corpus_search', async ({ db, services }) => {
    await db.exec('DROP INDEX corpus_search_documents_doc_idx');
    await db.exec('DROP INDEX corpus_search_documents_title_idx');
    // The documents are built after the seed, set-based, to time them (the trigger would too).
    await db.exec('ALTER TABLE corpus_items DISABLE TRIGGER corpus_items_search_insert');
    let start = process.hrtime.bigint();
    await seedCorpus(db);
    const seeded = msSince(start);
    await db.exec('ALTER TABLE corpus_items ENABLE TRIGGER corpus_items_search_insert');
    start = process.hrtime.bigint();
    await db.exec(
      'SELECT corpus_search_refresh(ARRAY(SELECT corpus_item_id FROM corpus_items), true)',
    );
    const documents = msSince(start);
    start = process.hrtime.bigint();
    await db.exec(
      `CREATE INDEX corpus_search_documents_doc_idx ON corpus_search_documents USING gin (search_document(head, body));
       CREATE INDEX corpus_search_documents_title_idx ON corpus_search_documents USING gin (title_vec)`,
    );
    const ginBuild = msSince(start);
    await db.exec('ANALYZE');
    log(
      `  ${backend}: seeded ${ITEMS} in ${(seeded / 1000).toFixed(1)} s; documents ${(documents / 1000).toFixed(1)} s, GIN ${(ginBuild / 1000).toFixed(1)} s`,
    );

    const run = async (query: string, language: string, after?: string) => {
      const t0 = process.hrtime.bigint();
      const page = await services.corpusSearch.search(undefined, {
        query,
        language,
        pagination: { first: 30, after },
      });
      return { ms: msSince(t0), page };
    };
    for (const { query, language } of QUERIES) await run(query, language);
    const first: number[] = [];
    const third: number[] = [];
    const perQuery = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const { query, language } of QUERIES) {
        const { ms, page } = await run(query, language);
        first.push(ms);
        perQuery.set(query, [...(perQuery.get(query) ?? []), ms]);
        if (round === 0) {
          const top = page.edges[0]?.node.corpusItem.title ?? '-';
          log(
            `    ${backend} ${query.slice(0, 24).padEnd(24)} ${page.totalCount} found, first: ${top.slice(0, 50)}`,
          );
        }
      }
      const second = await run('climate', 'en');
      const cursor = second.page.pageInfo.endCursor ?? undefined;
      const page2 = await run('climate', 'en', cursor);
      third.push((await run('climate', 'en', page2.page.pageInfo.endCursor ?? undefined)).ms);
    }
    for (const [query, times] of perQuery) {
      log(
        `    ${backend} ${query.slice(0, 24).padEnd(24)} p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
      );
    }
    log(
      `  ${backend}: first page p50 ${percentile(first, 50).toFixed(1)} ms, p95 ${percentile(first, 95).toFixed(1)} ms`,
    );
    return { documents, ginBuild, first, third, perQuery };
  });
}

export async function runCorpusSearchBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  log(
    `corpus search: ${ITEMS} corpus items with article text, ${QUERIES.length} queries × ${ROUNDS}`,
  );
  const measured = await measureInTurn(benchBackends(), (backend) => measureBackend(backend, log));
  const both = perBackend(measured);
  const rows: Row[] = [
    {
      metric: `Index build: documents for ${ITEMS} corpus items`,
      unit: 's',
      ...both((m) => m.documents / 1000),
    },
    { metric: 'Index build: GIN indexes', unit: 's', ...both((m) => m.ginBuild / 1000) },
    percentileRow(both, 'searchCorpus first page (30, highlights), p50', (m) => m.first, 50),
    percentileRow(both, 'searchCorpus first page (30, highlights), p95', (m) => m.first, 95),
    percentileRow(both, 'searchCorpus third page ("climate"), p50', (m) => m.third, 50),
  ];
  return {
    title: `Corpus search (${ITEMS} corpus items with article text)`,
    rows,
    notes: [
      `Queries: ${QUERIES.map((q) => `${q.query} (${q.language})`).join(', ')}; each ${ROUNDS} times, through CorpusSearchService.`,
    ],
  };
}

await printWhenMain(import.meta.url, runCorpusSearchBench);
