/**
 * Display preferences of the saves views (spec §3 "Display preferences", §4 "Other", §9):
 *
 * - `listMode` — 'grid' (default), 'list' or 'detail'; stored in localStorage `pocket-list-mode`
 *   as the bare string.
 * - `sortOptions` — newest ('DESC', the default) or oldest ('ASC') first, per section; stored in
 *   localStorage `pocket-sort-options` as a JSON object keyed by section id, e.g.
 *   `{"saves":"ASC","archive":"DESC"}`.
 *
 * Change them only through `setListMode` and `setSortOrder`: they persist the value, and they
 * are the one place to hook keyboard shortcuts (v l/g/d, s n/o) and the analytics events
 * (saves.display.view, saves.sort) onto.
 */
import { create } from 'zustand';
import type { SavedItemsSortOrder } from '../../../gql/graphql';

export type ListMode = 'grid' | 'list' | 'detail';
export const LIST_MODES: readonly ListMode[] = ['grid', 'list', 'detail'];
export const LIST_MODE_KEY = 'pocket-list-mode';
export const SORT_OPTIONS_KEY = 'pocket-sort-options';
export const DEFAULT_LIST_MODE: ListMode = 'grid';
export const DEFAULT_SORT_ORDER: SavedItemsSortOrder = 'DESC';

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

export function parseListMode(raw: string | null): ListMode {
  return LIST_MODES.find((mode) => mode === raw) ?? DEFAULT_LIST_MODE;
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

export const useDisplayPrefs = create<DisplayPrefsState>(() => ({
  listMode: parseListMode(readStorage(LIST_MODE_KEY)),
  sortOptions: parseSortOptions(readStorage(SORT_OPTIONS_KEY)),
}));

export function setListMode(listMode: ListMode): void {
  useDisplayPrefs.setState({ listMode });
  writeStorage(LIST_MODE_KEY, listMode);
}

export function setSortOrder(section: string, order: SavedItemsSortOrder): void {
  const sortOptions = { ...useDisplayPrefs.getState().sortOptions, [section]: order };
  useDisplayPrefs.setState({ sortOptions });
  writeStorage(SORT_OPTIONS_KEY, JSON.stringify(sortOptions));
}

export function useListMode(): ListMode {
  return useDisplayPrefs((state) => state.listMode);
}

export function useSortOrder(section: string): SavedItemsSortOrder {
  return useDisplayPrefs((state) => state.sortOptions[section] ?? DEFAULT_SORT_ORDER);
}
