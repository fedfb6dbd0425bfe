/**
 * Saves made while the instance could not be reached, kept in chrome.storage.local and sent in
 * order later (every minute and at browser start, docs/EXTENSION.md "Queue"). A save the server
 * refuses is dropped with its reason kept for the options page; an unreachable server stops the
 * round, a revoked token keeps the queue for after reconnecting.
 */
import { SatchelError, describeFailure } from '../lib/api.js';
import { readSettings } from '../lib/settings.js';
import { sendSave, type SaveRequest } from './add-request.js';
import { refreshTabsShowing, rememberSaved } from './saved-state.js';

interface QueuedSave extends SaveRequest {
  queuedAt: number;
}

const QUEUE_KEY = 'queue';
const LAST_DROP_KEY = 'queueLastDropped';
/** Bounds that keep the queue well inside chrome.storage.local's 10 MB. */
const MAX_QUEUED = 200;
const MAX_QUEUED_HTML_CHARS = 1_000_000;
const MAX_QUEUE_HTML_TOTAL = 5_000_000;

/** Drops the HTML of the oldest saves (the server then fetches them) until the total fits. */
function withinStorage(queue: QueuedSave[]): QueuedSave[] {
  let total = queue.reduce((sum, entry) => sum + (entry.html?.length ?? 0), 0);
  return queue.map((entry) => {
    if (total <= MAX_QUEUE_HTML_TOTAL || entry.html === null) return entry;
    total -= entry.html.length;
    return { ...entry, html: null };
  });
}

async function readQueue(): Promise<QueuedSave[]> {
  const stored = await chrome.storage.local.get(QUEUE_KEY);
  const queue: unknown = stored[QUEUE_KEY];
  return Array.isArray(queue) ? (queue as QueuedSave[]) : [];
}

async function writeQueue(queue: QueuedSave[]): Promise<void> {
  await chrome.storage.local.set({ [QUEUE_KEY]: queue });
  await showQueueSize(queue.length);
}

async function showQueueSize(size: number): Promise<void> {
  await chrome.action.setBadgeBackgroundColor({ color: '#6b6b6b' });
  await chrome.action.setBadgeText({ text: size > 0 ? String(Math.min(size, 999)) : '' });
}

export async function queueSize(): Promise<number> {
  return (await readQueue()).length;
}

/** Adds a save to the queue; the same URL queued twice is kept once, with the newer page. */
export async function enqueue(request: SaveRequest): Promise<void> {
  const html =
    request.html !== null && request.html.length <= MAX_QUEUED_HTML_CHARS ? request.html : null;
  const queue = (await readQueue()).filter((entry) => entry.url !== request.url);
  queue.push({ ...request, html, queuedAt: Date.now() });
  await writeQueue(withinStorage(queue.slice(-MAX_QUEUED)));
}

let flushing: Promise<void> | null = null;

/** Sends what is queued, one at a time, oldest first; one round runs at a time. */
export function flushQueue(): Promise<void> {
  flushing ??= flushOnce().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function flushOnce(): Promise<void> {
  const { connection } = await readSettings();
  let queue = await readQueue();
  if (!connection || queue.length === 0) return;
  while (queue.length > 0) {
    const [next] = queue;
    if (!next) break;
    try {
      const saved = await sendSave(connection, next);
      rememberSaved(saved.url, saved.savedItemId);
      void refreshTabsShowing(saved.url);
    } catch (error) {
      const kind = error instanceof SatchelError ? error.kind : 'refused';
      if (kind === 'unreachable' || kind === 'unauthorized') break;
      await chrome.storage.local.set({
        [LAST_DROP_KEY]: { url: next.url, reason: describeFailure(error), at: Date.now() },
      });
    }
    // Read again: a save may have been queued while this one was sent.
    queue = (await readQueue()).filter((entry) => entry.url !== next.url);
    await writeQueue(queue);
  }
}

/** Shows the queue's size on the toolbar button when the worker (re)starts. */
export async function restoreQueueBadge(): Promise<void> {
  await showQueueSize(await queueSize());
}
