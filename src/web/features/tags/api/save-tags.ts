/**
 * The tagging dialog's Save (docs/PRODUCT.md §4 "Tagging"): in bulk mode the tags are added to
 * every selected save (ItemsTagsAdd, 30 saves per request); otherwise they replace the save's tags
 * (ItemTagsReplace), or all tags are removed when none are left (ItemTagsRemove). The saves
 * cache gets each save's new tags (a save leaves a tag view whose tag it lost), the tag list is
 * read again, and tag views are marked stale so a newly tagged save shows up in them.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SavedItemTagsInput } from '../../../gql/graphql';
import { showToast } from '../../../lib/toast';
import {
  addItemsTags,
  applyTaggedSaves,
  markStale,
  readerKeys,
  SAVE_REQUESTS,
} from '../../../lib/saved-items';
import type { TaggingTarget } from '../state/tagging-store';
import { tagsKeys } from './get-users-tags';

/** Saves per ItemsTagsAdd request (docs/PRODUCT.md §9 batch size). */
export const TAG_BATCH_SIZE = 30;

/** `inputs` in requests of at most `size`. */
export function batches<T>(inputs: readonly T[], size = TAG_BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < inputs.length; start += size) {
    out.push(inputs.slice(start, start + size));
  }
  return out;
}

/** Which request(s) a save sends, for a target and the editor's tags. */
export type TagSavePlan =
  | { kind: 'add'; batches: SavedItemTagsInput[][] }
  | { kind: 'replace'; savedItemId: string; tags: string[] }
  | { kind: 'remove'; savedItemId: string }
  | { kind: 'none' };

export function planTagSave(target: TaggingTarget, tagNames: readonly string[]): TagSavePlan {
  const tags = [...tagNames];
  if (target.isBulk) {
    if (tags.length === 0 || target.itemIds.length === 0) return { kind: 'none' };
    return {
      kind: 'add',
      batches: batches(target.itemIds.map((savedItemId) => ({ savedItemId, tags }))),
    };
  }
  const [savedItemId] = target.itemIds;
  if (savedItemId === undefined) return { kind: 'none' };
  if (tags.length > 0) return { kind: 'replace', savedItemId, tags };
  return { kind: 'remove', savedItemId };
}

/** Runs the plan; the caches are updated with whatever succeeded, even when a batch fails. */
export async function saveTags(
  client: QueryClient,
  target: TaggingTarget,
  tagNames: readonly string[],
): Promise<void> {
  const plan = planTagSave(target, tagNames);
  try {
    switch (plan.kind) {
      case 'none':
        return;
      case 'add':
        for (const batch of plan.batches) applyTaggedSaves(client, await addItemsTags(batch));
        return;
      case 'replace':
        applyTaggedSaves(client, await SAVE_REQUESTS.replaceTags(plan.savedItemId, plan.tags));
        return;
      case 'remove':
        applyTaggedSaves(client, [await SAVE_REQUESTS.removeTags(plan.savedItemId)]);
        return;
    }
  } finally {
    if (plan.kind !== 'none') {
      await Promise.all([
        markStale(client),
        client.invalidateQueries({ queryKey: tagsKeys.all }),
        client.invalidateQueries({ queryKey: readerKeys.all }),
      ]);
    }
  }
}

const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

/**
 * saveTags, then a toast that says what was done ("Tags saved", "Tags removed", "Tags added to
 * 3 items") or why it failed. Resolves false on a failure.
 */
export async function saveTagsWithFeedback(
  client: QueryClient,
  target: TaggingTarget,
  tagNames: readonly string[],
): Promise<boolean> {
  try {
    await saveTags(client, target, tagNames);
  } catch (cause) {
    const reason = cause instanceof Error ? ` ${cause.message}` : '';
    showToast({ message: `Couldn't save the tags.${reason}`, tone: 'error' });
    return false;
  }
  if (target.isBulk) showToast({ message: `Tags added to ${items(target.itemIds.length)}` });
  else showToast({ message: tagNames.length ? 'Tags saved' : 'Tags removed' });
  return true;
}
