/**
 * How saves go into a list (docs/PRODUCT.md §8): when several go into a new list, the first 3
 * travel with the creation call (createAndAddToShareableList) and the rest follow in batches of 30
 * (addToShareableList); into an existing list they all go in batches of 30. Progress is shown
 * as "Adding 30 of 75…" and goes back to 0 on error (docs/PRODUCT.md §4).
 */
import { chunk } from './batches';
import { ITEMS_WITH_CREATE, LIST_BATCH_SIZE } from './limits';

/** One save as a list item (AddItemInput: Pocket's fields; a missing image is null). */
export interface ListItemInput {
  itemId: string;
  url: string;
  title: string | null;
  excerpt: string | null;
  imageUrl: string | null;
  publisher: string | null;
  authors: string | null;
}

export interface AddPlan<T> {
  /** Items sent with the creation call (empty when adding to an existing list). */
  withCreate: T[];
  /** Later addToShareableList requests, in order. */
  batches: T[][];
}

export function planAdd<T>(items: readonly T[], creating: boolean): AddPlan<T> {
  const withCreate = creating ? items.slice(0, ITEMS_WITH_CREATE) : [];
  return { withCreate, batches: chunk(items.slice(withCreate.length), LIST_BATCH_SIZE) };
}

export interface AddProgress {
  done: number;
  total: number;
}

/** "Adding 30 of 75…" while items are being added; empty when idle. */
export function addProgressText(progress: AddProgress | null): string {
  if (!progress || progress.total === 0) return '';
  return `Adding ${progress.done} of ${progress.total}…`;
}

/** The calls an add run makes; injected so the plan can be tested without a server. */
export interface AddCalls {
  /** Creates the list with its first items; resolves with the new list's externalId. */
  create: (items: ListItemInput[]) => Promise<string>;
  /** Appends one batch to a list. */
  add: (listExternalId: string, items: ListItemInput[]) => Promise<void>;
}

export type AddTarget = { kind: 'new' } | { kind: 'existing'; externalId: string };

export interface AddResult {
  externalId: string | null;
  added: number;
  error: Error | null;
}

/**
 * Runs a plan: the creation call (for a new list), then each batch in turn, reporting progress
 * after every call. Stops at the first failure and says how far it got.
 */
export async function runAdd(
  calls: AddCalls,
  target: AddTarget,
  items: readonly ListItemInput[],
  onProgress: (progress: AddProgress) => void,
): Promise<AddResult> {
  const plan = planAdd(items, target.kind === 'new');
  const total = items.length;
  let externalId = target.kind === 'existing' ? target.externalId : null;
  let added = 0;
  onProgress({ done: 0, total });
  try {
    if (target.kind === 'new') {
      externalId = await calls.create(plan.withCreate);
      added = plan.withCreate.length;
      onProgress({ done: added, total });
    }
    for (const batch of plan.batches) {
      if (!externalId) break;
      await calls.add(externalId, batch);
      added += batch.length;
      onProgress({ done: added, total });
    }
    return { externalId, added, error: null };
  } catch (error) {
    return {
      externalId,
      added,
      error: error instanceof Error ? error : new Error('Adding to the list failed.'),
    };
  }
}
