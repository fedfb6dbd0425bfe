/**
 * The nightly training of the topic classifiers (topics.service.ts `train`): one run a day at
 * 03:00 UTC, keyed by its date, so every process's hourly scheduling but the first is a no-op.
 */
import { z } from 'zod';
import { defineJob, defineJobKind } from '../../jobs/job.js';
import type { TopicsService } from './topics.service.js';

/** The hour (UTC) of the nightly run. */
export const TRAINING_HOUR_UTC = 3;

export const trainTopicsKind = defineJobKind({
  queue: 'topics.train',
  payload: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  maxAttempts: 3,
  idempotencyKey: ({ date }) => date,
  schedule(now) {
    const runAt = nextTrainingTime(now);
    return { payload: { date: runAt.toISOString().slice(0, 10) }, runAt };
  },
});

export function trainTopicsJob(topics: TopicsService) {
  return defineJob(trainTopicsKind, async () => {
    await topics.train();
  });
}

/** The next TRAINING_HOUR_UTC o'clock after `now`. */
export function nextTrainingTime(now: Date): Date {
  const next = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), TRAINING_HOUR_UTC),
  );
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
