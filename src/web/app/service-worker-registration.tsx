import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useVisitorStatus } from '../features/auth';
import { whenPageSettled } from '../lib/page-settled';
import type { NavigatingRouter } from './register-service-worker';

type Listener = Parameters<NavigatingRouter['subscribe']>[0];

/** The in-app navigations, in the shape register-service-worker.ts listens to. */
function createNavigations(key: string) {
  const listeners = new Set<Listener>();
  const navigations = {
    state: { location: { key } },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    // registerServiceWorker tells a navigation from the same address by its key.
    navigated(next: string) {
      navigations.state = { location: { key: next } };
      for (const listener of listeners) listener(navigations.state);
    },
  };
  return navigations;
}

let registered = false;

/**
 * Registers the service worker once the first page has settled (the visitor known, the page's
 * data arrived): workbox-window (2 KB gzip) is not on the first load's path (docs/DECISIONS.md
 * §24.5.1). Production builds only: Vite's dev server never registers it. Mount once, inside the
 * router.
 */
export function ServiceWorkerRegistration() {
  const client = useQueryClient();
  const { key } = useLocation();
  const [navigations] = useState(() => createNavigations(key));
  const visitorKnown = useVisitorStatus() !== 'pending';

  useEffect(() => navigations.navigated(key), [navigations, key]);

  useEffect(() => {
    if (!visitorKnown || registered) return;
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    registered = true;
    void whenPageSettled(client)
      .then(() => import('./register-service-worker'))
      .then(({ registerServiceWorker }) => registerServiceWorker(navigations));
  }, [visitorKnown, client, navigations]);
  return null;
}
