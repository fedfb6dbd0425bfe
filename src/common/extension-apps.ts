/**
 * The consumer keys Satchel's own browser extension sends to Pocket's OAuth for apps
 * (docs/EXTENSION.md, "Connect"): written once here, baked into each extension package by
 * extension/src/lib/build-target.ts and named on the consent page by src/server/oauth/known-apps.ts.
 * Separate constants, not one map, so each package's bundle keeps only its own key.
 */
export const CHROMIUM_EXTENSION_KEY = '1601-5a7c4e1e0b3d2f6a8c9e0d1f';
export const FIREFOX_EXTENSION_KEY = '1602-5a7c4e1e0b3d2f6a8c9e0d1f';
