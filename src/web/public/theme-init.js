/* global window, document */
// Applies the stored colour mode before first paint (external file: the CSP forbids inline scripts).
// Keep in sync with src/web/features/theme/state/theme-store.ts.
(function () {
  var key = 'pocket-color-mode';
  var modes = ['light', 'dark', 'sepia', 'system'];
  var preference = 'light';
  try {
    var stored = window.localStorage.getItem(key);
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
