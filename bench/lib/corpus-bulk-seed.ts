/**
 * Seeds a large instance corpus fast, with set-based SQL (generate_series), for the
 * recommendation benches: instance feeds of many publishers (English and German; HIGH, STANDARD
 * and REVIEW tiers), their items parsed with titles made of the fixture articles' sentences,
 * corpus rows in the 15 topics published over a year (more of them recent, as a running instance
 * has), approved items, prospects (some from REVIEW feeds, which wait for a curator), a few rejected,
 * curators' picks and items popular on the instance only; instance-wide impressions and opens;
 * and, for one reader, saves of some corpus items (recent ones among them), dismissals, a shown
 * history, stored neighbours of their saved corpus items and preferred topics. Then ANALYZE.
 */
import { TOPICS } from '../../src/common/topics.js';
import type { Db } from '../../src/server/db/types.js';
import { fixtureTexts, sentencesOf } from './fixture-text.js';

export interface BulkCorpusOptions {
  items: number;
  publishers: number;
  /** The reader whose saves, dismissals and history are seeded. */
  userId: number;
  /** Other readers (a few dismissals each, so the tables are not one user's). */
  otherUserIds: readonly number[];
  /** Build corpus search's documents too (not read by lineups; slow). */
  searchDocuments?: boolean;
  log?: (line: string) => void;
}

export interface BulkCorpus {
  /** Counts by state, for the notes. */
  approved: number;
  prospects: number;
  picks: number;
  overlapSaves: number;
  dismissals: number;
  neighbours: number;
}

const GERMAN_FALLBACK = [
  'Warum die Energiewende in den Städten schneller vorankommt als auf dem Land.',
  'Wie ein kleines Team aus Leipzig die Datenbank für Millionen Nutzer neu gebaut hat.',
  'Die Bundesliga und das Geld: was die neuen Fernsehverträge für kleine Vereine bedeuten.',
];

const TOPIC_ARRAY = `(ARRAY[${TOPICS.map((t) => `'${t.slug}'`).join(',')}]::text[])`;
const NAME_WORDS = `(ARRAY['Daily','Weekly','Review','Journal','Post','Times','Lab','Notes','Herald','Digest','Wire','Dispatch']::text[])`;
const HOST_WORDS = `(ARRAY['river','north','bright','open','quiet','signal','harbor','field','summit','atlas','pioneer','ledger']::text[])`;

/** A stable pseudo-random number in [0, 1) from an integer column (multiplicative hash). */
const unit = (column: string, salt: number) =>
  `((((${column})::bigint * 2654435761 + ${salt}) % 1000003) / 1000003.0)`;

