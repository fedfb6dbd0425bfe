/**
 * A search plan turned into SQL pieces (migrations 0007, 0010, 0011 and 0022 hold the index, its
 * triggers and the functions used here): the conditions a match must meet, the relevance
 * columns and order, and what snippets are made with. The query's terms are first turned into
 * tsqueries (each word as typed and in each language of the library, matching only documents of
 * that language: search-terms.ts) in one round trip, so the statements that follow carry them as
 * constants the planner can see and match against the GIN indexes. search.repo.ts runs the
 * statements.
 */
import type { ParsedSearch, TextTerm } from '../../common/search-query.js';
import type { Queryable } from '../db/types.js';
import { Params } from './sql-params.js';
import {
  allOf,
  anyOf,
  compileTerms,
  languagesWithWords,
  likeEscape,
  matchQuery,
  ownedBy,
  plainQuery,
  snippetPattern,
  termKind,
  titleWordsSql,
  WORD_PARTS,
  type CompiledTerm,
  type TermKind,
} from './search-terms.js';
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
  /** The page size (one more save is looked up to tell whether another page follows). */
  limit: number;
  offset: number;
}

/**
 * Relevance (docs/DECISIONS.md "Search index"): an exact title or URL first, then saves whose
 * titles (the save's and the article's), tags or URL match, ranked by ts_rank over that small
 * vector (title_vec: titles and tags A, host and URL words B since migration 0045; the weights
 * array is ts_rank's D, C, B, A), then saves matching in their excerpt, authors,
 * highlights or notes (head), then saves matching in their text only; ties newest first. Only
 * the saves that match in title_vec are ranked: ranking every match by its whole document would
 * read thousands of documents for a common word.
 */
const RANK_WEIGHTS = '{0.05, 0.2, 0.4, 1.0}';

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
  // Both titles, the save's and the article's (migration 0045), with the marker of the language,
  // as in the document (search-terms.ts).
  return `((to_tsvector(d.config, concat_ws(' ', d.title, d.article_title)) || search_language_mark(d.config)) @@ ${params.add(compiled)}::tsquery)`;
}

/**
 * What a query is matched against: the whole document (GIN-indexed), or with the free scope the
 * titles, URLs and tags only (title_vec, also indexed).
 */
function documentTarget(plan: SearchPlan): string {
  return plan.fullText ? 'search_document(d.head, d.body)' : 'd.title_vec';
}

interface CompiledText {
  where: string[];
  /** The free-text query matched against the documents; empty when there is none. */
  main: string;
  /** The query for ranking title matches: every word's forms, without language markers. */
  rank: string;
  /** The positive words per configuration ('simple' for documents without one), for marking. */
  highlights: Map<string, string>;
  /** Where a snippet is cut from: a regular expression of the positive words (see migration 0011). */
  snippetPattern: string;
  /** The free text as typed, for the exact-title bonus; and without a pasted site name. */
  exact: string;
  exactWithoutSite: string;
}

/** What separates a page's title from its site's name: "… | Site", "… - Site", "… — Site". */
const SITE_SEPARATOR = /^(?:\||-|–|—|·|•|»|::)$/;

/**
 * A pasted title's trailing site name ("How to Build a Terrarium | eHow"): up to 4 words after
 * the last separator, behind at least 2 words, in a query of plain words. The save's title often
 * lacks it and its URL or site name may spell it otherwise ("The Verge", theverge.com), so those
 * words rank but are not required.
 */
function siteSuffix(include: TextTerm[][]): Set<TextTerm> {
  if (include.some((group) => group.length !== 1 || group[0]!.field)) return new Set();
  const terms = include.map((group) => group[0]!);
  const separator = terms.findLastIndex((term) => !term.phrase && SITE_SEPARATOR.test(term.text));
  const after = terms.length - separator - 1;
  if (separator < 2 || after < 1 || after > 4) return new Set();
  return new Set(terms.slice(separator + 1));
}

