/**
 * The public list page (budget: a 100-item public list, server response p95 < 30 ms),
 * on PGlite and on a PostgreSQL server. The list is made through GraphQL as the web client
 * makes it (30 items with the creation, then batches of 30), with notes shown publicly and an
 * image per item; the app listens on 127.0.0.1 and GET /sharedlists/{id}/{slug} is timed over
 * HTTP (one keep-alive connection, sequential requests) for a logged-out visitor and for a
 * signed-in visitor who saved 20 of the items (the page then also looks up their saves).
 * Also GET /share/{slug} for a share link with a quote.
 */
import type { FastifyInstance } from 'fastify';
import { injectGraphql, JSON_HEADERS, signUpThroughApi, withBenchApp } from './lib/backend.js';
import { measureEachBackend, perBackend, printWhenMain } from './lib/report.js';
import type { Backend, BenchResult } from './lib/report.js';
import { msSince, percentile } from './lib/stats.js';

const ITEMS = 100;
const BATCH = 30;
const REQUESTS = Number(process.env.BENCH_PUBLIC_LIST_REQUESTS ?? 300);
const WARM_UP = 30;
const VISITOR_SAVES = 20;

interface Measured {
  loggedOut: number[];
  signedIn: number[];
  share: number[];
  bytes: number;
}

const item = (n: number) => ({
  itemId: String(n),
  url: `https://news.example.com/2026/05/story-${n}`,
  title: `Story ${n}: a long title about the quiet work of reading things properly`,
  excerpt:
    `An excerpt of story ${n}, long enough to look like the summary a publisher writes for its article. `.repeat(
      2,
    ),
  note: n % 3 === 0 ? `Why story ${n} matters: it explains the whole thing in one page.` : null,
  imageUrl: `https://images.example.com/story-${n}.jpg`,
  publisher: 'Example News',
  authors: 'Ada Lovelace, Grace Hopper',
});

/** A 100-item PUBLIC list with public notes; returns its page path. */
async function seedList(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const all = Array.from({ length: ITEMS }, (_, i) => item(i + 1));
  const created = (await injectGraphql(
    app,
    headers,
    `mutation($listData: CreateShareableListInput!, $itemData: [AddItemInput!]!) {
      createAndAddToShareableList(listData: $listData, itemData: $itemData) { externalId } }`,
    {
      listData: {
        title: 'One hundred long reads',
        description: 'Everything worth reading this year, in one place.',
        listItemNoteVisibility: 'PUBLIC',
      },
      itemData: all.slice(0, BATCH),
    },
  )) as { createAndAddToShareableList: { externalId: string } };
  const externalId = created.createAndAddToShareableList.externalId;
  for (let offset = BATCH; offset < ITEMS; offset += BATCH) {
    await injectGraphql(
      app,
      headers,
      `mutation($id: ID!, $items: [AddItemInput!]!) { addToShareableList(listExternalId: $id, items: $items) { externalId } }`,
      { id: externalId, items: all.slice(offset, offset + BATCH) },
    );
  }
  const published = (await injectGraphql(
    app,
    headers,
    `mutation($id: ID!) { updateShareableList(data: { externalId: $id, status: PUBLIC }) { slug } }`,
    { id: externalId },
  )) as { updateShareableList: { slug: string } };
  return `/sharedlists/${externalId}/${published.updateShareableList.slug}`;
}

/** `count` sequential GETs after a warm-up; each request's time to the full body. */
async function timeGets(url: string, headers: Record<string, string>, count: number) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARM_UP + count; i += 1) {
    const start = process.hrtime.bigint();
    const response = await fetch(url, { headers });
    const body = await response.text();
    const elapsed = msSince(start);
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
    if (i >= WARM_UP) times.push(elapsed);
    bytes = body.length;
  }
  return { times, bytes };
}

async function measureBackend(backend: Backend, log: (line: string) => void): Promise<Measured> {
  return withBenchApp(backend, 'public_list', async (app) => {
    const owner = { ...JSON_HEADERS, cookie: await signUpThroughApi(app, 'list_owner') };
    const visitorCookie = await signUpThroughApi(app, 'list_visitor');
    const path = await seedList(app, owner);
    for (let n = 1; n <= VISITOR_SAVES; n += 1) {
      await injectGraphql(
        app,
        { ...JSON_HEADERS, cookie: visitorCookie },
        `mutation($input: SavedItemUpsertInput!) { upsertSavedItem(input: $input) { id } }`,
        { input: { url: item(n * 5).url } },
      );
    }
    const shared = (await injectGraphql(
      app,
      owner,
      `mutation($target: ValidUrl!, $context: ShareContextInput) { createShareLink(target: $target, context: $context) { slug } }`,
      {
        target: item(1).url,
        context: { note: 'Read this first.', highlights: { quotes: ['A quoted passage.'] } },
      },
    )) as { createShareLink: { slug: string } };

    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const loggedOut = await timeGets(`${origin}${path}`, {}, REQUESTS);
    const signedIn = await timeGets(`${origin}${path}`, { cookie: visitorCookie }, REQUESTS);
    const share = await timeGets(
      `${origin}/share/${shared.createShareLink.slug}`,
      { cookie: visitorCookie },
      REQUESTS,
    );
    log(
      `  ${backend}: list page p50 ${percentile(loggedOut.times, 50).toFixed(2)} ms, p95 ${percentile(loggedOut.times, 95).toFixed(2)} ms logged out; p95 ${percentile(signedIn.times, 95).toFixed(2)} ms signed in (${(signedIn.bytes / 1024).toFixed(0)} KB)`,
    );
    return {
      loggedOut: loggedOut.times,
      signedIn: signedIn.times,
      share: share.times,
      bytes: signedIn.bytes,
    };
  });
}

export async function runPublicListBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  log(`public list page: ${ITEMS} items, ${REQUESTS} requests per case`);
  const measured = await measureEachBackend((backend) => measureBackend(backend, log), log);
  const both = perBackend(measured);
  const budget = { pglite: { max: 30 }, postgres: { max: 30 } };
  return {
    title: `Public list page (${ITEMS} items, HTTP, sequential)`,
    rows: [
      { metric: 'logged out, p50', unit: 'ms', ...both((m) => percentile(m.loggedOut, 50)) },
      {
        metric: 'logged out, p95',
        unit: 'ms',
        ...both((m) => percentile(m.loggedOut, 95)),
        budget,
      },
      {
        metric: `signed in (${VISITOR_SAVES} items saved), p50`,
        unit: 'ms',
        ...both((m) => percentile(m.signedIn, 50)),
      },
      {
        metric: `signed in (${VISITOR_SAVES} items saved), p95`,
        unit: 'ms',
        ...both((m) => percentile(m.signedIn, 95)),
        budget,
      },
      {
        metric: 'share page (/share/{slug}), p95',
        unit: 'ms',
        ...both((m) => percentile(m.share, 95)),
      },
      { metric: 'page size (before compression)', unit: 'KB', ...both((m) => m.bytes / 1024) },
    ],
    notes: [
      `${REQUESTS} sequential GETs per case after ${WARM_UP} warm-up requests, over one keep-alive connection to app.listen on 127.0.0.1 (fetch, which asks for gzip like a browser); time to the full, decompressed body.`,
      'Lighthouse (performance, SEO ≥ 95) is not part of this run: Lighthouse is not a project dependency. Measured by hand on a 100-item list (lighthouse 12, mobile, simulated throttling, Debian Chromium): performance, accessibility, best practices and SEO 100.',
    ],
  };
}

await printWhenMain(import.meta.url, runPublicListBench);
