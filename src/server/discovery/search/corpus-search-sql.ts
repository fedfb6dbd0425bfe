/**
 * A corpus search's query turned into SQL pieces (migration 0034 holds the documents). The query
 * language is the saves search's (src/common/search-query.ts, docs/SEARCH.md): words, "phrases",
 * -exclusions, OR, title:, author:, domain:/site: and published:; the other operators are about
 * a user's own saves and are ignored here. Each word is compiled by the saves search's compileTerms
 * (src/server/search/search-terms.ts: its form as typed, its stem in the searched language with
 * that language's marker, a stop word optional, the last word also as a prefix), but in one
 * language only: a corpus search always names its language (Pocket's CorpusSearchFilters).
 */
import type { ParsedSearch, TextTerm } from '../../../common/search-query.js';
import type { Queryable } from '../../db/types.js';
import {
  allOf,
  anyOf,
  compileTerms,
  languagesWithWords,
  likeEscape,
  matchQuery,
  plainQuery,
  snippetPattern,
  termKind,
  titleWordsSql,
  WORD_PARTS,
  type TermKind,
} from '../../search/search-terms.js';
import { Params } from '../../search/sql-params.js';

export interface CorpusSearchPlan {
  parsed: ParsedSearch;
  /** ISO 639-1 code of the documents searched ('en', 'de', 'ar'). */
  language: string;
  /** The last free word also matches as a prefix (search-as-you-type). */
  prefixLast: boolean;
}

export interface CorpusSearchSql {
  /** What every match meets (documents d joined with corpus_items ci), values added to `values`. */
  where: string[];
  /** The title-tier condition (d.title_vec matches), or undefined without free words. */
  inTitle: string | undefined;
  /**
   * What a title match meets: `where` with inTitle instead of the whole document's match, which
   * a title match implies unless the query leaves something out (that may sit in the text).
   */
  titleWhere: string[] | undefined;
  /** The ranking columns: exact, title_phrase, in_title, rank (see RANKING in the repository). */
  columns: string;
  values: Params;
  /** How many of `values` the conditions use (the ranking's come after them). */
  whereValueCount: number;
  /** tsquery text of the positive words in the searched language, for ts_headline; '' for none. */
  highlight: string;
  /** A regular expression of where a positive word starts (search_snippet_source, 0011). */
  snippetPattern: string;
}

