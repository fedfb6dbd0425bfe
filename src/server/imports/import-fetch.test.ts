/**
 * An import's page fetches end to end: the real worker fetches from local sites, each site's own
 * request log shows the politeness (never more than the in-flight limit at once; a 429 pauses
 * the site), and the import counts its pages, read or not.
 */
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseItemJob } from '../items/parse-item.job.js';
import { startFixtureHosts, type FixtureHosts } from '../items/fetch/fixture-hosts.js';
import { Worker } from '../jobs/worker.js';
import type { HostLimits } from '../queue/queue.js';
import { uploadImportFile } from '../test/import-upload.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';
import { runImportJob } from './run-import.job.js';

type Reader = Awaited<ReturnType<typeof signUp>>;

const PARAGRAPH = `<p>${'A paragraph of the article, long enough to be read as one. '.repeat(4)}</p>`;
const page = (n: number) =>
  `<!doctype html><html><head><title>Article ${n}</title></head><body><article>` +
  `<h1>Article ${n}</h1>${PARAGRAPH.repeat(6)}</article></body></html>`;
const PAGES = new Map(Array.from({ length: 20 }, (_, n) => [`/article/${n}`, page(n)]));

interface PagesView {
  status: string;
  pagesTotal: number;
  pagesFetched: number;
  pagesFailed: number;
}

describe('import page fetching', { timeout: 200_000 }, () => {
  let t: TestApp;
  let sites: FixtureHosts;
  const workers: Worker[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    // Site 3 asks every caller to come back in an hour.
    sites = await startFixtureHosts(4, {
      pages: PAGES,
      delayMs: 20,
      tooManyRequests: new Map([[3, 3_600]]),
    });
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
  });
  afterAll(async () => {
    await sites.close();
    await t.close();
  });

  function startWorker(hostLimits: HostLimits): void {
    const worker = new Worker(
      t.services.queue,
      [parseItemJob(t.services.items, t.services.imports), runImportJob(t.services.imports)],
      pino({ level: 'silent' }),
      { pollMs: 20, hostPollMs: 10, fetchConcurrency: 8, lockMs: 60_000, hostLimits },
    );
    workers.push(worker);
    worker.start();
  }

  const importUrls = (reader: Reader, urls: string[]) =>
    uploadImportFile(t.app, reader, 'other', urls.join('\n'));

  async function pages(reader: Reader): Promise<PagesView> {
    const response = await graphql<{ user: { imports: PagesView[] } }>(
      t.app,
      reader,
      '{ user { imports { status pagesTotal pagesFetched pagesFailed } } }',
    );
    expect(response.errors).toBeUndefined();
    return response.data!.user.imports[0]!;
  }

  async function waitFor(check: () => Promise<boolean>, timeoutMs = 150_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('fetches every page, at most two at once per site, and counts the ones it could not read', async () => {
    const alice = await signUp(t.app);
    startWorker({ inFlight: 2, spacingMs: 0 });
    const [a, b, c] = sites.hosts;
    const urls = [a!, b!, c!].flatMap((site) => [
      ...Array.from({ length: 8 }, (_, n) => site.url(`/article/${n}`)),
      site.url('/gone'),
    ]);
    await importUrls(alice, urls);

    await waitFor(async () => {
      const view = await pages(alice);
      return view.pagesTotal > 0 && view.pagesFetched + view.pagesFailed === view.pagesTotal;
    });
    expect(await pages(alice)).toEqual({
      status: 'DONE',
      pagesTotal: 27,
      pagesFetched: 24,
      pagesFailed: 3,
    });
    for (const site of [a!, b!, c!]) {
      expect(site.requests).toBe(9);
      expect(site.maxInFlight).toBeLessThanOrEqual(2);
    }
    // A page that could not be read is still saved, with the reason.
    const gone = await t.db.query<{ parse_status: string; parse_error: string | null }>(
      `SELECT i.parse_status, i.parse_error FROM saved_items s JOIN items i USING (item_id)
        WHERE s.user_id = $1 AND i.normal_url LIKE '%/gone'`,
      [Number(alice.id)],
    );
    expect(gone).toHaveLength(3);
    expect(gone.every((row) => row.parse_status === 'FAILED')).toBe(true);
    expect(gone[0]?.parse_error).toMatch(/404/);
  });

  it('leaves a site that answered 429 alone for its Retry-After while the others go on', async () => {
    const bob = await signUp(t.app);
    startWorker({ inFlight: 1, spacingMs: 0 });
    const [a, , , limited] = sites.hosts;
    const before = a!.requests;
    await importUrls(bob, [
      ...Array.from({ length: 3 }, (_, n) => limited!.url(`/article/${n}`)),
      ...Array.from({ length: 6 }, (_, n) => a!.url(`/article/${10 + n}`)),
    ]);

    await waitFor(async () => (await pages(bob)).pagesFetched === 6);
    expect(a!.requests - before).toBe(6);
    expect(limited!.requests).toBe(1);
    const [paused] = await t.db.query<{ minutes: number }>(
      `SELECT extract(epoch FROM next_at - now()) / 60 AS minutes FROM fetch_hosts WHERE host = $1`,
      [limited!.host],
    );
    expect(Number(paused?.minutes)).toBeGreaterThan(50);
  });
});
