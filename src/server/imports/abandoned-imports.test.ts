/**
 * An import whose job the queue gave up on (a run lost with its worker too many times) is marked
 * failed by the hourly maintenance instead of showing "running" forever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test/test-app.js';
import { runImportKind } from './run-import.job.js';

describe('imports abandoned by the queue', () => {
  let t: TestApp;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    userId = Number((await signUp(t.app)).id);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const newImport = async (status: string, minutesAgo: number, processed = 0) => {
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO imports (user_id, import_type, format, total, processed, status, created_at,
                            started_at)
       VALUES ($1, 'pocket', 'csv', 2500, $2, $3, now() - make_interval(mins => $4),
               CASE WHEN $3 = 'RUNNING' THEN now() - make_interval(mins => $4) END)
       RETURNING id::int AS id`,
      [userId, processed, status, minutesAgo],
    );
    return row!.id;
  };
  const statusOf = async (id: number) =>
    (
      await t.db.query<{ status: string; error: string | null }>(
        'SELECT status, error FROM imports WHERE id = $1',
        [id],
      )
    )[0];

  it('fails an unfinished import with no run coming, and leaves the others alone', async () => {
    const abandoned = await newImport('RUNNING', 30, 1200);
    const justQueued = await newImport('QUEUED', 1);
    const waitingForItsRun = await newImport('RUNNING', 30, 400);
    await t.services.queue.enqueue(runImportKind, { importId: waitingForItsRun, from: 400 });
    const finished = await newImport('DONE', 30, 2500);

    expect(await t.services.imports.failAbandoned()).toBe(1);

    const failed = await statusOf(abandoned);
    expect(failed?.status).toBe('FAILED');
    expect(failed?.error).toMatch(/stopped after 1,200 of 2,500 records/);
    expect((await statusOf(justQueued))?.status).toBe('QUEUED');
    expect((await statusOf(waitingForItsRun))?.status).toBe('RUNNING');
    expect((await statusOf(finished))?.status).toBe('DONE');
    // Nothing left to fail the second time.
    expect(await t.services.imports.failAbandoned()).toBe(0);
  });
});
