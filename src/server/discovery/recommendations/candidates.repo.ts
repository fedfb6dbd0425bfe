/**
 * What a lineup may recommend (docs/RECOMMENDATIONS.md "Ranking and lineups"): recommendable corpus
 * items of a topic, in the reader's languages, fresh for that topic, minus what the reader saved,
 * dismissed or was shown too often; with what ranking.ts scores them by. Every pool of a lineup
 * (one per topic, the curators' picks, given ids such as a save's neighbours) comes back from ONE
 * statement: a LATERAL per topic walks corpus_items_topic_published_idx newest first and stops
 * after `perTopic` rows that pass the filters.
 */
import { TOPICS, type TopicSlug } from '../../../common/topics.js';
import { recommendableSql } from '../corpus/corpus.read-model.js';
import type { Queryable } from '../../db/types.js';
import { publisherSql, siteSql } from './corpus-item-views.read-model.js';
import { freshnessWindowDays, qualityPrior, type PriorKind, type Rankable } from './ranking.js';
import { pageKeys } from './same-page.js';

/**
 * Shown this often without ever being opened, an item leaves the reader's slates: about two
 * weeks of daily visits to a Home whose lineup is stable within a day (impressions are counted
 * when a card was viewable, so a visit may count one or two).
 */
export const SHOWN_TOO_OFTEN = 10;

/** Where a candidate was fetched for: a topic's slate, the curators' picks, or asked for by id. */
export type CandidatePool = TopicSlug | 'picks' | 'ids';

export interface Candidate extends Rankable {
  pool: CandidatePool;
  kind: PriorKind;
  /** ISO 639-1; unknown counts as the instance default 'en'. */
  language: string;
  isCuratorPick: boolean;
  /** The instance feed that brought it (its title, else its host), when one did. */
  feedTitle: string | null;
  /** Its own id, canonical URL and content fingerprint (same-page.ts): one page is shown once. */
  pageKeys: string[];
}

export interface CandidateRequest {
  /** The reader whose saves, dismissals and history are left out; null when logged out. */
  userId: number | null;
  languages: readonly string[];
  /** The topics scanned (their SCAN_DEPTH newest items each); a pool each of `perTopic` (0: none). */
  topics: readonly TopicSlug[];
  perTopic: number;
  /** Size of the curators' picks pool, drawn from the scanned topics; 0 for none. */
  picks: number;
  /** Specific corpus items (e.g. neighbours of a save), filtered the same way. */
  ids?: readonly number[];
}

/** The topic's freshness window in days as SQL over a topic column (the picks pool mixes topics). */
export const windowDaysSql = (topicColumn: string) =>
  `CASE ${topicColumn} ${TOPICS.map((t) => `WHEN '${t.slug}' THEN ${freshnessWindowDays(t.slug)}`).join(' ')} ELSE ${freshnessWindowDays(null)} END`;

/**
 * How many of a topic's newest items (within its window) are looked at, at least: twice the pool
 * asked for (a reader's saves, dismissals, other languages and unreviewed prospects leave gaps).
 * The filters run on these rows only, so a request costs the same whatever the corpus's size.
 * The picks pool comes from the same rows.
 */
export const SCAN_DEPTH = 120;

/** Columns of the scanned rows; the filters below read them under the alias `ci`. */
const CANDIDATE_COLUMNS = `ci.corpus_item_id, ci.item_id, ci.topic, ci.published_at, ci.state,
  ci.is_curator_pick, coalesce(ci.language, 'en') AS language, ci.title, ci.excerpt`;

/** The filters every pool shares; $1 the user (null: nobody), $2 the languages. */
const FILTERS = `${recommendableSql('ci')}
  AND ci.language = ANY($2::text[])
  AND NOT EXISTS (SELECT 1 FROM saved_items s
                   WHERE s.user_id = $1 AND s.item_id = ci.item_id AND s.status <> 'DELETED')
  -- NOT IN over the reader's (few) dismissals and over-shown items: hashed once per statement,
  -- where NOT EXISTS was planned as a scan of them per row. Neither column is ever null.
  AND ci.corpus_item_id NOT IN (SELECT d.corpus_item_id FROM recommendation_dismissals d
                                 WHERE d.user_id = $1)
  AND ci.corpus_item_id NOT IN (SELECT h.corpus_item_id FROM user_recommendation_history h
                                 WHERE h.user_id = $1 AND h.impressions >= ${SHOWN_TOO_OFTEN}
                                   AND h.opens = 0)`;

/**
 * $3 topics, $4 their windows in days, $5 the scan depth, $6 per-topic pool size, $7 picks pool
 * size, $8 ids. Each topic is a LATERAL ordered scan of corpus_items_topic_published_idx that
 * stops after $5 rows; the filters (anti-joins by primary key) then run on those rows only.
 */
