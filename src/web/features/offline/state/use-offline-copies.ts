/**
 * Keeps the signed-in user's offline copies and outbox going (docs/OFFLINE.md): claims the
 * device's copies for this user (deleting another user's first), installs the outbox, and syncs
 * after sign-in, on reconnect, when the saves change and when the setting changes: in the
 * background, one sync at a time, at most one every MIN_INTERVAL_MS unless asked for.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenPageSettled } from '../../../lib/page-settled';
import type { VisitorUser } from '../../auth';
import { readerKeys } from '../../../lib/saved-items';
import { savedItemsKeys } from '../../../lib/saved-items';
import { clearOfflineData } from '../lib/clear-offline-data';
import { useOfflineLimit } from '../lib/offline-limit';
import { readOwner, writeOwner, writeRecord } from '../lib/offline-db';
import { visitorKey } from '../lib/offline-records';
import { flushOutbox, installOutbox, refreshWaiting } from '../lib/outbox';
import { setKept, setOnline, setSyncing, useOfflineStatus } from './offline-status';

/**
 * The copying code (with the article-image rules): downloaded after the first page
 * (docs/DECISIONS.md §24.5.1).
 */
const offlineSync = () => import('../lib/offline-sync');

/** Quiet time after a change to the saves before a sync starts. */
const SETTLE_MS = 3_000;
/** Least time between two syncs the app did not ask for outright. */
const MIN_INTERVAL_MS = 60_000;
/** How often waiting changes are tried again while the browser says it is online. */
const RETRY_MS = 30_000;

/**
 * Makes the device's copies this user's: another user's are deleted first, and so is anything
 * left without an owner (an image cache whose database the browser evicted).
 */
async function claimDevice(user: VisitorUser, limit: number): Promise<void> {
  const owner = await readOwner().catch(() => undefined);
  if (owner !== user.userId) await clearOfflineData();
  await writeOwner(user.userId);
  // Opening the app offline needs to know who was signed in (only while copies are kept).
  if (limit > 0) await writeRecord(visitorKey(user.userId), user);
}

function createScheduler(userId: string, client: QueryClient) {
  let running = false;
  let again = false;
  let lastRun = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const afterSent = async (sent: number) => {
    if (sent === 0) return;
    await Promise.all([
      client.invalidateQueries({ queryKey: savedItemsKeys.all }),
      client.invalidateQueries({ queryKey: readerKeys.all }),
    ]);
  };

  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    setSyncing(true);
    try {
      do {
        again = false;
        lastRun = Date.now();
        const limit = useOfflineLimit.getState().limit;
        const before = useOfflineStatus.getState().waiting;
        const figures = await offlineSync()
          .then(({ syncOfflineCopies }) => syncOfflineCopies(userId, limit, window.location.origin))
          .catch(() => null);
        if (figures) setKept(figures);
        if (before > 0) await afterSent(before - (await refreshWaiting(userId)));
      } while (again);
    } finally {
      running = false;
      setSyncing(false);
    }
  };

  return {
    /** A sync soon: at once when `now`, else after the saves settle, throttled. */
    request(now: boolean) {
      if (timer) clearTimeout(timer);
      const wait = now ? 0 : Math.max(SETTLE_MS, lastRun + MIN_INTERVAL_MS - Date.now());
      timer = setTimeout(() => {
        timer = null;
        if (navigator.onLine) void run();
      }, wait);
    },
    async flush() {
      const result = await flushOutbox(userId);
      await afterSent(result.sent);
    },
    stop() {
      if (timer) clearTimeout(timer);
    },
  };
}

export function useOfflineCopies(user: VisitorUser | null): void {
  const client = useQueryClient();
  const userId = user?.userId ?? null;

  useEffect(() => {
    if (!user || !userId) return;
    let stopped = false;
    const scheduler = createScheduler(userId, client);
    let uninstall: (() => void) | null = null;

    void (async () => {
      await claimDevice(user, useOfflineLimit.getState().limit).catch(() => undefined);
      if (stopped) return;
      uninstall = installOutbox(userId);
      // The first sync waits for the page's own code and data.
      await whenPageSettled(client);
      if (stopped) return;
      setKept(
        await offlineSync()
          .then(({ readFigures }) => readFigures(userId))
          .catch(() => null),
      );
      if (stopped) return;
      scheduler.request(true);
    })();

    const onOnline = () => {
      setOnline(true);
      scheduler.request(true);
    };
    const onOffline = () => setOnline(false);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    setOnline(navigator.onLine);

    // The saves changed (a list was read anew after a save, archive, …): sync when they settle.
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || (event.action as { type?: string }).type !== 'success')
        return;
      const key = event.query.queryKey as readonly unknown[];
      const data = event.query.state.data as
        { pages?: Array<{ fromOfflineCopies?: boolean }> } | undefined;
      // A list read from the offline copies is no news from the server.
      if (key[0] === savedItemsKeys.all[0] && !data?.pages?.[0]?.fromOfflineCopies) {
        scheduler.request(false);
      }
    });
    const unsubscribeLimit = useOfflineLimit.subscribe((state, previous) => {
      if (state.limit !== previous.limit) scheduler.request(true);
    });
    const retry = setInterval(() => {
      if (navigator.onLine && useOfflineStatus.getState().waiting > 0) void scheduler.flush();
    }, RETRY_MS);

    return () => {
      stopped = true;
      scheduler.stop();
      uninstall?.();
      unsubscribe();
      unsubscribeLimit();
      clearInterval(retry);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
    // The user object changes with profile edits; the copies follow the user id.
  }, [userId, client]);
}
