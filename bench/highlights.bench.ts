/**
 * Highlights, on PGlite and on a PostgreSQL server, for a premium user with
 * 100,000 saves and 10,000 highlights (one on every 10th save, a note on every 4th highlight):
 * (a) CreateHighlight as Pocket's web client sends it (one element, version 2), round trip
 *     through app.inject with a session cookie, 500 creates on 500 saves (budget p95 < 50 ms);
 * (b) DeleteHighlight of those 500;
 * (c) the Saves first page with the highlights selection of SavedItemDetails, and the
 *     isHighlighted view (/saves/highlights) first page.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/server/db/types.js';
import { createServices } from '../src/server/services.js';
import {
  benchConfig,
  injectGraphql,
  openBenchBackend,
  readyBenchApp,
  sessionHeaders,
} from './lib/backend.js';
import { isMain } from './lib/env.js';
import {
  formatResult,
  perBackend,
  type Backend,
  type BenchResult,
  type Row,
} from './lib/report.js';
import { seedLibrary } from './lib/seed.js';
import { msSince, percentile } from './lib/stats.js';

const SAVES = Number(process.env.BENCH_SAVES ?? 100_000);
const HIGHLIGHT_EVERY = 10;
const CREATES = Number(process.env.BENCH_HIGHLIGHT_CREATES ?? 500);
const WARM_UP = 50;
const LIST_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CREATE = `mutation CreateHighlight($input: [CreateHighlightInput!]!) { createSavedItemHighlights(input: $input) { id quote patch version note { _createdAt _updatedAt text } } }`;
const DELETE = `mutation DeleteHighlight($highlightId: ID!) { deleteSavedItemHighlight(id: $highlightId) }`;
const LIST = `query GetSavedItems($filter: SavedItemsFilter, $sort: SavedItemsSort, $pagination: PaginationInput) { user { savedItems(filter: $filter, sort: $sort, pagination: $pagination) { edges { cursor node { id url title status isFavorite isArchived _createdAt _updatedAt tags { id name } annotations { highlights { id quote patch version _createdAt _updatedAt note { text _createdAt _updatedAt } } } } } pageInfo { hasNextPage endCursor } totalCount } } }`;

const QUOTE = 'the quiet habits of careful readers';
/** A version-2 patch of the size Pocket's web client sends (docs/POCKET-COMPATIBILITY.md §2.6). */
const PATCH = `@@ -1204,32 +1204,56 @@\n ading about \n+%3Cpkt_tag_annotation%3E\n the quiet h\n@@ -1240,24 +1264,49 @@\n ul readers\n+%3C/pkt_tag_annotation%3E\n  who keep\n`;

/** One highlight on every 10th save of the user's (the newest included), a note on every 4th. */
async function seedHighlights(db: Db, userId: number): Promise<number> {
  await db.query(
    `INSERT INTO highlights (user_id, id, item_id, quote, patch, version, note, note_created_at,
                             note_updated_at, created_at, updated_at)
     SELECT $1::bigint, md5('bench-' || s.item_id)::uuid, s.item_id, $2, $3, 2,
            CASE WHEN s.n % 4 = 0 THEN 'Worth rereading next week.' END,
            CASE WHEN s.n % 4 = 0 THEN s.created_at END,
            CASE WHEN s.n % 4 = 0 THEN s.created_at END,
            s.created_at, s.created_at
       FROM (SELECT item_id, created_at, row_number() OVER (ORDER BY created_at DESC) AS n
               FROM saved_items WHERE user_id = $1) s
      WHERE (s.n - 1) % $4 = 0`,
    [userId, QUOTE, PATCH, HIGHLIGHT_EVERY],
  );
  await db.exec('ANALYZE highlights');
  const [row] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM highlights WHERE user_id = $1',
    [userId],
  );
  return row?.total ?? 0;
}

interface Measured {
  creates: number[];
  deletes: number[];
  listFirstPage: number[];
  highlightedPage: number[];
  highlights: number;
  highlightsOnFirstPage: number;
}

