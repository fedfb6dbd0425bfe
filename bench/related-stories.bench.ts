/**
 * Related stories (docs/RECOMMENDATIONS.md "Related stories"): the reader's
 * `Item.relatedAfterArticle(count: 3)` through GraphQL (app.inject, session cookie + Origin, the
 * card fields the web client asks) over a corpus of 100,000 items with 10 stored neighbours each,
 * on PGlite and on a PostgreSQL server; and the time to index one arriving item (its vector, df,
 * candidates through the GIN index, cosine, its neighbours and theirs) at 100,000 vectors.
 * Sequential requests after a warm-up: p50/p95 and CPU per request (server thread, PostgreSQL).
 */
import type { FastifyInstance } from 'fastify';
import { TOPICS } from '../src/common/topics.js';
import type { Db } from '../src/server/db/types.js';
import type { Services } from '../src/server/services.js';
import { injectGraphql, sessionHeaders } from './lib/backend.js';
import { signUpBenchUser, withBenchServices } from './lib/bench-services.js';
import { benchBackends, measureInTurn, perBackend, planNotes } from './lib/report.js';
import { printWhenMain, type Backend, type BenchResult, type Row } from './lib/report.js';
import { textPlan } from './lib/sql-plans.js';
import { msSince, percentile } from './lib/stats.js';
import { timeWithCpu, timingRows, type Timed } from './lib/timed-requests.js';

const ITEMS = Number(process.env.BENCH_CORPUS_ITEMS ?? 100_000);
const PUBLISHERS = 500;
const NEIGHBOURS = 10;
/** Terms per item (TOP_TERMS) and the synthetic vocabulary: per topic, and shared (Zipf-like). */
const TERMS = 40;
const TOPIC_WORDS = 2000;
const SHARED_WORDS = 20000;
const SAVED = 2000;
const DISMISSED = 300;
const WARMUP = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const ARRIVALS = Number(process.env.BENCH_ARRIVALS ?? 20);

const CARD_FIELDS = `id itemId url title excerpt publisher imageUrl timeToRead topic topicName isCuratorPick savedItem { id status }`;
export const RELATED_QUERY = `query ReaderRelatedStories($id: ID!) { user { savedItemById(id: $id) { id item { ... on Item { relatedAfterArticle(count: 3) { id reason { name type } corpusItem { ${CARD_FIELDS} } } } } } } }`;

/** A stable pseudo-random number in [0, 1) from an integer expression (multiplicative hash). */
const unit = (column: string, salt: number) =>
  `((((${column})::bigint * 2654435761 + ${salt}) % 1000003) / 1000003.0)`;
const TOPIC_ARRAY = `(ARRAY[${TOPICS.map((t) => `'${t.slug}'`).join(',')}]::text[])`;

/**
 * Set-based seeding: items of PUBLISHERS sites, their corpus rows (90% approved, 5% prospects
 * without an instance feed, 5% rejected: the last two are never shown) over 15 topics and a
 * year; 10 stored neighbours per item (mostly of its topic); a vector per item; the reader's
 * saves (some of them neighbours) and dismissals. Then VACUUM ANALYZE.
 */
