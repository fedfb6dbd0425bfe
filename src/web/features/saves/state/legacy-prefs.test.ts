import { describe, expect, test } from 'vitest';
import { THEME_PREFERENCES, THEME_STORAGE_KEY } from '../../theme/preference';
import { LIST_MODE_KEY, LIST_MODES } from './display-prefs-values';
import { mapLegacyListMode, mapLegacyTheme, migrateLegacyPrefs } from './legacy-prefs';
import type { PrefsStorage } from './legacy-prefs';

function memoryStorage(initial: Record<string, string>): PrefsStorage & { dump(): object } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}

describe('legacy preference values', () => {
  test.each([
    ['grid', 'grid'],
    ['list', 'list'],
    ['detail', 'detail'],
    [' List ', 'list'],
    ['"detail"', 'detail'],
    ['DETAIL', 'detail'],
    ['cards', 'grid'],
    ['', 'grid'],
    ['null', 'grid'],
  ])('list_mode %j → %s', (raw, expected) => {
    expect(mapLegacyListMode(raw)).toBe(expected);
  });

  test.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['sepia', 'sepia'],
    ['system', 'system'],
    ['"dark"', 'dark'],
    ['Sepia', 'sepia'],
    ['night', 'light'],
    ['auto', 'light'],
    ['', 'light'],
  ])('theme %j → %s', (raw, expected) => {
    expect(mapLegacyTheme(raw)).toBe(expected);
  });

  test('the fallbacks are the first valid values (docs/PRODUCT.md §5)', () => {
    expect(mapLegacyListMode('?')).toBe(LIST_MODES[0]);
    expect(mapLegacyTheme('?')).toBe(THEME_PREFERENCES[0]);
  });
});

interface MigrationCase {
  name: string;
  before: Record<string, string>;
  after: Record<string, string>;
  outcomes: Record<string, string>;
}

describe('migrateLegacyPrefs', () => {
  test.each<MigrationCase>([
    {
      name: 'nothing stored',
      before: {},
      after: {},
      outcomes: { list_mode: 'absent', theme: 'absent' },
    },
    {
      name: 'both legacy keys, no current keys',
      before: { list_mode: 'detail', theme: 'sepia' },
      after: { [LIST_MODE_KEY]: 'detail', [THEME_STORAGE_KEY]: 'sepia' },
      outcomes: { list_mode: 'migrated', theme: 'migrated' },
    },
    {
      name: 'invalid legacy values become the first valid ones',
      before: { list_mode: 'masonry', theme: 'night' },
      after: { [LIST_MODE_KEY]: 'grid', [THEME_STORAGE_KEY]: 'light' },
      outcomes: { list_mode: 'migrated', theme: 'migrated' },
    },
    {
      name: 'a current value wins over a legacy one',
      before: { list_mode: 'detail', [LIST_MODE_KEY]: 'list', theme: 'dark' },
      after: { [LIST_MODE_KEY]: 'list', [THEME_STORAGE_KEY]: 'dark' },
      outcomes: { list_mode: 'superseded', theme: 'migrated' },
    },
    {
      name: 'current keys only: untouched',
      before: { [LIST_MODE_KEY]: 'list', [THEME_STORAGE_KEY]: 'system', other: 'x' },
      after: { [LIST_MODE_KEY]: 'list', [THEME_STORAGE_KEY]: 'system', other: 'x' },
      outcomes: { list_mode: 'absent', theme: 'absent' },
    },
  ])('$name', ({ before, after, outcomes }) => {
    const storage = memoryStorage(before);
    expect(migrateLegacyPrefs(storage)).toEqual(outcomes);
    expect(storage.dump()).toEqual(after);
    // Running again changes nothing: the legacy keys are gone.
    expect(migrateLegacyPrefs(storage)).toEqual({ list_mode: 'absent', theme: 'absent' });
    expect(storage.dump()).toEqual(after);
  });
});
