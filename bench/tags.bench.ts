/**
 * Tags and bulk edit, on PGlite and on a PostgreSQL server, for a user with
 * 100,000 saves and 1,000 tags (~2 tags per save, one tag on 10,000 saves):
 * (a) GetUsersTags as the web client sends it (first: 100, then after), each request timed,
 *     and the whole 10-page load; also with savedItemCount (the tags page);
 * (b) renameTagByName of the tag on 10,000 saves (renamed back and forth), and a merge;
 * (c) bulk archive of 300 saves end to end over HTTP: 10 sequential requests of 30 aliased
 *     updateSavedItemArchive, as the web client's bulk mode sends them.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/server/db/types.js';
import {
  TOUCH_SAVES_QUEUE,
  TouchSavesPayload,
  touchSavesJob,
} from '../src/server/saves/touch-saves.job.js';
import { injectGraphql, sessionHeaders } from './lib/backend.js';
import { listenOnLoopback, withBenchServices } from './lib/bench-services.js';
import { measureInTurn, perBackend, percentileRow, printWhenMain } from './lib/report.js';
import type { Backend, BenchResult, Row } from './lib/report.js';
import { seedLibrary } from './lib/seed.js';
import { msSince, percentile } from './lib/stats.js';

const SAVES = Number(process.env.BENCH_SAVES ?? 100_000);
const TAGS = 1_000;
const BIG_TAG_SAVES = 10_000;
const TAG_LOADS = Number(process.env.BENCH_TAG_LOADS ?? 50);
const RENAMES = 10;
const BULK_RUNS = 5;
const BULK_ITEMS = 300;
const BATCH = 30;
const GET_USERS_TAGS = `query GetUsersTags($pagination: PaginationInput) { user { tags(pagination: $pagination) { edges { node { name id } } totalCount pageInfo { hasNextPage endCursor } } } }`;
const GET_TAGS_WITH_COUNTS = `query GetTagsPage($pagination: PaginationInput) { user { tags(pagination: $pagination) { edges { node { name id savedItemCount } } totalCount pageInfo { hasNextPage endCursor } } } }`;
const RENAME = `mutation RenameTagByName($oldName: String!, $newName: String!) { renameTagByName(oldName: $oldName, newName: $newName) { name id } }`;

/** 1,000 tags spread over the saves (0–3 each, ~1.8 on average) plus tag-0000 on 10,000 saves. */
async function seedTags(db: Db, userId: number): Promise<void> {
  await db.query(
    `INSERT INTO saved_item_tags (user_id, item_id, name)
     SELECT DISTINCT $1::bigint, s.item_id, 'tag-' || lpad((1 + ((s.item_id * 3 + k) * 7) % ($2::int - 1))::text, 4, '0')
       FROM saved_items s, generate_series(1, 3) k
      WHERE s.user_id = $1 AND (s.item_id * 7919 + k * 104729) % 5 < 3
     ON CONFLICT DO NOTHING`,
    [userId, TAGS],
  );
  await db.query(
    `INSERT INTO saved_item_tags (user_id, item_id, name)
     SELECT $1::bigint, item_id, 'tag-0000' FROM saved_items WHERE user_id = $1
      ORDER BY item_id LIMIT $2 ON CONFLICT DO NOTHING`,
    [userId, BIG_TAG_SAVES],
  );
  await db.exec('ANALYZE saved_item_tags');
}

interface Measured {
  pageRequests: number[];
  fullLoads: number[];
  countRequests: number[];
  renames: number[];
  merge: number;
  /** The deferred saves.touch job of one rename (10,000 saves). */
  touchJob: number;
  bulk: number[];
  tagRows: number;
}

