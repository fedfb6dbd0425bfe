/**
 * The feed jobs. `feeds.poll` polls one feed now (a new subscription, a refresh). `feeds.due` is
 * the sweep that keeps the schedule across restarts: each run enqueues the next minute's sweep
 * first, then polls every followed feed whose next fetch is due, a batch at a time with bounded
 * concurrency over one keep-alive agent (feeds.service.ts pollDue).
 */
import { z } from 'zod';
import { defineJob, defineJobKind } from '../../jobs/job.js';
import type { FeedsService } from './feeds.service.js';

export const pollFeedKind = defineJobKind({
  queue: 'feeds.poll',
  payload: z.object({ feedId: z.number().int().positive() }),
  maxAttempts: 3,
  // One poll per feed at a time, whoever asks; a poll asked for while one runs is dropped (the
  // running one fetches the same feed).
  idempotencyKey: ({ feedId }) => `feed:${feedId}`,
  backoffMs: (attempt) => Math.min(60_000 * 4 ** (attempt - 1), 900_000),
});

export const dueFeedsKind = defineJobKind({
  queue: 'feeds.due',
  // The minute the sweep is for (ISO, to the minute): every process asking for the next sweep
  // names the same minute, so one chain of sweeps runs however many ask.
  payload: z.object({ minute: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/) }),
  maxAttempts: 2,
  idempotencyKey: ({ minute }) => minute,
  backoffMs: () => 30_000,
  // Each sweep queues the next one first; the hourly scheduling restarts the chain if it stopped.
  schedule(now) {
    const { minute, runAt } = nextSweep(now);
    return { payload: { minute }, runAt };
  },
});

/** The start of the minute after `now`, and its key. */
export function nextSweep(now = new Date()): { minute: string; runAt: Date } {
  const runAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000);
  return { minute: runAt.toISOString().slice(0, 16), runAt };
}

export function pollFeedJob(feeds: FeedsService) {
  return defineJob(pollFeedKind, async ({ feedId }) => {
    await feeds.poll(feedId);
  });
}

export function dueFeedsJob(feeds: FeedsService) {
  return defineJob(dueFeedsKind, async () => {
    // The next sweep first: a sweep that fails or dies must not end the chain.
    await feeds.scheduleSweep();
    await feeds.pollDue();
  });
}
