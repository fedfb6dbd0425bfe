/** The parse job: fetch and extract one item, retrying network failures with backoff. */
import { z } from 'zod';
import { defineJob, defineJobKind } from '../jobs/job.js';
import type { ItemsService } from './items.service.js';

export const parseItemKind = defineJobKind({
  queue: 'item.parse',
  payload: z.object({ itemId: z.number().int().positive() }),
  maxAttempts: 4,
  // One parse per item at a time, whoever asks (a save, a refresh, an import).
  idempotencyKey: ({ itemId }) => `item:${itemId}`,
  backoffMs: (attempt) => Math.min(2_000 * 4 ** (attempt - 1), 300_000),
});

export function parseItemJob(items: ItemsService) {
  return defineJob(parseItemKind, async ({ itemId }, { attempt, maxAttempts }) => {
    await items.parse(itemId, attempt >= maxAttempts);
  });
}
