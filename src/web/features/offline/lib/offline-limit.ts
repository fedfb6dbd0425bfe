/**
 * How many recent unread saves this device keeps for offline reading (docs/OFFLINE.md). It is
 * a setting of the device, not of the account (what one device has room for), kept in
 * localStorage; it says nothing about the user and stays after logout.
 */
import { create } from 'zustand';
import { DEFAULT_OFFLINE_LIMIT, isOfflineLimit } from './keep-rules';
import type { OfflineLimit } from './keep-rules';

const LIMIT_KEY = 'satchel.offlineLimit';

function readLimit(): OfflineLimit {
  try {
    const stored = Number(localStorage.getItem(LIMIT_KEY));
    return localStorage.getItem(LIMIT_KEY) !== null && isOfflineLimit(stored)
      ? stored
      : DEFAULT_OFFLINE_LIMIT;
  } catch {
    return DEFAULT_OFFLINE_LIMIT;
  }
}

export const useOfflineLimit = create<{ limit: OfflineLimit }>()(() => ({ limit: readLimit() }));

export function setOfflineLimit(limit: OfflineLimit): void {
  try {
    localStorage.setItem(LIMIT_KEY, String(limit));
  } catch {
    // Storage refused: the choice holds until the page is closed.
  }
  useOfflineLimit.setState({ limit });
}
