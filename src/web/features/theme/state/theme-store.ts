import { create } from 'zustand';

/** The colour mode a person picked; `system` follows `prefers-color-scheme`. */
export type ThemePreference = 'light' | 'dark' | 'sepia' | 'system';
/** The theme actually applied as `colormode-<theme>` on <html>. */
export type ResolvedTheme = 'light' | 'dark' | 'sepia';

/** localStorage key (Pocket's name); also read by public/theme-init.js before first paint. */
export const THEME_STORAGE_KEY = 'pocket-color-mode';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'sepia', 'system'];
const DEFAULT_PREFERENCE: ThemePreference = 'light';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isPreference(value: unknown): value is ThemePreference {
  return THEME_PREFERENCES.some((p) => p === value);
}

function readStored(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isPreference(stored) ? stored : DEFAULT_PREFERENCE;
  } catch {
    return DEFAULT_PREFERENCE;
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
}

interface ThemeState {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

export const useThemeStore = create<ThemeState>()((set) => ({
  preference: readStored(),
  setPreference: (preference) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, preference);
    } catch {
      // Storage can be unavailable (private mode); the choice still applies for this visit.
    }
    set({ preference });
  },
}));

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
    if (event.key === THEME_STORAGE_KEY && isPreference(event.newValue)) {
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
