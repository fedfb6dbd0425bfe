/**
 * Highlights, on PGlite and on a PostgreSQL server, for a premium user with
 * 100,000 saves and 10,000 highlights (one on every 10th save, a note on every 4th highlight):
 * (a) CreateHighlight as Pocket's web client sends it (one element, version 2), round trip
 *     through app.inject with a session cookie, 500 creates on 500 saves (budget p95 < 50 ms);
 * (b) DeleteHighlight of those 500;
 * (c) the Saves first page with the highlights selection of SavedItemDetails, and the
 *     isHighlighted view (/saves/highlights) first page.
 */
import type { Db } from '../src/server/db/types.js';
import { injectGraphql, sessionHeaders } from './lib/backend.js';
import { withBenchServices } from './lib/bench-services.js';
import { measureInTurn, perBackend, percentileRow, printWhenMain } from './lib/report.js';
import type { Backend, BenchResult, Row } from './lib/report.js';
import { seedLibrary } from './lib/seed.js';
import { msSince, percentile } from './lib/stats.js';
import { timeRepeated } from './lib/timed-requests.js';

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
  return withBenchServices(backend, 'highlights', async ({ db, services, app: startApp }) => {
    const library = await seedLibrary(db, services, {
      saves: SAVES,
      otherUsers: 2,
      otherSaves: 1000,
    });
    const highlights = await seedHighlights(db, library.userId);
    await services.accounts.setFlag(library.userId, 'premium', true);
    log(`  ${backend}: seeded ${SAVES} saves, ${highlights} highlights`);
    const headers = await sessionHeaders(services, library.userId);
    const app = await startApp();

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
      const data = (await injectGraphql(app, headers, CREATE, {
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

    for (const id of warmIds) await injectGraphql(app, headers, DELETE, { highlightId: id });
    const deletes = await timeRepeated(
      (i) => injectGraphql(app, headers, DELETE, { highlightId: created[i]! }),
      created.length,
    );

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
    const timeList = (variables: Record<string, unknown>) =>
      timeRepeated(() => injectGraphql(app, headers, LIST, variables), LIST_REQUESTS, 20);
    const listFirstPage = await timeList(firstPage);
    const highlightedPage = await timeList(highlighted);
    log(
      `  ${backend}: saves first page with highlights p95 ${percentile(listFirstPage, 95).toFixed(2)} ms`,
    );
    return { creates, deletes, listFirstPage, highlightedPage, highlights, highlightsOnFirstPage };
  });
}

export async function runHighlightsBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  log(`highlights: ${SAVES} saves, ${SAVES / HIGHLIGHT_EVERY} highlights, ${CREATES} creates`);
  const measured = await measureInTurn(['pglite', 'postgres'], (backend) =>
    measureBackend(backend, log),
  );
  const both = perBackend(measured);
  const rows: Row[] = [
    percentileRow(both, 'CreateHighlight round trip, p50', (m) => m.creates, 50),
    percentileRow(both, 'CreateHighlight round trip, p95', (m) => m.creates, 95, {
      pglite: { max: 50 },
      postgres: { max: 50 },
    }),
    percentileRow(both, 'DeleteHighlight, p50', (m) => m.deletes, 50),
    percentileRow(both, 'DeleteHighlight, p95', (m) => m.deletes, 95),
    percentileRow(both, 'Saves first page with highlights (30), p50', (m) => m.listFirstPage, 50),
    percentileRow(both, 'Saves first page with highlights (30), p95', (m) => m.listFirstPage, 95),
    percentileRow(both, 'isHighlighted view first page, p95', (m) => m.highlightedPage, 95),
  ];
  return {
    title: 'Highlights',
    rows,
    notes: [
      `Data: one premium user with ${SAVES.toLocaleString('en')} saves and ${measured.postgres?.highlights.toLocaleString('en') ?? '?'} highlights (one on every ${HIGHLIGHT_EVERY}th save, a note on every 4th; ${measured.postgres?.highlightsOnFirstPage ?? '?'} on the first page of 30), two other users. Requests through app.inject with a session cookie: ${WARM_UP} warm-up creates, then ${CREATES} timed CreateHighlight (one element, as Pocket's web client sends it) on ${CREATES} different saves, then each deleted; ${LIST_REQUESTS} list requests after 20 warm-up ones.`,
    ],
  };
}

await printWhenMain(import.meta.url, runHighlightsBench);