type TagsData = {
  user: {
    tags: {
      edges: unknown[];
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };
};

/** The client's loop: pages of 100 until the end; returns each request's time. */
async function loadAllTags(
  app: FastifyInstance,
  headers: Record<string, string>,
  query: string,
): Promise<number[]> {
  const times: number[] = [];
  let after: string | null = null;
  let seen = 0;
  do {
    const start = process.hrtime.bigint();
    const data = (await injectGraphql(app, headers, query, {
      pagination: { first: 100, ...(after ? { after } : {}) },
    })) as TagsData;
    times.push(msSince(start));
    seen += data.user.tags.edges.length;
    after = data.user.tags.pageInfo.hasNextPage ? data.user.tags.pageInfo.endCursor : null;
  } while (after);
  if (seen !== TAGS) throw new Error(`expected ${TAGS} tags, loaded ${seen}`);
  return times;
}

async function bulkArchive(baseUrl: string, headers: Record<string, string>, ids: string[]) {
  const start = process.hrtime.bigint();
  for (let offset = 0; offset < ids.length; offset += BATCH) {
    const batch = ids.slice(offset, offset + BATCH);
    const variables = Object.fromEntries(batch.map((id, i) => [`id${i}`, id]));
    const query = `mutation BulkArchive(${batch.map((_, i) => `$id${i}: ID!`).join(', ')}) { ${batch
      .map(
        (_, i) =>
          `a${i}: updateSavedItemArchive(id: $id${i}) { id status isArchived archivedAt _updatedAt }`,
      )
      .join(' ')} }`;
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables, operationName: 'BulkArchive' }),
    });
    const body = (await response.json()) as { errors?: unknown };
    if (!response.ok || body.errors) throw new Error(JSON.stringify(body.errors));
  }
  return msSince(start);
}

async function measureBackend(backend: Backend, log: (line: string) => void): Promise<Measured> {
  return withBenchServices(backend, 'tags', async ({ db, services, app: startApp }) => {
    const library = await seedLibrary(db, services, {
      saves: SAVES,
      otherUsers: 2,
      otherSaves: 1000,
    });
    await seedTags(db, library.userId);
    const [{ rows: tagRows } = { rows: 0 }] = await db.query<{ rows: number }>(
      'SELECT count(*)::int AS rows FROM saved_item_tags WHERE user_id = $1',
      [library.userId],
    );
    log(`  ${backend}: seeded ${SAVES} saves, ${TAGS} tags on ${tagRows} save–tag pairs`);
    const headers = await sessionHeaders(services, library.userId);
    const app = await startApp();

    for (let i = 0; i < 5; i += 1) await loadAllTags(app, headers, GET_USERS_TAGS);
    const pageRequests: number[] = [];
    const fullLoads: number[] = [];
    for (let i = 0; i < TAG_LOADS; i += 1) {
      const times = await loadAllTags(app, headers, GET_USERS_TAGS);
      pageRequests.push(...times);
      fullLoads.push(times.reduce((sum, time) => sum + time, 0));
    }
    const countRequests: number[] = [];
    for (let i = 0; i < TAG_LOADS / 5; i += 1) {
      countRequests.push(...(await loadAllTags(app, headers, GET_TAGS_WITH_COUNTS)));
    }
    log(
      `  ${backend}: GetUsersTags p50 ${percentile(pageRequests, 50).toFixed(2)} ms, p95 ${percentile(pageRequests, 95).toFixed(2)} ms`,
    );

    const renames: number[] = [];
    for (let i = 0; i < RENAMES; i += 1) {
      const [from, to] = i % 2 === 0 ? ['tag-0000', 'tag-big'] : ['tag-big', 'tag-0000'];
      const start = process.hrtime.bigint();
      await injectGraphql(app, headers, RENAME, { oldName: from, newName: to });
      renames.push(msSince(start));
    }
    const mergeStart = process.hrtime.bigint();
    await injectGraphql(app, headers, RENAME, { oldName: 'tag-0000', newName: 'tag-0001' });
    const merge = msSince(mergeStart);
    log(
      `  ${backend}: rename on ${BIG_TAG_SAVES} saves p50 ${percentile(renames, 50).toFixed(0)} ms`,
    );
    const [touch] = await services.queue.claim([TOUCH_SAVES_QUEUE], 1, 60_000);
    if (!touch) throw new Error('expected a saves.touch job after the renames');
    const touchStart = process.hrtime.bigint();
    await touchSavesJob(services.saves).handle(TouchSavesPayload.parse(touch.payload), {
      attempt: 1,
      maxAttempts: 1,
    });
    const touchJob = msSince(touchStart);

    const baseUrl = await listenOnLoopback(app);
    const bulk: number[] = [];
    for (let run = 0; run < BULK_RUNS; run += 1) {
      const ids = (
        await db.query<{ item_id: string }>(
          `SELECT item_id::text FROM saved_items WHERE user_id = $1 AND status = 'UNREAD'
            ORDER BY created_at DESC LIMIT $2`,
          [library.userId, BULK_ITEMS],
        )
      ).map((row) => row.item_id);
      bulk.push(await bulkArchive(baseUrl, headers, ids));
    }
    log(`  ${backend}: bulk archive of ${BULK_ITEMS} p50 ${percentile(bulk, 50).toFixed(0)} ms`);
    return { pageRequests, fullLoads, countRequests, renames, merge, touchJob, bulk, tagRows };
  });
}

