/**
 * Deferred `updated_at` moves: renaming or deleting a tag changes the tags of up to every save,
 * and rewriting those saves' rows would triple the time of the call. The tag change commits
 * with this job in the same transaction; a worker then touches the saves in chunks, so delta
 * sync sees them within moments.
 */
import { z } from 'zod';
import { defineJob, defineJobKind } from '../jobs/job.js';
import type { SavesService } from './saves.service.js';

export const TOUCH_SAVES_QUEUE = 'saves.touch';
const CHUNK = 1_000;

export const TouchSavesPayload = z.object({
  userId: z.number().int().positive(),
  itemIds: z.array(z.number().int().positive()).max(1_000_000),
});

export const touchSavesKind = defineJobKind({
  queue: TOUCH_SAVES_QUEUE,
  payload: TouchSavesPayload,
  maxAttempts: 5,
});

export function touchSavesJob(saves: SavesService) {
  return defineJob(touchSavesKind, async ({ userId, itemIds }) => {
    for (let start = 0; start < itemIds.length; start += CHUNK) {
      await saves.touch(userId, itemIds.slice(start, start + CHUNK));
    }
  });
}
