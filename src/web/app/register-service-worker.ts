/**
 * Registers the service worker (src/web/sw/sw.ts; docs/ARCHITECTURE.md "Installable app and
 * offline") in production builds. A new version that is waiting is applied at the next in-app
 * navigation: the page then reloads on the address it was going to, never in the middle of reading.
 */
import { Workbox } from 'workbox-window';

export interface NavigatingRouter {
  subscribe: (listener: (state: { location: { key: string } }) => void) => () => void;
  state: { location: { key: string } };
}

export function registerServiceWorker(
  router: NavigatingRouter,
  reload: () => void = () => window.location.reload(),
): void {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let updateWaiting = false;
  workbox.addEventListener('waiting', () => {
    updateWaiting = true;
  });
  let locationKey = router.state.location.key;
  router.subscribe((state) => {
    if (state.location.key === locationKey) return;
    locationKey = state.location.key;
    if (!updateWaiting) return;
    updateWaiting = false;
    workbox.addEventListener('controlling', () => reload());
    workbox.messageSkipWaiting();
  });
  // Workbox registers after the page's load event, so the first page's own assets come first.
  void workbox.register();
}
