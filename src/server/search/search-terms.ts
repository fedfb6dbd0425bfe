/**
 * Query words as tsqueries that match each save in its own language only (docs/DECISIONS.md
 * "Search relevance across languages"). A document is stemmed in the text-search configuration of
 * its item's language and carries that configuration as a marker lexeme (`'~english'`, migration
 * 0022). A word is read as typed (simple) and in each language of the user's library; its form in
 * language L may only match documents marked L:
 *
 *   running  →  'running' | '~english' & 'run' | '~german' & 'runn'
 *
 * so a German stem can no longer make an English name match a Czech article. A word that is a
 * stop word in L has no form there: documents of L drop it from their index, so the word is
 * optional for them (`'with' | '~english'`) — as long as some other word of the query has a form
 * in L, so that "the" alone does not match every English save. Everything stays one tsquery the
 * GIN index evaluates exactly (the markers are ordinary lexemes), so no document is re-read.
 */
import type { TextTerm } from '../../common/search-query.js';
import type { Queryable } from '../db/types.js';

export type TermKind = 'word' | 'phrase' | 'prefix';

/**
 * How a query term is compiled: a "phrase" as one, the last free word of a search being typed
 * (`prefix`) also as the start of a word, anything else as a word.
 */
export function termKind(term: TextTerm, prefix: boolean): TermKind {
  if (term.phrase) return 'phrase';
  return prefix ? 'prefix' : 'word';
}

const joinQueries = (parts: readonly string[], op: '|' | '&') =>
  parts
    .filter(Boolean)
    .map((part) => `(${part})`)
    .join(` ${op} `);
/** tsquery texts any of which matches (empty ones left out). */
export const anyOf = (parts: readonly string[]) => joinQueries(parts, '|');
/** tsquery texts all of which match (empty ones left out). */
export const allOf = (parts: readonly string[]) => joinQueries(parts, '&');

/** One reading of a term: as typed, and per language of the library. */
export interface TermForms {
  /** tsquery text of the term in the simple configuration ('' when it has no word at all). */
  simple: string;
  /** Configuration name → tsquery text in it ('' when the term is only stop words there). */
  languages: Map<string, string>;
  /** `'word':*` for a word being typed, else ''. */
  prefix: string;
}

/**
 * A compiled term: its readings, any of which will do — the text as written and, when it holds
 * punctuation or a hyphen ("Einmal-Passwörter", "hands-on:"), its words apart, so that
 * "Einmal Passwörter" and "Einmal-Passwörter" find each other.
 */
export type CompiledTerm = TermForms[];

/** The marker lexeme of a configuration's documents (search_language_mark, migration 0022). */
export const languageMarker = (config: string) => `'~${config}'`;

/**
 * The query matching `query` in this user's documents only: each carries its owner's marker
 * (search_owner_mark, migration 0036), so the GIN index leaves other users' documents out itself
 * instead of returning them to be filtered row by row.
 */
export const ownedBy = (userId: number, query: string) => `'~u${userId}' & (${query})`;

/** A run of letters and digits: a word as the query language splits text. */
export const WORD_PARTS = /[\p{L}\p{N}]+/gu;

/** The term's words apart when punctuation splits it into more than one, else undefined. */
function partsOf(text: string): string | undefined {
  const parts = (text.match(WORD_PARTS) ?? []).join(' ');
  return parts.includes(' ') && parts !== text.trim().replace(/\s+/g, ' ') ? parts : undefined;
}

/** Where a query's words are read: the languages of a user's library, or one language. */
export type TermLanguages = { userId: number } | { language: string };

/**
 * The configurations ($1): simple and each language of the user's library (each configuration its
 * documents are in, found by a skip scan of search_documents_user_config_idx: one index probe per
 * language), or simple and one language's (an ISO 639-1 code, as corpus search names it).
 */
const LIBRARY_CONFIGS = `WITH RECURSIVE lib AS (
       (SELECT d.config FROM search_documents d WHERE d.user_id = $1 ORDER BY d.config LIMIT 1)
       UNION ALL
       SELECT (SELECT d.config FROM search_documents d
                WHERE d.user_id = $1 AND d.config > lib.config ORDER BY d.config LIMIT 1)
         FROM lib WHERE lib.config IS NOT NULL),
     cfg AS (
       SELECT c.oid::regconfig AS config, c.cfgname::text AS name FROM pg_ts_config c
        WHERE c.cfgname = 'simple'
           OR c.oid IN (SELECT l.config FROM lib l WHERE l.config IS NOT NULL))`;
const LANGUAGE_CONFIGS = `WITH cfg AS (
       SELECT c.oid::regconfig AS config, c.cfgname::text AS name FROM pg_ts_config c
        WHERE c.cfgname = 'simple' OR c.oid = search_config($1))`;

/**
 * Every term's forms in simple and in each language (docs/DECISIONS.md "Search relevance across
 * languages"), in one round trip; also which languages those were (sorted). A term holding
 * punctuation is also read as its words apart ("hands-on" finds "hands on").
 */
