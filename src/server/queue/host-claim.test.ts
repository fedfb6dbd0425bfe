/** Claims of fetch jobs by host (migration 0037): one per host, in flight and spacing, priority. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../db/types.js';
import { defineJobKind } from '../jobs/job.js';
import { createTestDb, type TestDb } from '../test/test-db.js';
import { PgQueue } from './pg-queue.js';

const fetchKind = defineJobKind({
  queue: 'test.fetch',
  payload: z.object({ n: z.number(), host: z.string().optional() }),
  maxAttempts: 3,
  idempotencyKey: ({ n }) => `page:${n}`,
});
const QUEUES = [fetchKind.queue];
const LOCK_MS = 60_000;
/** No spacing: the in-flight limit alone decides. */
const TWO_IN_FLIGHT = { inFlight: 2, spacingMs: 0 };

describe('claiming fetch jobs by host', () => {
  let testDb: TestDb;
  let db: Db;
  let queue: PgQueue;

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    queue = new PgQueue(db);
  });
  beforeEach(async () => {
    await db.query('DELETE FROM jobs');
    await db.query('DELETE FROM fetch_hosts');
  });
  afterAll(() => testDb.destroy());

  /** `perHost` jobs for each host, numbered from `from`; the import's priority (-1). */
  async function enqueuePages(hosts: string[], perHost: number, from = 0): Promise<number> {
    const payloads = hosts.flatMap((host, h) =>
      Array.from({ length: perHost }, (_, i) => ({ n: from + h * perHost + i, host })),
    );
    return queue.enqueueMany(fetchKind, payloads, { priority: -1, hostOf: (p) => p.host ?? null });
  }
  const hostsOf = (jobs: Array<{ host: string | null }>) => jobs.map((job) => job.host).sort();

  it('claims one job per host, and no more of a host than it may have in flight', async () => {
    expect(await enqueuePages(['a.test', 'b.test', 'c.test'], 5)).toBe(15);

    const first = await queue.claimByHost(QUEUES, 10, LOCK_MS, TWO_IN_FLIGHT, 'w1');
    expect(hostsOf(first)).toEqual(['a.test', 'b.test', 'c.test']);
    const second = await queue.claimByHost(QUEUES, 10, LOCK_MS, TWO_IN_FLIGHT, 'w2');
    expect(hostsOf(second)).toEqual(['a.test', 'b.test', 'c.test']);
    // Two of each host are running (across two workers): none can be claimed.
    expect(await queue.claimByHost(QUEUES, 10, LOCK_MS, TWO_IN_FLIGHT, 'w1')).toEqual([]);

    const doneOnB = first.find((job) => job.host === 'b.test')!;
    await queue.complete(doneOnB.id, 'w1');
    expect(hostsOf(await queue.claimByHost(QUEUES, 10, LOCK_MS, TWO_IN_FLIGHT, 'w1'))).toEqual([
      'b.test',
    ]);
  });

  it('asks a host again only after its spacing, while other hosts go on', async () => {
    await enqueuePages(['a.test', 'b.test'], 3);
    const hourApart = { inFlight: 2, spacingMs: 3_600_000 };
    expect(hostsOf(await queue.claimByHost(QUEUES, 10, LOCK_MS, hourApart, 'w1'))).toEqual([
      'a.test',
      'b.test',
    ]);
    expect(await queue.claimByHost(QUEUES, 10, LOCK_MS, hourApart, 'w1')).toEqual([]);

    await enqueuePages(['c.test'], 2, 100);
    expect(hostsOf(await queue.claimByHost(QUEUES, 10, LOCK_MS, hourApart, 'w1'))).toEqual([
      'c.test',
    ]);
  });

  it('leaves a host paused by a Retry-After alone until then', async () => {
    await enqueuePages(['a.test', 'b.test'], 2);
    await queue.holdHost('a.test', new Date(Date.now() + 3_600_000));
    // A shorter pause never shortens the longer one.
    await queue.holdHost('a.test', new Date(Date.now() - 1_000));
    const claimed = await queue.claimByHost(QUEUES, 10, LOCK_MS, TWO_IN_FLIGHT, 'w1');
    expect(hostsOf(claimed)).toEqual(['b.test']);
  });

  it('claims the best job of the best hosts first', async () => {
    await enqueuePages(['a.test', 'b.test', 'c.test'], 2);
    await queue.enqueueMany(fetchKind, [{ n: 50, host: 'c.test' }], {
      priority: 5,
      hostOf: (p) => p.host ?? null,
    });
    const [best] = await queue.claimByHost(QUEUES, 1, LOCK_MS, TWO_IN_FLIGHT, 'w1');
    expect(best?.payload).toEqual({ n: 50, host: 'c.test' });
  });

  it('a page saved by hand is claimed before 1,000 queued import fetches', async () => {
    await enqueuePages(
      Array.from({ length: 50 }, (_, i) => `site${i}.test`),
      20,
    );
    await queue.enqueue(fetchKind, { n: 5_000 });

    // The general slots take it at once: the import's fetches are not theirs.
    const [general] = await queue.claim(QUEUES, 1, LOCK_MS, 'w1', true);
    expect(general?.payload).toEqual({ n: 5_000 });
    expect(general?.host).toBeNull();
    expect(await queue.claim(QUEUES, 1, LOCK_MS, 'w1', true)).toEqual([]);
  });

  it('a page saved by hand that an import had queued jumps the queue', async () => {
    await enqueuePages(['a.test'], 3);
    await queue.enqueue(fetchKind, { n: 2 });
    const [job] = await queue.claim(QUEUES, 1, LOCK_MS, 'w1', true);
    expect(job?.payload).toEqual({ n: 2, host: 'a.test' });
    const rows = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM jobs WHERE queue = 'test.fetch'",
    );
    expect(rows[0]?.n).toBe(3);
  });

  it('counts only new jobs when some were already queued', async () => {
    expect(await enqueuePages(['a.test'], 3)).toBe(3);
    expect(await enqueuePages(['a.test'], 5)).toBe(2);
  });
});
