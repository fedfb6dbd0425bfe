/**
 * Search relevance across languages (docs/DECISIONS.md §20): a multilingual library — the 65
 * fixture pages (English, German, French, Spanish, Czech, Japanese, Chinese, Latin) with their
 * reader text and metadata, 26 short pages in Italian, Dutch, Swedish, Russian, Portuguese, Polish,
 * Turkish and more (search-relevance-corpus.ts), and 1,500 generated saves made of the sentences
 * of pages in the same language (40 of them saved with a title of their saver's, as
 * `/save?url=…&title=…` does, and searched by the article's own title: kind "saver title") —
 * searched through the search service (premium scope, by
 * relevance, as typed: the last word also a prefix) with labelled queries of the kinds people
 * type. Prints precision@1, recall@10 and MRR per kind, and how many of the top 10 results of all
 * queries match only through another language's stem.
 *
 * Labels: an exact title's relevant saves are those with the same title (compared as words); a
 * phrase's, those whose title holds its words in order; for names, body words, words in each
 * language and prefixes, every save whose document holds each word as typed or in the save's own
 * language (a stop word of that language counts as present; the last word also as a prefix),
 * decided document by document in SQL — what the user means, independent of the index.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemActorFor } from '../src/server/accounts/actors.js';
import type { Db } from '../src/server/db/types.js';
import { createServices, type Services } from '../src/server/services.js';
import { benchConfig, openBenchBackend } from './lib/backend.js';
import { isMain } from './lib/env.js';
import { sentencesOf, titleOf } from './lib/fixture-text.js';
import {
  allMet,
  formatResult,
  perBackend,
  type Backend,
  type BenchResult,
  type Budget,
  type Row,
} from './lib/report.js';
import {
  BODY_QUERIES,
  EXTRA_PAGES,
  FIXTURE_LANGUAGES,
  LANGUAGE_QUERIES,
  NAME_QUERIES,
  PREFIX_QUERIES,
} from './search-relevance-corpus.js';

const FIXTURES = resolve(fileURLToPath(new URL('../../shared/fixtures/articles', import.meta.url)));
const GENERATED = Number(process.env.BENCH_RELEVANCE_SAVES ?? 1500);

type Kind = 'exact title' | 'phrase' | 'name' | 'body word' | 'prefix' | 'language' | 'saver title';
const KINDS: Kind[] = [
  'exact title',
  'phrase',
  'name',
  'body word',
  'prefix',
  'language',
  'saver title',
];
/** Generated saves made with a title of their saver's (as `/save?url=…&title=…` does). */
const RETITLED = { from: 100, count: 40 };

interface Page {
  name: string;
  lang: string;
  title: string;
  html: string;
  excerpt: string | null;
  siteName: string | null;
  /** The save's own title, when its saver gave one (the article keeps `title`). */
  saveTitle?: string;
}

interface Labelled {
  kind: Kind;
  query: string;
  /** Item ids of the relevant saves. */
  relevant: Set<number>;
}

/** Lower case, every run of anything but letters and digits one space. */
const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

function fixturePages(): Page[] {
  if (!existsSync(FIXTURES)) return [];
  return readdirSync(FIXTURES)
    .filter((name) => existsSync(join(FIXTURES, name, 'expected.html')))
    .sort()
    .map((name) => {
      const meta = JSON.parse(
        readFileSync(join(FIXTURES, name, 'expected-metadata.json'), 'utf8'),
      ) as {
        title: string | null;
        lang: string | null;
        excerpt: string | null;
        siteName: string | null;
      };
      return {
        name,
        lang: FIXTURE_LANGUAGES[name] ?? meta.lang ?? 'en',
        title: meta.title ?? '',
        html: readFileSync(join(FIXTURES, name, 'expected.html'), 'utf8'),
        excerpt: meta.excerpt,
        siteName: meta.siteName,
      };
    });
}

