/**
 * The stored colour-mode preference (docs/PRODUCT.md §3 "Display preferences", §9;
 * docs/POCKET-COMPATIBILITY.md §4.3): its values, default and localStorage key. Free of side
 * effects, so start-up code (the legacy preference migration) can use it before the theme store
 * reads storage. public/theme-init.js repeats these values for the pre-paint script: keep them in
 * sync.
 */

/** The colour mode a person picked; `system` follows `prefers-color-scheme`. */
export type ThemePreference = 'light' | 'dark' | 'sepia' | 'system';

/** localStorage key (Pocket's name); also read by public/theme-init.js before first paint. */
export const THEME_STORAGE_KEY = 'pocket-color-mode';
/** In the order of docs/PRODUCT.md §5: the first is the fallback for an unknown stored value. */
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'sepia', 'system'];
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'light';

export function isThemePreference(value: unknown): value is ThemePreference {
  return THEME_PREFERENCES.some((p) => p === value);
}