export async function compileTerms(
  db: Queryable,
  where: TermLanguages,
  terms: ReadonlyArray<{ kind: TermKind; text: string }>,
): Promise<{ languages: string[]; terms: CompiledTerm[] }> {
  if (terms.length === 0) return { languages: [], terms: [] };
  const inputs: Array<{ term: number; kind: TermKind; text: string }> = [];
  terms.forEach((term, index) => {
    inputs.push({ term: index, ...term });
    const parts = partsOf(term.text);
    if (parts)
      inputs.push({ term: index, kind: term.kind === 'prefix' ? 'word' : term.kind, text: parts });
  });
  const rows = await db.query<{
    n: number;
    config: string;
    form: string | null;
    prefix: string | null;
  }>(
    `${'userId' in where ? LIBRARY_CONFIGS : LANGUAGE_CONFIGS}
     SELECT u.n::int AS n, cfg.name AS config,
            (CASE WHEN u.kind = 'phrase' THEN phraseto_tsquery(cfg.config, u.term)
                  ELSE plainto_tsquery(cfg.config, u.term) END)::text AS form,
            CASE WHEN u.kind = 'prefix' AND cfg.name = 'simple' AND u.term ~ '^[[:alnum:]]+$'
                 THEN to_tsquery('simple', u.term || ':*')::text END AS prefix
       FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS u(kind, term, n) CROSS JOIN cfg`,
    [
      'userId' in where ? where.userId : where.language,
      inputs.map((input) => input.kind),
      inputs.map((input) => input.text),
    ],
  );
  const readings = inputs.map((): TermForms => ({ simple: '', languages: new Map(), prefix: '' }));
  const languages = new Set<string>();
  for (const row of rows) {
    const reading = readings[row.n - 1]!;
    if (row.config === 'simple') {
      reading.simple = row.form ?? '';
      reading.prefix = row.prefix ?? '';
    } else {
      reading.languages.set(row.config, row.form ?? '');
      languages.add(row.config);
    }
  }
  const compiled: CompiledTerm[] = terms.map(() => []);
  inputs.forEach((input, index) => {
    const reading = readings[index]!;
    if (reading.simple || reading.prefix) compiled[input.term]!.push(reading);
  });
  return { languages: [...languages].sort(), terms: compiled };
}

const group = (parts: string[]) =>
  parts.length === 1 ? parts[0]! : parts.map((part) => `(${part})`).join(' | ');

/**
 * The term as a tsquery matching each document in its own language. `optionalIn`: the languages
 * in which a term that is only stop words there matches anyway (their documents could not
 * contain it); empty for an excluded term, which must never exclude a whole language.
 */
export function matchQuery(term: CompiledTerm, optionalIn: ReadonlySet<string>): string {
  const parts: string[] = [];
  for (const reading of term) {
    if (reading.simple) parts.push(reading.simple);
    if (reading.prefix) parts.push(reading.prefix);
    for (const [config, form] of reading.languages) {
      if (form === '') {
        if (optionalIn.has(config)) parts.push(languageMarker(config));
      } else if (form !== reading.simple) {
        parts.push(`${languageMarker(config)} & (${form})`);
      }
    }
  }
  return parts.length ? group([...new Set(parts)]) : '';
}

/**
 * The term's forms in `languages` (every one when omitted), without markers: for ranking
 * (ts_rank over the title vector) and for marking matches in a document of one language.
 */
export function plainQuery(term: CompiledTerm, languages?: readonly string[]): string {
  const parts = new Set<string>();
  for (const reading of term) {
    if (reading.simple) parts.add(reading.simple);
    if (reading.prefix) parts.add(reading.prefix);
    for (const [config, form] of reading.languages) {
      if (form && (!languages || languages.includes(config))) parts.add(form);
    }
  }
  return parts.size ? group([...parts]) : '';
}

/** The languages in which at least one of these terms has a form (is not only stop words). */
export function languagesWithWords(terms: readonly CompiledTerm[]): Set<string> {
  const found = new Set<string>();
  for (const term of terms) {
    for (const reading of term) {
      for (const [config, form] of reading.languages) if (form) found.add(config);
    }
  }
  return found;
}

/** Escapes LIKE's wildcards (and its escape character). */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Escapes a text for a PostgreSQL regular expression (a backslash before every non-alphanumeric). */
const regexEscape = (text: string) => text.replace(/[^\p{L}\p{N}\s]/gu, (c) => `\\${c}`);

/** The lexemes of tsquery text ('run':* | 'running' → run, running). */
const lexemesOf = (query: string) =>
  [...query.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]!.replaceAll("''", "'"));

/**
 * A regular expression finding where a positive word starts, for cutting a snippet around it
 * (search_snippet_source, migration 0011): any lexeme of a word (its stems and its form as typed)
 * or a phrase's words as typed. Longest first, so that the first place found is the whole word
 * where two alternatives start at the same point. `plain`: the term's plainQuery.
 */
export function snippetPattern(free: Array<{ term: TextTerm; plain: string }>): string {
  const needles = new Set<string>();
  for (const { term, plain } of free) {
    if (term.phrase) {
      const words = term.text.toLowerCase().match(WORD_PARTS) ?? [];
      if (words.length) needles.add(words.map(regexEscape).join('\\W+'));
    } else {
      for (const lexeme of lexemesOf(plain)) if (lexeme) needles.add(regexEscape(lexeme));
    }
  }
  if (needles.size === 0) return '';
  return `\\m(?:${[...needles].sort((a, b) => b.length - a.length).join('|')})`;
}

/** A title (SQL text) as words: lower case, every run of punctuation and spaces one space. */
export const titleWordsSql = (sql: string) =>
  `btrim(regexp_replace(lower(${sql}), '[^[:alnum:]]+', ' ', 'g'))`;
