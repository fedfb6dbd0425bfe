import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queue } from '../queue/queue.js';
import { createServices, type Services } from '../services.js';
import { testConfig } from '../test/test-app.js';
import { createTestDb, type TestDb } from '../test/test-db.js';
import type { JobDefinition } from './job.js';
import { jobDefinitions } from './registry.js';
import {
  queueScheduledRun,
  SCHEDULE_INTERVAL_MS,
  scheduledKinds,
  startSchedules,
} from './schedules.js';

/** The recurring jobs and the run each queues at NOW: its payload and when it is due. */
const NOW = new Date('2026-11-26T10:07:31Z');
const RECURRING: Record<string, { payload: unknown; runAt: string | null }> = {
  'maintenance.hourly': { payload: { hour: '2026-11-26T10' }, runAt: null },
  'corpus.discover': { payload: { hour: '2026-11-26T10' }, runAt: null },
  'topics.train': { payload: { date: '2026-11-27' }, runAt: '2026-11-27T03:00:00.000Z' },
  'recommendations.similarity': {
    payload: { date: '2026-11-27' },
    runAt: '2026-11-27T04:00:00.000Z',
  },
  'feeds.due': { payload: { minute: '2026-11-26T10:08' }, runAt: '2026-11-26T10:08:00.000Z' },
  'recommendations.aggregate': {
    payload: { slot: '2026-11-26T10:10' },
    runAt: '2026-11-26T10:10:00.000Z',
  },
};

let testDb: TestDb;
let services: Services;
let definitions: JobDefinition[];

beforeAll(async () => {
  testDb = await createTestDb();
  services = createServices(testDb.db, testConfig());
  definitions = jobDefinitions(services);
});
afterAll(() => testDb.destroy());

describe('recurring jobs', () => {
  it('are the job kinds that declare a schedule', () => {
    expect(
      scheduledKinds(definitions)
        .map((kind) => kind.queue)
        .sort(),
    ).toEqual(Object.keys(RECURRING).sort());
  });

  it("queue each kind's run for its period, once however often they are scheduled", async () => {
    for (const kind of scheduledKinds(definitions)) {
      await queueScheduledRun(services.queue, kind, NOW);
      await queueScheduledRun(services.queue, kind, new Date(NOW.getTime() + 1_000));
    }
    const jobs = await testDb.db.query<{ queue: string; payload: unknown; run_at: Date }>(
      `SELECT queue, payload, run_at FROM jobs WHERE queue = ANY($1::text[])`,
      [Object.keys(RECURRING)],
    );
    expect(jobs.map((job) => job.queue).sort()).toEqual(Object.keys(RECURRING).sort());
    for (const job of jobs) {
      const expected = RECURRING[job.queue]!;
      expect(job.payload, job.queue).toEqual(expected.payload);
      // A run without a time is due at once (the queue's default: the time it was queued).
      if (expected.runAt) expect(new Date(job.run_at).toISOString()).toBe(expected.runAt);
    }
  });

  it('start with the worker: every scheduled kind is queued at once, then every hour', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const queued: string[] = [];
      const queue = {
        enqueue: async (kind: { queue: string }) => void queued.push(kind.queue),
      } as unknown as Queue;
      const onError = vi.fn();
      const stop = startSchedules(queue, definitions, onError);
      await vi.waitFor(() => expect(queued).toHaveLength(Object.keys(RECURRING).length));
      expect([...queued].sort()).toEqual(Object.keys(RECURRING).sort());

      vi.advanceTimersByTime(SCHEDULE_INTERVAL_MS);
      await vi.waitFor(() => expect(queued).toHaveLength(2 * Object.keys(RECURRING).length));
      stop();
      vi.advanceTimersByTime(2 * SCHEDULE_INTERVAL_MS);
      await Promise.resolve();
      expect(queued).toHaveLength(2 * Object.keys(RECURRING).length);
      expect(onError).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