/** Saves made of sentences of pages in one language: a title from a sentence, 12 in the text. */
function generatedPages(pages: Page[], count: number): Page[] {
  const byLanguage = new Map<string, string[]>();
  for (const page of pages) {
    const base = page.lang.split('-')[0]!.toLowerCase();
    const sentences = sentencesOf(page.html);
    if (sentences.length === 0) sentences.push(page.html.replace(/<[^>]*>/g, ' ').trim());
    byLanguage.set(base, [...(byLanguage.get(base) ?? []), ...sentences]);
  }
  byLanguage.delete('la');
  byLanguage.delete('ja');
  byLanguage.delete('zh');
  const languages = [...byLanguage.keys()].sort();
  const generated: Page[] = [];
  for (let n = 0; n < count; n += 1) {
    // Half English, the rest spread over the other languages.
    const lang = n % 2 === 0 ? 'en' : languages[(n >> 1) % languages.length]!;
    const pool = byLanguage.get(lang)!;
    const pick = (k: number) => pool[(n * 7919 + k * 104729) % pool.length]!;
    generated.push({
      name: `generated-${n}`,
      lang,
      title: titleOf(pick(0), 4 + (n % 6)),
      html: Array.from({ length: 12 }, (_, k) => `<p>${pick(k + 1)}</p>`).join(''),
      excerpt: null,
      siteName: null,
      ...(n >= RETITLED.from && n < RETITLED.from + RETITLED.count
        ? { saveTitle: `To read later #${n - RETITLED.from + 1} (from the newsletter)` }
        : {}),
    });
  }
  return generated;
}

/** The library: every page an item (parsed, with its language) saved by one user. */
async function seedPages(db: Db, userId: number, pages: Page[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, page] of pages.entries()) {
    // A retitled save's address names no words (`/?p=123`, as many sites do): its article's
    // title is found by that title, not by the URL.
    const slug = page.saveTitle
      ? `?p=${index}`
      : words(page.title).replaceAll(' ', '-').slice(0, 60) || 'page';
    const url = `https://www.${page.name}.example/${slug}-${index}`;
    const [item] = await db.query<{ item_id: number }>(
      `INSERT INTO items (given_url, normal_url, resolved_url, parse_status, is_article, title, article,
                          language, excerpt, site_name, word_count, time_to_read)
       VALUES ($1, $1, $1, 'PARSED', true, $2, $3, $4, $5, $6, 300, 2) RETURNING item_id::int`,
      [url, page.title, page.html, page.lang, page.excerpt, page.siteName],
    );
    await db.query(
      `INSERT INTO saved_items (user_id, item_id, given_url, title, status, created_at, updated_at)
       VALUES ($1, $2, $3, $5, 'UNREAD', now() - $4 * interval '1 hour', now())`,
      [userId, item!.item_id, url, index, page.saveTitle ?? null],
    );
    ids.set(page.name, item!.item_id);
  }
  return ids;
}

/** Tokens of a query, each with its words apart; the last one a prefix (typed, no space after). */
function tokensOf(query: string): Array<{ whole: string; parts: string; prefix: boolean }> {
  const tokens = query.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token));
  return tokens.map((token, index) => ({
    whole: token,
    parts: words(token),
    prefix: index === tokens.length - 1 && /^[\p{L}\p{N}]+$/u.test(token),
  }));
}

/** SQL: does document `v` of configuration `cfg` hold the token as typed or in its own language? */
const OWN = `(numnode(plainto_tsquery(d.config, t.whole)) = 0
   OR v @@ plainto_tsquery(d.config, t.whole) OR v @@ plainto_tsquery('simple', t.whole)
   OR v @@ plainto_tsquery(d.config, t.parts) OR v @@ plainto_tsquery('simple', t.parts)
   OR (t.prefix AND v @@ to_tsquery('simple', t.whole || ':*')))`;

/** SQL: does it hold the token only in another language's stemming? */
const FOREIGN = `(NOT ${OWN} AND EXISTS (
   SELECT 1 FROM pg_ts_config c
    WHERE c.cfgname IN ('english', 'german', 'french', 'spanish', 'italian', 'portuguese', 'dutch',
                        'swedish', 'russian', 'danish', 'finnish', 'norwegian', 'hungarian',
                        'romanian', 'turkish')
      AND c.oid <> d.config
      AND numnode(plainto_tsquery(c.oid::regconfig, t.whole)) > 0
      AND v @@ plainto_tsquery(c.oid::regconfig, t.whole)))`;

