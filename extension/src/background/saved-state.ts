/**
 * The toolbar icon and title say whether the tab's page is already in the user's Satchel
 * (GraphQL itemByUrl on tab activation and navigation, remembered for a short while).
 */
import { SatchelError } from '../lib/api.js';
import { findSave } from '../lib/operations.js';
import { readSettings } from '../lib/settings.js';

const REMEMBER_MS = 30_000;
const known = new Map<string, { savedItemId: string | null; at: number }>();

export const TITLE_UNSAVED = 'Save to Satchel';
export const TITLE_SAVED = 'Saved in Satchel (click to tag, archive or open it)';

const iconSet = (name: 'icon' | 'saved') => ({
  16: `icons/${name}-16.png`,
  32: `icons/${name}-32.png`,
  48: `icons/${name}-48.png`,
});

/** Records what a save or a removal just did, so the icon needs no lookup. */
export function rememberSaved(url: string, savedItemId: string | null): void {
  known.set(url, { savedItemId, at: Date.now() });
}

async function lookUp(url: string): Promise<boolean | null> {
  const cached = known.get(url);
  if (cached && Date.now() - cached.at < REMEMBER_MS) return cached.savedItemId !== null;
  const { connection } = await readSettings();
  if (!connection) return null;
  try {
    const saved = await findSave(connection, url);
    rememberSaved(url, saved?.savedItemId ?? null);
    return saved !== null;
  } catch (error) {
    // Unreachable or revoked: the icon simply shows nothing special.
    if (error instanceof SatchelError) return null;
    throw error;
  }
}

export async function showSavedState(tabId: number, url: string | undefined): Promise<void> {
  const saved = url && /^https?:/.test(url) ? await lookUp(url) : null;
  await chrome.action.setIcon({ tabId, path: iconSet(saved ? 'saved' : 'icon') });
  await chrome.action.setTitle({ tabId, title: saved ? TITLE_SAVED : TITLE_UNSAVED });
}

/** After a save or removal on `url`: every tab showing it gets the new state. */
export async function refreshTabsShowing(url: string): Promise<void> {
  const tabs = await chrome.tabs.query({});
  await Promise.all(
    tabs
      .filter((tab) => tab.id !== undefined && tab.url === url)
      .map((tab) => showSavedState(tab.id!, tab.url).catch(() => undefined)),
  );
}
