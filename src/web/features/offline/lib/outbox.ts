/**
 * The outbox (docs/OFFLINE.md "Changes made offline"): archive, favorite, tag and delete changes
 * that could not reach the server wait in IndexedDB (per user) and are sent in order when the
 * browser is back online. It hooks in at the GraphQL client, which hands it each single-save
 * change that cannot leave (lib/saved-items/save-requests.ts) with its typed description: the
 * request is stored exactly as it would have been sent, and its caller gets the change back as
 * the answer, so the optimistic update it already made stays. Sending holds a Web Lock, so two tabs never send the same change twice.
 */
import {
  graphqlRawRequest,
  GraphQLRequestError,
  setOfflineMutationHandler,
} from '../../../lib/graphql-client';
import { showToast } from '../../../lib/toast';
import { setWaiting } from '../state/offline-status';
import { readRecord, updateRecord } from './offline-db';
import { libraryKey, outboxKey, readOutbox } from './offline-records';
import type { OfflineLibrary } from './offline-records';
import { SAVE_CHANGE_RULES } from '../../../lib/saved-items';
import { MAX_ATTEMPTS, mergeIntoOutbox, outboxEntry } from './outbox-rules';
import type { OutboxOp } from './outbox-rules';

let sequence = 0;
const newId = () =>
  `${Date.now().toString(36)}-${(sequence += 1)}-${Math.random().toString(36).slice(2, 8)}`;

/** Shows the number of waiting changes. */
export async function refreshWaiting(userId: string): Promise<number> {
  const count = (await readOutbox(userId).catch(() => [])).length;
  setWaiting(count);
  return count;
}

/** Starts holding the user's changes that cannot reach the server; returns the uninstall. */
export function installOutbox(userId: string): () => void {
  setOfflineMutationHandler(async (request, change) => {
    const op = outboxEntry(change, request, newId(), Date.now());
    let count = 0;
    try {
      await updateRecord<OutboxOp[]>(outboxKey(userId), (old) => {
        const next = mergeIntoOutbox(old ?? [], op);
        count = next.length;
        return next;
      });
    } catch {
      return false; // IndexedDB unavailable: the request fails as it would have.
    }
    setWaiting(count);
    return true;
  });
  void refreshWaiting(userId);
  return () => setOfflineMutationHandler(null);
}

type Outcome =
  | { kind: 'sent' }
  | { kind: 'offline' }
  | { kind: 'signed-out' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'refused'; message: string };

async function sendOne(op: OutboxOp): Promise<Outcome> {
  try {
    const { query, variables, operationName } = op.request;
    const result = await graphqlRawRequest(query, variables, operationName);
    const first = result.errors[0];
    if (!first) return { kind: 'sent' };
    if (first.extensions?.status === 401) return { kind: 'signed-out' };
    return { kind: 'refused', message: first.message };
  } catch (error) {
    // A status means the server answered, without a GraphQL body (503 while busy, 429, …).
    if (error instanceof GraphQLRequestError && error.status !== null) {
      if (error.status === 401) return { kind: 'signed-out' };
      return { kind: 'unavailable', message: error.message };
    }
    return { kind: 'offline' };
  }
}

async function titleOf(userId: string, savedItemId: string): Promise<string | null> {
  const library = await readRecord<OfflineLibrary>(libraryKey(userId)).catch(() => undefined);
  const save = library?.saves.find((entry) => entry.id === savedItemId);
  const item = save?.item.__typename === 'Item' ? save.item : null;
  return save?.title ?? item?.title ?? save?.url ?? null;
}

async function reportRefused(userId: string, op: OutboxOp, message: string): Promise<void> {
  const title = await titleOf(userId, op.savedItemId);
  const what = title ? `“${title}”` : 'an item';
  showToast({
    message: `Couldn't ${SAVE_CHANGE_RULES[op.kind].words} ${what} (a change made offline). ${message}`,
    tone: 'error',
    duration: 10_000,
  });
}

const edit = (userId: string, change: (queue: OutboxOp[]) => OutboxOp[]) =>
  updateRecord<OutboxOp[]>(outboxKey(userId), (old) => change(old ?? []));

export interface FlushResult {
  /** 'empty': nothing waits any more; 'waiting': changes wait for the network or the session. */
  state: 'empty' | 'waiting';
  sent: number;
}

async function sendWaiting(userId: string): Promise<FlushResult> {
  let sent = 0;
  for (;;) {
    const op = (await readOutbox(userId))[0];
    if (!op) return { state: 'empty', sent };
    await edit(userId, (queue) => queue.map((w) => (w.id === op.id ? { ...w, sending: true } : w)));
    const outcome = await sendOne(op);
    if (outcome.kind === 'offline' || outcome.kind === 'signed-out') {
      await edit(userId, (queue) =>
        queue.map((w) => (w.id === op.id ? { ...w, sending: false } : w)),
      );
      return { state: 'waiting', sent };
    }
    const attempts = (op.attempts ?? 0) + 1;
    if (outcome.kind === 'unavailable' && attempts < MAX_ATTEMPTS) {
      await edit(userId, (queue) =>
        queue.map((w) => (w.id === op.id ? { ...w, sending: false, attempts } : w)),
      );
      return { state: 'waiting', sent };
    }
    // Sent, or refused for good: either way it is never sent again.
    await edit(userId, (queue) => queue.filter((w) => w.id !== op.id));
    await refreshWaiting(userId);
    if (outcome.kind === 'sent') sent += 1;
    else await reportRefused(userId, op, outcome.message);
  }
}

/** Sends the waiting changes in order, one tab at a time. Never throws. */
export async function flushOutbox(userId: string): Promise<FlushResult> {
  try {
    const run = () => sendWaiting(userId);
    const result =
      typeof navigator !== 'undefined' && navigator.locks
        ? await navigator.locks.request(`satchel-outbox:${userId}`, run)
        : await run();
    await refreshWaiting(userId);
    return result;
  } catch {
    return { state: 'waiting', sent: 0 };
  }
}
