/**
 * SQL of corpus search (migration 0034; docs/RECOMMENDATIONS.md "Corpus search"): a page of
 * recommendable corpus items matching a query in one language, how many match, the page's
 * highlights, and rebuilding documents. corpus-search-sql.ts makes the query's SQL pieces.
 *
 * Ranking, best first:
 *   1. exact: the title as shown is the query's words (case and punctuation ignored), then
 *      titles that start with them;
 *   2. title_phrase: the title holds the query's words as a phrase, in order;
 *   3. in_title: the title holds every word (any order);
 *   4. rank: ts_rank_cd (weights title A 1.0, publisher/excerpt/authors B 0.4, article text C 0.2;
 *      normalised by document length) — over the small head for title matches, over the whole
 *      document for the others — times a mild freshness bonus of 1 + 0.2 / (1 + age in days / 30)
 *      (a new article +20 %, a month old +10 %, a year old +1.5 %);
 *   5. newer first, then the corpus item id, so every page of a search has the same order.
 * Tiers 1–3 only involve title matches, which are found through their own small index: when they
 * fill the page, articles matching only in their text are never ranked, only counted.
 */
import { SEARCH_COUNT_CAP } from '../../../common/search-query.js';
import type { Db, Queryable } from '../../db/types.js';
import { withIndexScans } from '../../search/index-scans.js';
import { SNIPPETS_HEADLINE, WHOLE_FIELD_HEADLINE } from '../../search/search-snippets.js';
import { recommendableSql } from '../corpus/corpus.read-model.js';
import { publisherSql } from '../recommendations/corpus-item-views.read-model.js';
import {
  buildCorpusSearchSql,
  type CorpusSearchPlan,
  type CorpusSearchSql,
} from './corpus-search-sql.js';

export type { CorpusSearchPlan } from './corpus-search-sql.js';

const ORDER = `exact DESC, title_phrase DESC, in_title DESC,
  rank * (1 + 0.2 / (1 + greatest(extract(epoch FROM now() - published_at), 0) / 2592000)) DESC,
  published_at DESC, corpus_item_id DESC`;

export interface CorpusSearchRows {
  /** Corpus item ids of the page, best first. */
  ids: number[];
  /** All matches, counted up to SEARCH_COUNT_CAP + 1; undefined: count them (countCorpusMatches). */
  total: number | undefined;
  hasNextPage: boolean;
  sql: CorpusSearchSql;
}

/**
 * One page of matching recommendable corpus items, and how many match when finding the page
 * counted them. When title matches fill the page, the count of all matches is left to
 * countCorpusMatches, which the service runs at the same time as it loads the page's rows.
 */
export async function searchCorpusItems(
  db: Db,
  plan: CorpusSearchPlan,
  page: { limit: number; offset: number },
): Promise<CorpusSearchRows> {
  return withIndexScans(db, async (tx) => {
    const sql = await buildCorpusSearchSql(tx, plan);
    if (!sql.inTitle && sql.where.length <= 1) {
      return { ids: [], total: 0, hasNextPage: false, sql };
    }
    const wanted = page.offset + page.limit + 1;
    if (sql.titleWhere) {
      const titles = await findPage(tx, sql, [...sql.titleWhere, recommendableSql('ci')], page);
      if (titles.matched >= wanted) {
        // Past the cap the title matches alone give the (capped) total.
        const total = titles.matched > SEARCH_COUNT_CAP ? titles.matched : undefined;
        return { ids: titles.ids, total, hasNextPage: true, sql };
      }
    }
    const all = await findPage(tx, sql, conditions(sql), page);
    return { ids: all.ids, total: all.matched, hasNextPage: all.matched >= wanted, sql };
  });
}

const conditions = (sql: CorpusSearchSql) => [...sql.where, recommendableSql('ci')];

const FROM = `corpus_search_documents d JOIN corpus_items ci ON ci.corpus_item_id = d.corpus_item_id`;

async function findPage(
  db: Queryable,
  sql: CorpusSearchSql,
  conditions: string[],
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; matched: number }> {
  const values = [...sql.values.values, page.limit + 1, page.offset];
  const n = sql.values.values.length;
  const [row] = await db.query<{ matched: number; ids: number[] }>(
    `WITH m AS MATERIALIZED (SELECT ${sql.columns} FROM ${FROM} WHERE ${conditions.join(' AND ')})
     SELECT (SELECT count(*)::int FROM m) AS matched,
            ARRAY(SELECT corpus_item_id::int FROM m ORDER BY ${ORDER}
                   LIMIT $${n + 1} OFFSET $${n + 2}) AS ids`,
    values,
  );
  return { ids: row!.ids.slice(0, page.limit), matched: row!.matched };
}

/** How many recommendable corpus items match, up to SEARCH_COUNT_CAP + 1. */
export async function countCorpusMatches(db: Db, sql: CorpusSearchSql): Promise<number> {
  // Only the conditions' values: PostgreSQL refuses values a statement never uses.
  const n = sql.whereValueCount;
  return withIndexScans(db, async (tx) => {
    const [row] = await tx.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${FROM} WHERE ${conditions(sql).join(' AND ')}
         LIMIT $${n + 1}) c`,
      [...sql.values.values.slice(0, n), SEARCH_COUNT_CAP + 1],
    );
    return row!.total;
  });
}

/** Whether any recommendable corpus item is in this language (an empty result's explanation). */
export async function corpusHasItems(db: Queryable, language: string): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${FROM} WHERE d.language = $1 AND ${recommendableSql('ci')}) AS found`,
    [language],
  );
  return row!.found;
}

export interface CorpusHighlightRow {
  corpusItemId: number;
  title: string | null;
  excerpt: string | null;
  publisher: string | null;
  fullText: string | null;
}

/** ts_headline of the page's rows only: title, excerpt and publisher whole, two text snippets. */
export async function corpusHighlights(
  db: Queryable,
  ids: readonly number[],
  sql: CorpusSearchSql,
): Promise<Map<number, CorpusHighlightRow>> {
  if (ids.length === 0 || !sql.highlight) return new Map();
  const rows = await db.query<CorpusHighlightRow>(
    `SELECT d.corpus_item_id::int AS "corpusItemId",
            ts_headline(d.config, d.title, $2::tsquery, $3) AS title,
            ts_headline(d.config, coalesce(nullif(btrim(ci.excerpt), ''), i.excerpt, ''), $2::tsquery, $3) AS excerpt,
            ts_headline(d.config, ${publisherSql('i')}, $2::tsquery, $3) AS publisher,
            ts_headline(d.config, search_snippet_source(i.article, $4), $2::tsquery, $5) AS "fullText"
       FROM corpus_search_documents d
       JOIN corpus_items ci ON ci.corpus_item_id = d.corpus_item_id
       JOIN items i ON i.item_id = ci.item_id
      WHERE d.corpus_item_id = ANY($1::bigint[])`,
    [ids, sql.highlight, WHOLE_FIELD_HEADLINE, sql.snippetPattern, SNIPPETS_HEADLINE],
  );
  return new Map(rows.map((row) => [row.corpusItemId, row]));
}

/**
 * Rebuilds the documents of these corpus items with their article's text (after classification,
 * which follows every parse: the page's title, excerpt or text may have changed).
 */
export async function refreshCorpusSearchDocuments(
  db: Queryable,
  corpusItemIds: readonly number[],
): Promise<void> {
  if (corpusItemIds.length === 0) return;
  await db.query('SELECT corpus_search_refresh($1::bigint[], true)', [corpusItemIds]);
}
