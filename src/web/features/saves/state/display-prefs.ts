/**
 * Display preferences of the saves views (docs/PRODUCT.md §3 "Display preferences", §4 "Other",
 * §9):
 *
 * - `listMode` — 'grid' (default), 'list' or 'detail'; stored in localStorage `pocket-list-mode`
 *   as the bare string.
 * - `sortOptions` — newest ('DESC', the default) or oldest ('ASC') first, per section; stored in
 *   localStorage `pocket-sort-options` as a JSON object keyed by section id, e.g.
 *   `{"saves":"ASC","archive":"DESC"}`.
 *
 * Change them only through `setListMode` and `setSortOrder`: they persist the value, emit the
 * analytics events (saves.display.view, saves.sort) when the value really changes, and are the
 * one place to hook keyboard shortcuts (v l/g/d, s n/o) onto. Values written by Pocket's older
 * client (`list_mode`) are migrated at start-up by legacy-prefs.ts, after which the app reads
 * them again (loadDisplayPrefs).
 */
import { create } from 'zustand';
import type { SavedItemsSortOrder } from '../../../gql/graphql';
import { track } from '../../../lib/analytics';
import {
  DEFAULT_SORT_ORDER,
  LIST_MODE_KEY,
  parseListMode,
  SORT_OPTIONS_KEY,
} from './display-prefs-values';
import type { ListMode } from './display-prefs-values';

export { parseListMode } from './display-prefs-values';
export type { ListMode } from './display-prefs-values';

export type SortOptions = Partial<Record<string, SavedItemsSortOrder>>;

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the preference lasts for this visit only.
  }
}

export function parseSortOptions(raw: string | null): SortOptions {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const options: SortOptions = {};
    for (const [section, order] of Object.entries(value as Record<string, unknown>)) {
      if (order === 'ASC' || order === 'DESC') options[section] = order;
    }
    return options;
  } catch {
    return {};
  }
}

interface DisplayPrefsState {
  listMode: ListMode;
  sortOptions: SortOptions;
}

const storedPrefs = (): DisplayPrefsState => ({
  listMode: parseListMode(readStorage(LIST_MODE_KEY)),
  sortOptions: parseSortOptions(readStorage(SORT_OPTIONS_KEY)),
});

export const useDisplayPrefs = create<DisplayPrefsState>(storedPrefs);

/**
 * Reads the preferences from storage again: app start-up calls it once Pocket's legacy keys are
 * migrated (src/web/app/start-up.ts), which may be after this store was created.
 */
export function loadDisplayPrefs(): void {
  useDisplayPrefs.setState(storedPrefs());
}

export function setListMode(listMode: ListMode): void {
  const changed = useDisplayPrefs.getState().listMode !== listMode;
  useDisplayPrefs.setState({ listMode });
  writeStorage(LIST_MODE_KEY, listMode);
  if (changed) track('saves.display.view', { value: listMode });
}

export function setSortOrder(section: string, order: SavedItemsSortOrder): void {
  const current = useDisplayPrefs.getState().sortOptions;
  const changed = (current[section] ?? DEFAULT_SORT_ORDER) !== order;
  const sortOptions = { ...current, [section]: order };
  useDisplayPrefs.setState({ sortOptions });
  writeStorage(SORT_OPTIONS_KEY, JSON.stringify(sortOptions));
  if (changed) track('saves.sort', { value: order, section });
}

export function useListMode(): ListMode {
  return useDisplayPrefs((state) => state.listMode);
}

/** A section's sort order in these options: newest first unless the person chose otherwise. */
function sortOrderIn(sortOptions: SortOptions, section: string): SavedItemsSortOrder {
  return sortOptions[section] ?? DEFAULT_SORT_ORDER;
}

/** A section's sort order outside React (the start page's boot prefetch), as useSortOrder reads it. */
export function getSortOrder(section: string): SavedItemsSortOrder {
  return sortOrderIn(useDisplayPrefs.getState().sortOptions, section);
}

export function useSortOrder(section: string): SavedItemsSortOrder {
  return useDisplayPrefs((state) => sortOrderIn(state.sortOptions, section));
}
