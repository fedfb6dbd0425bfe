/**
 * SQL for searching saves and for recent searches. A search (search-sql.ts makes its SQL) runs
 * as: the terms compiled and the page's saves found, in one transaction; then, at the same time
 * on a PostgreSQL server's pool, the page's rows with their snippets and, when needed, the count
 * of all matches.
 */
import { SEARCH_COUNT_CAP } from '../../common/search-query.js';
import type { Db, Queryable } from '../db/types.js';
import { withIndexScans } from './index-scans.js';
import { SNIPPETS_HEADLINE, WHOLE_FIELD_HEADLINE } from './search-snippets.js';
import { itemColumns } from '../items/items.read-model.js';
import { SAVE_COLUMNS, toSavedItem, type SavedItem } from '../saves/saves.read-model.js';
import { buildSearchSql, type SearchPlan, type SearchSql } from './search-sql.js';
import { Params } from './sql-params.js';
import type { RecentSearch } from './search.types.js';

export type { SearchPlan } from './search-sql.js';

/** A save found by a search, with its title and text marked (ts_headline), else null. */
export type SearchHit = SavedItem & { hlTitle: string | null; hlFull: string | null };

const TITLE = "coalesce(s.title, i.title, '')";

export interface SearchSavesResult {
  rows: SearchHit[];
  /** All matches, counted up to SEARCH_COUNT_CAP + 1. */
  total: number;
  hasNextPage: boolean;
}

/** One page of matching saves (with snippets), the count of all matches, and whether more follow. */
export async function searchSaves(db: Db, plan: SearchPlan): Promise<SearchSavesResult> {
  const found = await withIndexScans(db, async (tx) => {
    const sql = await buildSearchSql(tx, plan);
    return { sql, ...(await findPage(tx, sql, plan)) };
  });
  const { sql, ids, matched, counted } = found;
  const page = ids.slice(0, plan.limit);
  const [rows, total] = await Promise.all([
    page.length ? loadRows(db, plan, sql, page) : Promise.resolve([]),
    counted ? Promise.resolve(matched) : withIndexScans(db, (tx) => countMatches(tx, sql)),
  ]);
  return { rows, total, hasNextPage: ids.length > plan.limit };
}

/**
 * The ids of the page's saves (and of the one after it) in order, and how many saves matched.
 * By relevance, saves matching in their title, tags or URL come first, and title_vec has its own
 * index: when they alone fill the page, the other matches (often thousands, for a common word)
 * are never read or ranked, only counted afterwards (`counted` false) — or not even that when
 * the title matches alone pass the count's cap.
 */
async function findPage(
  db: Queryable,
  sql: SearchSql,
  plan: SearchPlan,
): Promise<{ ids: Array<number | string>; matched: number; counted: boolean }> {
  const wanted = plan.offset + plan.limit + 1;
  const run = async (conditions: string[]) => {
    const values = sql.params.fork();
    const [row] = await db.query<{ matched: number; ids: Array<number | string> }>(
      `WITH m AS MATERIALIZED (SELECT ${sql.orderColumns} FROM ${sql.from} WHERE ${conditions.join(' AND ')})
       SELECT (SELECT count(*)::int FROM m) AS matched,
              ARRAY(SELECT p.item_id FROM m p ORDER BY ${sql.orderBy('p')}
                     LIMIT ${values.add(plan.limit + 1)} OFFSET ${values.add(plan.offset)}) AS ids`,
      values.values,
    );
    return row!;
  };
  if (sql.titleWhere) {
    const titles = await run(sql.titleWhere);
    if (titles.matched >= wanted) {
      // Past the cap the title matches alone give the (capped) total.
      return titles.matched > SEARCH_COUNT_CAP
        ? { ...titles, matched: SEARCH_COUNT_CAP + 1, counted: true }
        : { ...titles, counted: false };
    }
  }
  return { ...(await run(sql.matchWhere)), counted: true };
}

