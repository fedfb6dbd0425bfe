/**
 * Satchel's service worker (docs/ARCHITECTURE.md "Installable app and offline"). It precaches the
 * app shell (index.html, entry and route chunks, CSS) and answers navigations offline with the
 * shell; fonts are cached at first use; images come from the offline-reading caches when there.
 * Responses of /graphql, /api/* and /v3/* are never cached: no route below matches them.
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { clearOfflineCaches, imageFromOfflineCacheOrNetwork } from './offline-images';
import { OFFLINE_CODE_CACHE } from './offline-shell';
import { SERVER_PATHS } from './server-paths';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const FONT_CACHE = 'satchel-fonts';
const FONT_MAX_ENTRIES = 40;
const ASSET_CACHE = 'satchel-assets';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client routes load the shell; the server's own pages and endpoints go to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...SERVER_PATHS] }),
);

// Fonts are large and each page needs only some of them; routes outside the offline shell
// (src/web/sw/offline-shell.ts) are rarely used. Both are cached when first used: their names
// carry a hash of their content, so a cached copy is never stale.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.+\.(woff2?|ttf)$/.test(url.pathname),
  new CacheFirst({ cacheName: FONT_CACHE }),
);
// The offline screens' on-demand code (menus, dialogs) is kept by the web client with the offline
// copies (docs/OFFLINE.md), in a cache of its own: activating a worker empties ASSET_CACHE.
const assets = new CacheFirst({ cacheName: ASSET_CACHE });
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.+\.(js|css)$/.test(url.pathname),
  async (options) =>
    (await caches.match(options.request, { cacheName: OFFLINE_CODE_CACHE })) ??
    assets.handle(options),
);

registerRoute(
  ({ request }) => request.destination === 'image',
  ({ request }) => imageFromOfflineCacheOrNetwork(request),
);

/**
 * A new version drops the previous one's route chunks (its pages load the new ones) and keeps
 * the newest fonts only (workbox-expiration, with its IndexedDB code, would make the worker a third
 * larger).
 */
async function trimRuntimeCaches(): Promise<void> {
  await caches.delete(ASSET_CACHE);
  const fonts = await caches.open(FONT_CACHE);
  const cached = await fonts.keys();
  const oldest = cached.slice(0, Math.max(0, cached.length - FONT_MAX_ENTRIES));
  await Promise.all(oldest.map((request) => fonts.delete(request)));
}

// The first visit's page is controlled at once, so its images can come from the offline caches.
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([trimRuntimeCaches(), self.clients.claim()])),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return;
  if (data.type === 'satchel:clear-user-data') {
    // A sender that passed a MessagePort learns when the caches are gone (logout waits for it).
    const done = clearOfflineCaches().then(() =>
      event.ports[0]?.postMessage({ type: 'satchel:clear-user-data:done' }),
    );
    event.waitUntil(done);
  }
  // The page asks for this at a navigation, when a new version is waiting (see register-service-worker.ts).
  if (data.type === 'SKIP_WAITING') void self.skipWaiting();
});