async function measureBackend(backend: Backend, log: (line: string) => void): Promise<Measured> {
  const { db, databaseUrl, cleanup } = await openBenchBackend(backend, 'highlights');
  let app: FastifyInstance | undefined;
  try {
    const config = benchConfig(databaseUrl);
    const services = createServices(db, config);
    const library = await seedLibrary(db, services, {
      saves: SAVES,
      otherUsers: 2,
      otherSaves: 1000,
    });
    const highlights = await seedHighlights(db, library.userId);
    await services.accounts.setFlag(library.userId, 'premium', true);
    log(`  ${backend}: seeded ${SAVES} saves, ${highlights} highlights`);
    const headers = await sessionHeaders(services, library.userId);
    app = await readyBenchApp(config, services);

    // Saves without a highlight, spread over the library (older and newer).
    const targets = (
      await db.query<{ item_id: string }>(
        `SELECT s.item_id::text FROM saved_items s
          WHERE s.user_id = $1
            AND NOT EXISTS (SELECT 1 FROM highlights h WHERE h.user_id = s.user_id AND h.item_id = s.item_id)
          ORDER BY md5(s.item_id::text) LIMIT $2`,
        [library.userId, CREATES + WARM_UP],
      )
    ).map((row) => row.item_id);
    const create = async (itemId: string) => {
      const start = process.hrtime.bigint();
      const data = (await injectGraphql(app!, headers, CREATE, {
        input: [{ version: 2, itemId, quote: QUOTE, patch: PATCH }],
      })) as { createSavedItemHighlights: Array<{ id: string }> };
      return { time: msSince(start), id: data.createSavedItemHighlights[0]!.id };
    };
    const warmIds: string[] = [];
    for (const itemId of targets.slice(0, WARM_UP)) warmIds.push((await create(itemId)).id);
    const creates: number[] = [];
    const created: string[] = [];
    for (const itemId of targets.slice(WARM_UP)) {
      const { time, id } = await create(itemId);
      creates.push(time);
      created.push(id);
    }
    log(
      `  ${backend}: CreateHighlight p50 ${percentile(creates, 50).toFixed(2)} ms, p95 ${percentile(creates, 95).toFixed(2)} ms`,
    );

    const deletes: number[] = [];
    for (const id of warmIds) await injectGraphql(app, headers, DELETE, { highlightId: id });
    for (const id of created) {
      const start = process.hrtime.bigint();
      await injectGraphql(app, headers, DELETE, { highlightId: id });
      deletes.push(msSince(start));
    }

    const firstPage = {
      filter: { statuses: ['UNREAD'] },
      sort: { sortBy: 'CREATED_AT', sortOrder: 'DESC' },
      pagination: { first: 30 },
    };
    const highlighted = { ...firstPage, filter: { isHighlighted: true } };
    type ListData = {
      user: { savedItems: { edges: Array<{ node: { annotations: { highlights: unknown[] } } }> } };
    };
    const first = (await injectGraphql(app, headers, LIST, firstPage)) as ListData;
    const highlightsOnFirstPage = first.user.savedItems.edges.reduce(
      (sum, edge) => sum + edge.node.annotations.highlights.length,
      0,
    );
    const timeList = async (variables: Record<string, unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < 20; i += 1) await injectGraphql(app!, headers, LIST, variables);
      for (let i = 0; i < LIST_REQUESTS; i += 1) {
        const start = process.hrtime.bigint();
        await injectGraphql(app!, headers, LIST, variables);
        times.push(msSince(start));
      }
      return times;
    };
    const listFirstPage = await timeList(firstPage);
    const highlightedPage = await timeList(highlighted);
    log(
      `  ${backend}: saves first page with highlights p95 ${percentile(listFirstPage, 95).toFixed(2)} ms`,
    );
    return { creates, deletes, listFirstPage, highlightedPage, highlights, highlightsOnFirstPage };
  } finally {
    await app?.close();
    await cleanup();
  }
}

export async function runHighlightsBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  log(`highlights: ${SAVES} saves, ${SAVES / HIGHLIGHT_EVERY} highlights, ${CREATES} creates`);
  const measured: Partial<Record<Backend, Measured>> = {};
  for (const backend of ['pglite', 'postgres'] as const)
    measured[backend] = await measureBackend(backend, log);
  const both = perBackend(measured);
  const rows: Row[] = [
    {
      metric: 'CreateHighlight round trip, p50',
      unit: 'ms',
      ...both((m) => percentile(m.creates, 50)),
    },
    {
      metric: 'CreateHighlight round trip, p95',
      unit: 'ms',
      ...both((m) => percentile(m.creates, 95)),
      budget: { pglite: { max: 50 }, postgres: { max: 50 } },
    },
    { metric: 'DeleteHighlight, p50', unit: 'ms', ...both((m) => percentile(m.deletes, 50)) },
    { metric: 'DeleteHighlight, p95', unit: 'ms', ...both((m) => percentile(m.deletes, 95)) },
    {
      metric: 'Saves first page with highlights (30), p50',
      unit: 'ms',
      ...both((m) => percentile(m.listFirstPage, 50)),
    },
    {
      metric: 'Saves first page with highlights (30), p95',
      unit: 'ms',
      ...both((m) => percentile(m.listFirstPage, 95)),
    },
    {
      metric: 'isHighlighted view first page, p95',
      unit: 'ms',
      ...both((m) => percentile(m.highlightedPage, 95)),
    },
  ];
  return {
    title: 'Highlights',
    rows,
    notes: [
      `Data: one premium user with ${SAVES.toLocaleString('en')} saves and ${measured.postgres?.highlights.toLocaleString('en') ?? '?'} highlights (one on every ${HIGHLIGHT_EVERY}th save, a note on every 4th; ${measured.postgres?.highlightsOnFirstPage ?? '?'} on the first page of 30), two other users. Requests through app.inject with a session cookie: ${WARM_UP} warm-up creates, then ${CREATES} timed CreateHighlight (one element, as Pocket's web client sends it) on ${CREATES} different saves, then each deleted; ${LIST_REQUESTS} list requests after 20 warm-up ones.`,
    ],
  };
}

if (isMain(import.meta.url)) {
  console.log(`\n${formatResult(await runHighlightsBench())}`);
}
