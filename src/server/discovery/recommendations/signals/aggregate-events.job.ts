/**
 * `recommendations.aggregate`: every five minutes, folds the stored impressions and opens into
 * the instance's and each user's sums and deletes them (RecommendationSignalsService.aggregate).
 * Each run enqueues the next slot first, so the chain survives a failed run; the worker's hourly
 * scheduling (jobs/schedules.ts) restarts it should it ever stop, and the slot as idempotency key keeps one chain however many ask.
 */
import { z } from 'zod';
import { defineJob, defineJobKind } from '../../../jobs/job.js';
import type { RecommendationSignalsService } from './recommendation-signals.service.js';

const SLOT_MS = 5 * 60_000;

export const aggregateEventsKind = defineJobKind({
  queue: 'recommendations.aggregate',
  // The slot the run is for (ISO, to the minute).
  payload: z.object({ slot: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/) }),
  maxAttempts: 2,
  idempotencyKey: ({ slot }) => slot,
  backoffMs: () => 30_000,
  schedule(now) {
    const { slot, runAt } = nextAggregation(now);
    return { payload: { slot }, runAt };
  },
});

/** The start of the five-minute slot after `now`, and its key. */
export function nextAggregation(now = new Date()): { slot: string; runAt: Date } {
  const runAt = new Date(Math.floor(now.getTime() / SLOT_MS) * SLOT_MS + SLOT_MS);
  return { slot: runAt.toISOString().slice(0, 16), runAt };
}

export function aggregateEventsJob(signals: RecommendationSignalsService) {
  return defineJob(aggregateEventsKind, async () => {
    await signals.scheduleAggregation();
    await signals.aggregate();
  });
}
