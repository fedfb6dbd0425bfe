/**
 * Deferred search-document refreshes: a statement that changes the tags or highlights of more than
 * 200 saves (renaming or deleting a tag) leaves this job instead of rebuilding every document in
 * the user's call (migration 0007, search_rows_changed). The worker rebuilds them in chunks.
 */
import { z } from 'zod';
import { defineJob, defineJobKind } from '../jobs/job.js';
import type { SearchService } from './search.service.js';

export const REFRESH_SEARCH_QUEUE = 'search.refresh';
const CHUNK = 500;

export const RefreshSearchPayload = z
  .object({
    userIds: z.array(z.number().int().positive()).max(1_000_000),
    itemIds: z.array(z.number().int().positive()).max(1_000_000),
  })
  .refine((payload) => payload.userIds.length === payload.itemIds.length, {
    message: 'userIds and itemIds must pair up',
  });

/** Enqueued by the database (search_rows_changed), so its attempts are the jobs table's default. */
export const refreshSearchKind = defineJobKind({
  queue: REFRESH_SEARCH_QUEUE,
  payload: RefreshSearchPayload,
  maxAttempts: 5,
});

export function refreshSearchJob(search: SearchService) {
  return defineJob(refreshSearchKind, async ({ userIds, itemIds }) => {
    for (let start = 0; start < itemIds.length; start += CHUNK) {
      await search.refreshDocuments(
        userIds.slice(start, start + CHUNK),
        itemIds.slice(start, start + CHUNK),
      );
    }
  });
}
