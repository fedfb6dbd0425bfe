import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { parseStateOf } from '../state/card-model';
import { markStale, patchItem } from '../../../lib/saved-items';
import type { SavedItemSummary } from '../../../lib/saved-items';

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
/** Asked every tick this long after first seen pending (most pages are done by then)… */
export const FAST_POLL_MS = 30_000;
/** …then every fifth tick (10 s) until the parse job's retries with backoff are over. */
export const POLL_LIMIT_MS = 180_000;
const SLOW_EVERY = 5;
const MAX_POLLED = 20;

/** Whether an item first seen pending `ageMs` ago is asked for on tick number `tick`. */
export function isPollDue(ageMs: number, tick: number): boolean {
  if (ageMs < FAST_POLL_MS) return true;
  return ageMs < POLL_LIMIT_MS && tick % SLOW_EVERY === 0;
}

/**
 * While items on screen are still being fetched (parseStatus PENDING), asks for each of them
 * every 2 s for 30 s, then every 10 s, and updates the cards: a page whose fetch is retried
 * (a timeout, a 503) still turns into an article or "Couldn't load this page" without a reload.
 * Gives up on an item 3 min after it was first seen pending.
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
    let tick = 0;
    const poll = async () => {
      tick += 1;
      const age = (id: string) => Date.now() - (seen.get(id) ?? 0);
      if (ids.every((id) => age(id) >= POLL_LIMIT_MS)) {
        window.clearInterval(timer);
        return;
      }
      const live = ids.filter((id) => isPollDue(age(id), tick));
      if (live.length === 0) return;
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
