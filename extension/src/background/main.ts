/**
 * The extension's background (a service worker in Chromium, an event page in Firefox): it owns
 * saving, the offline queue, the connection flow and the toolbar icon, so each finishes even when
 * the panel closes. docs/EXTENSION.md describes what each part sends.
 */
import type { BackgroundRequest } from '../lib/messages.js';
import { forgetConnection } from '../lib/settings.js';
import { onConsentTabClosed, onConsentTabUpdated, startConnect } from './connect.js';
import { createMenus, onMenuClick, takeRecentOutcome } from './menus.js';
import { flushQueue, restoreQueueBadge } from './queue.js';
import { saveTab } from './save.js';
import { refreshTabsShowing, rememberSaved, showSavedState } from './saved-state.js';

const QUEUE_ALARM = 'satchel-send-queue';

function ensureAlarm(): void {
  void chrome.alarms.get(QUEUE_ALARM).then((alarm) => {
    if (!alarm) void chrome.alarms.create(QUEUE_ALARM, { periodInMinutes: 1 });
  });
}

chrome.runtime.onInstalled.addListener(() => {
  createMenus();
  ensureAlarm();
});
chrome.runtime.onStartup.addListener(() => {
  ensureAlarm();
  void restoreQueueBadge();
  void flushQueue();
});
chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === QUEUE_ALARM) void flushQueue();
});

chrome.contextMenus.onClicked.addListener((info, tab) => {
  void onMenuClick(info, tab);
});

chrome.tabs.onActivated.addListener(({ tabId }) => {
  void chrome.tabs
    .get(tabId)
    .then((tab) => showSavedState(tabId, tab.url))
    .catch(() => undefined);
});
chrome.tabs.onUpdated.addListener((tabId, change, tab) => {
  if (change.url) void onConsentTabUpdated(tabId, change.url);
  if (change.url || change.status === 'complete') {
    void showSavedState(tabId, tab.url).catch(() => undefined);
  }
});
chrome.tabs.onRemoved.addListener((tabId) => {
  void onConsentTabClosed(tabId);
  void chrome.storage.session.remove(`recent:${tabId}`);
});

async function answer(request: BackgroundRequest): Promise<unknown> {
  switch (request.type) {
    case 'save-tab':
      return (await takeRecentOutcome(request.tabId)) ?? saveTab(request.tabId);
    case 'connect':
      return startConnect(request.instance);
    case 'disconnect':
      await forgetConnection(null);
      return null;
    case 'save-removed':
      rememberSaved(request.url, null);
      await refreshTabsShowing(request.url);
      return null;
    case 'flush-queue':
      await flushQueue();
      return null;
  }
}

chrome.runtime.onMessage.addListener((request: BackgroundRequest, _sender, sendResponse) => {
  answer(request).then(sendResponse, (error: unknown) =>
    sendResponse({ kind: 'error', message: String(error), needsConnect: false }),
  );
  return true; // The answer comes asynchronously.
});

/** For end-to-end tests only: the menu handler, callable from the worker (docs/EXTENSION.md). */
(globalThis as { satchelTest?: unknown }).satchelTest = { onMenuClick, flushQueue };
