/** The parse job: fetch and extract one item, retrying network failures with backoff. */
import { z } from 'zod';
import { defineJob, defineJobKind } from '../jobs/job.js';
import type { ItemsService } from './items.service.js';

export const parseItemKind = defineJobKind({
  queue: 'item.parse',
  payload: z.object({
    itemId: z.number().int().positive(),
    /** The import that queued this fetch: it counts the page once the fetch has ended. */
    importId: z.number().int().positive().optional(),
  }),
  maxAttempts: 4,
  // One parse per item at a time, whoever asks (a save, a refresh, an import).
  idempotencyKey: ({ itemId }) => `item:${itemId}`,
  backoffMs: (attempt) => Math.min(2_000 * 4 ** (attempt - 1), 300_000),
});

/** Where an import's page fetches are counted (imports.service.ts). */
export interface ImportPageCounter {
  pageFetched(importId: number, outcome: 'PARSED' | 'FAILED'): Promise<void>;
}

export function parseItemJob(items: ItemsService, imports?: ImportPageCounter) {
  return defineJob(parseItemKind, async ({ itemId, importId }, { attempt, maxAttempts }) => {
    const finalAttempt = attempt >= maxAttempts;
    let item: Awaited<ReturnType<ItemsService['parse']>>;
    try {
      // Throws while a retry may still help: the page is counted once, when its fetch has ended.
      item = await items.parse(itemId, finalAttempt);
    } catch (error) {
      // The last try failed outside the page (the database, a step after parsing): the import
      // counts the page as one it could not read, or its progress would never complete.
      if (finalAttempt && importId !== undefined && imports)
        await imports.pageFetched(importId, 'FAILED');
      throw error;
    }
    if (importId === undefined || !imports) return;
    await imports.pageFetched(importId, item?.parseStatus === 'PARSED' ? 'PARSED' : 'FAILED');
  });
}