const tokenArrays = (query: string) => {
  const tokens = tokensOf(query);
  return [tokens.map((t) => t.whole), tokens.map((t) => t.parts), tokens.map((t) => t.prefix)];
};

/** Every save of the user whose document holds every token (OWN). */
async function oracle(db: Db, userId: number, query: string): Promise<Set<number>> {
  const rows = await db.query<{ item_id: number }>(
    `SELECT d.item_id::int FROM search_documents d, LATERAL (SELECT search_document(d.head, d.body) AS v) x
      WHERE d.user_id = $1
        AND (SELECT bool_and(${OWN})
                    -- a query of nothing but the document language's stop words is no match
                    AND bool_or(numnode(plainto_tsquery(d.config, t.whole)) > 0)
               FROM unnest($2::text[], $3::text[], $4::boolean[]) AS t(whole, parts, prefix))`,
    [userId, ...tokenArrays(query)],
  );
  return new Set(rows.map((row) => row.item_id));
}

/** Which of these saves hold some token only through another language's stem. */
async function foreignMatches(
  db: Db,
  userId: number,
  query: string,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ item_id: number }>(
    `SELECT d.item_id::int FROM search_documents d, LATERAL (SELECT search_document(d.head, d.body) AS v) x
      WHERE d.user_id = $1 AND d.item_id = ANY($5::bigint[])
        AND (SELECT bool_or(${FOREIGN}) FROM unnest($2::text[], $3::text[], $4::boolean[]) AS t(whole, parts, prefix))`,
    [userId, ...tokenArrays(query), ids],
  );
  return rows.map((row) => row.item_id);
}

const STOP_WORDS = new Set(
  (
    'a an and the of for to in on with how what is it your from by at as be or are this that ' +
    'für der die das und im mit was sie ' +
    'le la les de du des sur à l un une et pour ' +
    'el en para con los las del por y ' +
    'per le di dei il i ' +
    'van voor het een op ' +
    'du och att så är ' +
    'o os do em um ' +
    'na w'
  ).split(' '),
);

/** 2–5 word windows of titles, each around a stop word. */
function phraseQueries(titles: string[]): string[] {
  const phrases: string[] = [];
  for (const title of titles) {
    const tokens = title.split(/\s+/).filter(Boolean);
    const at = tokens.findIndex(
      (token, index) => index > 0 && index < tokens.length - 1 && STOP_WORDS.has(words(token)),
    );
    if (at < 0) continue;
    const length = 2 + (phrases.length % 4);
    const start = Math.max(0, at - 1);
    const phrase = tokens.slice(start, Math.min(tokens.length, start + length));
    if (phrase.length >= 2) phrases.push(phrase.join(' ').replace(/[,.:;!?|]+$/, ''));
  }
  return phrases;
}

async function label(
  db: Db,
  userId: number,
  pages: Page[],
  ids: Map<string, number>,
): Promise<Labelled[]> {
  const titles = new Map<number, string>();
  for (const page of pages) titles.set(ids.get(page.name)!, words(page.title));
  const withTitle = (predicate: (title: string) => boolean) =>
    new Set([...titles].filter(([, title]) => predicate(title)).map(([id]) => id));
  const labelled: Labelled[] = [];
  const handWritten = pages.filter((page) => !page.name.startsWith('generated-'));
  const exactTitles = [
    ...handWritten.map((page) => page.title),
    ...pages
      .filter((page) => page.name.startsWith('generated-'))
      .slice(0, 24)
      .map((p) => p.title),
  ].filter((title) => words(title).length > 0);
  for (const title of new Set(exactTitles)) {
    labelled.push({
      kind: 'exact title',
      query: title,
      relevant: withTitle((t) => t === words(title)),
    });
  }
  for (const phrase of new Set(phraseQueries(handWritten.map((page) => page.title)))) {
    const wanted = ` ${words(phrase)} `;
    labelled.push({
      kind: 'phrase',
      query: phrase,
      relevant: withTitle((t) => ` ${t} `.includes(wanted)),
    });
  }
  // A save its saver titled is found by the article's own title too (migration 0045).
  for (const page of pages.filter((p) => p.saveTitle)) {
    labelled.push({
      kind: 'saver title',
      query: page.title,
      relevant: withTitle((t) => t === words(page.title)),
    });
  }
  const byOracle: Array<[Kind, string[]]> = [
    ['name', NAME_QUERIES],
    ['body word', BODY_QUERIES],
    ['language', LANGUAGE_QUERIES],
    ['prefix', PREFIX_QUERIES],
  ];
  for (const [kind, queries] of byOracle) {
    for (const query of queries) {
      labelled.push({ kind, query, relevant: await oracle(db, userId, query) });
    }
  }
  return labelled;
}