export async function seedRelatedCorpus(db: Db, userId: number): Promise<void> {
  await db.query(
    `INSERT INTO items (given_url, normal_url, title, excerpt, site_name, language, parse_status,
                        word_count, time_to_read, top_image_url, is_article)
     SELECT u, u, 'Story ' || g || ': what the ' || t || ' desk learned — «notes» & more',
            'An excerpt of story ' || g || ', with stop words and the usual punctuation.',
            'Publisher ' || (g % ${PUBLISHERS}), 'en', 'PARSED', 900, 4,
            'https://img.example/' || g || '.jpg', true
       FROM (SELECT g, 'https://site' || (g % ${PUBLISHERS}) || '.example/story/' || g AS u,
                    ${TOPIC_ARRAY}[1 + g % 15] AS t
               FROM generate_series(1, $1::int) g) s`,
    [ITEMS],
  );
  await db.query(
    `INSERT INTO corpus_items (item_id, normal_url, state, topic, topic_source, topic_confidence,
                               language, classified_at, published_at, is_curator_pick)
     SELECT i.item_id, i.normal_url,
            CASE WHEN ${unit('i.item_id', 1)} < 0.90 THEN 'APPROVED'
                 WHEN ${unit('i.item_id', 1)} < 0.95 THEN 'PROSPECT' ELSE 'REJECTED' END,
            ${TOPIC_ARRAY}[1 + i.item_id % 15], 'CURATOR', 1, 'en', now(),
            now() - (${unit('i.item_id', 2)} ^ 2 * 365 * 86400) * interval '1 second',
            ${unit('i.item_id', 3)} < 0.02
       FROM items i WHERE i.owner_user_id IS NULL`,
  );
  // Neighbours: mostly items of the same topic (ids ≡ id mod 15), scores falling with rank.
  await db.query(
    `INSERT INTO corpus_item_neighbours (corpus_item_id, rank, neighbour_id, score)
     SELECT c.corpus_item_id, k, 1 + ((c.corpus_item_id - 1 + 15 * (1 + (k * 7919 + c.corpus_item_id) % least(3000, $1::int / 15 - 1))) % $1::int),
            0.6 / k
       FROM corpus_items c, generate_series(1, ${NEIGHBOURS}) k`,
    [ITEMS],
  );
  // Vectors: half of each item's terms from its topic's words, half from a shared vocabulary
  // whose low ranks are common (Zipf-like: u² skews towards them). Weights as normalised.
  await db.query(
    `INSERT INTO corpus_item_vectors (corpus_item_id, language, all_terms, counts, terms, weights)
     SELECT c.corpus_item_id, 'en', v.terms, v.counts, v.terms, v.weights
       FROM corpus_items c,
       LATERAL (SELECT array_agg(t ORDER BY k) AS terms, array_agg(1 ORDER BY k) AS counts,
                       array_agg((1 / sqrt(${TERMS}))::real ORDER BY k) AS weights
                  FROM (SELECT DISTINCT ON (t) k, t FROM (
                          SELECT k, CASE WHEN k % 2 = 0
                                      THEN 't' || (c.corpus_item_id % 15) || '_' || floor(${unit('c.corpus_item_id * 64 + k', 5)} * ${TOPIC_WORDS})::int
                                      ELSE 'w' || floor(${unit('c.corpus_item_id * 64 + k', 6)} ^ 2 * ${SHARED_WORDS})::int END AS t
                            FROM generate_series(1, ${TERMS}) k) raw ORDER BY t, k) d) v`,
  );
  await db.query(
    `INSERT INTO corpus_term_stats (language, term, df)
     SELECT 'en', t, count(*) FROM corpus_item_vectors, unnest(all_terms) t GROUP BY t`,
  );
  // The reader saved SAVED corpus items (every 37th: many are others' neighbours) and dismissed some.
  await db.query(
    `INSERT INTO saved_items (user_id, item_id, given_url, title, status, created_at, updated_at)
     SELECT $1, c.item_id, c.normal_url, 'Saved', 'UNREAD', now(), now()
       FROM corpus_items c WHERE c.corpus_item_id % 37 = 0 ORDER BY c.corpus_item_id LIMIT $2`,
    [userId, SAVED],
  );
  await db.query(
    `INSERT INTO recommendation_dismissals (user_id, corpus_item_id)
     SELECT $1, corpus_item_id FROM corpus_items WHERE corpus_item_id % 41 = 0 LIMIT $2`,
    [userId, DISMISSED],
  );
  await db.exec('VACUUM ANALYZE');
}

/** Sends the related-stories request for each of `savedIds` in turn, checking it answers 3. */
function relatedSender(
  app: FastifyInstance,
  headers: Record<string, string>,
  savedIds: readonly string[],
) {
  return async (index: number) => {
    const data = (await injectGraphql(app, headers, RELATED_QUERY, {
      id: savedIds[index % savedIds.length],
    })) as { user: { savedItemById: { item: { relatedAfterArticle: unknown[] } } } };
    if (data.user.savedItemById.item.relatedAfterArticle.length !== 3) {
      throw new Error(`expected 3 related stories: ${JSON.stringify(data).slice(0, 400)}`);
    }
  };
}

