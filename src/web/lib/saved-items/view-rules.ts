/**
 * docs/PRODUCT.md §4 "Saved-list page": which saved items belong in a view after a mutation, and
 * whether a newly saved item is put at the top of one. Pure functions over the GraphQL filter the
 * view sends, so the cache can be updated without asking the server.
 */
import { saveFilterOf, saveMatchesFilter } from '../../../common/saved-item-filter';
import type { FilterableSave } from '../../../common/saved-item-filter';
import type { SavedItemsFilter, SavedItemsSort, SavedItemStatus } from '../../gql/graphql';

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

/** The rules' view of a cached save (a page still being fetched has no kind yet). */
function filterable(item: FilterableItem): FilterableSave {
  const page = item.item?.__typename === 'PendingItem' ? null : item.item;
  return {
    status: item.status ?? 'UNREAD',
    isFavorite: item.isFavorite,
    highlighted: (item.annotations?.highlights?.length ?? 0) > 0,
    tagNames: item.tags === undefined ? undefined : (item.tags ?? []).map((tag) => tag.name),
    page: page
      ? {
          isArticle: page.isArticle === true,
          hasVideo: page.hasVideo ?? null,
          hasImage: page.hasImage ?? null,
        }
      : null,
  };
}

/**
 * True when `item` still belongs in a view with `filter`: the server's rules
 * (src/common/saved-item-filter.ts), and a deleted save leaves every view (the lists never show
 * one, whatever their filter).
 */
export function matchesFilter(item: FilterableItem, filter: SavedItemsFilter): boolean {
  if (item.status === 'DELETED') return false;
  return saveMatchesFilter(filterable(item), saveFilterOf(filter));
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
