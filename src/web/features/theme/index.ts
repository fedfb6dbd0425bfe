export { ThemeMenuItems } from './components/theme-menu-items';
export { loadThemePreference, startThemeSync, useThemeStore } from './state/theme-store';
export type { ResolvedTheme } from './state/theme-store';
