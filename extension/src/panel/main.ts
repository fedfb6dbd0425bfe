/**
 * The toolbar panel: opening it saves the active tab at once and shows the result. For tests it
 * also opens as a tab with an explicit target, popup.html?tabId=N (docs/EXTENSION.md, "Testing").
 */
import { sendToBackground, type SaveOutcome } from '../lib/messages.js';
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

async function start(): Promise<void> {
  const settingsRead = readSettings();
  const tabId = await targetTabId();
  if (tabId === null) {
    replaceContent(
      root,
      h('p', { class: 'headline error', role: 'alert' }, 'There is no tab to save.'),
    );
    return;
  }
  // Asked at once: the background checks the connection itself and answers needsConnect when
  // there is none, and shows a save the context menu just made instead of saving again.
  performance.mark('satchel:save-requested');
  const saving = sendToBackground<SaveOutcome>({ type: 'save-tab', tabId });
  const settings = await settingsRead;
  const outcome = await saving;
  if (!settings.connection || (outcome.kind === 'error' && outcome.needsConnect)) {
    // A token refused during this save has just been forgotten, with its reason.
    const now = await readSettings();
    renderConnectForm(root, {
      instance: now.instance,
      reason: now.disconnectedReason,
      onConnected: () => location.reload(),
    });
    return;
  }
  renderOutcome(root, settings.connection, outcome);
}

void start();
