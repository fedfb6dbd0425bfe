/**
 * SQL for searching saves (migration 0007_search.sql holds the index and its triggers) and for
 * recent searches. A search runs in two round trips: the query's terms are first turned into
 * tsqueries by PostgreSQL (each word in every language's stemming, search_term_query), then the
 * search itself runs with those tsqueries as constants, so the planner sees them and uses the
 * GIN index on the documents.
 */
import { SEARCH_COUNT_CAP, type ParsedSearch, type TextTerm } from '../../common/search-query.js';
import type { Db, Queryable } from '../db/types.js';
import { itemColumns, itemFromPrefixed } from '../items/items.repo.js';
import type { SavedItemRow } from '../saves/saves.service.js';
import type { SearchFilter, SearchSortBy, SearchSortOrder } from './search.types.js';

export interface SearchPlan {
  userId: number;
  parsed: ParsedSearch;
  filter: SearchFilter;
  /** Article text, excerpt, authors, highlights and notes too; else titles, URLs and tags. */
  fullText: boolean;
  /** The last free word also matches as a prefix (search-as-you-type). */
  prefixLast: boolean;
  sortBy: SearchSortBy;
  sortOrder: SearchSortOrder;
  limit: number;
  offset: number;
}

export type SearchRow = SavedItemRow & { hl_title: string | null; hl_full: string | null };

/** Marks of matches in ts_headline output (private-use characters, escaped later). */
export const MATCH_START = '\uE000';
export const MATCH_STOP = '\uE001';
export const FRAGMENT_SEPARATOR = '\uE002';

const SAVE_COLUMNS = `s.item_id, s.given_url, s.title, s.status, s.is_favorite, s.favorited_at, s.archived_at,
  s.deleted_at, s.created_at, s.updated_at,
  ARRAY(SELECT t.name FROM saved_item_tags t WHERE t.user_id = s.user_id AND t.item_id = s.item_id ORDER BY t.name) AS tag_names,
  (SELECT coalesce(json_agg(json_build_object(
      'id', h.id, 'quote', h.quote, 'patch', h.patch, 'version', h.version, 'note', h.note,
      'createdAt', h.created_at, 'updatedAt', h.updated_at,
      'noteCreatedAt', h.note_created_at, 'noteUpdatedAt', h.note_updated_at) ORDER BY h.created_at), '[]'::json)
     FROM highlights h WHERE h.user_id = s.user_id AND h.item_id = s.item_id) AS highlights`;

/** Snippets are cut from the start of the article's text (ts_headline reads all it is given). */
const HEADLINE_CHARS = 6_000;
const TITLE = "coalesce(s.title, i.title, '')";
/**
 * Relevance (docs/DECISIONS.md "Search index"): an exact title or URL first, then saves whose
 * title, tags or URL match, ranked by ts_rank over that small A-weighted vector (title_vec; the
 * weights array is ts_rank's D, C, B, A), then saves matching in their excerpt, authors,
 * highlights or notes (head), then saves matching in their text only; ties newest first. Only
 * the saves that match in title_vec are ranked: ranking every match by its whole document would
 * read thousands of documents for a common word.
 */
const RANK_WEIGHTS = '{0.05, 0.2, 0.4, 1.0}';