/** How many saves match, up to SEARCH_COUNT_CAP + 1 (shown as "1,000+"). */
async function countMatches(db: Queryable, sql: SearchSql): Promise<number> {
  const values = sql.matchParams.fork();
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total
       FROM (SELECT 1 FROM ${sql.from} WHERE ${sql.matchWhere.join(' AND ')}
             LIMIT ${values.add(SEARCH_COUNT_CAP + 1)}) c`,
    values.values,
  );
  return row!.total;
}

/** The saves with these ids, in this order, with the title marked and a snippet of the text. */
async function loadRows(
  db: Db,
  plan: SearchPlan,
  sql: SearchSql,
  ids: Array<number | string>,
): Promise<SearchHit[]> {
  const values = new Params(plan.userId);
  let hlTitle = 'NULL::text';
  let hlFull = 'NULL::text';
  const languages = [...sql.highlights].filter(([, query]) => query);
  if (languages.length) {
    // Each save's words are marked in its own language only: a stem of another language that
    // happens to be a word of this one is no match (search-terms.ts).
    const cases = languages
      .filter(([config]) => config !== 'simple')
      .map(
        ([config, query]) =>
          `WHEN d.config = ${values.add(config)}::regconfig THEN ${values.add(query)}::tsquery`,
      );
    const simple = sql.highlights.get('simple')
      ? `${values.add(sql.highlights.get('simple'))}::tsquery`
      : 'NULL::tsquery';
    const query = cases.length ? `(CASE ${cases.join(' ')} ELSE ${simple} END)` : simple;
    hlTitle = `ts_headline(d.config, ${TITLE}, ${query}, ${values.add(WHOLE_FIELD_HEADLINE)})`;
    if (plan.fullText) {
      hlFull = `ts_headline(d.config, search_snippet_source(i.article, ${values.add(sql.snippetPattern)}), ${query},
        ${values.add(SNIPPETS_HEADLINE)})`;
    }
  }
  const rows = await db.query<Record<string, unknown> & Pick<SearchHit, 'hlTitle' | 'hlFull'>>(
    `SELECT ${SAVE_COLUMNS}, ${itemColumns('i', 'i_', 's.given_url')}, ${hlTitle} AS "hlTitle", ${hlFull} AS "hlFull"
       FROM unnest(${values.add(ids)}::bigint[]) WITH ORDINALITY AS p(item_id, n)
       JOIN saved_items s ON s.user_id = $1 AND s.item_id = p.item_id
       JOIN items i ON i.item_id = s.item_id
       JOIN search_documents d ON d.user_id = $1 AND d.item_id = s.item_id
      ORDER BY p.n`,
    values.values,
  );
  return rows.map((row) => toSavedItem(row));
}

/** A recent search as stored (the service numbers them). */
export type StoredRecentSearch = Pick<RecentSearch, 'term' | 'searchedAt'>;

/** The user's recent searches, most recent first. */
export async function listRecentSearches(
  db: Queryable,
  userId: number,
): Promise<StoredRecentSearch[]> {
  return db.query<StoredRecentSearch>(
    `SELECT term, searched_at AS "searchedAt" FROM recent_searches WHERE user_id = $1
      ORDER BY searched_at DESC, term LIMIT 5`,
    [userId],
  );
}

/** Records a search (moving an existing term to its new time) and keeps the `keep` most recent. */
export async function recordRecentSearch(
  db: Queryable,
  userId: number,
  term: string,
  at: Date,
  keep: number,
): Promise<void> {
  await db.query(
    `INSERT INTO recent_searches (user_id, term, searched_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, term) DO UPDATE SET searched_at = EXCLUDED.searched_at`,
    [userId, term, at],
  );
  await db.query(
    `DELETE FROM recent_searches WHERE user_id = $1 AND term NOT IN (
       SELECT term FROM recent_searches WHERE user_id = $1 ORDER BY searched_at DESC, term LIMIT $2)`,
    [userId, keep],
  );
}

/** Rebuilds the non-article part of these saves' search documents (the deferred refresh job). */
export async function refreshSearchHeads(
  db: Queryable,
  userIds: readonly number[],
  itemIds: readonly number[],
): Promise<void> {
  if (itemIds.length === 0) return;
  await db.query('SELECT search_refresh_heads($1::bigint[], $2::bigint[])', [userIds, itemIds]);
}
