/* global window, document */
// Applies the stored colour mode before first paint (external file: the CSP forbids inline scripts).
// Keep in sync with src/web/features/theme/state/theme-preference.ts and, for the legacy key,
// src/web/features/saves/state/legacy-prefs.ts: when `pocket-color-mode` is absent, Pocket's
// older `theme` key is read with the same mapping (an unknown value → light), so the very first
// load paints the theme that the start-up migration is about to store.
(function () {
  var key = 'pocket-color-mode';
  var legacyKey = 'theme';
  var modes = ['light', 'dark', 'sepia', 'system'];
  // Pages may name another default for visitors who never chose (the public pages: system).
  var pageDefault = document.documentElement.getAttribute('data-default-theme');
  var preference = modes.indexOf(pageDefault) >= 0 ? pageDefault : 'light';
  try {
    var stored = window.localStorage.getItem(key);
    if (stored === null) {
      var legacy = window.localStorage.getItem(legacyKey);
      if (legacy !== null) {
        stored = legacy
          .trim()
          .replace(/^"(.*)"$/, '$1')
          .trim()
          .toLowerCase();
      }
    }
    if (modes.indexOf(stored) >= 0) preference = stored;
  } catch {
    // Storage unavailable: keep the default.
  }
  var resolved = preference;
  if (preference === 'system') {
    resolved =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  }
  var root = document.documentElement;
  root.classList.remove('colormode-light', 'colormode-dark', 'colormode-sepia');
  root.classList.add('colormode-' + resolved);
})();
