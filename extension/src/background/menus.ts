/**
 * The context menus "Save this page to Satchel" and "Save this link to Satchel". They save at
 * once, then show the result in the panel (chrome.action.openPopup, where the browser allows it)
 * or, failing that, on the toolbar badge of that tab.
 */
import { RECENT_SAVE_MS, recentSaveKey, type SaveOutcome } from '../lib/messages.js';
import { saveLink, saveTab } from './save.js';

export const MENU_PAGE = 'satchel-save-page';
export const MENU_LINK = 'satchel-save-link';

export function createMenus(): void {
  chrome.contextMenus.removeAll(() => {
    chrome.contextMenus.create({
      id: MENU_PAGE,
      title: 'Save this page to Satchel',
      contexts: ['page', 'frame', 'selection', 'image', 'video', 'audio'],
      documentUrlPatterns: ['http://*/*', 'https://*/*'],
    });
    chrome.contextMenus.create({
      id: MENU_LINK,
      title: 'Save this link to Satchel',
      contexts: ['link'],
      targetUrlPatterns: ['http://*/*', 'https://*/*'],
    });
  });
}

const BADGE: Record<SaveOutcome['kind'], { text: string; color: string }> = {
  saved: { text: '✓', color: '#2e7d32' },
  queued: { text: '…', color: '#6b6b6b' },
  error: { text: '!', color: '#b3261e' },
};

async function showOutcome(tabId: number | undefined, outcome: SaveOutcome): Promise<void> {
  if (tabId === undefined || tabId < 0) return;
  await chrome.storage.session.set({ [recentSaveKey(tabId)]: { outcome, at: Date.now() } });
  try {
    await chrome.action.openPopup();
  } catch {
    // No popup from here (an older browser, or no focused window): the badge tells the result.
    const badge = BADGE[outcome.kind];
    await chrome.action.setBadgeBackgroundColor({ tabId, color: badge.color });
    await chrome.action.setBadgeText({ tabId, text: badge.text });
  }
}

/** A save the context menu made on this tab a moment ago: the panel shows it, not a new save. */
export async function takeRecentOutcome(tabId: number): Promise<SaveOutcome | null> {
  const key = recentSaveKey(tabId);
  const stored = (await chrome.storage.session.get(key))[key] as
    { outcome: SaveOutcome; at: number } | undefined;
  if (!stored) return null;
  await chrome.storage.session.remove(key);
  return Date.now() - stored.at > RECENT_SAVE_MS ? null : stored.outcome;
}

/**
 * The menu handler. Tests call it through the service worker as
 * `globalThis.satchelTest.onMenuClick(info, tab)` (docs/EXTENSION.md, "Testing").
 */
export async function onMenuClick(
  info: Pick<chrome.contextMenus.OnClickData, 'menuItemId' | 'linkUrl'>,
  tab?: Pick<chrome.tabs.Tab, 'id'>,
): Promise<SaveOutcome> {
  let outcome: SaveOutcome;
  if (info.menuItemId === MENU_LINK && info.linkUrl) {
    outcome = await saveLink(info.linkUrl);
  } else if (tab?.id !== undefined && tab.id >= 0) {
    outcome = await saveTab(tab.id);
  } else {
    outcome = { kind: 'error', message: 'There is no page here to save.', needsConnect: false };
  }
  await showOutcome(tab?.id, outcome);
  return outcome;
}
