/**
 * Reordering a list (docs/PRODUCT.md §4, §8): the new order shows at once (optimistic); the changed
 * sortOrders go to the server with updateShareableListItems in batches of 30; on failure the
 * previous order comes back. sortOrder is the 1-based position.
 */
import { chunk } from './batches';
import { LIST_BATCH_SIZE } from './limits';

export interface Sortable {
  externalId: string;
  sortOrder: number;
}

export interface SortOrderUpdate {
  externalId: string;
  sortOrder: number;
}

/** `items` with the one at `from` moved to `to` (indexes clamped; the same array when a no-op). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** The items of `ordered` whose position no longer matches their sortOrder, renumbered 1…n. */
export function sortOrderUpdates(ordered: readonly Sortable[]): SortOrderUpdate[] {
  return ordered.flatMap((item, index) =>
    item.sortOrder === index + 1 ? [] : [{ externalId: item.externalId, sortOrder: index + 1 }],
  );
}

/** `ordered` with sortOrders 1…n (what the list shows after a reorder). */
export function renumber<T extends Sortable>(ordered: readonly T[]): T[] {
  return ordered.map((item, index) => ({ ...item, sortOrder: index + 1 }));
}

export interface ReorderCalls<T extends Sortable> {
  /** Shows an order (the cache of the list page). */
  show: (items: T[]) => void;
  /** Sends one batch of sortOrders. */
  send: (updates: SortOrderUpdate[]) => Promise<void>;
}

/**
 * Shows `next` at once and saves it batch by batch. On a failed batch the batches already saved
 * are put back as they were (best effort), `previous` is shown again and the error is returned.
 */
export async function runReorder<T extends Sortable>(
  calls: ReorderCalls<T>,
  previous: readonly T[],
  next: readonly T[],
): Promise<Error | null> {
  const renumbered = renumber(next);
  const updates = sortOrderUpdates(next);
  if (updates.length === 0) return null;
  calls.show(renumbered);
  const sent: SortOrderUpdate[] = [];
  try {
    for (const batch of chunk(updates, LIST_BATCH_SIZE)) {
      await calls.send(batch);
      sent.push(...batch);
    }
    return null;
  } catch (error) {
    calls.show([...previous]);
    if (sent.length > 0) {
      const before = new Map(previous.map((item) => [item.externalId, item.sortOrder]));
      const undo = sent.flatMap((update) => {
        const sortOrder = before.get(update.externalId);
        return sortOrder === undefined ? [] : [{ externalId: update.externalId, sortOrder }];
      });
      for (const batch of chunk(undo, LIST_BATCH_SIZE)) {
        await calls.send(batch).catch(() => undefined);
      }
    }
    return error instanceof Error ? error : new Error('Reordering failed.');
  }
}
