/** The worker's fetch slots: an import's backlog of page fetches never delays a page saved by hand. */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PgQueue } from '../queue/pg-queue.js';
import { createTestDb, type TestDb } from '../test/test-db.js';
import { defineJob, defineJobKind } from './job.js';
import { Worker } from './worker.js';

const pageKind = defineJobKind({
  queue: 'test.page',
  payload: z.object({ n: z.number(), host: z.string().optional() }),
  maxAttempts: 1,
});

describe('Worker fetch slots', () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(() => testDb.destroy());

  it('with 1,000 imported fetches queued, a page saved by hand is parsed next', async () => {
    const queue = new PgQueue(testDb.db);
    const ran: number[] = [];
    let handSaved: () => void = () => undefined;
    const handSaveRan = new Promise<void>((resolve) => (handSaved = resolve));
    const worker = new Worker(
      queue,
      [
        defineJob(pageKind, async ({ n }) => {
          ran.push(n);
          if (n === -1) handSaved();
        }),
      ],
      pino({ level: 'silent' }),
      {
        pollMs: 20,
        hostPollMs: 10,
        fetchConcurrency: 4,
        hostLimits: { inFlight: 2, spacingMs: 0 },
      },
    );
    await queue.enqueueMany(
      pageKind,
      Array.from({ length: 1_000 }, (_, n) => ({ n, host: `site${n % 40}.test` })),
      { priority: -1, hostOf: (page) => page.host ?? null },
    );
    worker.start();
    await queue.enqueue(pageKind, { n: -1 });
    await handSaveRan;
    await worker.stop();
    // It did not wait for the backlog: almost all of it is still queued.
    expect(ran).toContain(-1);
    const [left] = await testDb.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM jobs WHERE queue = 'test.page' AND status = 'queued'",
    );
    expect(left!.n).toBeGreaterThan(900);
  });
});
