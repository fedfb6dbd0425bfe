/**
 * What the panel and the options page ask the background for (chrome.runtime.sendMessage), and
 * what a save comes to. The background owns saving, the queue and the connection flow, so they
 * finish even when the panel closes.
 */
export type SaveOutcome =
  | {
      kind: 'saved';
      instance: string;
      url: string;
      title: string;
      savedItemId: string;
      alreadySaved: boolean;
      /** Unix seconds of the earlier save, when there was one. */
      previouslySavedAt: number | null;
      readerPath: string | null;
      captured: boolean;
    }
  | { kind: 'queued'; instance: string; url: string; title: string }
  | { kind: 'error'; message: string; needsConnect: boolean };

export type BackgroundRequest =
  | { type: 'save-tab'; tabId: number }
  | { type: 'connect'; instance: string }
  | { type: 'disconnect' }
  | { type: 'save-removed'; url: string }
  | { type: 'flush-queue' };

export interface ConnectStatus {
  state: 'waiting' | 'connected' | 'failed';
  message: string;
}

/** chrome.storage.session key of the last save of a tab (a context-menu save shown by the panel). */
export const recentSaveKey = (tabId: number): string => `recent:${tabId}`;

/** How long a context-menu save counts as "just made" when the panel opens on that tab. */
export const RECENT_SAVE_MS = 20_000;

export function sendToBackground<T>(request: BackgroundRequest): Promise<T> {
  return chrome.runtime.sendMessage<BackgroundRequest, T>(request);
}
