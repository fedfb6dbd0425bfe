import {
  CHROMIUM_EXTENSION_KEY,
  FIREFOX_EXTENSION_KEY,
} from '../../../src/common/extension-apps.js';

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
  __BROWSER__ === 'firefox' ? FIREFOX_EXTENSION_KEY : CHROMIUM_EXTENSION_KEY;
