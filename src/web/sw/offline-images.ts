/**
 * Images for offline reading (docs/ARCHITECTURE.md "Installable app and offline"): the web client
 * stores the images of recent saves in Cache Storage caches named `satchel-offline-…`; the service
 * worker answers an image from them when it is there, else from the network. It never writes to
 * these caches: which user's data they hold is the client's business (it deletes them at logout).
 */
export const OFFLINE_CACHE_PREFIX = 'satchel-offline-';

async function offlineCacheNames(): Promise<string[]> {
  const names = await caches.keys();
  return names.filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX));
}

async function matchOffline(request: Request): Promise<Response | undefined> {
  for (const name of await offlineCacheNames()) {
    const cache = await caches.open(name);
    // The caches are per user already: the session cookie a response varied on does not matter.
    const hit = await cache.match(request, { ignoreVary: true });
    if (hit) return hit;
  }
  return undefined;
}

export async function imageFromOfflineCacheOrNetwork(request: Request): Promise<Response> {
  return (await matchOffline(request)) ?? fetch(request);
}

/** Deletes every offline cache (the message `{type: 'satchel:clear-user-data'}`). */
export async function clearOfflineCaches(): Promise<void> {
  await Promise.all((await offlineCacheNames()).map((name) => caches.delete(name)));
}
