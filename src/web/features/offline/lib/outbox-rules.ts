/**
 * The outbox's rules (docs/OFFLINE.md "Changes made offline"): which GraphQL mutations can wait
 * for the network, the answer the client gets for a waiting one, how a new change merges with
 * those already waiting, and how waiting changes show in the offline copies. Pure.
 */

/** A change the outbox can hold. */
export type OutboxKind =
  'archive' | 'unarchive' | 'favorite' | 'unfavorite' | 'delete' | 'undelete' | 'tags';

/** A GraphQL request exactly as it would have been sent. */
export interface OutboxRequest {
  query: string;
  operationName: string;
  variables: Record<string, unknown>;
}

export interface OutboxOp {
  id: string;
  kind: OutboxKind;
  savedItemId: string;
  /** The save's new tags (kind 'tags'). */
  tags?: string[];
  request: OutboxRequest;
  queuedAt: number;
  /** Being sent now: a later change never merges into it. */
  sending?: boolean;
  /** Answers without a GraphQL body (5xx, 429) so far; dropped after MAX_ATTEMPTS. */
  attempts?: number;
}

export const MAX_ATTEMPTS = 3;

const TOGGLES: Record<string, OutboxKind> = {
  ItemArchive: 'archive',
  ItemUnArchive: 'unarchive',
  ItemFavorite: 'favorite',
  ItemUnFavorite: 'unfavorite',
  ItemDelete: 'delete',
  ItemUnDelete: 'undelete',
};

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The outbox change for a request, or null when the request cannot wait (queries, bulk edits,
 * anything else): it then fails as it would have without the outbox.
 */
export function queueableChange(request: OutboxRequest, id: string, now: number): OutboxOp | null {
  const { operationName, variables } = request;
  const base = { id, request, queuedAt: now };
  const toggle = TOGGLES[operationName];
  if (toggle) {
    return isString(variables.itemId)
      ? { ...base, kind: toggle, savedItemId: variables.itemId }
      : null;
  }
  if (operationName === 'ItemTagsRemove') {
    return isString(variables.savedItemId)
      ? { ...base, kind: 'tags', savedItemId: variables.savedItemId, tags: [] }
      : null;
  }
  if (operationName === 'ItemTagsReplace') {
    const input = variables.input;
    if (!Array.isArray(input) || input.length !== 1) return null;
    const [entry] = input as Array<{ savedItemId?: unknown; tags?: unknown }>;
    const tags = entry?.tags;
    if (!isString(entry?.savedItemId) || !Array.isArray(tags) || !tags.every(isString)) return null;
    return { ...base, kind: 'tags', savedItemId: entry.savedItemId, tags: [...tags] };
  }
  return null;
}

const tagObjects = (names: readonly string[]) => names.map((name) => ({ id: name, name }));

/**
 * The `data` the mutation's caller gets while its change waits: the change itself, in the shape
 * of the server's answer, with only the fields the change sets (the callers merge answers into
 * what they show, and leave out fields that are absent).
 */
export function answerWhileWaiting(op: OutboxOp, nowSeconds: number): Record<string, unknown> {
  const id = op.savedItemId;
  switch (op.kind) {
    case 'archive':
      return {
        updateSavedItemArchive: {
          id,
          status: 'ARCHIVED',
          isArchived: true,
          archivedAt: nowSeconds,
        },
      };
    case 'unarchive':
      return {
        updateSavedItemUnArchive: { id, status: 'UNREAD', isArchived: false, archivedAt: null },
      };
    case 'favorite':
      return { updateSavedItemFavorite: { id, isFavorite: true, favoritedAt: nowSeconds } };
    case 'unfavorite':
      return { updateSavedItemUnFavorite: { id, isFavorite: false, favoritedAt: null } };
    case 'delete':
      return { deleteSavedItem: id };
    case 'undelete':
      return { updateSavedItemUnDelete: { id } };
    case 'tags': {
      const save = { id, tags: tagObjects(op.tags ?? []), status: null, _updatedAt: null };
      return op.request.operationName === 'ItemTagsRemove'
        ? { updateSavedItemRemoveTags: save }
        : { replaceSavedItemTags: [save] };
    }
  }
}

const AXIS: Record<OutboxKind, string> = {
  archive: 'status',
  unarchive: 'status',
  favorite: 'favorite',
  unfavorite: 'favorite',
  delete: 'delete',
  undelete: 'delete',
  tags: 'tags',
};

const OPPOSITE: Partial<Record<OutboxKind, OutboxKind>> = {
  archive: 'unarchive',
  unarchive: 'archive',
  favorite: 'unfavorite',
  unfavorite: 'favorite',
  delete: 'undelete',
  undelete: 'delete',
};

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
      AXIS[waiting.kind] === AXIS[op.kind],
  );
  if (index === -1) return [...queue, op];
  const rest = [...queue.slice(0, index), ...queue.slice(index + 1)];
  if (OPPOSITE[queue[index]!.kind] === op.kind) return rest;
  return [...rest, op];
}

/** The fields of a save that waiting changes alter (cards and the reader's save alike). */
export interface ChangeableSave {
  id: string;
  status: string | null;
  isArchived?: boolean;
  isFavorite?: boolean;
  tags?: ReadonlyArray<{ id: string; name: string }> | null;
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
    switch (op.kind) {
      case 'archive':
        current = { ...current, status: 'ARCHIVED', isArchived: true };
        break;
      case 'unarchive':
        current = { ...current, status: 'UNREAD', isArchived: false };
        break;
      case 'favorite':
        current = { ...current, isFavorite: true };
        break;
      case 'unfavorite':
        current = { ...current, isFavorite: false };
        break;
      case 'delete':
        current = null;
        break;
      case 'undelete':
        break;
      case 'tags':
        current = { ...current, tags: tagObjects(op.tags ?? []) };
        break;
    }
  }
  return current;
}

/** "archive", "add back to Saves", …: what a failed change tried, for its error toast. */
export const CHANGE_WORDS: Record<OutboxKind, string> = {
  archive: 'archive',
  unarchive: 'add back to Saves',
  favorite: 'favorite',
  unfavorite: 'remove the favorite from',
  delete: 'delete',
  undelete: 'restore',
  tags: 'change the tags of',
};
