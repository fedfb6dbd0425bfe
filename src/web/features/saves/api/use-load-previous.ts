import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchSavedItemsPage, prependItems, savedItemsKeys } from '../../../lib/saved-items';
import type { SavedItemsData, SavedItemsView } from '../../../lib/saved-items';

/**
 * "Load previous" (docs/PRODUCT.md §4, docs/POCKET-COMPATIBILITY.md §1.2): when the tab becomes
 * visible again, the unfiltered Saves list asks for items newer than its first one
 * (`before: startCursor`) and puts them on top. When there are more than a page of them, the list
 * is simply reloaded.
 */
export function useLoadPrevious(view: SavedItemsView, enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const key = savedItemsKeys.view(view);
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      const start = client.getQueryData<SavedItemsData>(key)?.pages[0]?.startCursor;
      if (!start) {
        void client.invalidateQueries({ queryKey: key });
        return;
      }
      fetchSavedItemsPage(view, { before: start }).then(
        (page) => {
          if (page.hasPreviousPage) void client.invalidateQueries({ queryKey: key });
          else
            client.setQueryData<SavedItemsData>(key, (data) =>
              prependItems(data, page.items, page.startCursor),
            );
        },
        () => undefined, // Offline or signed out: the next visit tries again.
      );
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [client, view, enabled]);
}