export async function seedBulkCorpus(db: Db, options: BulkCorpusOptions): Promise<BulkCorpus> {
  const fixtures = fixtureTexts();
  const english = [
    ...new Set(fixtures.filter((f) => f.lang.startsWith('en')).flatMap((f) => sentencesOf(f.html))),
  ].slice(0, 3000);
  const german = [
    ...new Set(fixtures.filter((f) => f.lang === 'de').flatMap((f) => sentencesOf(f.html))),
    ...GERMAN_FALLBACK,
  ];
  if (english.length === 0)
    english.push('Climate science and remote work in open source databases.');
  await db.exec(
    'CREATE TEMP TABLE bench_sentences (lang text, n int, s text NOT NULL, PRIMARY KEY (lang, n))',
  );
  for (const [lang, sentences] of [
    ['en', english],
    ['de', german],
  ] as const) {
    await db.query(
      'INSERT INTO bench_sentences SELECT $1, n - 1, s FROM unnest($2::text[]) WITH ORDINALITY u(s, n)',
      [lang, sentences],
    );
  }

  // Publishers: one instance feed each; a fifth German; a tenth HIGH, a tenth REVIEW.
  await db.exec(`
    CREATE TEMP TABLE bench_publishers AS
    SELECT p, CASE WHEN p % 5 = 0 THEN 'de' ELSE 'en' END AS lang,
           ${TOPIC_ARRAY}[1 + p % ${TOPICS.length}] AS topic,
           CASE WHEN p % 10 = 3 THEN 'HIGH' WHEN p % 10 = 7 THEN 'REVIEW' ELSE 'STANDARD' END AS tier,
           ${HOST_WORDS}[1 + p % 12] || ${HOST_WORDS}[1 + (p / 12) % 12] || p
             || CASE WHEN p % 5 = 0 THEN '.de' ELSE '.com' END AS host,
           'The ' || initcap(${HOST_WORDS}[1 + p % 12]) || ' ' || ${NAME_WORDS}[1 + (p * 7) % 12]
             || ' ' || p AS name
      FROM generate_series(0, ${options.publishers - 1}) p`);
  await db.exec(`
    INSERT INTO feeds (url, normal_url, format, title, site_url, language, status, last_success_at)
    SELECT 'https://' || host || '/feed', 'https://' || host || '/feed', 'rss', name,
           'https://' || host || '/', lang, 'OK', now()
      FROM bench_publishers ORDER BY p`);
  await db.exec(`
    INSERT INTO corpus_feeds (feed_id, topic, language, quality_tier)
    SELECT f.feed_id, b.topic, b.lang, b.tier
      FROM bench_publishers b JOIN feeds f ON f.normal_url = 'https://' || b.host || '/feed'`);

  // The corpus: age skewed to recent (age = 365 days × u², so a quarter within 23 days).
  await db.exec(`
    CREATE TEMP TABLE bench_corpus_base AS
    SELECT g, b.p, b.lang, b.tier, b.host, b.name,
           CASE WHEN g % 10 = 0 THEN ${TOPIC_ARRAY}[1 + (g / 10) % ${TOPICS.length}] ELSE b.topic END AS topic,
           365 * ${unit('g', 17)} ^ 2 AS age_days,
           CASE WHEN b.tier = 'REVIEW' THEN (CASE WHEN g % 10 = 1 THEN 'REJECTED' ELSE 'PROSPECT' END)
                WHEN g % 49 = 0 THEN 'APPROVED'
                WHEN g % 33 = 5 THEN 'REJECTED'
                WHEN ${unit('g', 5)} < 0.55 THEN 'APPROVED' ELSE 'PROSPECT' END AS state,
           -- 1 in 49: their publishers spread over every p % 5, so a fifth are German (1 in 50 were all German).
           b.tier <> 'REVIEW' AND g % 49 = 0 AS pick,
           b.tier <> 'REVIEW' AND g % 37 = 4 AS popular_only,
           (g * 31) % (SELECT count(*) FROM bench_sentences x WHERE x.lang = b.lang) AS sentence
      FROM generate_series(1, ${options.items}) g
      JOIN bench_publishers b ON b.p = (g * 7919) % ${options.publishers}`);
  // Titles: the first 4–9 words of a sentence; the URL slug made from the title, as sites do.
  await db.exec(`
    CREATE TEMP TABLE bench_corpus AS
    SELECT c.*, t.title, t.excerpt,
           'https://' || c.host || '/' || extract(year FROM now() - c.age_days * interval '1 day')
             || '/' || coalesce(nullif(trim(both '-' from regexp_replace(lower(t.title), '[^a-z0-9]+', '-', 'g')), ''), 'story')
             || '-' || c.g AS url
      FROM bench_corpus_base c
      JOIN LATERAL (
        SELECT initcap(array_to_string((regexp_split_to_array(s.s, '\\s+'))[1:(4 + c.g % 6)], ' ')) AS title,
               s.s AS excerpt
          FROM bench_sentences s WHERE s.lang = c.lang AND s.n = c.sentence) t ON true`);
  await db.exec(`
    INSERT INTO items (given_url, normal_url, parse_status, parsed_at, title, excerpt, site_name,
                       language, date_published, word_count, time_to_read, top_image_url, is_article,
                       created_at)
    SELECT url, url, 'PARSED', now() - age_days * interval '1 day', title, excerpt, name, lang,
           now() - age_days * interval '1 day', 400 + g % 3000, 2 + g % 14,
           CASE WHEN g % 6 <> 0 THEN 'https://' || host || '/images/' || g || '.jpg' END, true,
           now() - age_days * interval '1 day'
      FROM bench_corpus ORDER BY g`);
  await db.exec(`
    CREATE TEMP TABLE bench_corpus_items AS
    SELECT c.*, i.item_id FROM bench_corpus c JOIN items i ON i.normal_url = c.url`);
  // Corpus search's statement trigger (migration 0034) would build the search documents inside
  // the INSERT, planned while corpus_items has no statistics (minutes for 100,000 rows). Lineups do
  // not read them: they are built after ANALYZE only with options.searchDocuments, timed apart.
  await db.exec('ALTER TABLE corpus_items DISABLE TRIGGER corpus_items_search_insert');
  await db.exec(`
    INSERT INTO corpus_items (item_id, normal_url, state, is_curator_pick, language,
                              language_confidence, topic, topic_source, topic_confidence,
                              classified_at, reviewed_at, created_at, published_at)
    SELECT c.item_id, i.normal_url, c.state, c.pick, c.lang, 0.97, c.topic,
           CASE WHEN c.pick THEN 'CURATOR' WHEN c.g % 10 = 0 THEN 'CLASSIFIER' ELSE 'FEED' END,
           CASE WHEN c.g % 10 = 0 THEN 0.7 ELSE 1 END,
           i.created_at + interval '5 minutes',
           CASE WHEN c.state <> 'PROSPECT' THEN i.created_at + interval '1 hour' END,
           i.created_at, i.created_at
      FROM bench_corpus_items c JOIN items i ON i.item_id = c.item_id
     ORDER BY c.g`);
  await db.exec('ALTER TABLE corpus_items ENABLE TRIGGER corpus_items_search_insert');
  await db.exec('ANALYZE corpus_items');
  await db.exec('ANALYZE items');
  if (options.searchDocuments) {
    const searchStart = Date.now();
    await db.exec(
      'SELECT corpus_search_refresh(ARRAY(SELECT corpus_item_id FROM corpus_items), true)',
    );
    options.log?.(
      `corpus search documents of ${options.items} items built in ${((Date.now() - searchStart) / 1000).toFixed(1)} s`,
    );
  }
  await db.exec(`
    CREATE TEMP TABLE bench_corpus_ids AS
    SELECT c.*, ci.corpus_item_id FROM bench_corpus_items c JOIN corpus_items ci ON ci.item_id = c.item_id`);
  await db.exec('CREATE INDEX ON bench_corpus_ids (topic, lang, age_days)');
  await db.exec(`
    INSERT INTO corpus_item_sources (corpus_item_id, source_kind, feed_id, added_at)
    SELECT c.corpus_item_id, 'INSTANCE_FEED', f.feed_id, now() - c.age_days * interval '1 day'
      FROM bench_corpus_ids c JOIN feeds f ON f.normal_url = 'https://' || c.host || '/feed'
     WHERE NOT c.popular_only`);
  await db.exec(`
    INSERT INTO corpus_item_sources (corpus_item_id, source_kind, added_by, added_at)
    SELECT corpus_item_id, 'CURATOR', NULL, now() - age_days * interval '1 day'
      FROM bench_corpus_ids WHERE pick`);
  await db.exec(`
    INSERT INTO corpus_item_sources (corpus_item_id, source_kind, added_at)
    SELECT corpus_item_id, 'POPULAR_SAVES', now() - age_days * interval '1 day'
      FROM bench_corpus_ids WHERE popular_only`);

  // Instance-wide figures on 70% of the shown items: up to 2,000 impressions, 0–11% opened.
  await db.exec(`
    INSERT INTO recommendation_stats (corpus_item_id, impressions, opens)
    SELECT corpus_item_id, 20 + (g * 31) % 2000, ((20 + (g * 31) % 2000) * ((g * 17) % 12)) / 100
      FROM bench_corpus_ids WHERE state <> 'REJECTED' AND g % 10 < 7`);

  // The reader: saves of 1 in 40 corpus items over the year (time added a little after publication).
  const user = options.userId;
  await db.query(
    `INSERT INTO saved_items (user_id, item_id, given_url, title, status, created_at, updated_at)
     SELECT $1, c.item_id, i.given_url, i.title,
            CASE WHEN c.g % 3 = 0 THEN 'ARCHIVED' ELSE 'UNREAD' END,
            now() - c.age_days * interval '1 day' + interval '3 hours',
            now() - c.age_days * interval '1 day' + interval '3 hours'
       FROM bench_corpus_ids c JOIN items i ON i.item_id = c.item_id
      WHERE c.g % 40 = 3 AND c.state <> 'REJECTED'
     ON CONFLICT DO NOTHING`,
    [user],
  );
  // Dismissed: 1 in 60 of the last 60 days' items, stamped on the day after publication.
  await db.query(
    `INSERT INTO recommendation_dismissals (user_id, corpus_item_id, dismissed_on)
     SELECT u, corpus_item_id, (now() - (age_days - 1) * interval '1 day')::date
       FROM bench_corpus_ids, unnest($1::bigint[]) u
      WHERE age_days < 60 AND (g + u) % 60 = 7`,
    [[user, ...options.otherUserIds]],
  );
  // Shown history: 1 in 8 of the last 30 days' items, 1–14 impressions, a few opened.
  await db.query(
    `INSERT INTO user_recommendation_history (user_id, corpus_item_id, impressions, opens, last_shown_at)
     SELECT $1, corpus_item_id, 1 + g % 14, CASE WHEN g % 9 = 0 THEN 1 ELSE 0 END,
            now() - (age_days / 2) * interval '1 day'
       FROM bench_corpus_ids WHERE age_days < 30 AND g % 8 = 1 AND state <> 'REJECTED'`,
    [user],
  );
  // Stored neighbours of the reader's saved corpus items (what the similarity job keeps): 30
  // items of the same topic and language published from 3 days after the saved one on.
  await db.query(
    `INSERT INTO corpus_item_neighbours (corpus_item_id, rank, neighbour_id, score)
     SELECT s.corpus_item_id, n.rank, n.corpus_item_id, 0.9 - n.rank * 0.02
       FROM bench_corpus_ids s
       JOIN saved_items sv ON sv.user_id = $1 AND sv.item_id = s.item_id
      CROSS JOIN LATERAL (
        SELECT x.corpus_item_id, (row_number() OVER ())::smallint AS rank FROM (
          SELECT c.corpus_item_id FROM bench_corpus_ids c
           WHERE c.topic = s.topic AND c.lang = s.lang AND c.age_days >= s.age_days - 3
             AND c.g <> s.g AND c.state <> 'REJECTED'
           ORDER BY c.age_days LIMIT 30) x) n`,
    [user],
  );
  await db.query(
    `INSERT INTO user_settings (user_id, settings)
     VALUES ($1, '{"userTopics": ["technology", "science", "food"], "setupStatus": "complete"}'::jsonb)
     ON CONFLICT (user_id) DO UPDATE SET settings = user_settings.settings || EXCLUDED.settings`,
    [user],
  );
  await db.exec('ANALYZE');

  const [counts] = await db.query<{
    approved: number;
    prospects: number;
    picks: number;
    overlap: number;
    dismissals: number;
    neighbours: number;
  }>(
    `SELECT (SELECT count(*)::int FROM corpus_items WHERE state = 'APPROVED') AS approved,
            (SELECT count(*)::int FROM corpus_items WHERE state = 'PROSPECT') AS prospects,
            (SELECT count(*)::int FROM corpus_items WHERE is_curator_pick) AS picks,
            (SELECT count(*)::int FROM saved_items s JOIN corpus_items ci ON ci.item_id = s.item_id
              WHERE s.user_id = $1) AS overlap,
            (SELECT count(*)::int FROM recommendation_dismissals WHERE user_id = $1) AS dismissals,
            (SELECT count(*)::int FROM corpus_item_neighbours) AS neighbours`,
    [user],
  );
  return {
    approved: counts!.approved,
    prospects: counts!.prospects,
    picks: counts!.picks,
    overlapSaves: counts!.overlap,
    dismissals: counts!.dismissals,
    neighbours: counts!.neighbours,
  };
}
