/**
 * Runs the legacy preference migration (legacy-prefs.ts) as a module side effect. main.tsx
 * imports this module before anything else, so it runs before the theme and display-prefs stores
 * read localStorage. Storage can be unavailable (private mode, blocked cookies): then there is
 * nothing to migrate.
 */
import { migrateLegacyPrefs } from './legacy-prefs';

try {
  migrateLegacyPrefs(window.localStorage);
} catch {
  // No usable storage: the stores fall back to their defaults.
}
