/**
 * Paths the server answers itself (docs/ARCHITECTURE.md "Installable app and offline"): a
 * navigation to them goes to the network, never to the cached app shell, and their responses are
 * never cached by the service worker. scripts/service-worker-paths.test.ts checks the list
 * against the server's route table.
 */
export const SERVER_PATHS: readonly RegExp[] = [
  /^\/api\//,
  /^\/graphql/,
  /^\/v3\//,
  /^\/image-cache/,
  /^\/share\//,
  /^\/sharedlists\//,
  /^\/healthz/,
  /^\/readyz/,
  /^\/audio\//,
  // Its HTML says whether it may save at once, from headers only the browser's own navigation
  // carries (src/server/http/save-page.ts): the cached shell would always ask first.
  /^\/save\/?(?:\?|$)/,
  /^\/avatars\//,
  /^\/assets\//,
  /^\/icons\//,
  // Files at the root: sw.js, manifest.webmanifest, robots.txt, favicon.svg, theme-init.js.
  /^\/[^/]+\.[a-z0-9]+$/i,
];
