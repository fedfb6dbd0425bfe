/**
 * Legacy preference migration (docs/PRODUCT.md §5: "list_mode must be grid, list or detail; theme
 * must be light, dark, sepia or system; otherwise the first valid value is used"; §9: colour mode
 * has two local-storage keys).
 *
 * Pocket's older web client kept the layout in localStorage `list_mode` and the colour mode in
 * `theme`; the current keys are `pocket-list-mode` and `pocket-color-mode`
 * (docs/POCKET-COMPATIBILITY.md §4.3). At start-up (src/web/app/start-up.ts, before the first
 * render, after which the stores that read these keys read them again), each legacy key that is
 * present is mapped
 * to a valid current value — an unknown value becomes the first valid one (grid, light) — written
 * to the current key only when that key is absent (a newer choice wins), and then removed, so the
 * migration runs once. public/theme-init.js applies the same mapping for `theme` to paint the first
 * load correctly.
 *
 * Only pure values are imported here, so the migration runs (and is tested) without the stores.
 */
import {
  DEFAULT_THEME_PREFERENCE,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
} from '../../theme/preference';
import type { ThemePreference } from '../../theme/preference';
import { DEFAULT_LIST_MODE, LIST_MODE_KEY, LIST_MODES } from './display-prefs-values';
import type { ListMode } from './display-prefs-values';

export const LEGACY_LIST_MODE_KEY = 'list_mode';
export const LEGACY_THEME_KEY = 'theme';

/** The part of the Storage API the migration uses (window.localStorage, or a map in tests). */
export type PrefsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Tolerates the spellings older clients wrote: surrounding spaces, case, JSON quotes. */
function normalise(raw: string): string {
  return raw
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim()
    .toLowerCase();
}

function mapTo<T extends string>(raw: string, valid: readonly T[], fallback: T): T {
  const value = normalise(raw);
  return valid.find((candidate) => candidate === value) ?? fallback;
}

/** A legacy `list_mode` value as a current list mode (unknown → grid). */
export function mapLegacyListMode(raw: string): ListMode {
  return mapTo(raw, LIST_MODES, DEFAULT_LIST_MODE);
}

/** A legacy `theme` value as a current colour mode (unknown → light). */
export function mapLegacyTheme(raw: string): ThemePreference {
  return mapTo(raw, THEME_PREFERENCES, DEFAULT_THEME_PREFERENCE);
}

const MIGRATIONS = [
  { from: LEGACY_LIST_MODE_KEY, to: LIST_MODE_KEY, map: mapLegacyListMode },
  { from: LEGACY_THEME_KEY, to: THEME_STORAGE_KEY, map: mapLegacyTheme },
] as const;

/** What happened to one legacy key. */
export type MigrationOutcome =
  | 'absent' // no legacy value
  | 'migrated' // written to the current key, legacy key removed
  | 'superseded'; // the current key already had a value: legacy key removed only

/** Migrates every legacy key once; returns what happened to each (by legacy key). */
export function migrateLegacyPrefs(storage: PrefsStorage): Record<string, MigrationOutcome> {
  const outcomes: Record<string, MigrationOutcome> = {};
  for (const { from, to, map } of MIGRATIONS) {
    const legacy = storage.getItem(from);
    if (legacy === null) {
      outcomes[from] = 'absent';
      continue;
    }
    if (storage.getItem(to) === null) {
      storage.setItem(to, map(legacy));
      outcomes[from] = 'migrated';
    } else {
      outcomes[from] = 'superseded';
    }
    storage.removeItem(from);
  }
  return outcomes;
}