/** The text of an arriving article in the synthetic vocabulary: its topic's words and shared ones. */
function arrivingText(n: number): string {
  const words: string[] = [`Arriving story ${n}: the`];
  for (let k = 0; k < 400; k += 1) {
    const r = ((n * 7919 + k * 104729) % 1000003) / 1000003;
    words.push(
      k % 2 === 0
        ? `t${n % 15}_${Math.floor(r * TOPIC_WORDS)}`
        : `w${Math.floor(r * r * SHARED_WORDS)}`,
    );
    if (k % 9 === 0) words.push('and the of —');
  }
  return words.join(' ');
}

/** Indexes ARRIVALS new corpus items one by one, as the classification listener does. */
async function timeArrivals(db: Db, services: Services): Promise<number[]> {
  const samples: number[] = [];
  for (let n = 0; n < ARRIVALS; n += 1) {
    const [row] = await db.query<{ id: number }>(
      `WITH i AS (
         INSERT INTO items (given_url, normal_url, title, parse_status)
         VALUES ($1, $1, 'Arriving', 'PARSED') RETURNING item_id, normal_url)
       INSERT INTO corpus_items (item_id, normal_url, state, language, classified_at)
       SELECT item_id, normal_url, 'APPROVED', 'en', now() FROM i
       RETURNING corpus_item_id::int AS id`,
      [`https://arrivals.example/${n}`],
    );
    const start = process.hrtime.bigint();
    await services.similarity.indexItem(row!.id, { language: 'en', text: arrivingText(n) });
    samples.push(msSince(start));
  }
  return samples;
}

interface Measured {
  stored: Timed;
  fallback: Timed;
  arrivals: number[];
  plan: string;
  seedMs: number;
}

