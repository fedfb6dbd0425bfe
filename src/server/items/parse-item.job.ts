/** The parse job: fetch and extract one item, retrying network failures with backoff. */
import { z } from 'zod';
import { defineJob } from '../jobs/job.js';
import { PARSE_QUEUE, type ItemsService } from './items.service.js';

export function parseItemJob(items: ItemsService) {
  return defineJob({
    queue: PARSE_QUEUE,
    payload: z.object({ itemId: z.number().int().positive() }),
    async handle({ itemId }, { attempt, maxAttempts }) {
      await items.parse(itemId, attempt >= maxAttempts);
    },
    backoffMs: (attempt) => Math.min(2_000 * 4 ** (attempt - 1), 300_000),
  });
}
