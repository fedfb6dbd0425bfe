/**
 * The demoted URLs of the signed-in user on this device (state/demoted-recommendations.ts), as
 * a store every slate reads, so a demotion removes the article from all of them at once.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import {
  DEMOTED_STORAGE_KEY,
  browserDemotedStorage,
  demote,
  parseDemoted,
  undemote,
} from './demoted-recommendations';
import type { DemotedMap } from './demoted-recommendations';

interface DemotedState {
  userId: string | null;
  map: DemotedMap;
}

const useDemotedStore = create<DemotedState>(() => ({ userId: null, map: {} }));

const storageFor = (userId: string) => browserDemotedStorage(`${DEMOTED_STORAGE_KEY}:${userId}`);

function write(update: (map: DemotedMap) => DemotedMap): void {
  const { userId, map } = useDemotedStore.getState();
  if (userId === null) return;
  const next = update(map);
  useDemotedStore.setState({ map: next });
  storageFor(userId).write(JSON.stringify(next));
}

/** Reads the user's demoted URLs (again when the user changes) and answers them. */
export function useDemotedMap(userId: string | null): DemotedMap {
  useEffect(() => {
    if (userId === null || useDemotedStore.getState().userId === userId) return;
    useDemotedStore.setState({
      userId,
      map: parseDemoted(storageFor(userId).read(), new Date()),
    });
  }, [userId]);
  return useDemotedStore((state) => (state.userId === userId ? state.map : {}));
}

export function demoteUrl(url: string): void {
  write((map) => demote(map, url, new Date()));
}

export function undemoteUrl(url: string): void {
  write((map) => undemote(map, url));
}
