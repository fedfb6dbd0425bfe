/**
 * Runs the legacy preference migration (state/legacy-prefs.ts) as a module side effect, once.
 * The stores that read the migrated keys (saves/state/display-prefs.ts, theme/state/theme-store.ts)
 * import this module themselves: a module's imports run before its body wherever the bundler puts
 * it, whereas main.tsx importing it first did not hold once the build placed those stores in a
 * chunk the entry imports (that chunk ran before the entry's own code). Storage can be unavailable
 * (private mode, blocked cookies): then there is nothing to migrate.
 */
import { migrateLegacyPrefs } from './state/legacy-prefs';

try {
  migrateLegacyPrefs(window.localStorage);
} catch {
  // No usable storage: the stores fall back to their defaults.
}