/** Compiles the plan's words (one round trip) and returns its SQL pieces. */
export async function buildCorpusSearchSql(
  db: Queryable,
  plan: CorpusSearchPlan,
): Promise<CorpusSearchSql> {
  const { parsed } = plan;
  const lastTerm = parsed.include.at(-1)?.at(-1);
  const positive = parsed.include.flat().filter((term) => term.field !== 'domain');
  const free = parsed.include.flat().filter((term) => !term.field);
  const exactText = free.map((term) => term.text).join(' ');
  const inputs: Array<{ kind: TermKind; text: string }> = [];
  const kindOf = (term: TextTerm): TermKind =>
    termKind(term, plan.prefixLast && term === lastTerm && !term.field);
  const textTerms = [...parsed.include.flat(), ...parsed.exclude];
  for (const term of textTerms) inputs.push({ kind: kindOf(term), text: term.text });
  // The free words as one phrase: the title-phrase tier of the ranking.
  inputs.push({ kind: 'phrase', text: exactText });
  const { languages, terms } = await compileTerms(db, { language: plan.language }, inputs);
  const config = languages[0] ?? null;
  const compiled = new Map(textTerms.map((term, index) => [term, terms[index]!]));
  const phrase = terms.at(-1)!;

  const values = new Params();
  const where = [`d.language = ${values.add(plan.language)}`];
  const optionalIn = languagesWithWords(
    positive.filter((term) => term.field !== 'domain').map((term) => compiled.get(term)!),
  );
  const doc = 'search_document(d.head, d.body)';
  const mainParts: string[] = [];
  for (const terms of parsed.include) {
    const options: string[] = [];
    const freeQuery = anyOf(
      terms
        .filter((term) => !term.field || term.field === 'author')
        .map((term) => matchQuery(compiled.get(term)!, optionalIn)),
    );
    for (const term of terms) {
      if (term.field === 'domain') options.push(domainPredicate(term.text, values));
      if (term.field === 'title') {
        const query = matchQuery(compiled.get(term)!, optionalIn);
        if (query) options.push(`d.title_vec @@ ${values.add(query)}::tsquery`);
      }
    }
    if (options.length === 0) {
      if (freeQuery) mainParts.push(freeQuery);
    } else {
      if (freeQuery) options.push(`${doc} @@ ${values.add(freeQuery)}::tsquery`);
      where.push(`(${options.join(' OR ')})`);
    }
  }
  for (const term of parsed.exclude) {
    if (term.field === 'domain') {
      where.push(`NOT ${domainPredicate(term.text, values)}`);
      continue;
    }
    const query = matchQuery(compiled.get(term)!, new Set());
    if (!query) continue;
    if (term.field === 'title') where.push(`NOT d.title_vec @@ ${values.add(query)}::tsquery`);
    else mainParts.push(`!(${query})`);
  }
  const main = allOf(mainParts);
  let inTitle: string | undefined;
  let titleWhere: string[] | undefined;
  if (main) {
    const q = `${values.add(main)}::tsquery`;
    inTitle = `d.title_vec @@ ${q}`;
    const excludes = /!/.test(main.replace(/'(?:[^']|'')*'/g, ''));
    titleWhere = [...where, inTitle, ...(excludes ? [`${doc} @@ ${q}`] : [])];
    where.push(`${doc} @@ ${q}`);
  }
  const range = parsed.published;
  const inRange = (condition: string) => {
    where.push(condition);
    titleWhere?.push(condition);
  };
  if (range?.from !== undefined) inRange(`ci.published_at >= ${values.add(new Date(range.from))}`);
  if (range?.to !== undefined) inRange(`ci.published_at < ${values.add(new Date(range.to))}`);

  const whereValueCount = values.values.length;
  // Ranking columns (the order is stated in corpus-search.repo.ts).
  const rankQuery = allOf(positive.map((term) => plainQuery(compiled.get(term)!)));
  const rq = rankQuery ? `${values.add(rankQuery)}::tsquery` : `''::tsquery`;
  const exact = exactText ? exactTitle(exactText, values) : '0';
  const phraseQuery = plainQuery(phrase, config ? [config] : []);
  const titlePhrase =
    free.length > 0 && phraseQuery && /<->|<\d+>/.test(phraseQuery)
      ? `d.title_vec @@ ${values.add(phraseQuery)}::tsquery`
      : 'false';
  const titleTier = inTitle ?? 'false';
  const columns = `d.corpus_item_id, ci.published_at,
      CASE WHEN ${titleTier} THEN ${exact} ELSE 0 END AS exact, (${titleTier} AND ${titlePhrase}) AS title_phrase,
      ${titleTier} AS in_title,
      CASE WHEN ${titleTier} THEN ts_rank_cd(d.head, ${rq}, 1)
           ELSE ts_rank_cd(d.head || d.body, ${rq}, 1) END AS rank`;

  const highlight = anyOf(
    positive.map((term) => plainQuery(compiled.get(term)!, config ? [config] : [])),
  );
  return {
    where,
    inTitle,
    titleWhere,
    columns,
    values,
    whereValueCount,
    highlight,
    snippetPattern: snippetPattern(
      positive.map((term) => ({ term, plain: plainQuery(compiled.get(term)!) })),
    ),
  };
}

function domainPredicate(domain: string, values: Params): string {
  const host = values.add(domain.toLowerCase());
  return `EXISTS (SELECT 1 FROM items di WHERE di.item_id = ci.item_id
            AND (search_url_host(coalesce(di.resolved_url, di.given_url)) = ${host}
                 OR right(search_url_host(coalesce(di.resolved_url, di.given_url)), length(${host}) + 1) = '.' || ${host}))`;
}

/**
 * The exact-title tier, graded: 2 when the title as shown equals the query's free words, 1 when
 * it starts with them, compared as words (case, punctuation and spacing ignored: "The Art of the
 * Deal: What It Is, and Why It Matters" typed without its colon and comma is exact, and "the art
 * of the deal" starts it). A regular expression per row would cost more than the search, so only
 * titles holding the words in order (ILIKE) are compared. The query's words hold no LIKE
 * wildcard: every character but letters and digits became a space.
 */
function exactTitle(text: string, values: Params): string {
  const words = text.toLowerCase().match(WORD_PARTS) ?? [];
  if (words.length === 0) return '0';
  const pattern = values.add(`%${words.map(likeEscape).join('%')}%`);
  // Both sides through the same SQL, so that they agree on what a letter is.
  const typed = titleWordsSql(`${values.add(text)}::text`);
  const title = titleWordsSql('d.title');
  return `CASE WHEN d.title NOT ILIKE ${pattern} THEN 0 WHEN ${title} = ${typed} THEN 2
               WHEN ${title} LIKE ${typed} || ' %' THEN 1 ELSE 0 END`;
}
