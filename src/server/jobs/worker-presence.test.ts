/**
 * The reclaim rule (worker-presence.ts, queue/workers.repo.ts): the jobs of a worker whose
 * heartbeat is stale, or whose process on this machine is gone, are released; a live worker's
 * jobs are not; a process that owns the database (PGlite) releases every running job at start.
 */
import { spawnSync } from 'node:child_process';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../db/types.js';
import { PgQueue } from '../queue/pg-queue.js';
import type { WorkerProcess } from '../queue/queue.js';
import { FREE_INTERRUPTIONS } from '../queue/workers.repo.js';
import { createTestDb, type TestDb } from '../test/test-db.js';
import { defineJob, defineJobKind } from './job.js';
import { currentPidScope } from './worker-presence.js';
import { Worker, type WorkerOptions } from './worker.js';

const log = pino({ level: 'silent' });
const STALE_MS = 15_000;

interface JobRow {
  status: string;
  attempts: number;
  interruptions: number;
  locked_by: string | null;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A pid that belonged to a process of this machine which has exited (and been reaped). */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid;
}

describe('releasing the jobs of dead workers', () => {
  let testDb: TestDb;
  let db: Db;
  let queue: PgQueue;
  let seq = 0;
  let name: string;
  const workers: Worker[] = [];

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    queue = new PgQueue(db);
  });
  beforeEach(() => {
    seq += 1;
    name = `test.release.${seq}`;
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
  });
  afterAll(() => testDb.destroy());

  /** The kind of this test's jobs (queue `name`). */
  const kindOf = (maxAttempts = 5) =>
    defineJobKind({ queue: name, payload: z.object({ n: z.number() }), maxAttempts });

  /** Another worker process: registered, holding one claimed job of `name`. */
  async function workerHoldingAJob(
    fields: Partial<WorkerProcess> = {},
    maxAttempts = 3,
  ): Promise<{ worker: WorkerProcess; jobId: number }> {
    const worker: WorkerProcess = {
      id: `other-${seq}-${Math.random()}`,
      host: 'elsewhere',
      pid: 1,
      pidScope: 'another machine',
      ...fields,
    };
    await queue.heartbeat(worker);
    await queue.enqueue(kindOf(maxAttempts), { n: seq });
    const [job] = await queue.claim([name], 1, 300_000, worker.id);
    return { worker, jobId: job!.id };
  }

  const jobRow = async (id: number) =>
    (
      await db.query<JobRow>(
        'SELECT status, attempts, interruptions, locked_by FROM jobs WHERE id = $1',
        [id],
      )
    )[0]!;
  const lastBeatAgo = (workerId: string, ms: number) =>
    db.query(
      `UPDATE job_workers SET heartbeat_at = now() - $2 * interval '1 millisecond' WHERE id = $1`,
      [workerId, ms],
    );
  const release = (options: { all?: boolean; resumable?: boolean; deadWorkers?: string[] } = {}) =>
    queue.releaseAbandoned({
      self: 'me',
      staleMs: STALE_MS,
      deadWorkers: options.deadWorkers,
      all: options.all,
      resumableQueues: options.resumable ? [name] : [],
    });

  /** Starts a Worker that runs jobs of `name` and records each run. */
  function startWorker(options: WorkerOptions = {}, resumable = false) {
    const runs: number[] = [];
    const worker = new Worker(
      queue,
      [
        defineJob({ ...kindOf(), resumable }, async (payload) => {
          runs.push(payload.n);
        }),
      ],
      log,
      { pollMs: 20, heartbeatMs: 50, ...options },
    );
    workers.push(worker);
    worker.start();
    return runs;
  }

  it('releases the jobs of a worker whose heartbeat is stale, and forgets the worker', async () => {
    const { worker, jobId } = await workerHoldingAJob();
    await lastBeatAgo(worker.id, STALE_MS + 1_000);

    expect(await release()).toBe(1);
    expect(await jobRow(jobId)).toEqual({
      status: 'queued',
      attempts: 1, // the lost run counted: the job kind is not resumable
      interruptions: 1,
      locked_by: null,
    });
    expect(await db.query('SELECT 1 FROM job_workers WHERE id = $1', [worker.id])).toEqual([]);
    // Due at once, not when its 300 s lock would have expired.
    expect((await queue.claim([name], 1, 60_000, 'me')).map((job) => job.id)).toEqual([jobId]);
  });

  it('does not steal the jobs of a live worker', async () => {
    const { worker, jobId } = await workerHoldingAJob();
    await lastBeatAgo(worker.id, STALE_MS - 5_000);

    expect(await release()).toBe(0);
    expect(await queue.claim([name], 1, 60_000, 'me')).toEqual([]);
    expect(await jobRow(jobId)).toMatchObject({ status: 'running', locked_by: worker.id });
  });

  it('a Worker starting on the same machine releases at once the jobs of a worker whose process is gone', async () => {
    const scope = currentPidScope();
    expect(scope).not.toBeNull(); // Linux: boot id and pid namespace are readable
    // Its heartbeat is fresh: only the pid tells that it died (SIGKILL a moment ago).
    const { worker } = await workerHoldingAJob({ pid: deadPid(), pidScope: scope });
    const runs = startWorker();

    await waitFor(async () => runs.length === 1);
    expect(await db.query('SELECT 1 FROM job_workers WHERE id = $1', [worker.id])).toEqual([]);
  });

  it('keeps the jobs of a live process on the same machine, and of a dead pid on another machine', async () => {
    const scope = currentPidScope();
    const alive = await workerHoldingAJob({ pid: process.pid, pidScope: scope });
    const elsewhere = await workerHoldingAJob({ pid: deadPid(), pidScope: 'another machine' });
    startWorker();
    await new Promise((resolve) => setTimeout(resolve, 300)); // several beats

    expect(await jobRow(alive.jobId)).toMatchObject({
      status: 'running',
      locked_by: alive.worker.id,
    });
    expect(await jobRow(elsewhere.jobId)).toMatchObject({
      status: 'running',
      locked_by: elsewhere.worker.id,
    });
  });

  it('a Worker that owns the database (PGlite) runs at start every job left running, whoever held it', async () => {
    const held = await workerHoldingAJob(); // a live-looking worker of a process that died
    await queue.enqueue(kindOf(), { n: 99 });
    await queue.claim([name], 1, 300_000); // claimed before workers recorded themselves
    const runs = startWorker({ ownsAllJobs: true });

    await waitFor(async () => runs.length === 2);
    expect(runs.sort((a, b) => a - b)).toEqual([seq, 99]);
    await waitFor(async () => (await jobRow(held.jobId)).status === 'done');
    expect(await jobRow(held.jobId)).toMatchObject({ attempts: 2, interruptions: 1 });
  });

  it('a resumable job is interrupted, not failed: its attempt is given back', async () => {
    const { worker, jobId } = await workerHoldingAJob({}, 1);
    await lastBeatAgo(worker.id, STALE_MS + 1_000);

    expect(await release({ resumable: true })).toBe(1);
    expect(await jobRow(jobId)).toMatchObject({ status: 'queued', attempts: 0, interruptions: 1 });
  });

  it('a job of another kind that used its last attempt fails instead of running again', async () => {
    const { worker, jobId } = await workerHoldingAJob({}, 1);

    expect(await release({ deadWorkers: [worker.id] })).toBe(1);
    expect(await jobRow(jobId)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it(`a resumable job that keeps dying with its worker uses its attempts after ${FREE_INTERRUPTIONS} interruptions`, async () => {
    const { jobId } = await workerHoldingAJob({}, 2);
    for (let lost = 1; lost <= FREE_INTERRUPTIONS + 2; lost += 1) {
      if (lost > 1) await queue.claim([name], 1, 300_000, `w${lost}`);
      await release({ resumable: true, all: true });
    }
    // 5 runs given back, the 6th counted (1 of 2), the 7th used the last attempt.
    expect(await jobRow(jobId)).toMatchObject({
      status: 'failed',
      attempts: 2,
      interruptions: FREE_INTERRUPTIONS + 2,
    });
  });

  it('a worker taken for dead cannot complete or fail a job it no longer holds', async () => {
    const { worker, jobId } = await workerHoldingAJob();
    await release({ deadWorkers: [worker.id] });
    await queue.claim([name], 1, 60_000, 'me');

    await queue.complete(jobId, worker.id);
    await queue.fail(jobId, 'late', null, worker.id);
    expect(await jobRow(jobId)).toMatchObject({ status: 'running', locked_by: 'me' });
    await queue.complete(jobId, 'me');
    expect(await jobRow(jobId)).toMatchObject({ status: 'done', locked_by: null });
  });

  it('a Worker registers itself, beats, and leaves when stopped', async () => {
    const runs = startWorker({ heartbeatMs: 30 });
    const worker = workers[0]!;
    await waitFor(
      async () =>
        (await db.query('SELECT 1 FROM job_workers WHERE id = $1', [worker.id])).length === 1,
    );
    const beat = async () =>
      (
        await db.query<{ heartbeat_at: Date }>(
          'SELECT heartbeat_at FROM job_workers WHERE id = $1',
          [worker.id],
        )
      )[0]!.heartbeat_at.getTime();
    const first = await beat();
    await waitFor(async () => (await beat()) > first);
    await queue.enqueue(kindOf(), { n: 7 });
    const job = async () =>
      (
        await db.query<{ locked_by: string | null; status: string }>(
          'SELECT locked_by, status FROM jobs WHERE queue = $1',
          [name],
        )
      )[0];
    await waitFor(async () => (await job())?.status === 'done');
    expect(runs).toEqual([7]);
    expect(await job()).toEqual({ locked_by: null, status: 'done' });

    await worker.stop();
    expect(await db.query('SELECT 1 FROM job_workers WHERE id = $1', [worker.id])).toEqual([]);
  });
});
