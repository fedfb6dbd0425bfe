/**
 * Saving a tab's page or a link: checks the connection and the URL, sends the save (with the
 * page's rendered HTML for a page), queues it when the instance can't be reached, and updates the
 * toolbar icon. Every outcome carries a sentence the panel can show.
 */
import { validateSaveUrl } from '../../../src/common/url-rules.js';
import { SatchelError, describeFailure } from '../lib/api.js';
import type { SaveOutcome } from '../lib/messages.js';
import { readSettings, type Settings } from '../lib/settings.js';
import { sendSave, type SaveRequest } from './add-request.js';
import { captureHtml } from './capture.js';
import { enqueue, flushQueue } from './queue.js';
import { refreshTabsShowing, rememberSaved } from './saved-state.js';

const NOT_CONNECTED = 'This browser is not connected to a Satchel yet.';

function cannotSave(url: string | undefined): string | null {
  if (!url) return 'This tab has no address the extension may read, so it can’t be saved.';
  const checked = validateSaveUrl(url);
  if (checked.ok) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  return scheme && !/^https?$/i.test(scheme)
    ? `Pages with ${scheme}: addresses belong to the browser and can’t be saved; only web pages (http and https) can.`
    : `This address can’t be saved: ${checked.reason}`;
}

async function send(
  request: SaveRequest,
  settings: Promise<Settings> = readSettings(),
): Promise<SaveOutcome> {
  const { connection, disconnectedReason } = await settings;
  if (!connection) {
    return { kind: 'error', message: disconnectedReason ?? NOT_CONNECTED, needsConnect: true };
  }
  try {
    const saved = await sendSave(connection, request);
    rememberSaved(saved.url, saved.savedItemId);
    void refreshTabsShowing(saved.url);
    // The instance answers again: anything queued earlier goes now too.
    void flushQueue();
    return saved;
  } catch (error) {
    if (error instanceof SatchelError && error.kind === 'unreachable') {
      await enqueue(request);
      return {
        kind: 'queued',
        instance: connection.instance,
        url: request.url,
        title: request.title,
      };
    }
    const needsConnect = error instanceof SatchelError && error.kind === 'unauthorized';
    return { kind: 'error', message: describeFailure(error), needsConnect };
  }
}

/** The tab's page, as rendered (its HTML is skipped when unreadable or over 5 MB). */
export async function saveTab(tabId: number): Promise<SaveOutcome> {
  let tab: chrome.tabs.Tab;
  try {
    tab = await chrome.tabs.get(tabId);
  } catch {
    return {
      kind: 'error',
      message: 'This tab is gone, so there is nothing to save.',
      needsConnect: false,
    };
  }
  const url = tab.url ?? tab.pendingUrl;
  const refused = cannotSave(url);
  if (refused || !url) return { kind: 'error', message: refused ?? '', needsConnect: false };
  // Reading the settings and the page at the same time saves a few milliseconds per save.
  const settings = readSettings();
  const html = await captureHtml(tabId);
  return send({ url, title: tab.title ?? '', html }, settings);
}

/** A link (context menu "Save this link"): its URL only; Satchel fetches the page. */
export async function saveLink(url: string, title = ''): Promise<SaveOutcome> {
  const refused = cannotSave(url);
  if (refused) return { kind: 'error', message: refused, needsConnect: false };
  return send({ url, title, html: null });
}
