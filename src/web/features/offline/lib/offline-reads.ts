/**
 * The fallbacks the reader and the saves list use when the server cannot be reached
 * (docs/OFFLINE.md "Without a network"): the offline copies, or why there is none.
 */
import type { SavedItemsFilter, SavedItemsSort } from '../../../gql/graphql';
import { isNetworkFailure, isUnauthenticated } from '../../../lib/graphql-client';
import type { ReaderView, SavedItemsPage } from '../../../lib/saved-items';
import { readOfflineReaderView, readOfflineSaves } from './offline-records';
import { savesForView } from './offline-views';

/** Offline, and the article asked for is not kept on this device. */
export class OfflineCopyMissingError extends Error {
  override readonly name = 'OfflineCopyMissingError';
  constructor() {
    super(
      "You're offline, and this article isn't kept on this device for offline reading. It opens when you're back online.",
    );
  }
}

/** The reader's retry rule: as the app's, but a missing offline copy is said at once. */
export function retryUnlessOfflineMiss(failureCount: number, error: Error): boolean {
  if (error instanceof OfflineCopyMissingError || isUnauthenticated(error)) return false;
  return failureCount < 2;
}

/** The reader's answer when the server cannot be reached: the offline copy, or why there is none. */
export async function offlineReaderView(id: string, error: unknown): Promise<ReaderView> {
  if (!isNetworkFailure(error)) throw error;
  const view = await readOfflineReaderView(id).catch(() => null);
  if (!view) throw new OfflineCopyMissingError();
  return view;
}

/** A saves list page when the server cannot be reached: the kept saves in that view. */
export async function offlineSavesPage(
  view: { filter: SavedItemsFilter; sort: SavedItemsSort },
  cursor: string | null,
  error: unknown,
): Promise<SavedItemsPage> {
  if (!isNetworkFailure(error)) throw error;
  const saves = await readOfflineSaves().catch(() => null);
  if (!saves) throw error;
  const matching = savesForView(saves, view);
  if (!matching) {
    throw new Error(
      "You're offline. Only your most recent unread saves are kept on this device: find them in Saves.",
    );
  }
  return {
    items: cursor ? [] : matching,
    startCursor: null,
    endCursor: null,
    hasNextPage: false,
    hasPreviousPage: false,
    totalCount: matching.length,
    fromOfflineCopies: true,
  };
}
