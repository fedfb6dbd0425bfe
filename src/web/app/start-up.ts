/**
 * What runs once before the first render (main.tsx): Pocket's legacy preference keys are migrated
 * (features/saves/state/legacy-prefs.ts), then the stores that read those keys read them again
 * (they may have been created first: the build decides which module runs first, not main.tsx),
 * and the offline copies are plugged into the session (auth's DeviceCopies), so that signing in
 * offline, logout and an ended session reach them.
 */
import { keepDeviceCopies } from '../features/auth';
import { offlineDeviceCopies } from '../features/offline';
import { loadDisplayPrefs, migrateLegacyPrefs } from '../features/saves';
import { loadThemePreference } from '../features/theme';

export function prepareStart(): void {
  try {
    migrateLegacyPrefs(window.localStorage);
  } catch {
    // No usable storage (private mode, blocked cookies): nothing to migrate.
  }
  loadThemePreference();
  loadDisplayPrefs();
  keepDeviceCopies(offlineDeviceCopies);
}
