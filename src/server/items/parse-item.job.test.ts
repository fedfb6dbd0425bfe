// The parse job's failure policy, against a real database, queue and fetcher: a page that cannot
// be reached at all (no such name, nothing listening) fails at once with its reason, while a
// timeout or a 503 is thrown back to the worker, which tries again after a backoff.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../jobs/registry.js';
import { Worker } from '../jobs/worker.js';
import { actorFromCookie } from '../test/factories.js';
import { runQueuedImports, uploadImportFile } from '../test/import-upload.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';
import type { Actor } from '../core/actor.js';
import { FetchError } from './fetch/fetch-error.js';
import { fetchPage } from './fetch/fetch-page.js';
import { failure, startTestServer, type TestServer } from './fetch/fetch-test-server.js';
import { ItemsService } from './items.service.js';
import { parseItemJob, parseItemKind } from './parse-item.job.js';

let t: TestApp;
let server: TestServer;
/** Requests per path, to tell a retried fetch from one tried once. */
const hits = new Map<string, number>();
/** A loopback origin where nothing listens (a server started and closed again). */
let refused: string;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.startsWith('/busy')) {
      response.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '1' });
      return response.end('busy');
    }
    if (path.startsWith('/hang')) return; // never answers
    if (path.startsWith('/page')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(
        `<title>A page</title><article><p>${'Words to read. '.repeat(40)}</p></article>`,
      );
    }
    response.writeHead(404);
    response.end();
  });
  const closed = await startTestServer(() => undefined);
  refused = closed.url;
  await closed.close();
  t = await createTestApp({ allowPrivateFetch: true });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await t?.close();
});

/** The job over an ItemsService whose fetcher has a DNS table and a short time limit. */
function jobWithFetcher() {
  const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
  const items = new ItemsService(t.db, t.services.queue, {
    fetchPage: (url, options) =>
      fetchPage(url, {
        ...options,
        totalTimeoutMs: 300,
        resolve: (name) =>
          name === 'gone.example' ? Promise.reject(notFound) : Promise.resolve(['127.0.0.1']),
      }),
    allowPrivateFetch: true,
  });
  return { items, job: parseItemJob(items) };
}

/** Runs attempt `attempt` of 4 for `url`: what the handler threw (or null) and the item after. */
async function attempt(url: string, attemptNumber = 1) {
  const { items, job } = jobWithFetcher();
  const { itemId } = await items.itemForUrl(url);
  const thrown = await job
    .handle({ itemId }, { attempt: attemptNumber, maxAttempts: parseItemKind.maxAttempts })
    .then(
      () => null,
      (error: unknown) => error,
    );
  return { thrown, item: await items.get(itemId) };
}

describe('parse job: unreachable pages fail at once', () => {
  it('a name that does not resolve (ENOTFOUND) is final on the first attempt', async () => {
    const { thrown, item } = await attempt('http://gone.example/post');
    expect(thrown).toBeNull();
    expect(item).toMatchObject({ parseStatus: 'FAILED', parseError: expect.any(String) });
    expect(item?.parseError).toBe(
      'The site could not be reached: its address does not exist on the public internet.',
    );
  });

  it('a refused connection (ECONNREFUSED) is final on the first attempt', async () => {
    const { thrown, item } = await attempt(`${refused}/article`);
    expect(thrown).toBeNull();
    expect(item?.parseStatus).toBe('FAILED');
    expect(item?.parseError).toBe('The site refused the connection.');
  });

  it('says why in the fetch error itself', async () => {
    expect(
      (await failure(fetchPage(`${refused}/article`, { allowPrivate: true }))).message,
    ).toMatch(/refused the connection/);
    expect((await failure(fetchPage('http://nothing.invalid/'))).message).toMatch(
      /nothing\.invalid does not exist/,
    );
  });
});

