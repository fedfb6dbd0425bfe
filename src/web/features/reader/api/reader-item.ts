import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fetchReaderView, isPending, readerKeys } from '../../../lib/saved-items';
import { offlineReaderView, retryUnlessOfflineMiss } from '../../offline';

/** How often a save whose article is still being fetched is asked again, and for how long. */
export const PENDING_POLL_MS = 1_000;
export const PENDING_POLL_LIMIT_MS = 30_000;

/**
 * The reader asks the server again each time it opens (staleTime 0), except the first time in a
 * page load: the answer then in the cache is the start page's boot prefetch (src/web/app), sent
 * beside the sign-in check for this reader, and is used as it is if it is this recent.
 */
const BOOT_ANSWER_FRESH_MS = 10_000;
let openedBefore = false;

/**
 * The reader view query of one save. The one definition of it: the reader's hook and the start
 * page's boot prefetch both use it, so the reader finds the prefetched answer under the same key.
 * Without a network it opens the offline copy (docs/OFFLINE.md), or says the article is not kept
 * on this device.
 */
export function readerItemQuery(id: string) {
  return queryOptions({
    queryKey: readerKeys.item(id),
    queryFn: () => fetchReaderView(id).catch((error: unknown) => offlineReaderView(id, error)),
    networkMode: 'always',
    retry: retryUnlessOfflineMiss,
    staleTime: () => (openedBefore ? 0 : BOOT_ANSWER_FRESH_MS),
  });
}

/**
 * Loads the reader view of one save (readerItemQuery); while its article is PENDING, polls every
 * second for up to 30 seconds (`pollExpired` then turns true).
 */
export function useReaderItem(id: string) {
  const pendingSince = useRef<{ id: string; at: number } | null>(null);
  const query = useQuery({
    ...readerItemQuery(id),
    refetchInterval: (q) => {
      if (!isPending(q.state.data)) {
        pendingSince.current = null;
        return false;
      }
      const now = Date.now();
      if (pendingSince.current?.id !== id) pendingSince.current = { id, at: now };
      return now - pendingSince.current.at < PENDING_POLL_LIMIT_MS ? PENDING_POLL_MS : false;
    },
  });
  // Declared after useQuery, so it runs after the query subscribed (and used a boot answer):
  // every later opening asks the server again.
  useEffect(() => {
    openedBefore = true;
  }, []);
  const since = pendingSince.current;
  const pollExpired =
    isPending(query.data) &&
    since !== null &&
    since.id === id &&
    query.dataUpdatedAt - since.at >= PENDING_POLL_LIMIT_MS;
  /** Starts a fresh 30-second polling window (after "Check again" or a refresh request). */
  const restartPolling = () => {
    pendingSince.current = null;
    void query.refetch();
  };
  return { ...query, pollExpired, restartPolling };
}
