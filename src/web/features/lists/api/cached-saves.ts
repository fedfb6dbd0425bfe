/**
 * The saves of a bulk selection as list items: the selection holds ids only, and the saves
 * views already in the cache hold the rest (the selection is always made on a loaded view).
 */
import type { QueryClient } from '@tanstack/react-query';
import { savedItemsKeys } from '../../../lib/saved-items';
import type { SavedItemsData, SavedItemSummary } from '../../../lib/saved-items';
import type { ListItemInput } from '../state/add-plan';
import { toListItemInput } from '../state/to-list-item';

export function listItemOfSave(save: SavedItemSummary): ListItemInput {
  return toListItemInput(save);
}

/** The selected saves found in the cache, in selection order. */
export function cachedSavesAsListItems(
  client: QueryClient,
  ids: readonly string[],
): ListItemInput[] {
  const byId = new Map<string, SavedItemSummary>();
  for (const [, data] of client.getQueriesData<SavedItemsData>({ queryKey: savedItemsKeys.all })) {
    for (const page of data?.pages ?? []) {
      for (const save of page.items) if (!byId.has(save.id)) byId.set(save.id, save);
    }
  }
  return ids.flatMap((id) => {
    const save = byId.get(id);
    return save ? [listItemOfSave(save)] : [];
  });
}