describe('parse job: temporary failures still retry with backoff', () => {
  it('a 503 is thrown back for a retry, and recorded only on the last attempt', async () => {
    const url = `${server.url}/busy/first`;
    const first = await attempt(url, 1);
    expect(first.thrown).toBeInstanceOf(FetchError);
    expect(first.thrown).toMatchObject({ kind: 'HTTP_ERROR', status: 503, permanent: false });
    expect(first.item?.parseStatus).toBe('PENDING');

    const last = await attempt(url, parseItemKind.maxAttempts);
    expect(last.thrown).toBeNull();
    expect(last.item).toMatchObject({ parseStatus: 'FAILED', responseCode: 503 });
  });

  it('a timeout is thrown back for a retry', async () => {
    const { thrown, item } = await attempt(`${server.url}/hang/first`, 1);
    expect(thrown).toMatchObject({ kind: 'TIMEOUT', permanent: false });
    expect(item?.parseStatus).toBe('PENDING');
  });

  it('backs off longer after each failure', () => {
    const delays = [1, 2, 3].map((n) => parseItemKind.backoffMs?.(n) ?? 0);
    expect(delays[0]).toBeGreaterThanOrEqual(1_000);
    expect(delays[1]).toBeGreaterThan(delays[0]!);
    expect(delays[2]).toBeGreaterThan(delays[1]!);
  });
});

describe('parse job of an imported page', () => {
  it('counts the page as not read when its last attempt fails outside the page, so the import completes', async () => {
    const reader = await signUp(t.app);
    await uploadImportFile(t.app, reader, 'other', `${server.url}/page/imported`);
    await runQueuedImports(t.services);
    const [parse] = await t.services.queue.claim([parseItemKind.queue], 1, 60_000);
    const payload = parseItemKind.payload.parse(parse!.payload);
    expect(payload.importId).toBeDefined();

    // The page is read, then a step after it fails (here a hook after parsing; in life the
    // database going away) on every attempt.
    const items = new ItemsService(t.db, t.services.queue, { fetchPage, allowPrivateFetch: true });
    items.onParsed(() => Promise.reject(new Error('the database went away')));
    const job = parseItemJob(items, t.services.imports);
    const last = { attempt: parseItemKind.maxAttempts, maxAttempts: parseItemKind.maxAttempts };
    await expect(job.handle(payload, { ...last, attempt: 1 })).rejects.toThrow('went away');
    await expect(job.handle(payload, last)).rejects.toThrow('went away');

    const response = await graphql<{ user: { imports: Array<Record<string, number>> } }>(
      t.app,
      reader,
      '{ user { imports { pagesTotal pagesFetched pagesFailed } } }',
    );
    expect(response.data?.user.imports).toEqual([
      { pagesTotal: 1, pagesFetched: 0, pagesFailed: 1 },
    ]);
  });
});

describe('parse job under a running worker', () => {
  let worker: Worker;
  let actor: Actor;

  beforeAll(async () => {
    actor = await actorFromCookie(t.services, (await signUp(t.app)).cookie);
    worker = new Worker(t.services.queue, jobDefinitions(t.services), pino({ level: 'silent' }), {
      pollMs: 50,
    });
    worker.start();
  });
  afterAll(() => worker?.stop());

  const parseStatusOf = async (url: string) => {
    const { itemId } = await t.services.items.itemForUrl(url);
    return (await t.services.items.get(itemId))?.parseStatus;
  };
  const until = async (check: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 15_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  it('saves of unreachable pages end FAILED while a 503 is fetched again', async () => {
    const busy = `${server.url}/busy/saved`;
    const refusedUrl = `${refused}/saved`;
    for (const url of ['http://nothing.invalid/saved', refusedUrl, busy]) {
      await t.services.saves.upsert(actor, { url });
    }
    await until(
      async () =>
        (await parseStatusOf('http://nothing.invalid/saved')) === 'FAILED' &&
        (await parseStatusOf(refusedUrl)) === 'FAILED',
      'the unreachable saves fail',
    );
    // The 503 is tried, stays pending, and is tried again after its backoff.
    await until(async () => (hits.get('/busy/saved') ?? 0) >= 2, 'the 503 is retried');
    expect(await parseStatusOf(busy)).toBe('PENDING');
  });
});
