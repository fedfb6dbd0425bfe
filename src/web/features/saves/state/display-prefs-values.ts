/**
 * The stored display preferences of the saves views (docs/PRODUCT.md §3, §9;
 * docs/POCKET-COMPATIBILITY.md §4.3): their values, defaults and localStorage keys. Free of side
 * effects, so start-up code (the legacy preference migration, legacy-prefs.ts) can use them before
 * the display-prefs store reads storage.
 */
import type { SavedItemsSortOrder } from '../../../gql/graphql';

export type ListMode = 'grid' | 'list' | 'detail';
/** In the order of docs/PRODUCT.md §5: the first is the fallback for an unknown stored value. */
export const LIST_MODES: readonly ListMode[] = ['grid', 'list', 'detail'];
export const LIST_MODE_KEY = 'pocket-list-mode';
export const SORT_OPTIONS_KEY = 'pocket-sort-options';
export const DEFAULT_LIST_MODE: ListMode = 'grid';
export const DEFAULT_SORT_ORDER: SavedItemsSortOrder = 'DESC';

export function parseListMode(raw: string | null): ListMode {
  return LIST_MODES.find((mode) => mode === raw) ?? DEFAULT_LIST_MODE;
}
