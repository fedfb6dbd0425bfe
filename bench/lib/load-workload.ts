/**
 * The load bench's workload (bench/load.bench.ts): a readable library for every user (article
 * text, tags) and the mix of the web client's own GraphQL documents sent against it.
 */
import type { Db } from '../../src/server/db/types.js';
import {
  GetReaderItemBySlugDocument,
  GetSavedItemsDocument,
  ItemArchiveDocument,
  ItemTagsReplaceDocument,
  ItemUpsertDocument,
  SearchSavedItemsDocument,
} from '../../src/web/gql/graphql.js';
import { fixtureSentences } from './fixture-text.js';

export type Op = 'list' | 'read' | 'search' | 'save' | 'archive' | 'tag';

/**
 * Reading dominates, as in the web client's use: the Saves list on every visit, an article
 * opened from it, now and then a search, and fewer writes (a new save, archiving what was read,
 * tagging one).
 */
const DEFAULT_MIX: ReadonlyArray<readonly [Op, number]> = [
  ['list', 0.4],
  ['read', 0.2],
  ['search', 0.15],
  ['save', 0.1],
  ['archive', 0.08],
  ['tag', 0.07],
];

export const OPS: readonly Op[] = DEFAULT_MIX.map(([op]) => op);

/**
 * BENCH_MIXED_MIX, e.g. `read=1` (one operation alone, for its CPU per request) or
 * `list=50,search=50`: relative weights, normalised.
 */
function mixFrom(spec: string | undefined): ReadonlyArray<readonly [Op, number]> {
  if (!spec) return DEFAULT_MIX;
  const weights = spec.split(',').map((pair): [Op, number] => {
    const [op, weight] = pair.trim().split('=');
    if (!OPS.includes(op as Op) || !(Number(weight) > 0))
      throw new Error(`BENCH_MIXED_MIX: "${pair}" (operations: ${OPS.join(', ')})`);
    return [op as Op, Number(weight)];
  });
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  return weights.map(([op, weight]) => [op, weight / total] as const);
}

export const MIX = mixFrom(process.env.BENCH_MIXED_MIX);

export const describeMix = (): string =>
  MIX.map(([op, weight]) => `${op} ${Math.round(weight * 100)}%`).join(', ');

const SEARCHES = [
  'climate',
  'remote work',
  'database',
  'coffee',
  'open source',
  'sleep science',
  'design',
  'history of cities',
];

/** Each user's tag vocabulary: a save gets ~2 of them, the tag dialog sets 1–3. */
const TAG_COUNT = 40;
const tagName = (n: number) => `topic-${String(n).padStart(2, '0')}`;

/** The documents as the web client sends them (fragments included). */
const DOCUMENTS: Record<Op, string> = {
  list: GetSavedItemsDocument.toString(),
  read: GetReaderItemBySlugDocument.toString(),
  search: SearchSavedItemsDocument.toString(),
  save: ItemUpsertDocument.toString(),
  archive: ItemArchiveDocument.toString(),
  tag: ItemTagsReplaceDocument.toString(),
};

export function pickOp(random: number = Math.random()): Op {
  let r = random;
  for (const [op, weight] of MIX) {
    r -= weight;
    if (r < 0) return op;
  }
  return MIX[0]![0];
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

/** The workload's view of one user: their saves that it reads, archives and tags. */
export interface LoadUser {
  cookie: string;
  saveIds: string[];
}

/** Request bodies for the mix; `newPageUrl` gives each save a URL never saved before. */
export function requestBodies(newPageUrl: () => string) {
  return (op: Op, user: LoadUser): string => {
    const variables = ((): unknown => {
      switch (op) {
        case 'list':
          return {
            filter: { statuses: ['UNREAD'] },
            sort: { sortBy: 'CREATED_AT', sortOrder: 'DESC' },
            pagination: { first: 30 },
          };
        case 'read':
          return { id: pick(user.saveIds) };
        case 'search':
          return {
            queryString: pick(SEARCHES),
            filter: {},
            sort: { sortBy: 'RELEVANCE', sortOrder: 'DESC' },
            pagination: { first: 30 },
          };
        case 'save':
          return { input: { url: newPageUrl() } };
        case 'archive':
          return { itemId: pick(user.saveIds) };
        case 'tag': {
          const count = 1 + Math.floor(Math.random() * 3);
          const tags = Array.from({ length: count }, () =>
            tagName(Math.floor(Math.random() * TAG_COUNT)),
          );
          return { input: [{ savedItemId: pick(user.saveIds), tags: [...new Set(tags)] }] };
        }
      }
    })();
    return JSON.stringify({ query: DOCUMENTS[op], variables });
  };
}

/**
 * Makes the seeded saves of `userIds` readable as the worker would have left them: parsed, with
 * ~15 sentences of the fixture articles as their text (~2 KB, the reader's article and search's
 * body), and ~2 tags each; then the search documents are rebuilt once, with their triggers off
 * meanwhile (row by row they would take minutes).
 */
export async function seedReadableLibrary(db: Db, userIds: number[]): Promise<void> {
  const sentences = fixtureSentences();
  const searchTriggers = [
    ['items', 'items_search_update'],
    ['saved_items', 'saved_items_search_update'],
    ['saved_item_tags', 'saved_item_tags_search_insert'],
  ];
  for (const [table, trigger] of searchTriggers)
    await db.exec(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
  try {
    await db.query(
      `UPDATE items i SET parse_status = 'PARSED', is_article = true, language = 'en',
              title = s.title, excerpt = left(g.text, 200), article = g.html,
              word_count = 300, time_to_read = 1 + i.item_id % 25
         FROM (SELECT DISTINCT ON (item_id) item_id, title FROM saved_items
                WHERE user_id = ANY($1::bigint[]) ORDER BY item_id) s,
              LATERAL (SELECT string_agg('<p>' || b.s || '</p>', '') AS html,
                              string_agg(b.s, ' ') AS text
                         FROM generate_series(1, 15) k
                         JOIN unnest($2::text[]) WITH ORDINALITY b(s, n)
                           ON b.n = 1 + (s.item_id * 7919 + k * 104729) % $3) g
        WHERE i.item_id = s.item_id`,
      [userIds, sentences, sentences.length],
    );
    await db.query(
      `INSERT INTO saved_item_tags (user_id, item_id, name)
       SELECT DISTINCT s.user_id, s.item_id,
              'topic-' || lpad(((s.item_id * 3 + k) * 7 % ${TAG_COUNT})::text, 2, '0')
         FROM saved_items s, generate_series(1, 2) k WHERE s.user_id = ANY($1::bigint[])
       ON CONFLICT DO NOTHING`,
      [userIds],
    );
  } finally {
    for (const [table, trigger] of searchTriggers)
      await db.exec(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
  }
  // The GIN indexes are built once afterwards: kept up to date row by row, they are most of it.
  const ginIndexes = await db.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE tablename = 'search_documents' AND indexdef ILIKE '%USING gin%'`,
  );
  for (const { name } of ginIndexes) await db.exec(`DROP INDEX ${name}`);
  await db.query(
    'SELECT count(search_refresh(user_id, item_id, true)) FROM saved_items WHERE user_id = ANY($1::bigint[])',
    [userIds],
  );
  for (const { definition } of ginIndexes) await db.exec(definition);
  await db.exec('ANALYZE');
}
