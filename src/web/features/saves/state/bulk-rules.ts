/**
 * The pure rules of bulk edit (docs/PRODUCT.md §4 "Bulk mode"): what a click or shift+click does to
 * the selection, and which way the Archive and Favorite buttons go for what is selected.
 */
import { viewFromPath } from './views';

export type FavoriteAction = 'favorite' | 'unfavorite';
/** 'add' re-adds archived items to Saves (unarchive). */
export type ArchiveAction = 'archive' | 'add';

export interface BulkItemFlags {
  isFavorite: boolean;
  isArchived: boolean;
}

/**
 * The selection after a click on `targetId`. Without shift (or without a previous item on this
 * page) the target is toggled. With shift, the range between `anchorId` and the target in page
 * order is selected, or deselected when the target is already selected (the reverse action).
 * Newly selected ids are appended in page order.
 */
export function applyBulkClick(
  selected: readonly string[],
  order: readonly string[],
  anchorId: string | null,
  targetId: string,
  shift: boolean,
): string[] {
  const isSelected = selected.includes(targetId);
  const from = anchorId === null ? -1 : order.indexOf(anchorId);
  const to = order.indexOf(targetId);
  if (!shift || from < 0 || to < 0) {
    return isSelected ? selected.filter((id) => id !== targetId) : [...selected, targetId];
  }
  const range = order.slice(Math.min(from, to), Math.max(from, to) + 1);
  if (isSelected) {
    const drop = new Set(range);
    return selected.filter((id) => !drop.has(id));
  }
  const have = new Set(selected);
  return [...selected, ...range.filter((id) => !have.has(id))];
}

/**
 * docs/PRODUCT.md §4: favoriteAction is 'favorite' when none of the selected items is a favorite,
 * else 'unfavorite'; archiveAction is 'archive' when none is archived, else 'add'.
 */
export function bulkActionsFor(items: readonly BulkItemFlags[]): {
  favoriteAction: FavoriteAction;
  archiveAction: ArchiveAction;
} {
  return {
    favoriteAction: items.some((item) => item.isFavorite) ? 'unfavorite' : 'favorite',
    archiveAction: items.some((item) => item.isArchived) ? 'add' : 'archive',
  };
}

/**
 * Pages where bulk mode can stay on: the saves views (and a tag's saves). Anywhere else bulk
 * mode ends, and g b goes to Saves first.
 */
export function isBulkPath(pathname: string): boolean {
  return viewFromPath(pathname) !== null || /^\/saves\/tags\/[^/]+\/?$/.test(pathname);
}
