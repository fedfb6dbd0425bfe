/**
 * The outbox's rules (docs/OFFLINE.md "Changes made offline"): what a waiting change is stored as,
 * how a new change merges with those already waiting, and how waiting changes show in the offline
 * copies. The changes themselves, and what each does to a save, are lib/saved-items'
 * (save-changes.ts). Pure.
 */
import type { GraphQLRequestBody } from '../../../lib/graphql-client';
import { applySaveChange, SAVE_CHANGE_RULES } from '../../../lib/saved-items';
import type { ChangeableSave, SaveChange } from '../../../lib/saved-items';

/** A GraphQL request exactly as it would have been sent. */
export type OutboxRequest = GraphQLRequestBody;

/**
 * A waiting change as stored in IndexedDB: the typed change (kind, save, tags), the request sent
 * for it, and its place in the queue. Entries stored by older clients have the same shape.
 */
export type OutboxOp = SaveChange & {
  id: string;
  request: OutboxRequest;
  queuedAt: number;
  /** Being sent now: a later change never merges into it. */
  sending?: boolean;
  /** Answers without a GraphQL body (5xx, 429) so far; dropped after MAX_ATTEMPTS. */
  attempts?: number;
};

export const MAX_ATTEMPTS = 3;

/** The outbox entry of a change whose request could not leave. */
export function outboxEntry(
  change: SaveChange,
  request: OutboxRequest,
  id: string,
  now: number,
): OutboxOp {
  return { ...change, id, request, queuedAt: now };
}

/**
 * The queue after `op` joins it, in the order the changes were made. A change that undoes a
 * waiting one (archive then Undo) removes both: the server never needs to hear of either. A
 * change on the same save and the same property as a waiting one (tags twice) replaces it, so
 * only the last one is sent. A change being sent is never touched.
 */
export function mergeIntoOutbox(queue: readonly OutboxOp[], op: OutboxOp): OutboxOp[] {
  const index = queue.findLastIndex(
    (waiting) =>
      !waiting.sending &&
      waiting.savedItemId === op.savedItemId &&
      SAVE_CHANGE_RULES[waiting.kind].property === SAVE_CHANGE_RULES[op.kind].property,
  );
  if (index === -1) return [...queue, op];
  const rest = [...queue.slice(0, index), ...queue.slice(index + 1)];
  if (SAVE_CHANGE_RULES[queue[index]!.kind].opposite === op.kind) return rest;
  return [...rest, op];
}

/**
 * A save as it will be once its waiting changes are sent, or null when one of them deletes it.
 * The offline copies show saves this way, so a change made offline stays visible.
 */
export function withWaitingChanges<T extends ChangeableSave>(
  save: T,
  queue: readonly OutboxOp[],
): T | null {
  let current: T | null = save;
  for (const op of queue) {
    if (current === null) {
      if (op.savedItemId === save.id && op.kind === 'undelete') current = save;
      continue;
    }
    if (op.savedItemId !== save.id) continue;
    current = applySaveChange(current, op, Math.floor(op.queuedAt / 1000));
  }
  return current;
}
