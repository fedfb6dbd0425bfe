/**
 * Which browser this bundle was built for: scripts/build-extension.mjs defines __BROWSER__ for
 * each package, so one source gives each its own consumer key (docs/EXTENSION.md, "Connect").
 */
declare const __BROWSER__: 'chromium' | 'firefox';

export const BROWSER: 'chromium' | 'firefox' = __BROWSER__;

/**
 * Pocket's consumer-key format (digits, a dash, 24 hex characters) is all Satchel accepts; the
 * consent page and Connected apps show it, so each browser has its own, ending in a fixed tail.
 */
export const CONSUMER_KEY =
  BROWSER === 'firefox' ? '1602-5a7c4e1e0b3d2f6a8c9e0d1f' : '1601-5a7c4e1e0b3d2f6a8c9e0d1f';
