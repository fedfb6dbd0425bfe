/**
 * `corpus.classify`: works out a corpus item's language and topic once its item is parsed
 * (corpus-intake.ts classify). Queued by the items module's onParsed hook for corpus items and
 * when an item enters the corpus; the hourly discovery sweep catches any left unclassified.
 */
import { z } from 'zod';
import { defineJob, defineJobKind } from '../../jobs/job.js';
import type { CorpusIntake } from './corpus-intake.js';

export const classifyCorpusKind = defineJobKind({
  queue: 'corpus.classify',
  payload: z.object({ corpusItemId: z.number().int().positive() }),
  maxAttempts: 3,
  idempotencyKey: ({ corpusItemId }) => `corpus-item:${corpusItemId}`,
});

export function classifyCorpusJob(intake: CorpusIntake) {
  return defineJob(classifyCorpusKind, async ({ corpusItemId }) => {
    await intake.classify(corpusItemId);
  });
}
