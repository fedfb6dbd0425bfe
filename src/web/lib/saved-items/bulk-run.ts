/**
 * Runs a confirmed bulk action (docs/PRODUCT.md §4 "Bulk mode"): one request per batch of 30
 * aliased mutations, one batch after the other; after each batch the query cache takes the server's
 * answer (items leave the views they no longer match, deleted ones leave all). The run stops at
 * the first batch whose answer carries errors.
 */
import type { QueryClient } from '@tanstack/react-query';
import { graphqlRawRequest } from '../graphql-client';
import { buildBulkRequest, toBatches } from './bulk-batches';
import type { BulkActionKind } from './bulk-batches';
import type { SavedItemSummary } from './saved-items-page';
import { savedItemsKeys } from './query-keys';
import { cancelSavedItems, markStale, removeItem } from './saved-items-cache';
import { applySavedItemAnswer } from './toggle-saved-item';

export interface BulkRunResult {
  /** Items changed by the batches that succeeded. */
  done: number;
  total: number;
  /** The first error of the failing batch, or null when every batch succeeded. */
  error: string | null;
}

export interface BulkRunCallbacks {
  /** Before the first batch: how many batches there are. */
  onStart?: (batchTotal: number) => void;
  /** After each successful batch: items done so far. */
  onBatchDone?: (done: number) => void;
}

type SavedItemChange = Partial<SavedItemSummary>;

function isChange(value: unknown): value is SavedItemChange {
  return typeof value === 'object' && value !== null;
}

export async function runBulkAction(
  client: QueryClient,
  kind: BulkActionKind,
  ids: readonly string[],
  callbacks: BulkRunCallbacks = {},
): Promise<BulkRunResult> {
  const batches = toBatches(ids);
  callbacks.onStart?.(batches.length);
  await cancelSavedItems(client);
  let done = 0;
  for (const batch of batches) {
    const request = buildBulkRequest(kind, batch);
    let error: string | null = null;
    try {
      const result = await graphqlRawRequest(
        request.query,
        request.variables,
        request.operationName,
      );
      if (result.errors.length > 0 || !result.data) {
        error = result.errors[0]?.message ?? 'The server did not answer.';
      } else {
        for (const [alias, id] of request.aliases) {
          const answer = result.data[alias];
          if (kind === 'delete') removeItem(client, id);
          else if (isChange(answer)) applySavedItemAnswer(client, id, answer);
        }
      }
    } catch (caught) {
      error = caught instanceof Error ? caught.message : 'The request failed.';
    }
    if (error !== null) {
      // Part of the failing batch may have been applied: load the view on screen again.
      await client.invalidateQueries({ queryKey: savedItemsKeys.all });
      return { done, total: ids.length, error };
    }
    done += batch.length;
    callbacks.onBatchDone?.(done);
  }
  await markStale(client);
  return { done, total: ids.length, error: null };
}
