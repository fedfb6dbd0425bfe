/**
 * Spec §4 "Saved-list page": which saved items belong in a view after a mutation, and whether a
 * newly saved item is put at the top of one. Pure functions over the GraphQL filter the view
 * sends, so the cache can be updated without asking the server.
 */
import { UNTAGGED_TAG } from '../../../../common/tag-rules';
import type { SavedItemsFilter, SavedItemsSort, SavedItemStatus } from '../../../gql/graphql';

/** The few fields of a saved item that the filters look at. */
export interface FilterableItem {
  status?: SavedItemStatus | null;
  isFavorite: boolean;
  annotations?: { highlights?: ReadonlyArray<unknown> | null } | null;
  /** The item's tags; left out (undefined) when unknown, which a tag filter then ignores. */
  tags?: ReadonlyArray<{ name: string }> | null;
  item?: {
    __typename?: string;
    isArticle?: boolean | null;
    hasVideo?: string | null;
    hasImage?: string | null;
  } | null;
}

/** The server's IS_READABLE: articles only, as Pocket (images and videos have their own views). */
function isReadable(item: FilterableItem): boolean {
  // A PendingItem carries no isArticle: not readable (yet).
  return item.item?.isArticle === true;
}

function isHighlighted(item: FilterableItem): boolean {
  return (item.annotations?.highlights?.length ?? 0) > 0;
}

/** True when the item carries one of `names` (or has no tag and `_untagged_` is one of them). */
function hasAnyTag(item: FilterableItem, names: readonly string[]): boolean {
  if (item.tags === undefined) return true;
  const tags = item.tags ?? [];
  if (tags.length === 0 && names.includes(UNTAGGED_TAG)) return true;
  return tags.some((tag) => names.includes(tag.name));
}

/**
 * True when `item` still belongs in a view with `filter`. An item leaves when it is deleted,
 * not readable in a readable view, not a video in a video view, not highlighted in the
 * highlights view, not a favorite in a favorites view, no longer has the view's tag, or has a
 * status outside the view's.
 */
export function matchesFilter(item: FilterableItem, filter: SavedItemsFilter): boolean {
  const status = item.status ?? 'UNREAD';
  if (status === 'DELETED') return false;
  if (filter.statuses && filter.statuses.length > 0) {
    if (!filter.statuses.some((allowed) => allowed === status)) return false;
  } else if (filter.status && filter.status !== status) {
    return false;
  }
  if (filter.isArchived != null && filter.isArchived !== (status === 'ARCHIVED')) return false;
  if (filter.isFavorite != null && filter.isFavorite !== item.isFavorite) return false;
  if (filter.isHighlighted != null && filter.isHighlighted !== isHighlighted(item)) return false;
  const type = filter.contentType;
  if (type === 'IS_READABLE' && !isReadable(item)) return false;
  if ((type === 'IS_VIDEO' || type === 'VIDEO') && item.item?.hasVideo !== 'IS_VIDEO') return false;
  if (filter.tagNames && filter.tagNames.length > 0 && !hasAnyTag(item, filter.tagNames)) {
    return false;
  }
  return true;
}

/**
 * A newly saved item goes to the top of a view only if it matches the filter and the view is
 * newest first (by date saved: a save does not change when an item was archived or favorited).
 */
export function shouldInject(
  item: FilterableItem,
  filter: SavedItemsFilter,
  sort: SavedItemsSort,
): boolean {
  return sort.sortOrder === 'DESC' && sort.sortBy === 'CREATED_AT' && matchesFilter(item, filter);
}
