/**
 * Deleting offline copies (docs/OFFLINE.md "When copies are deleted"): at logout, when the server
 * says the session is gone, and before a different user's copies are made. Everything goes: the
 * `satchel-offline` database (cards, articles, the outbox, the remembered user) and every
 * `satchel-offline-*` cache; the service worker is told too, so a cache it holds open goes as well.
 */
import { deleteOfflineDatabase } from './offline-db';

export const OFFLINE_CACHE_PREFIX = 'satchel-offline-';
export const CLEAR_USER_DATA_MESSAGE = { type: 'satchel:clear-user-data' } as const;

/** The Cache Storage cache of a user's offline images. */
export const imageCacheName = (userId: string) => `${OFFLINE_CACHE_PREFIX}images-${userId}`;

async function deleteOfflineCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX))
      .map((name) => caches.delete(name)),
  );
}

function tellServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage(CLEAR_USER_DATA_MESSAGE);
  void navigator.serviceWorker.getRegistration().then((registration) => {
    const worker = registration?.active;
    if (worker && worker !== navigator.serviceWorker.controller) {
      worker.postMessage(CLEAR_USER_DATA_MESSAGE);
    }
  });
}

let generation = 0;

/** Changes at every clear: work started before one (a sync) checks it before writing more. */
export const clearGeneration = () => generation;

/** Deletes every offline copy on this device, of every user. Never throws. */
export async function clearOfflineData(): Promise<void> {
  generation += 1;
  await Promise.all([
    deleteOfflineDatabase().catch(() => undefined),
    deleteOfflineCaches().catch(() => undefined),
  ]);
  tellServiceWorker();
}
