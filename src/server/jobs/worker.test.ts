import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../db/types.js';
import { PgQueue } from '../queue/pg-queue.js';
import { createTestDb, type TestDb } from '../test/test-db.js';
import { defineJob, defineJobKind, type JobDefinition } from './job.js';
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

const empty = z.object({});
const numbered = z.object({ n: z.number() });
/** A test kind: 5 attempts unless told, backoff as told. */
const kind = <S extends z.ZodType>(
  queue: string,
  payload: S,
  options: { maxAttempts?: number; backoffMs?: () => number } = {},
) => defineJobKind({ queue, payload, maxAttempts: 5, ...options });

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
    const once = kind('test.once', numbered);
    startWorker([
      defineJob(once, async (payload) => {
        seen.push(payload.n);
      }),
    ]);
    await queue.enqueue(once, { n: 7 });
    await waitFor(async () => (await jobsIn('test.once'))[0]?.status === 'done');
    await sleep(100);
    expect(seen).toEqual([7]);
    expect(await jobsIn('test.once')).toMatchObject([
      { status: 'done', attempts: 1, last_error: null, payload: { n: 7 } },
    ]);
  });

  it('runs each of many jobs exactly once with two workers competing', async () => {
    const runs = new Map<number, number>();
    const many = kind('test.many', numbered);
    const definition = defineJob(many, async (payload) => {
      runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
      await sleep(2);
    });
    for (let n = 0; n < 20; n++) await queue.enqueue(many, { n });
    startWorker([definition], 3);
    startWorker([definition], 3);
    await waitFor(async () => (await jobsIn('test.many')).every((job) => job.status === 'done'));
    await sleep(100);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('retries a failing job and marks it failed with the last error after maxAttempts', async () => {
    let calls = 0;
    const failing = kind('test.failing', empty, { maxAttempts: 3, backoffMs: () => 5 });
    startWorker([
      defineJob(failing, async () => {
        calls += 1;
        throw new Error(`boom ${calls}`);
      }),
    ]);
    await queue.enqueue(failing, {});
    await waitFor(async () => (await jobsIn('test.failing'))[0]?.status === 'failed');
    await sleep(100);
    expect(calls).toBe(3);
    expect(await jobsIn('test.failing')).toMatchObject([
      { status: 'failed', attempts: 3, last_error: 'boom 3' },
    ]);
  });

  it('finishes a job that succeeds on a retry', async () => {
    let calls = 0;
    const flaky = kind('test.flaky', empty, { backoffMs: () => 0 });
    startWorker([
      defineJob(flaky, async () => {
        calls += 1;
        if (calls < 3) throw new Error('not yet');
      }),
    ]);
    await queue.enqueue(flaky, {});
    await waitFor(async () => (await jobsIn('test.flaky'))[0]?.status === 'done');
    expect(calls).toBe(3);
    expect(await jobsIn('test.flaky')).toMatchObject([{ status: 'done', attempts: 3 }]);
  });

  it('waits for the backoff before retrying', async () => {
    const times: number[] = [];
    const backoff = kind('test.backoff', empty, { maxAttempts: 2, backoffMs: () => 300 });
    startWorker([
      defineJob(backoff, async () => {
        times.push(Date.now());
        throw new Error('again');
      }),
    ]);
    await queue.enqueue(backoff, {});
    await waitFor(async () => (await jobsIn('test.backoff'))[0]?.status === 'failed');
    expect(times).toHaveLength(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(250);
  });

  it('refuses to enqueue a payload that does not match the schema', async () => {
    const strict = kind('test.strict', z.object({ url: z.string() }));
    // @ts-expect-error -- the payload's type is checked against the kind's schema, too
    await expect(queue.enqueue(strict, { url: 42 })).rejects.toThrow(/url/);
    await expect(queue.enqueueMany(strict, [{ url: 'a' }, { url: 7 } as never])).rejects.toThrow(
      /url/,
    );
    expect(await jobsIn('test.strict')).toEqual([]);
  });

  it('treats a stored payload that does not match the schema as a failure', async () => {
    let calls = 0;
    startWorker([
      defineJob(kind('test.payload', z.object({ url: z.string() })), async () => {
        calls += 1;
      }),
    ]);
    // Stored by an older version, say: enqueue() itself would refuse it.
    await queue.enqueue(kind('test.payload', z.unknown(), { maxAttempts: 1 }), { url: 42 });
    await waitFor(async () => (await jobsIn('test.payload'))[0]?.status === 'failed');
    expect(calls).toBe(0);
    expect((await jobsIn('test.payload'))[0]?.last_error).toMatch(/url/);
  });

  it("creates one job for a kind's idempotency key while it is queued, and a new one once done", async () => {
    const keyed = z.object({ n: z.number(), key: z.string() });
    const idem = defineJobKind({
      queue: 'test.idem',
      payload: keyed,
      maxAttempts: 5,
      idempotencyKey: ({ key }) => key,
    });
    const unkeyed = kind('test.idem', keyed);
    await queue.enqueue(idem, { n: 1, key: 'k1' });
    await queue.enqueue(idem, { n: 2, key: 'k1' });
    await queue.enqueue(idem, { n: 3, key: 'k2' });
    await queue.enqueue(unkeyed, { n: 4, key: 'k1' });
    await queue.enqueue(unkeyed, { n: 5, key: 'k1' });
    await queue.enqueueMany(idem, [
      { n: 6, key: 'k2' },
      { n: 7, key: 'k3' },
    ]);
    const numbers = async () =>
      (await jobsIn('test.idem')).map((job) => numbered.parse(job.payload).n);
    expect(await numbers()).toEqual([1, 3, 4, 5, 7]);
    // The same key in another queue is independent.
    await queue.enqueue({ ...idem, queue: 'test.idem.other' }, { n: 8, key: 'k1' });
    expect(await jobsIn('test.idem.other')).toHaveLength(1);

    startWorker([defineJob(idem, async () => {})]);
    await waitFor(async () => (await jobsIn('test.idem')).every((job) => job.status === 'done'));
    await queue.enqueue(idem, { n: 9, key: 'k1' });
    expect(await numbers()).toContain(9);
  });

  it("stores the kind's attempts with each job", async () => {
    await queue.enqueue(kind('test.attempts', empty, { maxAttempts: 2 }), {});
    const [row] = await db.query<{ max_attempts: number }>(
      `SELECT max_attempts FROM jobs WHERE queue = 'test.attempts'`,
    );
    expect(row?.max_attempts).toBe(2);
  });

  it('does not run a job before its runAt', async () => {
    let calls = 0;
    const later = kind('test.later', empty);
    startWorker([
      defineJob(later, async () => {
        calls += 1;
      }),
    ]);
    await queue.enqueue(later, {}, { runAt: new Date(Date.now() + 60_000) });
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
    const slow = kind('test.slow', empty);
    const worker = startWorker([
      defineJob(slow, async () => {
        started += 1;
        await gate;
        finished += 1;
      }),
    ]);
    await queue.enqueue(slow, {});
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

    await queue.enqueue(slow, {});
    await sleep(150);
    expect(started).toBe(1);
    expect((await jobsIn('test.slow'))[1]?.status).toBe('queued');
  });
});