const CANDIDATES_SQL = `
WITH scanned AS (
  SELECT c.* FROM unnest($3::text[], $4::int[]) AS slot(topic, window_days)
   CROSS JOIN LATERAL (
     SELECT ${CANDIDATE_COLUMNS} FROM corpus_items ci
      WHERE ci.topic = slot.topic AND ci.state <> 'REJECTED'
        AND ci.published_at > now() - make_interval(days => slot.window_days)
      ORDER BY ci.published_at DESC
      LIMIT $5) c
),
passing AS (
  SELECT ci.*, row_number() OVER (PARTITION BY ci.topic ORDER BY ci.published_at DESC) AS n
    FROM scanned ci WHERE ${FILTERS}
),
pooled AS (
  SELECT topic AS pool, corpus_item_id, item_id, topic, published_at, state, is_curator_pick,
         language, title, excerpt
    FROM passing WHERE n <= $6
  UNION ALL
  (SELECT 'picks', corpus_item_id, item_id, topic, published_at, state, is_curator_pick, language,
          title, excerpt
     FROM passing WHERE is_curator_pick ORDER BY published_at DESC LIMIT $7)
  UNION ALL
  SELECT 'ids', ci.corpus_item_id, ci.item_id, ci.topic, ci.published_at, ci.state,
         ci.is_curator_pick, ci.language, ci.title, ci.excerpt
    FROM (SELECT ${CANDIDATE_COLUMNS} FROM corpus_items ci
           WHERE ci.corpus_item_id = ANY($8::bigint[]) AND ci.state <> 'REJECTED'
             AND ci.published_at > now() - make_interval(days => ${windowDaysSql('ci.topic')})) ci
   WHERE ${FILTERS}
)
SELECT p.pool, p.corpus_item_id::int AS "corpusItemId", p.topic, p.language, p.state,
       p.is_curator_pick AS "isCuratorPick",
       greatest(0, extract(epoch FROM now() - p.published_at) / 86400)::float8 AS "ageDays",
       coalesce(${siteSql('i')}, '') AS site, coalesce(${publisherSql('i')}, '') AS publisher,
       corpus_url(i.resolved_url, i.given_url) AS url,
       coalesce(nullif(btrim(p.title), ''), nullif(btrim(i.title), '')) AS title,
       coalesce(nullif(btrim(p.excerpt), ''), i.excerpt) AS excerpt,
       coalesce(rs.impressions, 0)::float8 AS impressions, coalesce(rs.opens, 0)::float8 AS opens,
       src.has_feed AS "hasFeed", src.popular_only AS "popularOnly", src.feed_title AS "feedTitle"
  FROM pooled p
  JOIN items i ON i.item_id = p.item_id
  LEFT JOIN recommendation_stats rs ON rs.corpus_item_id = p.corpus_item_id
  LEFT JOIN LATERAL (
    SELECT bool_or(s.source_kind = 'INSTANCE_FEED') AS has_feed,
           bool_and(s.source_kind = 'POPULAR_SAVES') AS popular_only,
           (array_agg(coalesce(nullif(btrim(f.title), ''), substring(f.url from '://(?:www\\.)?([^/:?#]+)'))
                      ORDER BY s.added_at)
              FILTER (WHERE s.source_kind = 'INSTANCE_FEED' AND f.feed_id IS NOT NULL))[1] AS feed_title
      FROM corpus_item_sources s LEFT JOIN feeds f ON f.feed_id = s.feed_id
     WHERE s.corpus_item_id = p.corpus_item_id) src ON true`;

interface CandidateRow {
  pool: CandidatePool;
  corpusItemId: number;
  topic: TopicSlug | null;
  language: string;
  state: 'PROSPECT' | 'APPROVED';
  isCuratorPick: boolean;
  ageDays: number;
  site: string;
  publisher: string;
  impressions: number;
  opens: number;
  hasFeed: boolean | null;
  popularOnly: boolean | null;
  feedTitle: string | null;
  url: string;
  title: string | null;
  excerpt: string | null;
}

/**
 * The prior of an item by the strongest word on it: a curator's pick; approved by a curator; a
 * prospect let in by an instance feed's tier; approved but brought only by readers' saves
 * (popular on this instance — nobody chose it for its quality).
 */
function priorKind(row: CandidateRow): PriorKind {
  if (row.isCuratorPick) return 'CURATOR_PICK';
  if (row.state === 'PROSPECT') return 'INSTANCE_FEED';
  return row.popularOnly ? 'POPULAR' : 'APPROVED';
}

/** The candidates of every pool asked for, in one round trip; an item may be in several pools. */
export async function loadCandidates(
  db: Queryable,
  request: CandidateRequest,
): Promise<Candidate[]> {
  const topics = [...new Set(request.topics)];
  const rows = await db.query<CandidateRow>(CANDIDATES_SQL, [
    request.userId,
    request.languages,
    topics,
    topics.map((topic) => freshnessWindowDays(topic)),
    Math.max(SCAN_DEPTH, 2 * request.perTopic),
    request.perTopic,
    request.picks,
    request.ids ?? [],
  ]);
  return rows.map((row) => {
    const kind = priorKind(row);
    return {
      pool: row.pool,
      corpusItemId: row.corpusItemId,
      site: row.site,
      publisher: row.publisher || row.site,
      prior: qualityPrior(kind),
      ageDays: Number(row.ageDays),
      topic: row.topic,
      impressions: Number(row.impressions),
      opens: Number(row.opens),
      kind,
      language: row.language,
      isCuratorPick: row.isCuratorPick,
      feedTitle: row.hasFeed ? row.feedTitle : null,
      pageKeys: [`id:${row.corpusItemId}`, ...pageKeys(row)],
    };
  });
}

