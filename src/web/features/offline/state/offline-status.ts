/**
 * What the offline banner and the account section show: whether the browser is online, how many
 * changes wait in the outbox, and what the offline copies hold.
 */
import { create } from 'zustand';

export interface KeptFigures {
  articles: number;
  bytes: number;
}

interface OfflineStatusState {
  online: boolean;
  waiting: number;
  kept: KeptFigures | null;
  syncing: boolean;
}

export const useOfflineStatus = create<OfflineStatusState>()(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  waiting: 0,
  kept: null,
  syncing: false,
}));

export const setWaiting = (waiting: number) => useOfflineStatus.setState({ waiting });
export const setKept = (kept: KeptFigures | null) => useOfflineStatus.setState({ kept });
export const setSyncing = (syncing: boolean) => useOfflineStatus.setState({ syncing });
export const setOnline = (online: boolean) => useOfflineStatus.setState({ online });
