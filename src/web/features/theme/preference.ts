/**
 * The theme preference's pure values, apart from index.ts: index.ts brings the theme store,
 * which reads storage as soon as it is imported (before a legacy-settings migration ran).
 */
export {
  DEFAULT_THEME_PREFERENCE,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
} from './state/theme-preference';
export type { ThemePreference } from './state/theme-preference';