class Params {
  readonly values: unknown[];
  constructor(userId: number) {
    this.values = [userId];
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  /** A copy to add a statement's own values to (PostgreSQL refuses values a statement never uses). */
  fork(): Params {
    const copy = new Params(0);
    copy.values.splice(0, 1, ...this.values);
    return copy;
  }
}

type TermKind = 'word' | 'phrase' | 'prefix';

/** Each term as tsquery text (an empty string when it has no searchable word). */
export async function compileTerms(
  db: Queryable,
  terms: ReadonlyArray<{ kind: TermKind; text: string }>,
): Promise<string[]> {
  if (terms.length === 0) return [];
  const rows = await db.query<{ q: string }>(
    `SELECT search_term_query(u.kind, u.term)::text AS q
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS u(kind, term, n) ORDER BY u.n`,
    [terms.map((term) => term.kind), terms.map((term) => term.text)],
  );
  return rows.map((row) => row.q);
}

const or = (parts: string[]) =>
  parts
    .filter(Boolean)
    .map((part) => `(${part})`)
    .join(' | ');
const and = (parts: string[]) =>
  parts
    .filter(Boolean)
    .map((part) => `(${part})`)
    .join(' & ');
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function termKind(term: TextTerm, prefix: boolean): TermKind {
  if (term.phrase) return 'phrase';
  return prefix ? 'prefix' : 'word';
}

/** The SQL predicate of a field term (title:, author:, domain:). */
function fieldPredicate(term: TextTerm, compiled: string, params: Params): string {
  if (term.field === 'domain') {
    const domain = params.add(term.text.toLowerCase());
    return `(d.domain = ${domain} OR right(d.domain, length(${domain}) + 1) = '.' || ${domain})`;
  }
  if (term.field === 'author') {
    return `(i.authors::text ILIKE ${params.add(`%${likeEscape(term.text)}%`)})`;
  }
  if (!compiled) return 'true';
  return `(to_tsvector(d.config, d.title) @@ ${params.add(compiled)}::tsquery)`;
}

/**
 * What a query is matched against: the whole document (GIN-indexed), or with the free scope the
 * titles, URLs and tags only (title_vec, read in line).
 */
function documentTarget(plan: SearchPlan): string {
  return plan.fullText ? '(d.head || d.body)' : 'd.title_vec';
}

interface Compiled {
  where: string[];
  /** The free-text query matched against the documents; empty when there is none. */
  main: string;
  /** The positive words, for snippets. */
  highlight: string;
  /** The free text as typed, for the exact-title bonus. */
  exact: string;
}

async function compile(db: Queryable, plan: SearchPlan, params: Params): Promise<Compiled> {
  const { parsed, filter } = plan;
  const lastGroup = parsed.include.at(-1);
  const lastTerm = lastGroup?.at(-1);
  const terms: Array<{ term: TextTerm; kind: TermKind }> = [];
  for (const group of parsed.include) {
    for (const term of group) {
      const prefix = plan.prefixLast && term === lastTerm && !term.field && !term.phrase;
      terms.push({ term, kind: termKind(term, prefix) });
    }
  }
  for (const term of parsed.exclude) terms.push({ term, kind: termKind(term, false) });
  const titleFilter = filter.title?.trim();
  if (titleFilter)
    terms.push({ term: { text: titleFilter, phrase: false, field: 'title' }, kind: 'word' });
  const compiledTexts = await compileTerms(
    db,
    terms.map(({ term, kind }) => ({ kind, text: term.text })),
  );
  const compiled = new Map(terms.map(({ term }, index) => [term, compiledTexts[index] ?? '']));
  const target = documentTarget(plan);

  const where: string[] = [];
  const mainParts: string[] = [];
  const highlightParts: string[] = [];
  for (const group of parsed.include) {
    const free = group.filter((term) => !term.field).map((term) => compiled.get(term)!);
    highlightParts.push(...free);
    const fields = group.filter((term) => term.field);
    if (fields.length === 0) {
      const query = or(free);
      if (query) mainParts.push(query);
      continue;
    }
    const options = fields.map((term) => fieldPredicate(term, compiled.get(term)!, params));
    const freeQuery = or(free);
    if (freeQuery) options.push(`${target} @@ ${params.add(freeQuery)}::tsquery`);
    where.push(`(${options.join(' OR ')})`);
  }
  for (const term of parsed.exclude) {
    const query = compiled.get(term)!;
    if (term.field) where.push(`NOT ${fieldPredicate(term, query, params)}`);
    else if (query) mainParts.push(`!(${query})`);
  }
  if (titleFilter) {
    const term = terms.at(-1)!.term;
    where.push(fieldPredicate(term, compiled.get(term)!, params));
  }
  const exact = parsed.include
    .flat()
    .filter((term) => !term.field)
    .map((term) => term.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return { where, main: and(mainParts), highlight: or(highlightParts), exact };
}

function filterConditions(plan: SearchPlan, params: Params): string[] {
  const { parsed, filter } = plan;
  const where: string[] = [];
  const status = filter.status ?? undefined;
  if (status) where.push(`d.status = ${params.add(status)}`);
  else where.push(`d.status IN ('UNREAD', 'ARCHIVED')`);
  if (parsed.isArchived !== undefined) {
    where.push(parsed.isArchived ? `d.status = 'ARCHIVED'` : `d.status = 'UNREAD'`);
  }
  for (const favorite of [filter.isFavorite, parsed.isFavorite]) {
    if (favorite !== undefined && favorite !== null)
      where.push(`d.is_favorite = ${params.add(favorite)}`);
  }
  const highlights =
    'SELECT 1 FROM highlights h WHERE h.user_id = d.user_id AND h.item_id = d.item_id';
  if (parsed.isHighlighted !== undefined) {
    where.push(`${parsed.isHighlighted ? '' : 'NOT '}EXISTS (${highlights})`);
  }
  if (parsed.hasNote !== undefined) {
    where.push(
      `${parsed.hasNote ? '' : 'NOT '}EXISTS (${highlights} AND coalesce(h.note, '') <> '')`,
    );
  }
  const tagged = (names: string) =>
    `EXISTS (SELECT 1 FROM saved_item_tags t WHERE t.user_id = d.user_id AND t.item_id = d.item_id AND t.name = ANY(${names}::text[]))`;
  for (const tag of parsed.tags) where.push(tagged(params.add([tag])));
  if (filter.tags?.length) where.push(tagged(params.add(filter.tags)));
  if (parsed.excludeTags.length) where.push(`NOT ${tagged(params.add(parsed.excludeTags))}`);
  const kinds = new Set<string>(parsed.types);
  if (filter.contentType === 'ARTICLE') where.push('i.is_article');
  if (filter.contentType === 'VIDEO') where.push(`i.has_video = 'IS_VIDEO'`);
  if (kinds.size > 0) {
    const sql: Record<string, string> = {
      article: 'i.is_article',
      video: `i.has_video = 'IS_VIDEO'`,
      image: `i.has_image = 'IS_IMAGE'`,
    };
    where.push(`(${[...kinds].map((kind) => sql[kind]).join(' OR ')})`);
  }
  const range = (column: string, value: { from?: number; to?: number } | undefined) => {
    if (value?.from !== undefined) where.push(`${column} >= ${params.add(new Date(value.from))}`);
    if (value?.to !== undefined) where.push(`${column} < ${params.add(new Date(value.to))}`);
  };
  range('d.created_at', parsed.saved);
  range('i.date_published', parsed.published);
  if (parsed.timeToRead?.min !== undefined)
    where.push(`i.time_to_read >= ${params.add(parsed.timeToRead.min)}`);
  if (parsed.timeToRead?.max !== undefined)
    where.push(`i.time_to_read <= ${params.add(parsed.timeToRead.max)}`);
  const domain = filter.domain
    ?.trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/.*$/, '');
  if (domain)
    where.push(fieldPredicate({ text: domain, phrase: false, field: 'domain' }, '', params));
  return where;
}

function orderBy(plan: SearchPlan, hasText: boolean, alias: string): string {
  const dir = plan.sortOrder;
  if (plan.sortBy === 'RELEVANCE' && hasText) {
    return `${alias}.exact DESC, ${alias}.in_title DESC, ${alias}.rank DESC, ${alias}.in_head DESC, ${alias}.created_at DESC, ${alias}.item_id DESC`;
  }
  if (plan.sortBy === 'TIME_TO_READ') {
    return `${alias}.time_to_read ${dir}, ${alias}.created_at ${dir}, ${alias}.item_id ${dir}`;
  }
  const created = plan.sortBy === 'RELEVANCE' ? 'DESC' : dir;
  return `${alias}.created_at ${created}, ${alias}.item_id ${created}`;
}

/**
 * One page of matching saves (with snippets) and the count of all matches. Sequential scans are
 * off for the search's transaction: the documents' rows are narrow (the article's vector lives out
 * of line), so the planner believes a scan of all of them is cheap when a word is common, but
 * matching each row then reads its whole article — seconds instead of milliseconds. The GIN index
 * is always the better way in (docs/DECISIONS.md "Search index").
 */
export function searchSaves(
  db: Db,
  plan: SearchPlan,
): Promise<{ rows: SearchRow[]; total: number }> {
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    return searchPage(tx, plan);
  });
}

