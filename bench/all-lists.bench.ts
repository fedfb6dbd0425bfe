/**
 * All Lists (budget: a user with 200 lists, p95 under 50 ms), on PGlite and on a
 * PostgreSQL server: Pocket's GetShareableLists document (every list with the first page of its
 * items) through app.inject as the signed-in owner. Lists are made through GraphQL with 5 items
 * each, as the web client makes them; two other users have lists too.
 */
import type { FastifyInstance } from 'fastify';
import { POCKET_LIST_DOCUMENTS } from '../src/server/test/pocket-list-documents.js';
import { injectGraphql, JSON_HEADERS, signUpThroughApi, withBenchApp } from './lib/backend.js';
import { measureEachBackend, perBackend, printWhenMain } from './lib/report.js';
import type { Backend, BenchResult } from './lib/report.js';
import { msSince, percentile } from './lib/stats.js';

const LISTS = 200;
const ITEMS_PER_LIST = 5;
const REQUESTS = Number(process.env.BENCH_ALL_LISTS_REQUESTS ?? 200);
const WARM_UP = 20;

interface Measured {
  full: number[];
  recent: number[];
  bytes: number;
}

async function seedLists(app: FastifyInstance, headers: Record<string, string>, count: number) {
  for (let n = 0; n < count; n += 1) {
    await injectGraphql(
      app,
      headers,
      `mutation($listData: CreateShareableListInput!, $itemData: [AddItemInput!]!) {
        createAndAddToShareableList(listData: $listData, itemData: $itemData) { externalId } }`,
      {
        listData: { title: `Reading list ${n}`, description: `Things to read, part ${n}.` },
        itemData: Array.from({ length: ITEMS_PER_LIST }, (_, i) => ({
          itemId: String(n * 100 + i + 1),
          url: `https://news.example.com/${n}/story-${i}`,
          title: `Story ${i} of list ${n}`,
          imageUrl: `https://images.example.com/${n}-${i}.jpg`,
        })),
      },
    );
  }
}

async function time(app: FastifyInstance, headers: Record<string, string>, query: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
    const start = process.hrtime.bigint();
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      payload: JSON.stringify({ query, variables: { pagination: { first: 30 } } }),
    });
    const elapsed = msSince(start);
    if (response.statusCode !== 200 || response.body.includes('"errors"'))
      throw new Error(response.body.slice(0, 500));
    if (i >= WARM_UP) times.push(elapsed);
    bytes = response.body.length;
  }
  return { times, bytes };
}

async function measureBackend(backend: Backend, log: (line: string) => void): Promise<Measured> {
  return withBenchApp(backend, 'all_lists', async (app) => {
    const owner = { ...JSON_HEADERS, cookie: await signUpThroughApi(app, 'many_lists') };
    for (const name of ['other_one', 'other_two'])
      await seedLists(app, { ...JSON_HEADERS, cookie: await signUpThroughApi(app, name) }, 20);
    await seedLists(app, owner, LISTS);
    const full = await time(app, owner, POCKET_LIST_DOCUMENTS.GetShareableLists);
    const recent = await time(app, owner, POCKET_LIST_DOCUMENTS.GetShareableListsRecent);
    log(
      `  ${backend}: GetShareableLists p50 ${percentile(full.times, 50).toFixed(2)} ms, p95 ${percentile(full.times, 95).toFixed(2)} ms (${(full.bytes / 1024).toFixed(0)} KB)`,
    );
    return { full: full.times, recent: recent.times, bytes: full.bytes };
  });
}

export async function runAllListsBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  log(`All Lists: ${LISTS} lists of ${ITEMS_PER_LIST} items, ${REQUESTS} requests per case`);
  const measured = await measureEachBackend((backend) => measureBackend(backend, log), log);
  const both = perBackend(measured);
  const budget = { pglite: { max: 50 }, postgres: { max: 50 } };
  return {
    title: `All Lists (${LISTS} lists, GraphQL via app.inject)`,
    rows: [
      { metric: 'GetShareableLists, p50', unit: 'ms', ...both((m) => percentile(m.full, 50)) },
      {
        metric: 'GetShareableLists, p95',
        unit: 'ms',
        ...both((m) => percentile(m.full, 95)),
        budget,
      },
      {
        metric: 'GetShareableLists (recent, side nav), p95',
        unit: 'ms',
        ...both((m) => percentile(m.recent, 95)),
        budget,
      },
      { metric: 'response size', unit: 'KB', ...both((m) => m.bytes / 1024) },
    ],
    notes: [
      `${REQUESTS} sequential requests per case after ${WARM_UP} warm-up requests, with Pocket's two GetShareableLists documents (pagination first: 30). The first page of every list's items is read in one query for all lists (graphql/lists.ts batches them).`,
    ],
  };
}

await printWhenMain(import.meta.url, runAllListsBench);