const joinText = (terms: TextTerm[]) =>
  terms
    .map((term) => term.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

async function compileText(db: Queryable, plan: SearchPlan, params: Params): Promise<CompiledText> {
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
  const result = await compileTerms(
    db,
    { userId: plan.userId },
    terms.map(({ term, kind }) => ({ kind, text: term.text })),
  );
  const compiled = new Map<TextTerm, CompiledTerm>(
    terms.map(({ term }, index) => [term, result.terms[index] ?? []]),
  );
  const site = siteSuffix(parsed.include);
  const required = parsed.include.flat().filter((term) => !site.has(term));
  if (titleFilter) required.push(terms.at(-1)!.term);
  // A stop word of a language is optional in its documents when another word has a form there.
  const optionalIn = languagesWithWords(required.map((term) => compiled.get(term)!));
  const match = (term: TextTerm) => matchQuery(compiled.get(term)!, optionalIn);
  const target = documentTarget(plan);

  const where: string[] = [];
  const mainParts: string[] = [];
  const rankParts: string[] = [];
  const positive: TextTerm[] = [];
  for (const group of parsed.include) {
    const free = group.filter((term) => !term.field);
    positive.push(...free);
    rankParts.push(anyOf(free.map((term) => plainQuery(compiled.get(term)!))));
    const freeQuery = anyOf(free.filter((term) => !site.has(term)).map(match));
    const fields = group.filter((term) => term.field);
    if (fields.length === 0) {
      if (freeQuery) mainParts.push(freeQuery);
      continue;
    }
    const options = fields.map((term) => fieldPredicate(term, match(term), params));
    if (freeQuery) options.push(`${target} @@ ${params.add(freeQuery)}::tsquery`);
    where.push(`(${options.join(' OR ')})`);
  }
  for (const term of parsed.exclude) {
    // An excluded stop word never excludes a whole language.
    const query = matchQuery(compiled.get(term)!, new Set());
    if (term.field) where.push(`NOT ${fieldPredicate(term, query, params)}`);
    else if (query) mainParts.push(`!(${query})`);
  }
  if (titleFilter) {
    const term = terms.at(-1)!.term;
    where.push(fieldPredicate(term, match(term), params));
  }
  const highlights = new Map<string, string>();
  for (const language of ['simple', ...result.languages]) {
    highlights.set(
      language,
      anyOf(positive.map((term) => plainQuery(compiled.get(term)!, [language]))),
    );
  }
  return {
    where,
    main: allOf(mainParts),
    rank: allOf(rankParts),
    highlights,
    snippetPattern: snippetPattern(
      positive.map((term) => ({ term, plain: plainQuery(compiled.get(term)!) })),
    ),
    exact: joinText(positive),
    exactWithoutSite: joinText(positive.filter((term) => !site.has(term))),
  };
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
    // As written, not a parameter: the planner then sees that the favorites' own indexes
    // (migration 0036) hold every match.
    if (favorite !== undefined && favorite !== null)
      where.push(favorite ? 'd.is_favorite' : 'NOT d.is_favorite');
  }
  const highlights = 'SELECT 1 FROM highlights h WHERE h.user_id = $1 AND h.item_id = d.item_id';
  if (parsed.isHighlighted !== undefined) {
    where.push(`${parsed.isHighlighted ? '' : 'NOT '}EXISTS (${highlights})`);
  }
  if (parsed.hasNote !== undefined) {
    where.push(
      `${parsed.hasNote ? '' : 'NOT '}EXISTS (${highlights} AND coalesce(h.note, '') <> '')`,
    );
  }
  const tagged = (names: string) =>
    `EXISTS (SELECT 1 FROM saved_item_tags t WHERE t.user_id = $1 AND t.item_id = d.item_id AND t.name = ANY(${names}::text[]))`;
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
  if (filter.updatedSince) {
    // The documents do not carry the save's last change; delta-sync searches are rare.
    where.push(
      `(SELECT s.updated_at FROM saved_items s WHERE s.user_id = $1 AND s.item_id = d.item_id) > ${params.add(filter.updatedSince)}`,
    );
  }
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

/** Everything the search statements are made of. */
export interface SearchSql {
  /** The values of every SQL text below; fork it for each statement. */
  params: Params;
  /** The values of matchWhere alone (for a statement without the order columns). */
  matchParams: Params;
  /** search_documents d, joined with items i only when a condition or the sort needs it. */
  from: string;
  /** What every match meets. */
  matchWhere: string[];
  /**
   * What a title/tag/URL match meets, when the search is by relevance over whole documents:
   * those matches come first, so when they fill the page the others need only be counted.
   */
  titleWhere: string[] | undefined;
  /** The columns ordered by: item_id, created_at, time_to_read, rank, in_title, in_head, exact. */
  orderColumns: string;
  /** ORDER BY of rows carrying orderColumns under `alias`. */
  orderBy: (alias: string) => string;
  /** tsquery text of the positive words per configuration (for ts_headline); '' for none. */
  highlights: Map<string, string>;
  snippetPattern: string;
}

/**
 * The exact-title bonus: 2 when a title (the save's, or the article's when the save has its own:
 * migration 0045), or the URL, is the query's text — titles compared as words, so that a title
 * pasted with its punctuation ("A: B", "x — y", "… | Site", with or without the site's name) is
 * exact; 1 when a title contains the text as typed. Comparing every title match's words would
 * cost a regular expression per row, so only titles holding the query's words in order (ILIKE)
 * and not much longer than the query are compared.
 */
function exactTitle(text: CompiledText, params: Params): string {
  const x = params.add(text.exact);
  const words = text.exactWithoutSite.match(WORD_PARTS) ?? [];
  let equalWords = (_column: string) => 'false';
  if (words.length) {
    const pattern = params.add(`%${words.map(likeEscape).join('%')}%`);
    const maxLength = params.add(text.exact.length * 2 + 10);
    const forms = [...new Set([text.exact, text.exactWithoutSite])].map((form) =>
      titleWordsSql(params.add(form)),
    );
    equalWords = (column) => `(${column} ILIKE ${pattern} AND length(${column}) <= ${maxLength}
              AND ${titleWordsSql(column)} IN (${forms.join(', ')}))`;
  }
  const equal = (column: string) => `lower(${column}) = ${x} OR ${equalWords(column)}`;
  const article = 'd.article_title';
  return `CASE WHEN ${equal('d.title')} OR lower(d.url) = ${x}
                    OR (${article} IS NOT NULL AND (${equal(article)})) THEN 2
               WHEN strpos(lower(d.title), ${x}) > 0 OR strpos(lower(${article}), ${x}) > 0 THEN 1
               ELSE 0 END`;
}

/** Compiles the plan's terms (one round trip) and returns its SQL pieces. */
export async function buildSearchSql(db: Queryable, plan: SearchPlan): Promise<SearchSql> {
  const params = new Params(plan.userId);
  const text = await compileText(db, plan, params);
  // With words to match, the GIN index finds the user's matches alone (their tsquery carries the
  // owner's marker: ownedBy), so user_id is hidden from the planner (`+ 0`): walking every save of
  // the user through the user_id indexes to test each one looked cheaper to it for title matches,
  // and took seconds for a common word in 100,000 saves on a shared instance.
  const owner = text.main ? 'd.user_id + 0 = $1' : 'd.user_id = $1';
  const where = [owner, ...filterConditions(plan, params), ...text.where];
  const hasText = text.main !== '' || text.where.length > 0;
  const relevance = plan.sortBy === 'RELEVANCE';
  let rank = '0::real';
  let inHead = 'false';
  let inTitle = 'false';
  let exact = '0';
  let docMatch: string | undefined;
  let titleMatch: string | undefined;
  const main = text.main ? `${params.add(ownedBy(plan.userId, text.main))}::tsquery` : '';
  if (main) docMatch = `${documentTarget(plan)} @@ ${main}`;
  // Values used by the order columns only come after this copy.
  const matchParams = params.fork();
  if (main && relevance) {
    titleMatch = `d.title_vec @@ ${main}`;
    inTitle = titleMatch;
    const ranked = `${params.add(text.rank || text.main)}::tsquery`;
    rank = `CASE WHEN ${titleMatch} THEN ts_rank('${RANK_WEIGHTS}', d.title_vec, ${ranked}, 1) ELSE 0 END`;
    if (plan.fullText) inHead = `d.head @@ ${main}`;
  }
  if (text.exact && relevance) {
    exact = exactTitle(text, params);
    // Lower-casing every match's title and URL cost more than the search itself for a common
    // word; a title or URL that holds the query's text matches it in title_vec anyway.
    if (titleMatch) exact = `CASE WHEN ${titleMatch} THEN ${exact} ELSE 0 END`;
  }
  const matchWhere = [...where, ...(docMatch ? [docMatch] : [])];
  // A title match implies a document match unless the query excludes something (an exclusion
  // may sit in the article's text).
  const excludes = /!/.test(text.main.replace(/'(?:[^']|'')*'/g, ''));
  const titleWhere =
    titleMatch && plan.fullText
      ? [...where, titleMatch, ...(excludes && docMatch ? [docMatch] : [])]
      : undefined;
  // The matches are found in search_documents alone (its status, favorite and time added follow
  // the save), joined with items only when a condition or the sort needs an item column.
  const needsItems = plan.sortBy === 'TIME_TO_READ' || /\bi\./.test(matchWhere.join(' '));
  const dir = plan.sortOrder;
  const orderBy = (alias: string) => {
    if (relevance && hasText) {
      return `${alias}.exact DESC, ${alias}.in_title DESC, ${alias}.rank DESC, ${alias}.in_head DESC, ${alias}.created_at DESC, ${alias}.item_id DESC`;
    }
    if (plan.sortBy === 'TIME_TO_READ') {
      return `${alias}.time_to_read ${dir}, ${alias}.created_at ${dir}, ${alias}.item_id ${dir}`;
    }
    const created = relevance ? 'DESC' : dir;
    return `${alias}.created_at ${created}, ${alias}.item_id ${created}`;
  };
  return {
    params,
    matchParams,
    from: `search_documents d ${needsItems ? 'JOIN items i ON i.item_id = d.item_id' : ''}`,
    matchWhere,
    titleWhere,
    orderColumns: `d.item_id, d.created_at, ${needsItems ? 'i.time_to_read' : '0'} AS time_to_read,
      ${rank} AS rank, ${inTitle} AS in_title, ${inHead} AS in_head, ${exact} AS exact`,
    orderBy,
    highlights: text.highlights,
    snippetPattern: text.snippetPattern,
  };
}