export async function runTagsBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  log(`tags and bulk edit: ${SAVES} saves, ${TAGS} tags`);
  const measured = await measureInTurn(['pglite', 'postgres'], (backend) =>
    measureBackend(backend, log),
  );
  const both = perBackend(measured);
  const bigTag = BIG_TAG_SAVES.toLocaleString('en');
  const rows: Row[] = [
    percentileRow(both, 'GetUsersTags request (100 tags), p50', (m) => m.pageRequests, 50),
    percentileRow(both, 'GetUsersTags request (100 tags), p95', (m) => m.pageRequests, 95, {
      pglite: { max: 20 },
      postgres: { max: 20 },
    }),
    percentileRow(both, 'all 1,000 tags (10 requests), p50', (m) => m.fullLoads, 50),
    percentileRow(both, 'with savedItemCount (tags page), p95', (m) => m.countRequests, 95),
    percentileRow(both, `renameTagByName, tag on ${bigTag} saves, p50`, (m) => m.renames, 50),
    {
      metric: `renameTagByName, tag on ${bigTag} saves, max`,
      unit: 'ms',
      ...both((m) => Math.max(...m.renames)),
      budget: { pglite: { max: 300 }, postgres: { max: 300 } },
    },
    { metric: 'rename merging into an existing tag', unit: 'ms', ...both((m) => m.merge) },
    {
      metric: `deferred saves.touch job (${bigTag} saves)`,
      unit: 'ms',
      ...both((m) => m.touchJob),
    },
    percentileRow(
      both,
      `bulk archive of ${BULK_ITEMS} (HTTP, batches of ${BATCH}), p50`,
      (m) => m.bulk,
      50,
    ),
    {
      metric: `bulk archive of ${BULK_ITEMS}, max`,
      unit: 'ms',
      ...both((m) => Math.max(...m.bulk)),
      budget: { postgres: { max: 3000 } },
    },
  ];
  return {
    title: 'Tags and bulk edit',
    rows,
    notes: [
      `Data: one user with ${SAVES.toLocaleString('en')} saves, ${TAGS.toLocaleString('en')} tags on ${measured.postgres?.tagRows.toLocaleString('en') ?? '?'} save–tag pairs (tag-0000 on ${BIG_TAG_SAVES.toLocaleString('en')} saves), two other users. Requests through app.inject with a session cookie, except bulk archive (HTTP on 127.0.0.1, ${BULK_RUNS} runs of 300 unread saves).`,
    ],
  };
}

await printWhenMain(import.meta.url, runTagsBench);
