import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchSavedItemsPage, SAVES_PAGE_SIZE } from '../../../lib/saved-items/saved-items-page';
import type { SavedItemsPage } from '../../../lib/saved-items/saved-items-page';
import { savedItemsKeys } from '../../../lib/saved-items/query-keys';
import type { SavedItemsView } from '../../../lib/saved-items/query-keys';
import { offlineSavesPage } from '../../offline';

/**
 * The query of one view, 30 per page; `fetchNextPage` loads more with `after: endCursor`. The one
 * definition of it: the page's hook and the start page's boot prefetch (src/web/app) both use it,
 * so the page finds the prefetched answer under the same key.
 */
export function savedItemsQuery(view: SavedItemsView) {
  return infiniteQueryOptions({
    queryKey: savedItemsKeys.view(view),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      fetchSavedItemsPage(
        view,
        pageParam ? { first: SAVES_PAGE_SIZE, after: pageParam } : { first: SAVES_PAGE_SIZE },
      ).catch((error: unknown) => offlineSavesPage(view, pageParam, error)),
    // Offline, the page is read from the offline copies (docs/OFFLINE.md) instead of waiting.
    networkMode: 'always',
    getNextPageParam: (last: SavedItemsPage) =>
      last.hasNextPage && last.endCursor ? last.endCursor : undefined,
  });
}

/** One view of the saved items (see savedItemsQuery). */
export function useSavedItems(view: SavedItemsView) {
  return useInfiniteQuery(savedItemsQuery(view));
}
