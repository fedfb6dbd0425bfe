import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { parseStateOf } from '../state/card-model';
import type { SavedItemSummary } from './get-saved-items';
import { markStale, patchItem } from './saved-items-cache';

const SavedItemPollDocument = graphql(`
  query SavedItemPoll($id: ID!) {
    user {
      savedItemById(id: $id) {
        ...SavedItemSummary
      }
    }
  }
`);

export const POLL_INTERVAL_MS = 2_000;
export const POLL_LIMIT_MS = 30_000;
const MAX_POLLED = 20;

/**
 * While items on screen are still being fetched (parseStatus PENDING), asks for each of them
 * every 2 s and updates the cards; gives up on an item 30 s after it was first seen pending.
 */
export function usePendingPoll(items: readonly SavedItemSummary[]): void {
  const client = useQueryClient();
  const firstSeen = useRef(new Map<string, number>());
  const pendingIds = items
    .filter((item) => parseStateOf(item) === 'pending')
    .slice(0, MAX_POLLED)
    .map((item) => item.id)
    .join(' ');

  useEffect(() => {
    const ids = pendingIds ? pendingIds.split(' ') : [];
    const seen = firstSeen.current;
    for (const id of [...seen.keys()]) if (!ids.includes(id)) seen.delete(id);
    const start = Date.now();
    for (const id of ids) if (!seen.has(id)) seen.set(id, start);
    if (ids.length === 0) return;

    let cancelled = false;
    const poll = async () => {
      const live = ids.filter((id) => Date.now() - (seen.get(id) ?? 0) < POLL_LIMIT_MS);
      if (live.length === 0) {
        window.clearInterval(timer);
        return;
      }
      const results = await Promise.allSettled(
        live.map((id) => graphqlRequest(SavedItemPollDocument, { id })),
      );
      if (cancelled) return;
      let changed = false;
      results.forEach((result) => {
        const saved = result.status === 'fulfilled' ? result.value.user?.savedItemById : null;
        if (!saved || parseStateOf(saved) === 'pending') return;
        changed = true;
        patchItem(client, saved.id, (current) => ({ ...current, ...saved }));
      });
      if (changed) await markStale(client);
    };
    const timer = window.setInterval(() => void poll(), POLL_INTERVAL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [pendingIds, client]);
}