async function searchPage(
  db: Queryable,
  plan: SearchPlan,
): Promise<{ rows: SearchRow[]; total: number }> {
  const params = new Params(plan.userId);
  const text = await compile(db, plan, params);
  const where = ['d.user_id = $1', ...filterConditions(plan, params), ...text.where];
  const hasText = text.main !== '' || text.where.length > 0;
  const relevance = plan.sortBy === 'RELEVANCE';
  let rank = '0::real';
  let inHead = 'false';
  let inTitle = 'false';
  let exact = '0';
  let docMatch: string | undefined;
  let titleMatch: string | undefined;
  if (text.main) {
    const main = `${params.add(text.main)}::tsquery`;
    docMatch = `${documentTarget(plan)} @@ ${main}`;
    if (relevance) {
      titleMatch = `d.title_vec @@ ${main}`;
      inTitle = titleMatch;
      rank = `CASE WHEN ${titleMatch} THEN ts_rank('${RANK_WEIGHTS}', d.title_vec, ${main}, 1) ELSE 0 END`;
      if (plan.fullText) inHead = `d.head @@ ${main}`;
    }
  }
  if (text.exact && relevance) {
    const x = params.add(text.exact);
    exact = `CASE WHEN lower(d.title) = ${x} OR lower(d.url) = ${x} THEN 2
              WHEN strpos(lower(d.title), ${x}) > 0 THEN 1 ELSE 0 END`;
    // Lower-casing every match's title and URL cost more than the search itself for a common
    // word; a title or URL that holds the query's text matches it in title_vec anyway.
    if (titleMatch) exact = `CASE WHEN ${titleMatch} THEN ${exact} ELSE 0 END`;
  }
  let hlTitle = 'NULL::text';
  let hlFull = 'NULL::text';
  if (text.highlight) {
    const hq = `${params.add(text.highlight)}::tsquery`;
    const marks = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}`;
    hlTitle = `ts_headline(d.config, ${TITLE}, ${hq}, ${params.add(`HighlightAll=true, ${marks}`)})`;
    if (plan.fullText) {
      hlFull = `ts_headline(d.config, search_html_text(i.article, ${HEADLINE_CHARS}), ${hq},
        ${params.add(`MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=${FRAGMENT_SEPARATOR}, ${marks}`)})`;
    }
  }
  const limit = params.add(plan.limit);
  const offset = params.add(plan.offset);
  const matchWhere = [...where, ...(docMatch ? [docMatch] : [])];
  // The matches are found in search_documents alone (its status, favorite and time added follow
  // the save), joined with items only when a filter or the sort needs an item column.
  const needsItems = plan.sortBy === 'TIME_TO_READ' || /\bi\./.test(matchWhere.join(' '));
  const from = `search_documents d ${needsItems ? 'JOIN items i ON i.item_id = d.item_id' : ''}`;

  /**
   * One page of the saves matching `conditions` and the count of these (matched). All matches
   * (`titleOnly` false): the total is that count. Title matches only: the total is counted apart,
   * up to the cap, and only when they fill the page (else the page is made again from all).
   */
  const runPage = (conditions: string[], titleOnly: boolean) => {
    const values = params.fork();
    const total = titleOnly
      ? `CASE WHEN matched.matched >= ${values.add(plan.offset + plan.limit)}
              THEN (SELECT count(*)::int FROM (SELECT 1 FROM ${from} WHERE ${matchWhere.join(' AND ')}
                                                LIMIT ${values.add(SEARCH_COUNT_CAP + 1)}) c) END`
      : 'matched.matched';
    return db.query<
      Record<string, unknown> & { total: number; matched: number; item_id: number | null }
    >(
      `WITH m AS MATERIALIZED (
         SELECT d.item_id, d.created_at, ${needsItems ? 'i.time_to_read' : '0'} AS time_to_read,
                ${rank} AS rank, ${inTitle} AS in_title, ${inHead} AS in_head, ${exact} AS exact
           FROM ${from}
          WHERE ${conditions.join(' AND ')}
       ), page AS (
         SELECT * FROM m p ORDER BY ${orderBy(plan, hasText, 'p')} LIMIT ${limit} OFFSET ${offset}
       ), matched AS (SELECT count(*)::int AS matched FROM m
       ), total AS (
         SELECT matched.matched,
                ${total} AS total
           FROM matched
       )
       SELECT total.total, total.matched, ${SAVE_COLUMNS}, ${itemColumns('i', 'i_')},
              ${hlTitle} AS hl_title, ${hlFull} AS hl_full
         FROM total
         LEFT JOIN (page p
           JOIN saved_items s ON s.user_id = $1 AND s.item_id = p.item_id
           JOIN items i ON i.item_id = s.item_id
           JOIN search_documents d ON d.user_id = $1 AND d.item_id = s.item_id) ON true
        ORDER BY ${orderBy(plan, hasText, 'p')}`,
      values.values,
    );
  };

  // By relevance, saves matching in their title, tags or URL come first (orderBy), and there is
  // an index on title_vec: when they alone fill the page, the other matches (often thousands,
  // for a common word) are counted but never read and ranked. A title match implies a document
  // match unless the query excludes something (an exclusion may sit in the article's text).
  let rows: Awaited<ReturnType<typeof runPage>> | undefined;
  if (titleMatch && plan.fullText) {
    const excludes = /!/.test(text.main.replace(/'(?:[^']|'')*'/g, ''));
    const first = await runPage(
      [...where, titleMatch, ...(excludes && docMatch ? [docMatch] : [])],
      true,
    );
    if ((first[0]?.matched ?? 0) >= plan.offset + plan.limit) rows = first;
  }
  rows ??= await runPage(matchWhere, false);
  const total = rows[0]?.total ?? 0;
  const found = rows
    .filter((row) => row.item_id !== null)
    .map((row) => {
      const item = itemFromPrefixed(row, 'i_');
      const save: Record<string, unknown> = { item };
      for (const [key, value] of Object.entries(row)) {
        if (!key.startsWith('i_') && key !== 'total' && key !== 'matched') save[key] = value;
      }
      return save as unknown as SearchRow;
    });
  return { rows: found, total };
}

export interface RecentSearchRow {
  term: string;
  searched_at: Date;
}

/** The user's recent searches, most recent first. */
export async function listRecentSearches(
  db: Queryable,
  userId: number,
): Promise<RecentSearchRow[]> {
  return db.query<RecentSearchRow>(
    `SELECT term, searched_at FROM recent_searches WHERE user_id = $1
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
