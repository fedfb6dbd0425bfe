/**
 * Which browser this bundle was built for: scripts/build-extension.mjs defines __BROWSER__ for
 * each package, so one source gives each its own consumer key (docs/EXTENSION.md, "Connect").
 */
declare const __BROWSER__: 'chromium' | 'firefox';

/**
 * Pocket's consumer-key format (digits, a dash, 24 hex characters) is all Satchel accepts; the
 * consent page and Connected apps show it, so each browser has its own, ending in a fixed tail.
 * Written on __BROWSER__ itself so the bundler keeps only the package's own key.
 */
export const CONSUMER_KEY =
  __BROWSER__ === 'firefox' ? '1602-5a7c4e1e0b3d2f6a8c9e0d1f' : '1601-5a7c4e1e0b3d2f6a8c9e0d1f';
