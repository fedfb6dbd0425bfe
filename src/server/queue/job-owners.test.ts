/**
 * Owners of jobs (migration 0041): due jobs of equal priority are claimed in turns between
 * owners, whatever one owner's backlog; no owner holds more than its share of the slots; a job
 * asked for by a second owner changes hands as job_owner_merge says.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../db/types.js';
import { defineJobKind } from '../jobs/job.js';
import { createTestDb, type TestDb } from '../test/test-db.js';
import { PgQueue } from './pg-queue.js';
import { feedOwner, userOwner, type ClaimedJob } from './queue.js';

const pageKind = defineJobKind({
  queue: 'test.page',
  payload: z.object({ n: z.number() }),
  maxAttempts: 3,
  idempotencyKey: ({ n }) => `page:${n}`,
});
const QUEUES = [pageKind.queue];
const LOCK_MS = 60_000;

describe('owners of jobs', () => {
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
  });
  afterAll(() => testDb.destroy());

  const pages = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ n: from + i }));
  const numbers = (jobs: ClaimedJob[]) =>
    jobs.map((job) => (job.payload as { n: number }).n).sort((a, b) => a - b);
  const ownerOf = async (n: number) =>
    (
      await db.query<{ owner: string | null }>(
        `SELECT owner FROM jobs WHERE idempotency_key = $1`,
        [`page:${n}`],
      )
    )[0]?.owner;

  it("claims another owner's first job next, before the rest of one owner's backlog", async () => {
    await queue.enqueueMany(pageKind, pages(1, 500), { owner: userOwner(1) });
    expect(numbers(await queue.claim(QUEUES, 2, LOCK_MS, 'w1', true))).toEqual([1, 2]);
    await queue.enqueue(pageKind, { n: 9001 }, { owner: userOwner(2) });
    await queue.enqueue(pageKind, { n: 9002 }, { owner: feedOwner(7) });
    expect(numbers(await queue.claim(QUEUES, 2, LOCK_MS, 'w1', true))).toEqual([9001, 9002]);
    expect(numbers(await queue.claim(QUEUES, 1, LOCK_MS, 'w1', true))).toEqual([3]);
  });

  it('takes two backlogs in turns, and priority still comes first', async () => {
    await queue.enqueueMany(pageKind, pages(1, 20), { owner: userOwner(1) });
    await queue.enqueueMany(pageKind, pages(101, 20), { owner: userOwner(2) });
    await queue.enqueue(pageKind, { n: 500 }, { owner: userOwner(3), priority: -1 });
    const claimed: number[] = [];
    for (let i = 0; i < 6; i++)
      claimed.push(...numbers(await queue.claim(QUEUES, 1, LOCK_MS, 'w1', true)));
    expect(claimed).toEqual([1, 101, 2, 102, 3, 103]);
  });

  it('never gives one owner more running jobs than its share while others wait', async () => {
    await queue.enqueueMany(pageKind, pages(1, 10), { owner: userOwner(1) });
    expect(numbers(await queue.claim(QUEUES, 3, LOCK_MS, 'w1', true, 2))).toEqual([1, 2]);
    // At its share: the free slot is kept for someone else's job, which takes it at once.
    expect(await queue.claim(QUEUES, 1, LOCK_MS, 'w1', true, 2)).toEqual([]);
    await queue.enqueue(pageKind, { n: 77 }, { owner: userOwner(2) });
    expect(numbers(await queue.claim(QUEUES, 1, LOCK_MS, 'w1', true, 2))).toEqual([77]);
  });

  it("hands a feed's job to the user who asks for it too; two users share one", async () => {
    await queue.enqueueMany(pageKind, pages(1, 2), { owner: feedOwner(5), priority: -2 });
    await queue.enqueue(pageKind, { n: 1 }, { owner: userOwner(9) });
    expect(await ownerOf(1)).toBe('user:9');
    expect(await ownerOf(2)).toBe('feed:5');
    // A feed asking again for a user's job leaves it theirs.
    await queue.enqueueMany(pageKind, pages(1, 1), { owner: feedOwner(5), priority: -2 });
    expect(await ownerOf(1)).toBe('user:9');
    // Another user (an import, enqueueMany): nobody's alone any more. Not counted as new.
    expect(await queue.enqueueMany(pageKind, pages(1, 3), { owner: userOwner(10) })).toBe(1);
    expect(await ownerOf(1)).toBeNull();
    expect(await ownerOf(3)).toBe('user:10');
  });
});
