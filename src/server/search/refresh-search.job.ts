/**
 * Deferred search-document refreshes: a statement that changes the tags or highlights of more than
 * 200 saves (renaming or deleting a tag) leaves this job instead of rebuilding every document in
 * the user's call (migration 0007, search_rows_changed). The worker rebuilds them in chunks.
 */
import { z } from 'zod';
import { defineJob } from '../jobs/job.js';
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

export function refreshSearchJob(search: SearchService) {
  return defineJob({
    queue: REFRESH_SEARCH_QUEUE,
    payload: RefreshSearchPayload,
    async handle({ userIds, itemIds }) {
      for (let start = 0; start < itemIds.length; start += CHUNK) {
        await search.refreshDocuments(
          userIds.slice(start, start + CHUNK),
          itemIds.slice(start, start + CHUNK),
        );
      }
    },
  });
}
