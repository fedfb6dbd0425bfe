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
import { ExpirationPlugin } from 'workbox-expiration';
import { clearOfflineCaches, imageFromOfflineCacheOrNetwork } from './offline-images';
import { SERVER_PATHS } from './server-paths';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const YEAR_SECONDS = 365 * 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client routes load the shell; the server's own pages and endpoints go to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...SERVER_PATHS] }),
);

// Fonts are large and each page needs only some of them; routes outside the offline shell
// (src/web/sw/offline-shell.ts) are rarely used. Both are cached when first used: their names
// carry a hash of their content, so a cached copy is never stale.
const hashedAsset = (cacheName: string, maxEntries: number) =>
  new CacheFirst({
    cacheName,
    plugins: [new ExpirationPlugin({ maxEntries, maxAgeSeconds: YEAR_SECONDS })],
  });
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.+\.(woff2?|ttf)$/.test(url.pathname),
  hashedAsset('satchel-fonts', 40),
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.+\.(js|css)$/.test(url.pathname),
  hashedAsset('satchel-assets', 80),
);

registerRoute(
  ({ request }) => request.destination === 'image',
  ({ request }) => imageFromOfflineCacheOrNetwork(request),
);

// The first visit's page is controlled at once, so its images can come from the offline caches.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
