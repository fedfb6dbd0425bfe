/**
 * The toolbar panel: opening it saves the active tab at once and shows the result. For tests it
 * also opens as a tab with an explicit target, popup.html?tabId=N (docs/EXTENSION.md, "Testing").
 */
import {
  RECENT_SAVE_MS,
  recentSaveKey,
  sendToBackground,
  type SaveOutcome,
} from '../lib/messages.js';
import { readSettings } from '../lib/settings.js';
import { renderConnectForm } from './connect-form.js';
import { h, replaceContent } from './dom.js';
import { renderOutcome } from './saved-view.js';

const root = document.getElementById('app')!;

async function targetTabId(): Promise<number | null> {
  const explicit = Number(new URLSearchParams(location.search).get('tabId'));
  if (Number.isInteger(explicit) && explicit > 0) return explicit;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab?.id ?? null;
}

/** A save the context menu made on this tab a moment ago: shown, not made again. */
async function recentOutcome(tabId: number): Promise<SaveOutcome | null> {
  const key = recentSaveKey(tabId);
  const stored = (await chrome.storage.session.get(key))[key] as
    { outcome: SaveOutcome; at: number } | undefined;
  if (!stored || Date.now() - stored.at > RECENT_SAVE_MS) return null;
  await chrome.storage.session.remove(key);
  return stored.outcome;
}

async function start(): Promise<void> {
  // The tab, a save the menu just made on it and the settings are read at once.
  const tab = targetTabId();
  const recent = tab.then((id) => (id === null ? null : recentOutcome(id)));
  const settings = await readSettings();
  if (!settings.connection) {
    renderConnectForm(root, {
      instance: settings.instance,
      reason: settings.disconnectedReason,
      onConnected: () => location.reload(),
    });
    return;
  }
  const tabId = await tab;
  if (tabId === null) {
    replaceContent(
      root,
      h('p', { class: 'headline error', role: 'alert' }, 'There is no tab to save.'),
    );
    return;
  }
  replaceContent(
    root,
    h('p', { class: 'headline', role: 'status', 'data-state': 'saving' }, 'Saving…'),
  );
  // With satchel:saved-shown, tells the panel's own start-up from the save (bench/).
  performance.mark('satchel:save-requested');
  const outcome =
    (await recent) ?? (await sendToBackground<SaveOutcome>({ type: 'save-tab', tabId }));
  if (outcome.kind === 'error' && outcome.needsConnect) {
    const now = await readSettings();
    renderConnectForm(root, {
      instance: now.instance,
      reason: now.disconnectedReason ?? outcome.message,
      onConnected: () => location.reload(),
    });
    return;
  }
  // A save that worked was made with the connection read above.
  renderOutcome(root, settings.connection, outcome);
}

void start();
