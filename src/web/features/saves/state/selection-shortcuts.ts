/**
 * The item shortcuts of the saves views (docs/PRODUCT.md §2 "Item"): j / k move the keyboard
 * selection; o opens the original, a archives or re-adds, f favorites or unfavorites, t tags, d
 * deletes, x selects in bulk edit, all on the selected card. When archive, favorite or delete makes
 * the item leave the view (archive in Saves, re-add in Archive, unfavorite in Favorites), the
 * selection moves on to the next item (docs/PRODUCT.md §4 "Saved item status").
 */
import { useEffect } from 'react';
import { bindingsFor } from '../../../lib/shortcuts/catalog';
import { useShortcuts } from '../../../lib/shortcuts/use-shortcuts';
import { openTagging } from '../../tags';
import { optimisticState, useSavedItemActions } from '../../../lib/saved-items';
import type { SavedItemSummary } from '../../../lib/saved-items';
import { useBulk } from './bulk-store';
import { cardModel } from './card-model';
import { selectionAfterRemoval, selectItem, stepSelection, useSelection } from './selection-store';
import { matchesFilter } from '../../../lib/saved-items';
import { viewFromPath } from './views';

export interface ItemShortcutOptions {
  /** The view's items in page order. */
  items: readonly SavedItemSummary[];
  pathname: string;
  onBulkToggle: (id: string, shift: boolean) => void;
  /** Scrolls the card at this page index into view. */
  reveal: (index: number, id: string) => void;
}

/** Tag names of an item, when the saves query asks for them. */
function tagNamesOf(item: SavedItemSummary): string[] {
  const tags = (item as { tags?: ReadonlyArray<{ name?: string | null } | null> | null }).tags;
  return (tags ?? []).flatMap((tag) => (tag?.name ? [tag.name] : []));
}

export function useItemShortcuts({ items, pathname, onBulkToggle, reveal }: ItemShortcutOptions) {
  const actions = useSavedItemActions();
  const currentId = useSelection((state) => state.currentId);
  const bulkActive = useBulk((state) => state.active);

  // A new view starts without a selection.
  useEffect(() => {
    selectItem(null);
  }, [pathname]);

  const ids = items.map((item) => item.id);
  const index = currentId === null ? -1 : ids.indexOf(currentId);
  const current = index >= 0 ? items[index] : undefined;
  const filter = viewFromPath(pathname)?.filter;

  const move = (delta: 1 | -1) => {
    const next = stepSelection(ids, currentId, delta);
    if (next === null) return;
    selectItem(next);
    reveal(ids.indexOf(next), next);
  };

  /** Runs a change; when the changed item would leave this view, the selection moves on first. */
  const change = (
    item: SavedItemSummary,
    next: Partial<SavedItemSummary>,
    run: () => Promise<void>,
  ) => {
    if (filter && !matchesFilter({ ...item, ...next }, filter)) {
      const after = selectionAfterRemoval(ids, item.id);
      selectItem(after);
      if (after !== null) reveal(ids.indexOf(after), after);
    }
    void run();
  };

  const onItem = current
    ? {
        'item-open': () => {
          const url = cardModel(current, window.location.origin).display.externalUrl;
          if (url) window.open(url, '_blank', 'noopener,noreferrer');
        },
        'item-archive': () =>
          current.status === 'ARCHIVED'
            ? change(current, optimisticState('unarchive'), () => actions.unarchive(current))
            : change(current, optimisticState('archive'), () => actions.archive(current)),
        'item-favorite': () =>
          current.isFavorite
            ? change(current, optimisticState('unfavorite'), () => actions.unfavorite(current))
            : change(current, optimisticState('favorite'), () => actions.favorite(current)),
        'item-tag': () =>
          openTagging({ itemIds: [current.id], tagNames: tagNamesOf(current), isBulk: false }),
        'item-delete': () => change(current, { status: 'DELETED' }, () => actions.remove(current)),
        'item-select': bulkActive ? () => onBulkToggle(current.id, false) : undefined,
      }
    : {};

  useShortcuts(
    bindingsFor({
      'item-next': () => move(1),
      'item-previous': () => move(-1),
      ...onItem,
    }),
  );
}
