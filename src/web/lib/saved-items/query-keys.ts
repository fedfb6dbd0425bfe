/**
 * The saves feature's query keys, the one place they are spelled: every feature that reads or
 * refreshes the saves lists imports `savedItemsKeys` (through features/saves/index.ts).
 */
import type { SavedItemsFilter, SavedItemsSort } from '../../gql/graphql';

/** A saves list as the server is asked for it. */
export interface SavedItemsView {
  filter: SavedItemsFilter;
  sort: SavedItemsSort;
}

export const savedItemsKeys = {
  /** Every saves list (all filters and sorts). */
  all: ['savedItems'] as const,
  /** One list: its filter and sort (the cache reads them back from the key). */
  view: (view: SavedItemsView) => ['savedItems', view.filter, view.sort] as const,
};