interface KindScore {
  queries: number;
  unlabelled: number;
  p1: number;
  r10: number;
  mrr: number;
}

async function measure(backend: Backend, log: (line: string) => void) {
  const { db, databaseUrl, cleanup } = await openBenchBackend(backend, 'relevance');
  try {
    const services: Services = createServices(db, benchConfig(databaseUrl));
    const user = await services.accounts.signup({
      email: 'relevance@example.com',
      username: 'relevance',
      password: 'correct horse battery staple',
    });
    const fixtures = fixturePages();
    const extra: Page[] = EXTRA_PAGES.map((page, index) => ({
      name: `extra-${index}`,
      lang: page.lang,
      title: page.title,
      html: page.text
        .split(/(?<=\.)\s+/)
        .map((sentence) => `<p>${sentence}</p>`)
        .join(''),
      excerpt: null,
      siteName: null,
    }));
    const pages = [...fixtures, ...extra, ...generatedPages([...fixtures, ...extra], GENERATED)];
    const ids = await seedPages(db, user.id, pages);
    await db.exec('ANALYZE');
    const languages = new Set(pages.map((page) => page.lang.split('-')[0]!.toLowerCase()));
    log(
      `  ${backend}: ${pages.length} saves in ${languages.size} languages (${[...languages].sort().join(', ')})`,
    );
    const labelled = await label(db, user.id, pages, ids);
    const actor = systemActorFor({ id: user.id, isAdmin: false, isPremium: true });
    const scores = new Map<Kind, KindScore>(
      KINDS.map((kind) => [kind, { queries: 0, unlabelled: 0, p1: 0, r10: 0, mrr: 0 }]),
    );
    const misses: string[] = [];
    let foreign = 0;
    let results = 0;
    const names = new Map([...ids].map(([name, id]) => [id, name]));
    for (const { kind, query, relevant } of labelled) {
      const page = await services.search.search(actor, {
        query,
        sortBy: 'RELEVANCE',
        pagination: { first: 30 },
      });
      const found = page.edges.map((edge) => Number(edge.node.savedItem.itemId));
      const top = found.slice(0, 10);
      results += top.length;
      const foreignIds = await foreignMatches(db, user.id, query, top);
      foreign += foreignIds.length;
      for (const id of foreignIds)
        misses.push(`FOREIGN STEM [${kind}] "${query}" → ${names.get(id)}`);
      const score = scores.get(kind)!;
      if (relevant.size === 0) {
        score.unlabelled += 1;
        misses.push(`UNSCORED [${kind}] "${query}": no relevant save`);
        continue;
      }
      score.queries += 1;
      const first = found.findIndex((id) => relevant.has(id));
      if (first === 0) score.p1 += 1;
      if (first >= 0) score.mrr += 1 / (first + 1);
      const hits = top.filter((id) => relevant.has(id)).length;
      const recall = hits / Math.min(10, relevant.size);
      score.r10 += recall;
      if (first !== 0 || recall < 1) {
        misses.push(
          `[${kind}] "${query}": first relevant at ${first < 0 ? '—' : first + 1}, recall@10 ${(recall * 100).toFixed(0)}% of ${relevant.size}; top: ${top
            .slice(0, 3)
            .map((id) => names.get(id))
            .join(', ')}`,
        );
      }
    }
    return { scores, misses, foreign, results, labelled: labelled.length };
  } finally {
    await cleanup();
  }
}

