/**
 * Search: Satchel's `searchSavedItems` (GraphQL through app.inject: full text, a page of 30 with
 * totalCount) against wallabag's approach on the same library and server: its search query
 * (`EntryRepository::getBuilderForSearchByUser`: title, url and content matched with
 * `LIKE '%term%'`, newest first) written as ILIKE, with the count Pagerfanta runs before the
 * page. The ILIKE side is bare SQL through pg, without wallabag's HTTP, PHP and tag join, so
 * it is the least that approach can cost.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/types.js';
import { injectGraphql } from '../lib/backend.js';
import { QUERIES } from '../search.bench.js';
import { msSince, percentile } from '../lib/stats.js';

/**
 * search.bench.ts's queries that both approaches can answer: plain words, two words, a phrase,
 * prefixes while typing — not tags, filters or exclusions, which an ILIKE scan has no notion of.
 */
export const COMPARE_QUERIES = QUERIES.filter((query) => !/(^|\s)(tag:|is:|-)/.test(query));

const PAGE_SIZE = 30;

const SEARCH_QUERY = `query CompareSearch($term: String!, $sort: SearchSortInput) {
  user { searchSavedItems(term: $term, sort: $sort, pagination: { first: ${PAGE_SIZE} }) {
    edges { node { searchHighlights { fullText title } savedItem { id url title status isFavorite _createdAt } } }
    pageInfo { hasNextPage endCursor }
    totalCount } } }`;

const ILIKE_WHERE = 'user_id = $1 AND (content ILIKE $2 OR title ILIKE $2 OR url ILIKE $2)';

/** wallabag's search of one term: the count, then the first page newest first. */
async function ilikeSearch(db: Db, userId: number, query: string): Promise<number> {
  const pattern = `%${query.replace(/"/g, '').replace(/[\\%_]/g, '\\$&')}%`;
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM wallabag_entry WHERE ${ILIKE_WHERE}`,
    [userId, pattern],
  );
  await db.query(
    `SELECT id, title, url, is_archived, is_starred, created_at FROM wallabag_entry
      WHERE ${ILIKE_WHERE} ORDER BY created_at DESC, id DESC LIMIT ${PAGE_SIZE}`,
    [userId, pattern],
  );
  return count?.n ?? 0;
}

export interface SearchWay {
  name: string;
  /** All samples, ms. */
  samples: number[];
  /** Each query's samples, ms. */
  perQuery: Map<string, number[]>;
}

/**
 * Each query once per way as a warm-up, then `rounds` rounds in which every way runs every query
 * (taking turns, so the machine's load hits each alike).
 */
export async function compareSearch(options: {
  app: FastifyInstance;
  headers: Record<string, string>;
  db: Db;
  userId: number;
  rounds: number;
  log: (line: string) => void;
}): Promise<SearchWay[]> {
  const { app, headers, db, userId } = options;
  const satchel = (sortBy: 'CREATED_AT' | 'RELEVANCE') => (term: string) =>
    injectGraphql(app, headers, SEARCH_QUERY, { term, sort: { sortBy } });
  const ways: Array<{ name: string; run: (query: string) => Promise<unknown> }> = [
    { name: 'Satchel searchSavedItems, newest first', run: satchel('CREATED_AT') },
    { name: 'Satchel searchSavedItems, by relevance', run: satchel('RELEVANCE') },
    { name: 'ILIKE scan (wallabag), newest first', run: (q) => ilikeSearch(db, userId, q) },
  ];
  for (const way of ways) for (const query of COMPARE_QUERIES) await way.run(query);
  const results = ways.map((way): SearchWay => ({
    name: way.name,
    samples: [],
    perQuery: new Map(),
  }));
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [i, way] of ways.entries()) {
      for (const query of COMPARE_QUERIES) {
        const start = process.hrtime.bigint();
        await way.run(query);
        const ms = msSince(start);
        results[i]!.samples.push(ms);
        results[i]!.perQuery.set(query, [...(results[i]!.perQuery.get(query) ?? []), ms]);
      }
    }
  }
  for (const query of COMPARE_QUERIES) {
    const p50s = results.map((way) => percentile(way.perQuery.get(query)!, 50).toFixed(1));
    options.log(`    ${query.padEnd(18)} p50 ${p50s.join(' / ')} ms`);
  }
  return results;
}
