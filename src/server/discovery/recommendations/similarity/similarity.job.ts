/**
 * The nightly rebuild of item-to-item similarity (similarity.service.ts `rebuild`): one run a
 * day at 04:00 UTC (after the topic classifiers' training at 03:00), keyed by its date, so every
 * process's hourly scheduling but the first is a no-op.
 */
import { z } from 'zod';
import { defineJob, defineJobKind } from '../../../jobs/job.js';
import type { SimilarityService } from './similarity.service.js';

/** The hour (UTC) of the nightly run. */
export const SIMILARITY_HOUR_UTC = 4;

export const rebuildSimilarityKind = defineJobKind({
  queue: 'recommendations.similarity',
  payload: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  maxAttempts: 3,
  idempotencyKey: ({ date }) => date,
  schedule(now) {
    const runAt = nextSimilarityRebuild(now);
    return { payload: { date: runAt.toISOString().slice(0, 10) }, runAt };
  },
});

export function rebuildSimilarityJob(similarity: SimilarityService) {
  return defineJob(rebuildSimilarityKind, async () => {
    await similarity.rebuild();
  });
}

/** The next SIMILARITY_HOUR_UTC o'clock after `now`. */
export function nextSimilarityRebuild(now: Date): Date {
  const next = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), SIMILARITY_HOUR_UTC),
  );
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