const pct = (value: number, of: number) => (of ? `${((value / of) * 100).toFixed(1)}%` : '—');

type Measured = Awaited<ReturnType<typeof measure>>;

/** Logs each backend's table per kind and misses; returns the goals as budgeted rows. */
export async function runSearchRelevanceBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  const backends = (process.env.BENCH_BACKENDS ?? 'pglite').split(',') as Backend[];
  const measured: Partial<Record<Backend, Measured>> = {};
  for (const backend of backends) {
    log(`search relevance (${backend}):`);
    const result = await measure(backend, log);
    measured[backend] = result;
    const { scores, misses, foreign, results, labelled } = result;
    log(`  ${labelled} labelled queries`);
    log('');
    log('| kind        | queries | P@1    | recall@10 | MRR   |');
    log('| ----------- | ------- | ------ | --------- | ----- |');
    const all = totals(scores);
    for (const [kind, score] of [...scores, ['all', all] as const]) {
      log(
        `| ${kind.padEnd(11)} | ${String(score.queries).padEnd(7)} | ${pct(score.p1, score.queries).padEnd(6)} | ${pct(score.r10, score.queries).padEnd(9)} | ${(score.queries ? score.mrr / score.queries : 0).toFixed(3)} |`,
      );
    }
    log('');
    log(
      `Results matching only through another language's stem: ${foreign} of ${results} in the top 10s (goal 0).`,
    );
    if (all.unlabelled) log(`Queries without a relevant save (not scored): ${all.unlabelled}.`);
    if (misses.length) {
      log(`Misses (${misses.length}):`);
      for (const miss of misses.slice(0, Number(process.env.BENCH_SHOW_MISSES ?? 40)))
        log(`  ${miss}`);
    }
  }
  const both = perBackend(measured);
  const share = (kind: Kind, pick: (score: KindScore) => number) => (m: Measured) => {
    const score = m.scores.get(kind)!;
    return score.queries ? (pick(score) / score.queries) * 100 : NaN;
  };
  const goal = (budget: Budget) => Object.fromEntries(backends.map((b) => [b, budget]));
  const rows: Row[] = [
    {
      metric: 'Exact titles, precision@1',
      unit: '%',
      ...both(share('exact title', (s) => s.p1)),
      budget: goal({ min: 100 }),
    },
    {
      metric: 'Body words, recall@10',
      unit: '%',
      ...both(share('body word', (s) => s.r10)),
      budget: goal({ min: 95 }),
    },
    {
      metric: "Top-10 results matching only through another language's stem",
      unit: '',
      ...both((m) => m.foreign),
      budget: goal({ max: 1 }),
    },
    ...KINDS.filter((kind) => kind !== 'exact title').flatMap((kind) => [
      { metric: `${kind}: precision@1`, unit: '%', ...both(share(kind, (s) => s.p1)) },
      { metric: `${kind}: recall@10`, unit: '%', ...both(share(kind, (s) => s.r10)) },
    ]),
  ];
  return {
    title: 'Search relevance across languages',
    rows,
    notes: [
      'Per kind (P@1, recall@10, MRR) in the log above; labels as the header of bench/search-relevance.bench.ts says.',
    ],
  };
}

function totals(scores: Map<Kind, KindScore>): KindScore {
  const all: KindScore = { queries: 0, unlabelled: 0, p1: 0, r10: 0, mrr: 0 };
  for (const score of scores.values()) {
    all.queries += score.queries;
    all.unlabelled += score.unlabelled;
    all.p1 += score.p1;
    all.r10 += score.r10;
    all.mrr += score.mrr;
  }
  return all;
}

if (isMain(import.meta.url)) {
  const result = await runSearchRelevanceBench();
  console.log(`\n${formatResult(result)}`);
  if (!allMet(result)) process.exitCode = 1;
}
