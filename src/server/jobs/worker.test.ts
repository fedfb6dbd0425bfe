import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../db/types.js';
import { PgQueue } from '../queue/pg-queue.js';
import { createTestDb, type TestDb } from '../test/test-db.js';
import { defineJob, type JobDefinition } from './job.js';
import { Worker } from './worker.js';

const log = pino({ level: 'silent' });

interface JobRow {
  id: number;
  queue: string;
  status: string;
  attempts: number;
  last_error: string | null;
  payload: unknown;
}

/** Polls until `check` returns true, or fails after `timeoutMs`. */
async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Worker with PgQueue', () => {
  let testDb: TestDb;
  let db: Db;
  let queue: PgQueue;
  const workers: Worker[] = [];

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    queue = new PgQueue(db);
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
  });
  afterAll(() => testDb.destroy());

  const startWorker = (definitions: JobDefinition[], concurrency = 2) => {
    const worker = new Worker(queue, definitions, log, { pollMs: 20, concurrency, lockMs: 60_000 });
    workers.push(worker);
    worker.start();
    return worker;
  };
  const jobsIn = (name: string) =>
    db.query<JobRow>(
      'SELECT id, queue, status, attempts, last_error, payload FROM jobs WHERE queue = $1 ORDER BY id',
      [name],
    );

  it('runs a job once with its payload and marks it done', async () => {
    const seen: number[] = [];
    startWorker([
      defineJob({
        queue: 'test.once',
        payload: z.object({ n: z.number() }),
        async handle(payload) {
          seen.push(payload.n);
        },
      }),
    ]);
    await queue.enqueue('test.once', { n: 7 });
    await waitFor(async () => (await jobsIn('test.once'))[0]?.status === 'done');
    await sleep(100);
    expect(seen).toEqual([7]);
    expect(await jobsIn('test.once')).toMatchObject([
      { status: 'done', attempts: 1, last_error: null, payload: { n: 7 } },
    ]);
  });

  it('runs each of many jobs exactly once with two workers competing', async () => {
    const runs = new Map<number, number>();
    const definition = defineJob({
      queue: 'test.many',
      payload: z.object({ n: z.number() }),
      async handle(payload) {
        runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
        await sleep(2);
      },
    });
    for (let n = 0; n < 20; n++) await queue.enqueue('test.many', { n });
    startWorker([definition], 3);
    startWorker([definition], 3);
    await waitFor(async () => (await jobsIn('test.many')).every((job) => job.status === 'done'));
    await sleep(100);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('retries a failing job and marks it failed with the last error after maxAttempts', async () => {
    let calls = 0;
    startWorker([
      defineJob({
        queue: 'test.failing',
        payload: z.object({}),
        async handle() {
          calls += 1;
          throw new Error(`boom ${calls}`);
        },
        backoffMs: () => 5,
      }),
    ]);
    await queue.enqueue('test.failing', {}, { maxAttempts: 3 });
    await waitFor(async () => (await jobsIn('test.failing'))[0]?.status === 'failed');
    await sleep(100);
    expect(calls).toBe(3);
    expect(await jobsIn('test.failing')).toMatchObject([
      { status: 'failed', attempts: 3, last_error: 'boom 3' },
    ]);
  });

  it('finishes a job that succeeds on a retry', async () => {
    let calls = 0;
    startWorker([
      defineJob({
        queue: 'test.flaky',
        payload: z.object({}),
        async handle() {
          calls += 1;
          if (calls < 3) throw new Error('not yet');
        },
        backoffMs: () => 0,
      }),
    ]);
    await queue.enqueue('test.flaky', {});
    await waitFor(async () => (await jobsIn('test.flaky'))[0]?.status === 'done');
    expect(calls).toBe(3);
    expect(await jobsIn('test.flaky')).toMatchObject([{ status: 'done', attempts: 3 }]);
  });

  it('waits for the backoff before retrying', async () => {
    const times: number[] = [];
    startWorker([
      defineJob({
        queue: 'test.backoff',
        payload: z.object({}),
        async handle() {
          times.push(Date.now());
          throw new Error('again');
        },
        backoffMs: () => 300,
      }),
    ]);
    await queue.enqueue('test.backoff', {}, { maxAttempts: 2 });
    await waitFor(async () => (await jobsIn('test.backoff'))[0]?.status === 'failed');
    expect(times).toHaveLength(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(250);
  });

  it('treats a payload that does not match the schema as a failure', async () => {
    let calls = 0;
    startWorker([
      defineJob({
        queue: 'test.payload',
        payload: z.object({ url: z.string() }),
        async handle() {
          calls += 1;
        },
        backoffMs: () => 0,
      }),
    ]);
    await queue.enqueue('test.payload', { url: 42 }, { maxAttempts: 1 });
    await waitFor(async () => (await jobsIn('test.payload'))[0]?.status === 'failed');
    expect(calls).toBe(0);
    expect((await jobsIn('test.payload'))[0]?.last_error).toMatch(/url/);
  });

  it('creates one job for an idempotency key while it is queued, and a new one once done', async () => {
    await queue.enqueue('test.idem', { n: 1 }, { idempotencyKey: 'k1' });
    await queue.enqueue('test.idem', { n: 2 }, { idempotencyKey: 'k1' });
    await queue.enqueue('test.idem', { n: 3 }, { idempotencyKey: 'k2' });
    await queue.enqueue('test.idem', { n: 4 });
    await queue.enqueue('test.idem', { n: 5 });
    expect((await jobsIn('test.idem')).map((job) => job.payload)).toEqual([
      { n: 1 },
      { n: 3 },
      { n: 4 },
      { n: 5 },
    ]);
    // The same key in another queue is independent.
    await queue.enqueue('test.idem.other', { n: 6 }, { idempotencyKey: 'k1' });
    expect(await jobsIn('test.idem.other')).toHaveLength(1);

    startWorker([
      defineJob({ queue: 'test.idem', payload: z.object({ n: z.number() }), async handle() {} }),
    ]);
    await waitFor(async () => (await jobsIn('test.idem')).every((job) => job.status === 'done'));
    await queue.enqueue('test.idem', { n: 7 }, { idempotencyKey: 'k1' });
    expect((await jobsIn('test.idem')).map((job) => job.payload)).toContainEqual({ n: 7 });
  });

  it('does not run a job before its runAt', async () => {
    let calls = 0;
    startWorker([
      defineJob({
        queue: 'test.later',
        payload: z.object({}),
        async handle() {
          calls += 1;
        },
      }),
    ]);
    await queue.enqueue('test.later', {}, { runAt: new Date(Date.now() + 60_000) });
    await sleep(150);
    expect(calls).toBe(0);
    expect((await jobsIn('test.later'))[0]?.status).toBe('queued');
  });

  it('stop() waits for a running job to finish and claims nothing afterwards', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    let finished = 0;
    const worker = startWorker([
      defineJob({
        queue: 'test.slow',
        payload: z.object({}),
        async handle() {
          started += 1;
          await gate;
          finished += 1;
        },
      }),
    ]);
    await queue.enqueue('test.slow', {});
    await waitFor(() => started === 1);

    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await sleep(100);
    expect(stopped).toBe(false);
    expect(finished).toBe(0);

    release();
    await stopping;
    expect(finished).toBe(1);
    expect((await jobsIn('test.slow'))[0]?.status).toBe('done');

    await queue.enqueue('test.slow', {});
    await sleep(150);
    expect(started).toBe(1);
    expect((await jobsIn('test.slow'))[1]?.status).toBe('queued');
  });
});
