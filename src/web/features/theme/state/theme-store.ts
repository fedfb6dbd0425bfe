/**
 * The colour mode: the person's preference (light, dark, sepia or system) in a Zustand store,
 * persisted in localStorage, and the resolved theme applied as `colormode-<theme>` on <html>
 * (docs/PRODUCT.md §4 "Other"). A change made through `setPreference` emits the saves.theme
 * analytics event.
 */
import { create } from 'zustand';
import { track } from '../../../lib/analytics';
import { THEME_COLORS } from '../theme-colors';
import {
  DEFAULT_THEME_PREFERENCE,
  isThemePreference,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
} from './theme-preference';
import type { ThemePreference } from './theme-preference';

export { THEME_PREFERENCES, THEME_STORAGE_KEY };
export type { ThemePreference };
/** The theme actually applied as `colormode-<theme>` on <html>. */
export type ResolvedTheme = 'light' | 'dark' | 'sepia';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readStored(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : DEFAULT_THEME_PREFERENCE;
  } catch {
    return DEFAULT_THEME_PREFERENCE;
  }
}

export function resolveTheme(preference: ThemePreference): ResolvedTheme {
  if (preference !== 'system') return preference;
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function applyTheme(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.remove('colormode-light', 'colormode-dark', 'colormode-sepia');
  root.classList.add(`colormode-${theme}`);
  // The browser's UI around the page (and the installed app's title bar) matches the theme.
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

interface ThemeState {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  preference: readStored(),
  setPreference: (preference) => {
    const changed = preference !== get().preference;
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, preference);
    } catch {
      // Storage can be unavailable (private mode); the choice still applies for this visit.
    }
    set({ preference });
    // docs/PRODUCT.md §4: a change of theme emits saves.theme (not a re-pick of the same one).
    if (changed) track('saves.theme', { value: preference });
  },
}));

/**
 * Reads the preference from storage again: app start-up calls it once Pocket's legacy keys are
 * migrated (src/web/app/start-up.ts), which may be after this store was created.
 */
export function loadThemePreference(): void {
  useThemeStore.setState({ preference: readStored() });
}

/**
 * Keeps <html> in sync with the preference and, for `system`, with the OS setting.
 * Call once at the root; returns a cleanup function.
 */
export function startThemeSync(): () => void {
  const media = window.matchMedia(DARK_QUERY);
  const apply = () => applyTheme(resolveTheme(useThemeStore.getState().preference));
  apply();
  const unsubscribe = useThemeStore.subscribe(apply);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY && isThemePreference(event.newValue)) {
      useThemeStore.setState({ preference: event.newValue });
    }
  };
  media.addEventListener('change', apply);
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    media.removeEventListener('change', apply);
    window.removeEventListener('storage', onStorage);
  };
}
