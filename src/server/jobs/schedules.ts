/**
 * Recurring jobs: a job kind that declares a `schedule` (job.ts) is queued by every worker
 * process when it starts and hourly after. The hourly call is what keeps each recurring job going:
 * the hourly and nightly ones are queued by it, and the chains that queue their own next run (the
 * feeds' minute sweep, the five-minute aggregation of recommendation events) restart through it
 * should they ever stop. A run already queued for its period makes the call a no-op.
 */
import type { z } from 'zod';
import type { Queue } from '../queue/queue.js';
import type { JobDefinition, JobKind } from './job.js';

export const SCHEDULE_INTERVAL_MS = 3_600_000;

/** Queues the run of a recurring kind that `now` falls in. */
export async function queueScheduledRun<S extends z.ZodType>(
  queue: Queue,
  kind: JobKind<S>,
  now = new Date(),
): Promise<void> {
  if (!kind.schedule) throw new Error(`The job kind ${kind.queue} has no schedule.`);
  const { payload, runAt } = kind.schedule(now);
  await queue.enqueue(kind, payload, { runAt });
}

/** The recurring kinds among a worker's job definitions. */
export function scheduledKinds(definitions: readonly JobDefinition[]): JobKind[] {
  return definitions.map((definition) => definition.kind).filter((kind) => kind.schedule);
}

/**
 * Queues every recurring kind's run now and every hour after; `onError` hears of a round that
 * failed (the next one tries again). Returns what stops it.
 */
export function startSchedules(
  queue: Queue,
  definitions: readonly JobDefinition[],
  onError: (error: unknown) => void,
): () => void {
  const kinds = scheduledKinds(definitions);
  const queueAll = () =>
    void Promise.all(kinds.map((kind) => queueScheduledRun(queue, kind))).catch(onError);
  queueAll();
  const timer = setInterval(queueAll, SCHEDULE_INTERVAL_MS).unref();
  return () => clearInterval(timer);
}
