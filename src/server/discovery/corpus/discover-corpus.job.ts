/**
 * `corpus.discover`, hourly: proposes the items of visible public lists and the public items
 * that at least three users keep saved (corpus-intake.ts discover), then classifies corpus items
 * a lost job left unclassified.
 */
import { z } from 'zod';
import { defineJob, defineJobKind } from '../../jobs/job.js';
import type { CorpusIntake } from './corpus-intake.js';

export const discoverCorpusKind = defineJobKind({
  queue: 'corpus.discover',
  payload: z.object({ hour: z.string() }),
  maxAttempts: 3,
  // One sweep an hour however many processes schedule it.
  idempotencyKey: ({ hour }) => hour,
  schedule: (now) => ({ payload: { hour: now.toISOString().slice(0, 13) } }),
});

export function discoverCorpusJob(intake: CorpusIntake) {
  return defineJob(discoverCorpusKind, async () => {
    await intake.discover();
    await intake.classifyPending();
  });
}