export interface ReaderSignals {
  /** Settings key `userTopics` (valid slugs, in the reader's order). */
  preferredTopics: TopicSlug[];
  /** Per topic: corpus items among the last 500 saves, plus opens of recommendations. */
  affinity: Map<TopicSlug, number>;
  /**
   * The newest saves that are in the corpus (for "Because you saved …"), newest first, with their
   * page keys (same-page.ts), so that no slate shows a copy of one under another address.
   */
  recentCorpusSaves: Array<{
    corpusItemId: number;
    externalId: string;
    title: string;
    pageKeys: string[];
  }>;
}

/** How many of the newest saves affinity and "Because you saved" look at. */
export const RECENT_SAVES_WINDOW = 500;

/** One round trip for everything personal that orders a Home lineup. */
export async function loadReaderSignals(
  db: Queryable,
  userId: number,
  recentCorpusSaves: number,
): Promise<ReaderSignals> {
  const [row] = await db.query<{
    userTopics: unknown;
    saved: Record<string, number> | null;
    opened: Record<string, number> | null;
    recent: Array<{
      corpusItemId: number;
      externalId: string;
      title: string;
      url: string;
      pageTitle: string | null;
      excerpt: string | null;
      site: string | null;
    }> | null;
  }>(
    `WITH recent AS (
       SELECT s.item_id, s.created_at FROM saved_items s
        WHERE s.user_id = $1 AND s.status <> 'DELETED'
        ORDER BY s.created_at DESC, s.item_id DESC
        LIMIT ${RECENT_SAVES_WINDOW}
     ),
     recent_corpus AS (
       SELECT ci.corpus_item_id, ci.external_id, ci.topic, ci.title AS edited_title,
              ci.excerpt AS edited_excerpt, ci.item_id, r.created_at
         FROM recent r JOIN corpus_items ci ON ci.item_id = r.item_id AND ci.state <> 'REJECTED'
     )
     SELECT (SELECT settings -> 'userTopics' FROM user_settings WHERE user_id = $1) AS "userTopics",
            (SELECT json_object_agg(topic, n) FROM (
               SELECT topic, count(*)::int AS n FROM recent_corpus WHERE topic IS NOT NULL
                GROUP BY topic) t) AS saved,
            (SELECT json_object_agg(topic, n) FROM (
               SELECT ci.topic, sum(h.opens)::int AS n
                 FROM user_recommendation_history h
                 JOIN corpus_items ci ON ci.corpus_item_id = h.corpus_item_id
                WHERE h.user_id = $1 AND h.opens > 0 AND ci.topic IS NOT NULL
                GROUP BY ci.topic) t) AS opened,
            (SELECT json_agg(json_build_object('corpusItemId', rc.corpus_item_id,
                      'externalId', rc.external_id, 'title', coalesce(rc.page_title, rc.url),
                      'url', rc.url, 'pageTitle', rc.page_title, 'excerpt', rc.excerpt,
                      'site', rc.site) ORDER BY rc.created_at DESC)
               FROM (SELECT rc.corpus_item_id, rc.external_id, rc.created_at,
                            coalesce(nullif(btrim(rc.edited_title), ''),
                                     nullif(btrim(i.title), '')) AS page_title,
                            corpus_url(i.resolved_url, i.given_url) AS url,
                            coalesce(nullif(btrim(rc.edited_excerpt), ''), i.excerpt) AS excerpt,
                            ${siteSql('i')} AS site
                       FROM recent_corpus rc JOIN items i ON i.item_id = rc.item_id
                      ORDER BY rc.created_at DESC LIMIT $2) rc) AS recent`,
    [userId, recentCorpusSaves],
  );
  const valid = new Set<string>(TOPICS.map((t) => t.slug));
  const preferred = Array.isArray(row?.userTopics)
    ? [
        ...new Set(
          row.userTopics.filter((t): t is TopicSlug => typeof t === 'string' && valid.has(t)),
        ),
      ]
    : [];
  const affinity = new Map<TopicSlug, number>();
  for (const source of [row?.saved, row?.opened]) {
    for (const [topic, n] of Object.entries(source ?? {})) {
      if (valid.has(topic))
        affinity.set(topic as TopicSlug, (affinity.get(topic as TopicSlug) ?? 0) + n);
    }
  }
  return {
    preferredTopics: preferred,
    affinity,
    recentCorpusSaves: (row?.recent ?? []).map((r) => ({
      corpusItemId: Number(r.corpusItemId),
      externalId: r.externalId,
      title: r.title,
      pageKeys: [
        `id:${r.corpusItemId}`,
        ...pageKeys({ url: r.url, title: r.pageTitle, excerpt: r.excerpt, site: r.site ?? '' }),
      ],
    })),
  };
}
