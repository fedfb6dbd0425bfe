/**
 * Apps Satchel knows by consumer key (docs/POCKET-COMPATIBILITY.md §3.2): the consent page shows
 * their name and the access token is named after it. A name is a label, not a proof: any app may
 * send any key, so the consent page still shows the key and the user's answer stays the gate.
 */
import { CHROMIUM_EXTENSION_KEY, FIREFOX_EXTENSION_KEY } from '../../common/extension-apps.js';

const KNOWN_APPS: ReadonlyMap<string, string> = new Map([
  [CHROMIUM_EXTENSION_KEY, 'Satchel for Chromium'],
  [FIREFOX_EXTENSION_KEY, 'Satchel for Firefox'],
]);

/**
 * The consumer key of a known app's token name, so Connected apps still lists it as an app; a
 * personal token its owner named the same way is listed so too, which misleads only its owner.
 */
export function knownAppKey(tokenName: string): string | null {
  for (const [key, name] of KNOWN_APPS) if (name === tokenName) return key;
  return null;
}

/** The display name of a known app, or null for any other consumer key. */
export function knownAppName(consumerKey: string): string | null {
  return KNOWN_APPS.get(consumerKey) ?? null;
}