async function measureBackend(backend: Backend, log: (line: string) => void): Promise<Measured> {
  return withBenchServices(backend, 'related', async ({ db, services, database, app }) => {
    const userId = await signUpBenchUser(services, 'related');
    const seedStart = process.hrtime.bigint();
    await seedRelatedCorpus(db, userId);
    const seedMs = msSince(seedStart);
    log(`  ${backend}: seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const headers = await sessionHeaders(services, userId);
    const server = await app();

    // Articles of the corpus the reader saved (stored-neighbour path) and the reader's own
    // pages on a corpus publisher's site that the corpus does not have (the fallbacks).
    const corpusSaves = await db.query<{ id: string }>(
      `SELECT s.item_id::text AS id FROM saved_items s JOIN corpus_items c ON c.item_id = s.item_id
        WHERE s.user_id = $1 ORDER BY s.item_id LIMIT 500`,
      [userId],
    );
    await db.query(
      `WITH i AS (
         INSERT INTO items (given_url, normal_url, title, parse_status)
         SELECT u, u, 'My own page ' || g, 'PARSED'
           FROM (SELECT g, 'https://site' || (g % ${PUBLISHERS}) || '.example/mine/' || g AS u
                   FROM generate_series(1, 200) g) s
         RETURNING item_id, given_url)
       INSERT INTO saved_items (user_id, item_id, given_url, title, status, created_at, updated_at)
       SELECT $1, item_id, given_url, 'Mine', 'UNREAD', now(), now() FROM i`,
      [userId],
    );
    const ownSaves = await db.query<{ id: string }>(
      `SELECT s.item_id::text AS id FROM saved_items s
        WHERE s.user_id = $1 AND s.given_url LIKE '%/mine/%' ORDER BY s.item_id`,
      [userId],
    );
    const time = (savedIds: readonly string[]) =>
      timeWithCpu(relatedSender(server, headers, savedIds), {
        requests: REQUESTS,
        warmup: WARMUP,
        backend,
        database,
      });
    const stored = await time(corpusSaves.map((r) => r.id));
    const fallback = await time(ownSaves.map((r) => r.id));
    log(
      `  ${backend}: stored p50 ${percentile(stored.samples, 50).toFixed(2)} ms, p95 ${percentile(stored.samples, 95).toFixed(2)} ms; fallback p95 ${percentile(fallback.samples, 95).toFixed(2)} ms`,
    );
    const arrivals = await timeArrivals(db, services);
    log(`  ${backend}: arrival p50 ${percentile(arrivals, 50).toFixed(1)} ms`);
    const plan = await textPlan(
      db,
      `SELECT ci.corpus_item_id FROM corpus_items self
         JOIN corpus_item_neighbours n ON n.corpus_item_id = self.corpus_item_id
         JOIN corpus_items ci ON ci.corpus_item_id = n.neighbour_id
        WHERE self.item_id = $1 AND ci.state = 'APPROVED' AND ci.item_id <> $1
          AND NOT EXISTS (SELECT 1 FROM saved_items s WHERE s.user_id = $2 AND s.item_id = ci.item_id AND s.status <> 'DELETED')
        ORDER BY n.rank LIMIT 3`,
      [Number(corpusSaves[0]!.id), userId],
    );
    return { stored, fallback, arrivals, plan, seedMs };
  });
}

export async function runRelatedStoriesBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  log(
    `related stories: ${ITEMS} corpus items, ${NEIGHBOURS} neighbours each, ${REQUESTS} sequential requests per case`,
  );
  const measured = await measureInTurn(benchBackends(), (backend) => measureBackend(backend, log));
  const both = perBackend(measured);
  const budget = { pglite: { max: 10 }, postgres: { max: 10 } };
  const rows: Row[] = [
    ...timingRows(both, 'relatedAfterArticle(3), stored neighbours', (m) => m.stored, { budget }),
    ...timingRows(
      both,
      'relatedAfterArticle(3), own save: publisher → topic → newest',
      (m) => m.fallback,
    ),
    {
      metric: 'one arriving item indexed, p50',
      unit: 'ms',
      ...both((m) => percentile(m.arrivals, 50)),
    },
    {
      metric: 'one arriving item indexed, max',
      unit: 'ms',
      ...both((m) => Math.max(...m.arrivals)),
    },
    { metric: 'seeding', unit: 's', ...both((m) => m.seedMs / 1000) },
  ];
  const notes = [
    `Data: ${ITEMS.toLocaleString('en')} corpus items of ${PUBLISHERS} sites in 15 topics, published over a year (90% approved; 5% prospects without an instance feed and 5% rejected, never shown), ${NEIGHBOURS} stored neighbours each (${(ITEMS * NEIGHBOURS).toLocaleString('en')} rows), a ${TERMS}-term vector each (half from its topic's ${TOPIC_WORDS} words, half from ${SHARED_WORDS.toLocaleString('en')} shared ones, Zipf-like), df of every term. The reader saved ${SAVED.toLocaleString('en')} corpus items (many of them others' neighbours, so they are skipped) and dismissed ${DISMISSED}. VACUUM ANALYZE after seeding.`,
    `Requests: user.savedItemById(id).item.relatedAfterArticle(count: 3) with the web client's card fields, through app.inject with the session cookie; sequential, after ${WARMUP} warm-up requests, cycling over 500 saved corpus articles (stored path) and 200 of the reader's own pages on corpus sites (fallbacks). CPU from /proc: the server thread, and the PostgreSQL backends of the scratch database (PGlite runs in the server thread).`,
    `Arrival: SimilarityService.indexItem for ${ARRIVALS} new items one after another (what the classification listener runs): tokenise ~400 words, update df, TF-IDF, up to 300 candidates through the GIN index ranked by overlap, exact cosine, its 10 neighbours and its place in theirs, in one transaction.`,
  ];
  notes.push(...planNotes(measured, 'the stored-neighbour statement', (m) => m.plan));
  return {
    title: `Related stories (Item.relatedAfterArticle; ${ITEMS.toLocaleString('en')} corpus items)`,
    rows,
    notes,
  };
}

await printWhenMain(import.meta.url, runRelatedStoriesBench);
